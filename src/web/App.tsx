import { Lobby } from './Lobby.tsx';
import { Replay } from './Replay.tsx';
import { useRoute } from './route.ts';
import { Table } from './Table.tsx';

export function App() {
  const route = useRoute();
  if (route.page === 'replay') return <Replay key={route.gameId} gameId={route.gameId} />;
  return route.page === 'table' ? <Table key={`${route.gameId}:${route.token ?? ''}`} gameId={route.gameId} token={route.token} /> : <Lobby />;
}
