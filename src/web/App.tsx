import { Lobby } from './Lobby.tsx';
import { useRoute } from './route.ts';
import { Table } from './Table.tsx';

export function App() {
  const route = useRoute();
  return route.page === 'table' ? <Table key={`${route.gameId}:${route.token ?? ''}`} gameId={route.gameId} token={route.token} /> : <Lobby />;
}
