// npx tsx bench/action-path.ts [ACTIONS]: the service's action path alone, in this process: no
// HTTP, no sockets, no other client. One Here I Stand game (1517) with a fixed seed and seeded
// random choices, on a SQLite file (made durable as the server makes it), every action through
// submitForPatch as the web client asks, then its deferred work (the spare state) before the
// next. The same game every run, so two versions of the code compare on the same actions;
// CPU per action is steadier than wall times on a shared machine. Not a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng, pick } from '../src/engine/rng.ts';
import { GAMES } from '../src/server/games.ts';
import { newSeats } from '../src/server/seat-access.ts';
import { GameService } from '../src/server/service.ts';
import { openSqliteStore } from '../src/server/storage/sqlite.ts';

const ACTIONS = Number(process.argv[2] ?? 1500);
const dir = mkdtempSync(join(tmpdir(), 'wittenberg-action-path-'));
const store = await openSqliteStore(join(dir, 'bench.sqlite'));
const service = new GameService(store, GAMES);
const entry = GAMES.get('his');
if (!entry) throw new Error('no his module');
const { module } = entry;
const options = { scenario: '1517' };
const seed = 'action-path-bench';
const start = module.setup(options, seed);
const players = entry.players(start);
const { tokens, seats } = newSeats(players, entry.groups?.(start) ?? players.map((p) => [p]), {}, {});
await store.createGame({ id: 'bench', game: 'his', rulesVersion: module.version, options, seed, seats, listed: false });
await service.live('bench');
const rng = createRng('action-path');
const times: number[] = [];
let cpu = 0;
for (let n = 0; n < ACTIONS; n++) {
  const game = service.cached('bench');
  if (!game) throw new Error('the game left the cache');
  const prompt = module.pending(game.state)[0];
  const legal = prompt ? module.legalActions(game.state, prompt.player) : [];
  if (!prompt || legal.length === 0) break;
  const token = tokens[prompt.player] ?? Object.values(tokens)[0];
  const before = process.cpuUsage();
  const sent = performance.now();
  await service.submitForPatch({ gameId: 'bench', token, player: prompt.player, expectedVersion: game.meta.version, action: pick(rng, legal) });
  times.push(performance.now() - sent);
  await service.told();
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve)); // the spare state is made
  const used = process.cpuUsage(before);
  cpu += used.user + used.system;
}
times.sort((a, b) => a - b);
const at = (p: number): string => (times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN).toFixed(2);
process.stdout.write(
  `${times.length} actions: submit p50 ${at(50)} ms, p90 ${at(90)} ms; CPU ${(cpu / 1000 / Math.max(1, times.length)).toFixed(3)} ms per action (its deferred work included)\n`,
);
await store.close();
rmSync(dir, { recursive: true, force: true });
