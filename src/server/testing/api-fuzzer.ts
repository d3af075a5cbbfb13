// A protocol fuzzer: sends hostile HTTP requests and WebSocket messages to a real
// server and checks that every one gets a clear refusal (a 4xx with `{error,
// message}`; over a socket `{type: 'error', error, message}`, a decision's `{type: 'refused'}`
// with a 4xx status, or close 1009 for an
// oversized message) and that no game's state changes. It also sends batches of
// concurrent conflicting decisions, where exactly the accepted ones may change the
// game: the version must advance by their number and the record must replay to the
// state held.
//
// Used by `npm run fuzz:api` (scripts/fuzz-api.ts, 100,000 messages) and, shorter, by
// test/server/fuzz.test.ts. Deterministic in its seed (the server's games are not:
// their seeds are random, so the requests are built from what the server offers).

import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import WebSocket from 'ws';
import { hashState } from '../../engine/hash.ts';
import { replay } from '../../engine/record.ts';
import { createRng, pick, randomInt } from '../../engine/rng.ts';
import type { RngState } from '../../engine/rng.ts';
import type { Action } from '../../engine/types.ts';
import { buildApp } from '../app.ts';
import type { TablePayload } from '../payloads.ts';
import { seatChoice } from '../seat-access.ts';
import type { CreatedGame } from '../service.ts';
import { TEST_GAMES } from './test-games.ts';

export interface FuzzOptions {
  /** Messages to send in all (HTTP requests, socket messages and conflicting posts). */
  messages: number;
  seed: string;
  /** Share of the messages sent over WebSockets (default 0.2). */
  socketShare?: number;
  progress?: (line: string) => void;
}

export interface FuzzReport {
  sent: number;
  http: number;
  socket: number;
  conflicting: { batches: number; posts: number; accepted: number };
  /** Answers by status (HTTP) or `ws:error-code` / `ws:close-1009`. */
  answers: Record<string, number>;
  failures: string[];
  ms: number;
}

interface Seat {
  game: string;
  player: string;
  token: string;
}

interface Context {
  app: FastifyInstance;
  games: Record<'simultaneous' | 'playing' | 'his' | 'over', CreatedGame>;
  seats: Seat[];
  /** Legal actions by seat key `game:player`, as offered now. */
  legal: Map<string, Action[]>;
  versions: Map<string, number>;
}

const MAX_FAILURES = 50;

export async function fuzzApi(options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const rng = createRng(`fuzz:${options.seed}`);
  const app = await buildApp({
    games: TEST_GAMES,
    rateLimit: false,
    createQuota: false,
    staticDir: null,
    logger: false,
    socketRateLimit: { perSecond: 1e9, burst: 1e9 },
  });
  const report: FuzzReport = { sent: 0, http: 0, socket: 0, conflicting: { batches: 0, posts: 0, accepted: 0 }, answers: {}, failures: [], ms: 0 };
  const fail = (what: string): void => {
    if (report.failures.length < MAX_FAILURES) report.failures.push(what);
    else if (report.failures.length === MAX_FAILURES) report.failures.push('… more failures not shown');
  };
  const count = (key: string): void => {
    report.answers[key] = (report.answers[key] ?? 0) + 1;
  };
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const ctx = await setUp(app);
    const fixed = Object.values(ctx.games).map((g) => g.id);
    let marks = await fingerprints(app, fixed);

    const socketMessages = Math.round(options.messages * (options.socketShare ?? 0.2));
    const conflictEvery = 400;
    const httpMessages = options.messages - socketMessages;
    let conflictGame: CreatedGame | null = null;
    while (report.sent < httpMessages) {
      if (report.sent > 0 && report.sent % conflictEvery === 0) {
        conflictGame = await conflictBatch(app, rng, conflictGame, report, fail);
        continue;
      }
      const { kind, request } = hostileRequest(rng, ctx);
      const response = await app.inject(request);
      report.sent++;
      report.http++;
      count(String(response.statusCode));
      if (!clearRefusal(response.statusCode, response.body)) fail(`${kind}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      if (report.sent % 1000 === 0) {
        marks = await checkUnchanged(app, fixed, marks, `after ${report.sent} requests (last: ${kind})`, fail);
        options.progress?.(`${report.sent} sent, ${report.failures.length} failures`);
      }
    }
    marks = await checkUnchanged(app, fixed, marks, 'after the HTTP requests', fail);

    const { port } = app.server.address() as AddressInfo;
    await socketPhase(`ws://127.0.0.1:${port}`, ctx, rng, socketMessages, report, count, fail, options.progress);
    await checkUnchanged(app, fixed, marks, 'after the socket messages', fail);
  } finally {
    await app.close();
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

/** A refusal a client can act on: 4xx, JSON `{error: string, message: string}`. */
function clearRefusal(status: number, body: string): boolean {
  if (status < 400 || status >= 500) return false;
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    return typeof parsed.error === 'string' && typeof parsed.message === 'string' && parsed.message.length > 0;
  } catch {
    return false;
  }
}

async function setUp(app: FastifyInstance): Promise<Context> {
  const { service, bots } = app.wittenberg;
  const create = (game: string, options: object, seats: Record<string, 'bot' | 'human'> = {}): Promise<CreatedGame> =>
    service.create({ game, options: options as never, seats: Object.fromEntries(Object.entries(seats).map(([p, c]) => [p, seatChoice(c)])) });
  const simultaneous = await create('fixture', { players: 3, rounds: 2 });
  const playing = await create('fixture', { players: 2, rounds: 3 });
  for (const player of ['red', 'green']) {
    const token = playing.tokens[player] as string;
    const table = await service.seatTable(playing.id, token);
    await service.submit({ gameId: playing.id, token, expectedVersion: table.version, action: table.legalActions[0] as Action });
  }
  const his = await create('his', { scenario: '1517' });
  const over = await create('fixture', { players: 2, rounds: 1 }, { red: 'bot', green: 'bot' });
  await bots.idle();
  const games = { simultaneous, playing, his, over };
  const seats: Seat[] = [];
  const legal = new Map<string, Action[]>();
  const versions = new Map<string, number>();
  for (const game of Object.values(games)) {
    for (const [player, token] of Object.entries(game.tokens)) {
      seats.push({ game: game.id, player, token });
      const table: TablePayload = await service.seatTable(game.id, token);
      legal.set(`${game.id}:${player}`, table.legalActions);
      versions.set(game.id, table.version);
    }
  }
  return { app, games, seats, legal, versions };
}

type Mark = { game: unknown; version: number; hash: string };

async function fingerprints(app: FastifyInstance, ids: string[]): Promise<Map<string, Mark>> {
  const marks = new Map<string, Mark>();
  for (const id of ids) {
    const game = await app.wittenberg.service.live(id);
    marks.set(id, { game, version: game.meta.version, hash: hashState(game.state) });
  }
  return marks;
}

/** Same game object (it is immutable) or, if it was reloaded, the same version and state hash. */
async function checkUnchanged(
  app: FastifyInstance,
  ids: string[],
  before: Map<string, Mark>,
  when: string,
  fail: (what: string) => void,
): Promise<Map<string, Mark>> {
  for (const id of ids) {
    const mark = before.get(id) as Mark;
    const game = await app.wittenberg.service.live(id);
    if (game === mark.game) continue;
    const hash = hashState(game.state);
    if (game.meta.version !== mark.version || hash !== mark.hash) fail(`game ${id} changed ${when}: version ${mark.version} → ${game.meta.version}`);
  }
  return fingerprints(app, ids);
}

// ---------------------------------------------------------------------------
// Hostile HTTP requests

const HUGE_NUMBERS = ['1e309', '-1e309', '9007199254740993', '1e21', '-1', '0.5', '1e300', '123456789012345678901234567890'];
const BAD_TOKENS = ['', ' ', 'Bearer', 'x', 'a'.repeat(42), 'a'.repeat(44), '!'.repeat(43), 'ö'.repeat(43), 'a'.repeat(300), '../../etc/passwd', '%00'.repeat(10)];
const PROTO_BODIES = [
  '{"__proto__":{"admin":true},"expectedVersion":0,"action":{"type":"roll"}}',
  '{"expectedVersion":0,"action":{"type":"roll","__proto__":{"x":1}}}',
  '{"constructor":{"prototype":{"polluted":true}},"expectedVersion":0,"action":{"type":"roll"}}',
  '{"expectedVersion":0,"action":{"type":"roll","constructor":{"prototype":{"x":1}}}}',
  '{"game":"fixture","options":{"__proto__":{"players":3}}}',
  '{"game":"__proto__"}',
  '{"game":"constructor"}',
  '{"game":"toString"}',
  '{"game":"fixture","seats":{"__proto__":"bot"}}',
  '{"game":"fixture","seats":{"constructor":"bot"}}',
  '{"bot":true,"__proto__":{"bot":false}}',
];

function nested(depth: number, leaf = '0'): string {
  return '['.repeat(depth) + leaf + ']'.repeat(depth);
}

function nestedAction(depth: number): string {
  let inner = '1';
  for (let i = 0; i < depth; i++) inner = `{"a":${inner}}`;
  return `{"expectedVersion":0,"action":{"type":"play","card":${inner}}}`;
}

function truncate(rng: RngState, text: string): string {
  return text.slice(0, randomInt(rng, Math.max(1, text.length - 1)));
}

function randomText(rng: RngState, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += String.fromCharCode(randomInt(rng, 0x3000));
  return text;
}

function post(url: string, body: string, headers: Record<string, string> = {}, contentType = 'application/json'): InjectOptions {
  return { method: 'POST', url, payload: body, headers: { 'content-type': contentType, ...headers } };
}

const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** One hostile request, built from the games' current offers. */
function hostileRequest(rng: RngState, ctx: Context): { kind: string; request: InjectOptions } {
  const seat = pick(rng, ctx.seats);
  const version = ctx.versions.get(seat.game) ?? 0;
  const legal = ctx.legal.get(`${seat.game}:${seat.player}`) ?? [];
  const offered = legal.length > 0 ? pick(rng, legal) : { type: 'roll' };
  const actions = `/api/games/${seat.game}/actions`;
  const auth = bearer(seat.token);
  const valid = JSON.stringify({ expectedVersion: version, action: offered });
  const kinds: [string, () => InjectOptions][] = [
    ['truncated JSON', () => post(actions, truncate(rng, valid), auth)],
    ['malformed JSON', () => post(actions, pick(rng, ['{', '}', '[', '{"a":', '{,}', "{'a':1}", 'nul', 'tru', '{"a":1,}', '\u0000', 'undefined', 'NaN']), auth)],
    ['random text', () => post(actions, randomText(rng, 1 + randomInt(rng, 200)), auth)],
    ['empty body', () => post(actions, pick(rng, ['', ' ', '\n\t']), auth)],
    ['not an object', () => post(actions, pick(rng, ['null', '1', '"x"', '[]', 'true', '[{"type":"roll"}]']), auth)],
    [
      'wrong types',
      () => {
        const bad = pick(rng, ['"0"', 'null', '[]', '{}', 'true', '-1', '0.5', '"NaN"', String(version + 0.5)]);
        return post(actions, `{"expectedVersion":${bad},"action":${JSON.stringify(offered)}}`, auth);
      },
    ],
    [
      'wrong action types',
      () => post(actions, `{"expectedVersion":${version},"action":${pick(rng, ['null', '1', '"roll"', '[]', '{}', '{"type":1}', '{"type":""}', '{"type":null}', '{"type":["roll"]}', `{"type":"${'x'.repeat(65)}"}`])}}`, auth),
    ],
    ['missing or extra fields', () => post(actions, pick(rng, [`{"action":${JSON.stringify(offered)}}`, `{"expectedVersion":${version}}`, `{"expectedVersion":${version},"action":${JSON.stringify(offered)},"extra":1}`, '{}']), auth)],
    ['deep nesting', () => post(actions, pick(rng, [nested(100), nested(5000), `{"expectedVersion":0,"action":{"type":"play","card":${nested(40)}}}`, nestedAction(30)]), auth)],
    ['huge numbers', () => post(actions, `{"expectedVersion":${pick(rng, HUGE_NUMBERS)},"action":${JSON.stringify(offered)}}`, auth)],
    ['huge strings', () => post(actions, JSON.stringify({ expectedVersion: version, action: { ...offered, card: 'x'.repeat(pick(rng, [1000, 30_000, 70_000])) } }), auth)],
    ['prototype keys', () => post(pick(rng, [actions, '/api/games', `/api/games/${seat.game}/seats/${seat.player}/bot`]), pick(rng, PROTO_BODIES), auth)],
    [
      'action not offered',
      () => {
        const mutated = pick(rng, [
          { ...offered, card: 'card-99' },
          { ...offered, type: `${offered.type}x` },
          { type: pick(rng, ['discard', 'play', 'roll', 'pass', 'undo', 'admin']) , card: `card-${randomInt(rng, 30)}`, extra: randomInt(rng, 5) },
          { ...offered, extra: true },
        ]);
        return post(actions, JSON.stringify({ expectedVersion: version, action: mutated }), auth);
      },
    ],
    [
      "another seat's token",
      () => {
        const other = pick(rng, ctx.seats.filter((s) => s.token !== seat.token));
        return post(actions, valid, bearer(other.token));
      },
    ],
    ['bad tokens', () => post(actions, valid, { authorization: `Bearer ${pick(rng, BAD_TOKENS)}` })],
    ['no token', () => post(actions, valid, pick<Record<string, string>>(rng, [{}, { authorization: 'Basic abc' }, { authorization: '' }]))],
    ['stale version', () => post(actions, JSON.stringify({ expectedVersion: version + 1 + randomInt(rng, 1000), action: offered }), auth)],
    ['bad undo', () => post(`/api/games/${seat.game}/undo`, pick(rng, ['{"expectedVersion":0,"steps":0}', '{"expectedVersion":0,"steps":-1}', '{"expectedVersion":0,"steps":1001}', '{"expectedVersion":0,"steps":"1"}', `{"expectedVersion":${version + 5}}`, '{"steps":1}']), auth)],
    [
      'undo with nothing to undo',
      () => {
        const over = ctx.seats.find((s) => s.game === ctx.games.over.id) as Seat;
        return post(`/api/games/${over.game}/undo`, JSON.stringify({ expectedVersion: ctx.versions.get(over.game) }), bearer(over.token));
      },
    ],
    [
      "another seat's hand-over",
      () => {
        const other = pick(rng, ctx.seats.filter((s) => s.game === seat.game && s.player !== seat.player));
        return post(`/api/games/${seat.game}/seats/${pick(rng, [other.player, 'purple', 'x'.repeat(200)])}/bot`, '{"bot":true}', auth);
      },
    ],
    ['bad create', () => post('/api/games', pick(rng, ['{"game":"nope"}', '{"game":"fixture","options":{"players":9}}', '{"game":"fixture","seats":{"purple":"bot"}}', '{"game":"fixture","seats":{"red":"robot"}}', '{"game":1}', `{"game":"fixture","options":${nested(20)}}`, '{"game":"his","options":{"scenario":"1066"}}']))],
    ['wrong content type', () => post(actions, valid, auth, pick(rng, ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', 'application/xml']))],
    ['bad ids', () => ({ method: pick(rng, ['GET', 'POST']) as 'GET', url: `/api/games/${pick(rng, ['nope', 'x'.repeat(200), '%2e%2e', 'a%00b', '..%2f..', '*'])}${pick(rng, ['', '/seat', '/actions', '/undo'])}`, headers: { ...auth, 'content-type': 'application/json' }, payload: '{}' })],
    ['bad list queries', () => ({ method: 'GET', url: `/api/games?${pick(rng, ['limit=0', 'limit=101', 'limit=-1', 'limit=abc', 'offset=-5', 'offset=1e9', 'status=deleted', 'limit=1&limit=2', 'extra=1', `limit=${'9'.repeat(400)}`])}` })],
    ['unknown routes and methods', () => ({ method: pick(rng, ['GET', 'PUT', 'DELETE', 'PATCH']) as 'GET', url: pick(rng, ['/api/nothing', `/api/games/${seat.game}/actions`, `/api/games/${seat.game}/state`, '/api/games/x/y/z', '/api/admin']) })],
    ['socket endpoint over plain HTTP', () => ({ method: 'GET', url: `/api/games/${seat.game}/ws` })],
  ];
  const [kind, build] = pick(rng, kinds);
  return { kind, request: build() };
}

// ---------------------------------------------------------------------------
// Concurrent conflicting posts

async function conflictBatch(
  app: FastifyInstance,
  rng: RngState,
  game: CreatedGame | null,
  report: FuzzReport,
  fail: (what: string) => void,
): Promise<CreatedGame> {
  const { service } = app.wittenberg;
  let current = game;
  if (!current || (await service.live(current.id)).meta.status === 'over') {
    current = await service.create({ game: 'fixture', options: { players: 3, rounds: 3 } });
  }
  const id = current.id;
  const before = await service.live(id);
  const posts: Promise<{ statusCode: number; body: string }>[] = [];
  for (const [player, token] of Object.entries(current.tokens)) {
    const table = await service.seatTable(id, token);
    if (table.legalActions.length === 0) {
      // Out of turn: refused.
      posts.push(app.inject(post(`/api/games/${id}/actions`, JSON.stringify({ expectedVersion: before.meta.version, action: { type: 'roll' } }), bearer(token))));
      continue;
    }
    for (let i = 0; i < 3; i++) {
      const action = pick(rng, table.legalActions);
      posts.push(app.inject(post(`/api/games/${id}/actions`, JSON.stringify({ expectedVersion: before.meta.version, action }), bearer(token))));
    }
    void player;
  }
  const answers = await Promise.all(posts);
  report.conflicting.batches++;
  report.conflicting.posts += answers.length;
  report.sent += answers.length;
  report.http += answers.length;
  let accepted = 0;
  for (const answer of answers) {
    if (answer.statusCode === 200) accepted++;
    else if (!clearRefusal(answer.statusCode, answer.body)) fail(`conflicting post: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
    report.answers[`conflict:${answer.statusCode}`] = (report.answers[`conflict:${answer.statusCode}`] ?? 0) + 1;
  }
  report.conflicting.accepted += accepted;
  const after = await service.live(id);
  if (after.meta.version !== before.meta.version + accepted) {
    fail(`conflicting posts: ${accepted} accepted, but the version went ${before.meta.version} → ${after.meta.version}`);
  }
  const waiting = new Set(before.entry.module.pending(before.state).map((p) => p.player));
  if (accepted > waiting.size) fail(`conflicting posts: ${accepted} accepted for ${waiting.size} seat(s) to decide`);
  const stored = await app.wittenberg.store.getGame(id);
  const replayed = replay(after.entry.module, { ...after.record, actions: stored?.actions ?? [] });
  if (hashState(replayed) !== hashState(after.state)) fail(`conflicting posts: the stored record of ${id} does not replay to the state held`);
  return current;
}

// ---------------------------------------------------------------------------
// Hostile socket messages

const SOCKET_MESSAGES: (string | Buffer)[] = [
  '',
  ' ',
  '{',
  '{"type":',
  'null',
  '[]',
  '123',
  '"sync"',
  'sync',
  '{"type":null}',
  '{"type":["sync"]}',
  '{"type":"SYNC"}',
  '{"type":"sync "}',
  '{"type":{"toString":"sync"}}',
  '{"__proto__":{"type":"sync"}}',
  '{"constructor":{"prototype":{"type":"sync"}}}',
  '{"type":"action","expectedVersion":0,"action":{"type":"roll"}}',
  '{"type":"undo","expectedVersion":0}',
  '{"type":"auth","token":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}',
  '{"type":1e999}',
  `{"type":"${'x'.repeat(3000)}"}`,
  nested(1000),
  Buffer.from([0, 1, 2, 3, 255]),
  Buffer.from('{"type":"sync"}'),
  // Decisions over the socket: each refused ({type:'refused'}, a 4xx), none played.
  '{"type":"act"}',
  '{"type":"act","id":1}',
  '{"type":"act","id":{"x":1},"expectedVersion":99999,"action":{"type":"roll"}}',
  '{"type":"act","id":"a","expectedVersion":99999,"action":{"type":"roll"}}',
  '{"type":"act","id":2,"expectedVersion":-1,"action":{"type":"roll"}}',
  '{"type":"act","id":3,"expectedVersion":1e999,"action":{"type":"roll"}}',
  '{"type":"act","id":4,"expectedVersion":99999,"action":null}',
  '{"type":"act","id":5,"expectedVersion":99999,"action":{"type":"roll"},"token":"x"}',
  `{"type":"act","id":6,"expectedVersion":99999,"action":${nested(40)}}`,
  `{"type":"act","id":"${'i'.repeat(100)}","expectedVersion":99999,"action":{"type":"roll"}}`,
];

async function socketPhase(
  base: string,
  ctx: Context,
  rng: RngState,
  total: number,
  report: FuzzReport,
  count: (key: string) => void,
  fail: (what: string) => void,
  progress?: (line: string) => void,
): Promise<void> {
  const targets = [
    ...ctx.seats.filter((s) => s.game !== ctx.games.his.id).map((s) => ({ game: s.game, protocols: ['wittenberg', `token.${s.token}`] })),
    { game: ctx.games.his.id, protocols: ['wittenberg'] },
    { game: ctx.games.simultaneous.id, protocols: ['wittenberg'] },
  ];
  let socket: Client | null = null;
  for (let sent = 0; sent < total; sent++) {
    if (!socket || socket.closed) {
      const target = pick(rng, targets);
      socket = await Client.open(`${base}/api/games/${target.game}/ws`, target.protocols);
    }
    const oversized = randomInt(rng, 200) === 0;
    const message = oversized ? 'x'.repeat(5000) : pick(rng, SOCKET_MESSAGES);
    const answer = await socket.exchange(message);
    report.sent++;
    report.socket++;
    if (oversized) {
      count(`ws:${answer.kind === 'close' ? `close-${answer.code}` : answer.kind}`);
      if (answer.kind !== 'close' || answer.code !== 1009) fail(`oversized socket message: ${JSON.stringify(answer)}`);
      socket = null;
      continue;
    }
    if (answer.kind !== 'message') {
      count(`ws:${answer.kind}`);
      fail(`socket message ${JSON.stringify(String(message).slice(0, 80))}: ${JSON.stringify(answer)}`);
      socket = null;
      continue;
    }
    const parsed = JSON.parse(answer.text) as { type?: unknown; error?: unknown; message?: unknown; status?: unknown };
    count(`ws:${typeof parsed.error === 'string' ? parsed.error : String(parsed.type)}`);
    const refused = parsed.type === 'refused' && typeof parsed.status === 'number' && parsed.status >= 400 && parsed.status < 500;
    if ((parsed.type !== 'error' && !refused) || typeof parsed.error !== 'string' || typeof parsed.message !== 'string') {
      fail(`socket message ${JSON.stringify(String(message).slice(0, 80))}: answered ${answer.text.slice(0, 200)}`);
    }
    if ((sent + 1) % 5000 === 0) progress?.(`${sent + 1} socket messages, ${report.failures.length} failures`);
  }
  socket?.socket.close();
}

type Answer = { kind: 'message'; text: string } | { kind: 'close'; code: number } | { kind: 'timeout' };

/** A socket past its first update, answering one message at a time. */
class Client {
  closed = false;
  private waiting: ((answer: Answer) => void) | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.settle({ kind: 'message', text: String(data) }));
    socket.on('close', (code) => {
      this.closed = true;
      this.settle({ kind: 'close', code });
    });
    socket.on('error', () => undefined);
  }

  static open(url: string, protocols: string[]): Promise<Client> {
    const client = new Client(new WebSocket(url, protocols));
    return new Promise((resolve, reject) => {
      client.waiting = (answer) => (answer.kind === 'message' ? resolve(client) : reject(new Error(`socket ${url}: ${JSON.stringify(answer)}`)));
    });
  }

  exchange(message: string | Buffer): Promise<Answer> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle({ kind: 'timeout' }), 5000);
      this.waiting = (answer) => {
        clearTimeout(timer);
        resolve(answer);
      };
      this.socket.send(message, { binary: Buffer.isBuffer(message) });
    });
  }

  private settle(answer: Answer): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.(answer);
  }
}
