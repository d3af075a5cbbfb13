// The HTTP API on the paths that succeed: create, list, spectate, seat view, play,
// undo, hand a seat to a bot and take it back, static files, rate limit.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { TablePayload } from '../../src/server/payloads.ts';
import type { FixtureView } from '../../src/server/testing/fixture-game.ts';
import { bearer, createGame, playFirst, postAction, seatTable, testApp, waitFor } from './helpers.ts';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('games', () => {
  it('creates a game with one secret token per seat and lists it', async () => {
    app = await testApp();
    const created = await createGame(app, { options: { players: 2 }, seats: { green: 'bot' }, listed: true });
    expect(created.version).toBe(0);
    expect(created.seats).toEqual([
      { player: 'red', controller: 'human' },
      { player: 'green', controller: 'bot' },
    ]);
    expect(Object.keys(created.tokens)).toEqual(['red', 'green']);
    expect(created.tokens.red).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.tokens.red).not.toBe(created.tokens.green);
    expect(JSON.stringify(created)).not.toContain('seed');

    const list = await app.inject({ url: '/api/games' });
    expect(list.statusCode).toBe(200);
    const games = list.json<{ games: { id: string; seats: unknown[] }[] }>().games;
    expect(games.map((g) => g.id)).toContain(created.id);
    expect(JSON.stringify(games)).not.toContain(created.tokens.red as string);
    expect(JSON.stringify(games)).not.toMatch(/token|seed/i);

    const filtered = await app.inject({ url: '/api/games?status=over&limit=5' });
    expect(filtered.json<{ games: unknown[] }>().games).toEqual([]);
    const bad = await app.inject({ url: '/api/games?limit=1000' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses unknown game types and bad options with reasons', async () => {
    app = await testApp();
    const unknown = await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'chess' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'unknown-game' });
    expect(unknown.json<{ message: string }>().message).toContain('fixture');
    const options = await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'fixture', options: { players: 9 } } });
    expect(options.statusCode).toBe(400);
    expect(options.json()).toMatchObject({ error: 'bad-options', message: expect.stringContaining('players must be 2 or 3') });
    const seats = await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'fixture', seats: { purple: 'bot' } } });
    expect(seats.statusCode).toBe(400);
    expect(seats.json<{ message: string }>().message).toContain('purple');
    const list = await app.inject({ url: '/api/games' });
    expect(list.json<{ games: unknown[] }>().games).toEqual([]);
  });

  it('shows spectators no hand, and each seat only its own', async () => {
    app = await testApp();
    const created = await createGame(app);
    const spectator = (await app.inject({ url: `/api/games/${created.id}` })).json<TablePayload>();
    expect(spectator.player).toBeNull();
    expect((spectator.view as FixtureView).hand).toEqual([]);
    expect(spectator.prompts).toEqual([]);
    expect(spectator.legalActions).toEqual([]);
    expect(spectator.waitingFor).toEqual(['red', 'green', 'blue']);

    const red = await seatTable(app, created.id, created.tokens.red as string);
    expect(red.player).toBe('red');
    expect((red.view as FixtureView).hand).toHaveLength(4);
    expect(red.prompts).toEqual([{ player: 'red', key: 'fixture.prompt.discard', simultaneous: true }]);
    expect(red.legalActions).toHaveLength(4);

    const viaQuery = await app.inject({ url: `/api/games/${created.id}/seat?token=${created.tokens.green}` });
    expect(viaQuery.json<TablePayload>().player).toBe('green');
  });

  it('plays actions, each bumping the version, and ends with a result', async () => {
    app = await testApp();
    const created = await createGame(app, { options: { players: 2, rounds: 1 }, listed: true });
    const order = ['red', 'green', 'red', 'red', 'green', 'green'];
    let last: TablePayload | undefined;
    for (const [i, player] of order.entries()) {
      last = await playFirst(app, created.id, created.tokens[player] as string);
      expect(last.version).toBe(i + 1);
      expect(last.actions).toBe(i + 1);
    }
    expect(last?.status).toBe('over');
    expect(last?.result).toMatchObject({ kind: 'score' });
    const list = await app.inject({ url: '/api/games?status=over' });
    expect(list.json<{ games: { id: string }[] }>().games.map((g) => g.id)).toEqual([created.id]);
  });
});

describe('listing (issue 15)', () => {
  it('lists only the games their creators listed; an unlisted one still opens by id and says whose turn it is', async () => {
    app = await testApp();
    const hidden = await createGame(app, { options: { players: 2 } });
    const shown = await createGame(app, { options: { players: 2 }, listed: true });
    const list = await app.inject({ url: '/api/games' });
    expect(list.json<{ games: { id: string }[] }>().games.map((g) => g.id)).toEqual([shown.id]);
    const turn = await app.inject({ url: `/api/games/${hidden.id}/turn` });
    expect(turn.statusCode).toBe(200);
    expect(turn.json()).toMatchObject({ id: hidden.id, status: 'active', waitingFor: ['red', 'green'] });
    expect(turn.body).not.toMatch(/token|seed|email/i);
    const missing = await app.inject({ url: '/api/games/nosuchgame/turn' });
    expect(missing.statusCode).toBe(404);
  });

  it('takes an e-mail address per seat only with its token, refuses a malformed one, and never shows it', async () => {
    app = await testApp();
    const created = await createGame(app, { options: { players: 2 }, emails: { green: 'green@example.org' } });
    const red = created.tokens.red as string;
    const bad = await app.inject({ method: 'POST', url: `/api/games/${created.id}/email`, headers: bearer(red), payload: { email: 'not an address' } });
    expect(bad.statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'POST', url: `/api/games/${created.id}/email`, payload: { email: 'x@example.org' } });
    expect(anonymous.statusCode).toBe(401);
    const set = await app.inject({ method: 'POST', url: `/api/games/${created.id}/email`, headers: bearer(red), payload: { email: 'red@example.org' } });
    expect(set.json()).toEqual({ player: 'red', email: true });
    expect(await app.wittenberg.store.seatEmails(created.id)).toEqual({ red: 'red@example.org', green: 'green@example.org' });
    const cleared = await app.inject({ method: 'POST', url: `/api/games/${created.id}/email`, headers: bearer(red), payload: { email: null } });
    expect(cleared.json()).toEqual({ player: 'red', email: false });
    expect(await app.wittenberg.store.seatEmails(created.id)).toEqual({ green: 'green@example.org' });
    for (const url of [`/api/games/${created.id}`, `/api/games/${created.id}/turn`, `/api/games/${created.id}/replay`]) {
      expect((await app.inject({ url })).body).not.toContain('example.org');
    }
    expect((await seatTable(app, created.id, red)).seats).not.toContain('example.org');
    const stranger = await createGame(app, { options: { players: 2 }, emails: { purple: 'p@example.org' } }).catch((e: unknown) => e);
    expect(String(stranger)).toContain('purple');
  });
});

describe('concurrency', () => {
  it('accepts exactly one of several simultaneous submissions at the same version', async () => {
    app = await testApp();
    const created = await createGame(app, { options: { players: 2 } });
    const red = created.tokens.red as string;
    const table = await seatTable(app, created.id, red);
    const responses = await Promise.all(
      table.legalActions.map((action) => postAction(app!, created.id, red, table.version, action)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json<{ error: string }>().error === 'stale')).toBe(true);
    const { version, record } = await app.wittenberg.service.inspect(created.id);
    expect(version).toBe(1);
    expect(record.actions).toHaveLength(1);
    expect((await app.wittenberg.store.getGame(created.id))?.actions).toEqual(record.actions);
  });
});

describe('undo', () => {
  it('takes back an action until a checkpoint; the version keeps going up', async () => {
    app = await testApp();
    const created = await createGame(app, { options: { players: 2 } });
    const red = created.tokens.red as string;
    expect((await seatTable(app, created.id, red)).canUndo).toBe(false); // nothing played yet
    await playFirst(app, created.id, created.tokens.green as string);
    await playFirst(app, created.id, red); // both discarded: red to play (version 2)
    const before = await app.wittenberg.service.inspect(created.id);
    const played = await playFirst(app, created.id, red); // select a card: undoable
    expect(played.version).toBe(3);
    expect(played.canUndo).toBe(true);
    expect((await seatTable(app, created.id, created.tokens.green as string)).canUndo).toBe(false);
    expect((await app.inject({ url: `/api/games/${created.id}` })).json<TablePayload>().canUndo).toBe(false);

    const undone = await app.inject({ method: 'POST', url: `/api/games/${created.id}/undo`, headers: bearer(red), payload: { expectedVersion: 3 } });
    expect(undone.statusCode, undone.body).toBe(200);
    const table = undone.json<TablePayload>();
    expect(table.version).toBe(4);
    expect(table.actions).toBe(2);
    expect(table.canUndo).toBe(true); // red's discard before it can be taken back too
    const after = await app.wittenberg.service.inspect(created.id);
    expect(after.hash).toBe(before.hash);
    expect((await app.wittenberg.store.getGame(created.id))?.actions).toHaveLength(2);

    // A client still at version 3 (before the undo) is stale, not silently accepted.
    const stale = await postAction(app, created.id, red, 3, table.legalActions[0]!);
    expect(stale.statusCode).toBe(409);
    // Play on from the undone position.
    const replayed = await playFirst(app, created.id, red);
    expect(replayed.version).toBe(5);
    expect(replayed.actions).toBe(3);
  });
});

describe('seats and bots', () => {
  it('hands a seat to a bot, which plays for it, and takes it back', async () => {
    app = await testApp();
    const created = await createGame(app, { options: { players: 2, rounds: 3 } });
    const red = created.tokens.red as string;
    const url = `/api/games/${created.id}/seats/red/bot`;
    const handed = await app.inject({ method: 'POST', url, headers: bearer(red), payload: { bot: true } });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json<TablePayload>().seats[0]).toEqual({ player: 'red', controller: 'bot' });
    // The bot discards for red; the game waits for green.
    await waitFor(async () => (await seatTable(app!, created.id, red)).actions === 1, 'the bot to discard for red');
    await app.wittenberg.bots.idle();
    expect((await seatTable(app, created.id, red)).actions).toBe(1);

    const back = await app.inject({ method: 'POST', url, headers: bearer(red), payload: { bot: false } });
    expect(back.json<TablePayload>().seats[0]).toEqual({ player: 'red', controller: 'human' });
    await playFirst(app, created.id, created.tokens.green as string); // green discards: red to play
    await app.wittenberg.bots.idle();
    const table = await seatTable(app, created.id, red);
    expect(table.actions).toBe(2);
    expect(table.waitingFor).toEqual(['red']); // no bot played for red any more
    expect((await app.wittenberg.store.getGame(created.id))?.seats[0]?.controller).toBe('human');
  });

  it('seats bots at a level when the game is created and when a seat is handed over (issue 14)', async () => {
    app = await testApp();
    const created = await createGame(app, { options: { players: 3, rounds: 2 }, seats: { green: 'heuristic', blue: 'bot' } });
    expect(created.seats).toEqual([
      { player: 'red', controller: 'human' },
      { player: 'green', controller: 'bot', level: 'heuristic' },
      { player: 'blue', controller: 'bot' },
    ]);
    const red = created.tokens.red as string;
    const url = `/api/games/${created.id}/seats/red/bot`;
    const handed = await app.inject({ method: 'POST', url, headers: bearer(red), payload: { bot: true, level: 'search' } });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json<TablePayload>().seats[0]).toEqual({ player: 'red', controller: 'bot', level: 'search' });
    expect((await app.wittenberg.store.getGame(created.id))?.seats.map((s) => s.level)).toEqual(['search', 'heuristic', undefined]);
    const refused = await app.inject({ method: 'POST', url, headers: bearer(red), payload: { bot: false, level: 'search' } });
    expect(refused.statusCode).toBe(400);
    const unknown = await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'fixture', seats: { red: 'genius' } } });
    expect(unknown.statusCode).toBe(400);
    await app.wittenberg.bots.idle();
  });

  it('resigning is handing the seat to a bot: the game still finishes', async () => {
    app = await testApp();
    const created = await createGame(app, { options: { players: 2, rounds: 2 }, seats: { green: 'bot' } });
    const red = created.tokens.red as string;
    await playFirst(app, created.id, red);
    await app.inject({ method: 'POST', url: `/api/games/${created.id}/seats/red/bot`, headers: bearer(red), payload: { bot: true } });
    await waitFor(async () => (await seatTable(app!, created.id, red)).status === 'over', 'the bots to finish');
  });
});

describe('serving', () => {
  it('serves the web client from its directory, with index.html for client routes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wittenberg-web-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Wittenberg</title>');
      writeFileSync(join(dir, 'app.js'), 'console.log(1)');
      app = await testApp({ staticDir: dir });
      expect((await app.inject({ url: '/' })).body).toContain('Wittenberg');
      expect((await app.inject({ url: '/app.js' })).body).toBe('console.log(1)');
      expect((await app.inject({ url: '/games/abc' })).body).toContain('Wittenberg');
      const api = await app.inject({ url: '/api/nothing' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ error: 'not-found' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers health checks and unknown routes in JSON', async () => {
    app = await testApp({ staticDir: join(tmpdir(), 'no-such-wittenberg-dir') });
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ ok: true });
    const missing = await app.inject({ url: '/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not-found' });
  });

  it('limits requests per client IP (429, JSON)', async () => {
    app = await testApp({ rateLimit: { max: 5, timeWindowMs: 60_000 } });
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 7; i++) {
      last = await app.inject({ url: '/api/health' });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(last?.json()).toMatchObject({ error: 'rate-limited', message: expect.stringContaining('too many requests') });
    const other = await app.inject({ url: '/api/health', remoteAddress: '10.9.8.7' });
    expect(other.statusCode).toBe(200);
  });
});
