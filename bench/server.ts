// npm run bench:server [-- SECONDS GAMES PACE_MS]: per-action round trip of the table, every
// seat driven by its own client (a WebSocket for updates; decisions as HTTP POSTs answered by
// what changed, or as `act` messages on the seat's socket), against the floor measured in the
// same run. Not a test: timings depend on the machine. The server runs in a child process
// (bench/serve.ts) on a SQLite file (or DATABASE_URL), every action answered once durable; the
// sockets take patches.
//
//  0. not measured, a warm-up: phase 2 once, so that phases 1 and 2 measure a server that has
//     been running (its request paths compiled by the JIT);
//  1. one game at a time (a new one when it ends: random play ends most within seconds), for
//     SECONDS, decisions POSTed;
//  2. the same, decisions sent over the seats' sockets (the web client's path);
//  3. on a fresh server process, GAMES games at once (default 200), for SECONDS, each acting at most once every
//     PACE_MS (default 2000: a decision every 2 s at every table, 100 actions/s in all,
//     far above people's pace; 0: a closed loop, each game acting as soon as it can), POSTed,
//     on a fixed grid spread over the pace (see drive).
//     A closed loop measures the server saturated, not its latency: with 200 requests
//     always in flight the last one queued waits for the 199 before it, whatever one costs.
// Each game is Here I Stand (1517); each seat picks a uniformly random legal action
// (seeded), when its socket shows it is asked. Printed: games, actions/s, p50/p90/p99
// of the decision's round trip (POSTs by node:http, kept-alive connections), and the floor: the p50 of one engine apply
// plus one durable SQLite insert of the action (made durable as the server does: its WAL fdatasync'd after the commit),
// over phase 1's actions, in this process (the warm-up's replayed first, not counted); and phases 1 and 2's p50 as multiples of it.
//
// Where phase 1's time outside the floor goes (2-core VM, timestamps taken across the two
// processes): ~0.45 ms from the client's send to the server's request event and ~0.35 ms
// from the server's write of the answer to the client's first byte, as each process's event
// loop is busy when the other's bytes arrive (the server with the previous action's sends, the
// client with its sockets). Not Fastify: a trivial POST route round-trips in ~0.2 ms, with or
// without it. Nor the closed loop itself: the same game paced at one action every 20 ms
// measured slower (p50 4.8-5.6 ms against 3.2-3.6), the idle VM waking late.
// On the server, after the commit: sharing the new state with the old (module.share), the new
// game's bookkeeping and the answer (view and patch) take ~0.5 ms of CPU (2-core VM), longer
// than the WAL's fdatasync they overlap, so they set the answer's time; before sharing, the
// answer's diff walked the whole view (~0.35 ms), each observer's patch again, and the spare
// state was a whole copy (~0.25 ms) made while the next request waited.
// Timed stage by stage in the server over the socket (p50, temporary marks): message and
// schema ~0.05 ms, lock, token and seat ~0.05, apply ~0.17, the commit ~0.18 (SQLite's
// transaction ~0.12 of it), sharing and bookkeeping ~0.23, the answer ~0.19 (its view
// ~0.08 since views reuse the last version's), waiting for the sync ~0.05 (a turn of the
// event loop: the floor's fdatasync alone is ~0.18), sending ~0.06. Tried and dropped then:
// the action's transaction and sync on a worker thread with its own connection: ~0.05 ms
// better over the socket, no better over HTTP; keeping the process busy between requests,
// or pinning it to a core: no faster. (The writer thread came back later, below.)
// Measured later (temporary marks and timestamps across the processes, warmed up, socket
// phase, p50): to the server ~0.11 ms, in the server ~0.85-1.05 ms, back ~0.11 ms. In the
// server: message and schema 0.02-0.03, lock, token and seat 0.04, apply 0.16-0.19, commit
// 0.12-0.15, sharing 0.17-0.19, bookkeeping 0.05-0.06, the answer 0.17-0.21, the sync's
// turn 0.04, sending 0.05-0.06. Then the action's write went to a writer thread
// (storage/action-writer.ts; the store's own writes take turns with it, and only SQL and
// values are posted): handing it over costs the event loop 0.04-0.05 against the commit's
// 0.13-0.14, the waits for the commit and the sync ~0.06 against ~0.07, and sharing and the
// answer ran faster too (0.13-0.15 and 0.17 against 0.18-0.19 and 0.19-0.20: SQLite's work
// no longer runs between them); the stages' sum fell from 0.90-0.97 to 0.69-0.74 ms and the
// round trip p50 from 1.23-1.33 to 1.00-1.08 ms (alternating runs, the same minutes). Young-generation collections: one every ~60 actions, ~3.5 ms
// each (what survives them: the last versions' states, views and logs); a 4x larger young
// generation (--max-semi-space-size=64) changed no p50. Snapshots (about one action in five
// in random play) were written before the answer with their whole log (~180 KB late in a
// game): now without the entries stored already, after the answer (storage/kysely-store.ts).
// Then the write began before the rules' step (GameStore.beginAction: the writer runs the bump
// and the insert and holds its transaction until released; later only when no other write is
// under way, which the one-game phases always meet), measured the same way (socket
// phase, p50, from the message's arrival): legality checked 0.05 ms, write handed over 0.12,
// on the writer 0.17, bump and insert done 0.21, the rules' step done 0.25, released on the
// writer 0.31, committed 0.34, the answer prepared 0.52, synced 0.70, the event loop told 0.81,
// sent 0.91 (the writer and its sync, not the event loop, set the answer's time). Alternating
// runs against the commit before it, the same minutes: socket ratio 1.64, 1.88, 1.67, 1.98,
// 1.45 against 1.86, 2.22, 2.24, 2.11, 1.89. Tried and dropped then: blocking the event loop
// (Atomics.wait, at most 2 ms) for the writer's answer when it was the only write under way,
// to save the ~0.1 ms hop back (alternating runs: better in 2 of 6 pairs, worse in 4); a
// release put in a shared slot instead of posted (no difference in CPU per action seen).
// Handing a message to the other thread costs ~0.02-0.05 ms here whatever its size (waking
// the thread, not copying: a posted write costs 2-9 µs in a loop that keeps the thread awake).
// Tried and dropped later (8 s phases, alternating pairs; a VM whose floor moved 0.55-1.24 ms
// between runs minutes apart): an HTTP answer counting as the acting seat's socket update
// (that socket then not sent the same patch; the load client acting on the answer): server CPU
// per action fell in 3 of 3 pairs (5.05 to 3.94, 5.29 to 4.62, 3.55 to 3.48 ms), HTTP p50 did
// not (3.47 against 3.56, 4.43 against 4.29, 2.85 against 2.95 ms). The load client's CPU is
// ~0.8 ms per action over HTTP against ~0.3 over the sockets; a bare HTTP/1.1 client on
// net.Socket in place of node:http did not lower it (0.83, 0.82, 0.61 against 0.80, 0.80,
// 1.72 ms) nor the p50 in a consistent way.
// The warm-up (phase 0) moved both the phases and the floor: the floor measured cold was
// 0.65-0.85 ms, warmed 0.4-0.6 ms. Run to run the floor and the round trips still move by
// a third on this VM, the ratio by ±0.2.

import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import WebSocket from 'ws';
import { appendAction } from '../src/engine/record.ts';
import { createRng, pick } from '../src/engine/rng.ts';
import type { Action, GameRecord, Json } from '../src/engine/types.ts';
import { GAMES } from '../src/server/games.ts';
import type { PatchMessage, UpdateMessage } from '../src/server/hub.ts';
import type { TablePayload } from '../src/server/payloads.ts';
import type { CreatedGame } from '../src/server/service.ts';
import { openSqliteStore } from '../src/server/storage/sqlite.ts';

const SECONDS = Number(process.argv[2] ?? 15);
const GAMES_AT_ONCE = Number(process.argv[3] ?? 200);
/** Think time: each game sends its next action at least this long after the last (0: at once, a closed loop). */
const PACE_MS = Number(process.argv[4] ?? 2000);
const dir = mkdtempSync(join(tmpdir(), 'wittenberg-bench-'));
const database = join(dir, 'bench.sqlite');

/** The bench server (bench/serve.ts) in a child process on the bench's database, and its address. */
async function serve(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'bench/serve.ts'], {
    env: { ...process.env, WITTENBERG_DB: database },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('server side')) process.stdout.write(chunk);
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return { child, base };
}

async function stop({ child }: { child: ChildProcess }): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

let server = await serve();

interface Seat {
  token: string;
  socket?: WebSocket;
  /** Decisions sent over the socket, by id: resolved by their answer (`acted` or `refused`). */
  asked: Map<number, (text: string) => void>;
  /** The latest update as sent, parsed only when the seat must act (the client's CPU is not the server's). */
  latest: { version: number; text: string } | undefined;
  waiters: (() => void)[];
}

/** The game version of an update: its first "version" key (GameInfo's, before the view). */
const versionOf = (text: string): number => Number(/"version":(\d+)/.exec(text)?.[1] ?? -1);

interface Table {
  id: string;
  seats: Map<string, Seat>;
  sockets: WebSocket[];
}

/** Create a game and connect a socket for each seat. */
async function setUp(): Promise<Table> {
  const created = (await (
    await fetch(`${server.base}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'his', options: { scenario: '1517' } }) })
  ).json()) as CreatedGame;
  const seats = new Map<string, Seat>();
  const sockets: WebSocket[] = [];
  await Promise.all(
    Object.entries(created.tokens).map(async ([player, token]) => {
      const socket = new WebSocket(`${server.base.replace('http', 'ws')}/api/games/${created.id}/ws?patches=1`, ['wittenberg', `token.${token}`]);
      const seat: Seat = { token, socket, asked: new Map(), latest: undefined, waiters: [] };
      seats.set(player, seat);
      sockets.push(socket);
      socket.on('message', (data) => {
        const text = String(data);
        if (text.startsWith('{"type":"acted"') || text.startsWith('{"type":"refused"')) {
          const id = Number(/"id":(\d+)/.exec(text)?.[1]);
          if (text.startsWith('{"type":"acted"')) {
            // The answer is the seat's update for the new version (the socket does not get it again).
            const answer = text.slice(text.indexOf('"answer":') + '"answer":'.length, -1);
            seat.latest = { version: versionOf(answer), text: answer };
            for (const wake of seat.waiters.splice(0)) wake();
          }
          seat.asked.get(id)?.(text);
          seat.asked.delete(id);
          return;
        }
        // Patches carry everything a seat acts on (version, legal actions) but the view.
        if (!text.startsWith('{"type":"update"') && !text.startsWith('{"type":"patch"')) return;
        seat.latest = { version: versionOf(text), text };
        for (const wake of seat.waiters.splice(0)) wake();
      });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      socket.on('error', () => undefined); // a reset after the end is no concern of the measurement
    }),
  );
  return { id: created.id, seats, sockets };
}

/**
 * POST `body` as JSON; the status and the parsed answer. node:http on kept-alive sockets, not
 * fetch: fetch costs the client a few tenths of a millisecond per request, which would count
 * in every round trip here (a browser's fetch is not this process's).
 */
const agent = new Agent({ keepAlive: true });
function post(url: string, token: string, body: string): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let asking = 0;
/** Send a decision over the seat's socket; its answer, parsed, and the status (200, or the refusal's). */
function actOverSocket(seat: Seat, expectedVersion: number, action: Action): Promise<{ status: number; json: unknown }> {
  const id = ++asking;
  return new Promise((resolve) => {
    seat.asked.set(id, (text) => {
      const message = JSON.parse(text) as { type: 'acted'; answer: unknown } | { type: 'refused'; status: number };
      resolve(message.type === 'acted' ? { status: 200, json: message.answer } : { status: message.status, json: message });
    });
    seat.socket?.send(JSON.stringify({ type: 'act', id, expectedVersion, action }));
  });
}

/** How a load client sends its decisions: POSTs (as the 200 games do), or over its seat's socket. */
type Transport = 'http' | 'socket';

/** One game, driven until `until`; adds the decisions' round trips (ms) to `latencies`. */
async function drive({ id, seats, sockets }: Table, started: number, until: number, index: number, latencies: number[], paceMs: number, transport: Transport): Promise<string> {
  const rng = createRng(`bench-${index}`);
  const at = async (seat: Seat, version: number): Promise<UpdateMessage | PatchMessage> => {
    while (!seat.latest || seat.latest.version < version) await new Promise<void>((resolve) => seat.waiters.push(resolve));
    return JSON.parse(seat.latest.text) as UpdateMessage | PatchMessage;
  };
  let version = 0;
  // Paced games act on a fixed grid, spread over one pace: game i at i/GAMES of it, then once
  // a pace. Not a pace after its last send: then a stall of this client (parsing the first
  // tables of 200 games takes ~0.1 s here) would line up the games it delayed, and they
  // would keep sending together every pace, as people at separate tables do not.
  let slot = started + ((index % 1000) / GAMES_AT_ONCE) * paceMs;
  const first = await at(seats.values().next().value as Seat, 0);
  let waiting = first.waitingFor;
  while (performance.now() < until) {
    const player = waiting.find((p) => seats.has(p));
    if (!player) break; // over
    const seat = seats.get(player) as Seat;
    const table = await at(seat, version);
    const action = table.legalActions.length > 0 ? pick(rng, table.legalActions) : undefined;
    if (!action) break;
    if (paceMs > 0) {
      // A slot missed (this client late, or an answer slower than a pace) is skipped, not made up.
      while (slot < performance.now()) slot += paceMs;
      await new Promise((resolve) => setTimeout(resolve, slot - performance.now()));
      slot += paceMs;
    }
    if (performance.now() >= until) break;
    const sent = performance.now();
    // As the web client asks: the answer is the seat's patch (what changed), not the whole table.
    const response =
      transport === 'socket'
        ? await actOverSocket(seat, table.version, action)
        : await post(`${server.base}/api/games/${id}/actions`, seat.token, JSON.stringify({ expectedVersion: table.version, action, answer: 'patch' }));
    const body = response.json as PatchMessage | TablePayload;
    latencies.push(performance.now() - sent);
    if (response.status !== 200) throw new Error(`action refused: ${JSON.stringify(body).slice(0, 300)}`);
    version = body.version;
    waiting = body.waitingFor;
    if (body.status === 'over') break;
  }
  for (const socket of sockets) socket.close();
  return id;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function phase(games: number, transport: Transport = 'http'): Promise<{ ids: string[]; line: string; p50: number }> {
  const latencies: number[] = [];
  const errors: string[] = [];
  // Set up first, a few at a time (not part of the measurement).
  const tables: Table[] = [];
  for (let i = 0; i < games; i += 10) tables.push(...(await Promise.all(Array.from({ length: Math.min(10, games - i) }, () => setUp()))));
  server.child.kill('SIGUSR2'); // set-up done: the server measures its CPU from here
  await new Promise((resolve) => setTimeout(resolve, 50));
  // How late this process's event loop runs: a round trip far above the server's own time
  // with a late loop here was measured through a starved client, not a slow server.
  const late = monitorEventLoopDelay({ resolution: 1 });
  late.enable();
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const failed = (error: unknown): undefined => {
    errors.push(error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error));
    return undefined;
  };
  let driven: (string | undefined)[] = [];
  if (games === 1) {
    // One game at a time for the whole phase: a game that ends (random play ends most within
    // a few seconds) is followed by a new one, whose set-up is not measured.
    for (let i = 0, table = tables[0] as Table; ; i++) {
      driven.push(await drive(table, started, until, 1000 + i, latencies, 0, transport).catch(failed));
      if (performance.now() >= until || errors.length > 0) break;
      table = await setUp();
    }
  } else {
    driven = await Promise.all(tables.map((table, i) => drive(table, started, until, games * 1000 + i, latencies, PACE_MS, transport).catch(failed)));
  }
  const ids = driven.filter((id): id is string => id !== undefined);
  const seconds = (performance.now() - started) / 1000;
  late.disable();
  server.child.kill('SIGUSR2'); // the server prints its side of the same requests
  latencies.sort((a, b) => a - b);
  const f = (n: number): string => n.toFixed(2);
  return {
    ids,
    p50: percentile(latencies, 50),
    line: `${games} game(s)${transport === 'socket' ? ' acting over their sockets' : ''}${PACE_MS > 0 && games > 1 ? `, each acting at most every ${PACE_MS} ms` : ''}${errors.length > 0 ? ` (${errors.length} failed: ${[...new Set(errors)].slice(0, 3).join('; ')})` : ''}: ${latencies.length} actions in ${seconds.toFixed(1)} s = ${(latencies.length / seconds).toFixed(0)} actions/s; round trip p50 ${f(percentile(latencies, 50))} ms, p90 ${f(percentile(latencies, 90))} ms, p99 ${f(percentile(latencies, 99))} ms; client event loop late p50 ${f(late.percentile(50) / 1e6)} ms, p99 ${f(late.percentile(99) / 1e6)} ms`,
  };
}

/** p50 of one apply plus one durable insert, over the actions of stored games (`warmUpIds`' replayed first, not measured). */
async function floor(gameIds: string[], warmUpIds: string[]): Promise<{ line: string; p50: number }> {
  const store = await openSqliteStore(database, { writer: null }); // it only reads
  const games = await Promise.all(gameIds.map((id) => store.getGame(id)));
  const warmUp = await Promise.all(warmUpIds.map((id) => store.getGame(id)));
  await store.close();
  // Made durable as the server makes its writes (storage/sqlite.ts): WAL, synchronous=NORMAL,
  // and an fdatasync of the WAL file after the commit (the server's on its writer thread, this
  // one on the thread pool, awaited). Not synchronous=FULL:
  // its sync inside the commit measured ~3 ms here against ~0.25 ms for the WAL's fdatasync
  // (same machine, same minute), so a FULL floor would flatter the server.
  const sqlite = new BetterSqlite3(join(dir, 'floor.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table actions (game_id text, seq integer, player text, action text, primary key (game_id, seq))');
  const insert = sqlite.prepare('insert into actions values (?, ?, ?, ?)');
  const wal = await open(join(dir, 'floor.sqlite-wal'), 'r+');
  const costs: number[] = [];
  // The warm-up's games first, their costs dropped: the floor compiled by the JIT as the server was.
  for (const [i, stored] of [...warmUp, ...games].entries()) {
    if (i === warmUp.length) costs.length = 0;
    if (!stored) throw new Error('no game');
    const module = GAMES.get(stored.game)?.module;
    if (!module) throw new Error('no module');
    let record: GameRecord<Json, Action> = { game: stored.game, version: stored.rulesVersion, options: stored.options, seed: stored.seed, actions: [] };
    let state = module.setup(stored.options, stored.seed);
    for (const [seq, { player, action }] of stored.actions.entries()) {
      const t = performance.now();
      const next = appendAction(module, record, state, player, action);
      sqlite.transaction(() => insert.run(stored.id, seq, player, JSON.stringify(action)))();
      await wal.datasync();
      costs.push(performance.now() - t);
      record = next.record;
      state = next.state;
    }
  }
  await wal.close();
  sqlite.close();
  costs.sort((a, b) => a - b);
  return {
    p50: percentile(costs, 50),
    line: `floor (one apply + one SQLite insert made durable as the server does, WAL fdatasync, ${costs.length} actions): p50 ${percentile(costs, 50).toFixed(2)} ms, p90 ${percentile(costs, 90).toFixed(2)} ms`,
  };
}

try {
  // Not measured: one game over the sockets for as long as a phase, so that the phases measure
  // a server that has been running, its request paths compiled by the JIT. A phase run first
  // in a fresh process measured 15-25% slower at the p50 than the same phase run after another.
  const warmUp = await phase(1, 'socket');
  process.stdout.write(`warm-up, not measured: ${warmUp.line.replace(/; round trip.*/, '')}\n`);
  const alone = await phase(1);
  process.stdout.write(`${alone.line}\n`);
  // The same, decisions sent over the seats' sockets.
  const bySocket = await phase(1, 'socket');
  process.stdout.write(`${bySocket.line}\n`);
  const least = await floor(alone.ids, warmUp.ids);
  // Two decimals: at one, 2.04 would print as 2.0, which reads as within 2×.
  const ratio = (p50: number): string => `${(p50 / least.p50).toFixed(2)}×`;
  process.stdout.write(`${least.line}\none game's round trip p50 / floor p50 = ${ratio(alone.p50)} over HTTP, ${ratio(bySocket.p50)} over the socket\n`);
  if (GAMES_AT_ONCE > 1) {
    // A fresh server process: the first phases' games (thousands of actions each, kept in
    // memory) would leave a heap of ~300 MB live whose full collections stop the server for
    // 0.3-0.5 s, measured (--trace-gc), which is not what 200 games at once cost.
    await stop(server);
    server = await serve();
    process.stdout.write(`${(await phase(GAMES_AT_ONCE)).line}\n`);
  }
} finally {
  await stop(server);
  rmSync(dir, { recursive: true, force: true });
}
