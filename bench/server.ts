// npm run bench:server [-- SECONDS GAMES]: per-action round trip of the table over
// HTTP, every seat driven by its own client (a WebSocket for updates, HTTP POSTs for
// decisions), against the floor measured in the same run. Not a test: timings depend
// on the machine. The server runs in a child process (bench/serve.ts) on a SQLite
// file with synchronous=FULL (or DATABASE_URL).
//
//  1. one game alone, for SECONDS;
//  2. GAMES games at once (default 200), for SECONDS.
// Each game is Here I Stand (1517); each seat picks a uniformly random legal action
// (seeded), when its socket shows it is asked. Printed: games, actions/s, p50/p90/p99
// of the POST round trip, and the floor: the p50 of one engine apply plus one durable
// SQLite insert of the action, over the same actions, in this process.

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import WebSocket from 'ws';
import { appendAction } from '../src/engine/record.ts';
import { createRng, pick } from '../src/engine/rng.ts';
import type { Action, GameRecord, Json } from '../src/engine/types.ts';
import { GAMES } from '../src/server/games.ts';
import type { UpdateMessage } from '../src/server/hub.ts';
import type { TablePayload } from '../src/server/payloads.ts';
import type { CreatedGame } from '../src/server/service.ts';
import { openSqliteStore } from '../src/server/storage/sqlite.ts';

const SECONDS = Number(process.argv[2] ?? 15);
const GAMES_AT_ONCE = Number(process.argv[3] ?? 200);
const dir = mkdtempSync(join(tmpdir(), 'wittenberg-bench-'));
const database = join(dir, 'bench.sqlite');

const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'bench/serve.ts'], {
  env: { ...process.env, WITTENBERG_DB: database },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const match = /listening on (http:\/\/\S+)/.exec(out);
    if (match?.[1]) resolve(match[1]);
  });
  child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
});

interface Seat {
  token: string;
  latest: UpdateMessage | undefined;
  waiters: (() => void)[];
}

/** One game, driven until `until`; returns the POST round trips (ms). */
async function drive(until: number, index: number, latencies: number[]): Promise<string> {
  const created = (await (
    await fetch(`${base}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'his', options: { scenario: '1517' } }) })
  ).json()) as CreatedGame;
  const rng = createRng(`bench-${index}`);
  const seats = new Map<string, Seat>();
  const sockets: WebSocket[] = [];
  await Promise.all(
    Object.entries(created.tokens).map(async ([player, token]) => {
      const seat: Seat = { token, latest: undefined, waiters: [] };
      seats.set(player, seat);
      const socket = new WebSocket(`${base.replace('http', 'ws')}/api/games/${created.id}/ws`, ['wittenberg', `token.${token}`]);
      sockets.push(socket);
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as UpdateMessage | { type: string };
        if (message.type !== 'update') return;
        seat.latest = message as UpdateMessage;
        for (const wake of seat.waiters.splice(0)) wake();
      });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    }),
  );
  const at = async (seat: Seat, version: number): Promise<UpdateMessage> => {
    while (!seat.latest || seat.latest.version < version) await new Promise<void>((resolve) => seat.waiters.push(resolve));
    return seat.latest;
  };
  let version = 0;
  const first = await at(seats.values().next().value as Seat, 0);
  let waiting = first.waitingFor;
  while (performance.now() < until) {
    const player = waiting.find((p) => seats.has(p));
    if (!player) break; // over
    const seat = seats.get(player) as Seat;
    const table = await at(seat, version);
    const action = table.legalActions.length > 0 ? pick(rng, table.legalActions) : undefined;
    if (!action) break;
    const sent = performance.now();
    const response = await fetch(`${base}/api/games/${created.id}/actions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${seat.token}` },
      body: JSON.stringify({ expectedVersion: table.version, action }),
    });
    const body = (await response.json()) as TablePayload;
    latencies.push(performance.now() - sent);
    if (response.status !== 200) throw new Error(`action refused: ${JSON.stringify(body).slice(0, 300)}`);
    version = body.version;
    waiting = body.waitingFor;
    if (body.status === 'over') break;
  }
  for (const socket of sockets) socket.close();
  return created.id;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function phase(games: number): Promise<{ ids: string[]; line: string }> {
  const latencies: number[] = [];
  const started = performance.now();
  const ids = await Promise.all(Array.from({ length: games }, (_, i) => drive(started + SECONDS * 1000, games * 1000 + i, latencies)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const f = (n: number): string => n.toFixed(2);
  return {
    ids,
    line: `${games} game(s): ${latencies.length} actions in ${seconds.toFixed(1)} s = ${(latencies.length / seconds).toFixed(0)} actions/s; round trip p50 ${f(percentile(latencies, 50))} ms, p90 ${f(percentile(latencies, 90))} ms, p99 ${f(percentile(latencies, 99))} ms`,
  };
}

/** p50 of one apply plus one durable insert, over the actions of a stored game. */
async function floor(gameId: string): Promise<string> {
  const store = await openSqliteStore(database);
  const stored = await store.getGame(gameId);
  await store.close();
  if (!stored) throw new Error('no game');
  const entry = GAMES.get(stored.game);
  if (!entry) throw new Error('no module');
  const { module } = entry;
  const sqlite = new BetterSqlite3(join(dir, 'floor.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.exec('create table actions (game_id text, seq integer, player text, action text, primary key (game_id, seq))');
  const insert = sqlite.prepare('insert into actions values (?, ?, ?, ?)');
  let record: GameRecord<Json, Action> = { game: stored.game, version: stored.rulesVersion, options: stored.options, seed: stored.seed, actions: [] };
  let state = module.setup(stored.options, stored.seed);
  const costs: number[] = [];
  for (const [seq, { player, action }] of stored.actions.entries()) {
    const t = performance.now();
    const next = appendAction(module, record, state, player, action);
    sqlite.transaction(() => insert.run(gameId, seq, player, JSON.stringify(action)))();
    costs.push(performance.now() - t);
    record = next.record;
    state = next.state;
  }
  sqlite.close();
  costs.sort((a, b) => a - b);
  return `floor (one apply + one durable SQLite insert, ${costs.length} actions): p50 ${percentile(costs, 50).toFixed(2)} ms, p90 ${percentile(costs, 90).toFixed(2)} ms`;
}

try {
  const alone = await phase(1);
  process.stdout.write(`${alone.line}\n`);
  process.stdout.write(`${await floor(alone.ids[0] as string)}\n`);
  if (GAMES_AT_ONCE > 1) process.stdout.write(`${(await phase(GAMES_AT_ONCE)).line}\n`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
