// The server for `npm run bench:server`, in its own process: the real games, a SQLite
// file (or DATABASE_URL), and no per-client limits (every load client is 127.0.0.1).

import { monitorEventLoopDelay } from 'node:perf_hooks';
import { diffJson } from '../src/engine/json-patch.ts';
import { createRng, pick } from '../src/engine/rng.ts';
import { GAMES } from '../src/server/games.ts';
import { startServer } from '../src/server/main.ts';

// Warmed up as a server that has been running is: the rules, views and patches compiled by the
// JIT before the first measured request (a few hundred random actions of one game, in memory).
const his = GAMES.get('his')?.module;
if (his) {
  const rng = createRng('bench-warm-up');
  let state = his.setup({ scenario: '1517' }, 'bench-warm-up');
  let before = his.view(state, null);
  for (let i = 0; i < 600 && his.result(state) === null; i++) {
    const player = his.pending(state)[0]?.player;
    const legal = player === undefined ? [] : his.legalActions(state, player);
    if (player === undefined || legal.length === 0) break;
    const next = his.apply(state, player, pick(rng, legal));
    his.share?.(state, next);
    state = next;
    const view = his.view(state, player);
    diffJson(before, view);
    before = view;
  }
}

const server = await startServer({
  port: 0,
  database: process.env.WITTENBERG_DB ?? ':memory:',
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  ...(process.env.DATABASE_SCHEMA ? { databaseSchema: process.env.DATABASE_SCHEMA } : {}),
  logger: { level: 'warn' },
  rateLimit: false,
  socketRateLimit: { perSecond: 1e9, burst: 1e9 },
  createQuota: false,
  staticDir: null,
  expireAfterMs: 0,
  connections: { perIp: 0, total: 20_000 },
});
// The load client keeps its connections between phases (while it measures the floor):
// Node's default of 5 s would close them under it.
server.app.server.keepAliveTimeout = 120_000;
// Time from a POST's arrival to its answer, as the server sees it (printed on SIGTERM).
const handled: number[] = [];
let cpuFrom = process.cpuUsage();
/** How late the event loop runs (a request waits that long to be read, unseen by `handled`). */
const late = monitorEventLoopDelay({ resolution: 1 });
late.enable();
server.app.server.prependListener('request', (request, response) => {
  if (request.method !== 'POST' || !request.url?.endsWith('/actions')) return;
  const arrived = performance.now();
  response.once('finish', () => handled.push(performance.now() - arrived));
});
process.stdout.write(`bench server listening on ${server.url}\n`);
process.on('SIGUSR2', () => {
  const sorted = handled.splice(0).sort((a, b) => a - b);
  if (sorted.length === 0) {
    cpuFrom = process.cpuUsage(); // a phase starts (bench/server.ts): measure from here
    late.reset();
    return;
  }
  const at = (p: number): string => (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN).toFixed(2);
  // Server CPU (every thread of the process, user + system) per action: less sensitive to other load than wall times.
  const cpu = process.cpuUsage(cpuFrom);
  cpuFrom = process.cpuUsage();
  const per = (micros: number): string => (micros / 1000 / Math.max(1, sorted.length)).toFixed(2);
  process.stdout.write(
    `  server side (arrival to answer): p50 ${at(50)} ms, p90 ${at(90)} ms, p99 ${at(99)} ms; CPU ${per(cpu.user + cpu.system)} ms per action (user ${per(cpu.user)}, system ${per(cpu.system)}); event loop late p50 ${(late.percentile(50) / 1e6).toFixed(2)} ms, p99 ${(late.percentile(99) / 1e6).toFixed(2)} ms\n`,
  );
});
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
