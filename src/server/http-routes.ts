// The HTTP API. Every handler validates params, query and body first (schemas.ts),
// then calls the service; refusals are ApiErrors, rendered by the app's error
// handler as `{error, message}`.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actionBody, controllerBody, createGameBody, emailBody, gameIdParam, listQuery, parse, replayQuery, seatParam, tokenQuery, undoBody } from './schemas.ts';
import { ApiError } from './errors.ts';
import { turnInfo } from './payloads.ts';
import { Quota } from './quota.ts';
import { replayStep } from './replay.ts';
import type { QuotaLimit } from './quota.ts';
import { seatChoice } from './seat-access.ts';
import type { GameService } from './service.ts';
import type { SeatControl } from './storage/types.ts';

/** The WebSocket subprotocol that carries a seat's token: `token.TOKEN`. */
export const TOKEN_PROTOCOL_PREFIX = 'token.';

/**
 * The seat token: `Authorization: Bearer TOKEN`; for WebSockets (a browser cannot set
 * that header) the subprotocol `token.TOKEN`; or, kept for older clients, `?token=TOKEN`
 * (redacted from the logs, but a URL may be logged elsewhere, so clients should not use it).
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1] ?? '';
  }
  const protocols = request.headers['sec-websocket-protocol'];
  if (typeof protocols === 'string') {
    const offered = protocols.split(',').map((protocol) => protocol.trim());
    const token = offered.find((protocol) => protocol.startsWith(TOKEN_PROTOCOL_PREFIX));
    if (token !== undefined) return token.slice(TOKEN_PROTOCOL_PREFIX.length);
  }
  return parse(tokenQuery, request.query ?? {}, 'query').token;
}

/** `?player=`: which of the seats a token opens (a person running several powers). */
export function playerOf(request: FastifyRequest): string | undefined {
  return parse(tokenQuery, request.query ?? {}, 'query').player;
}

export function gameIdOf(request: FastifyRequest): string {
  return parse(gameIdParam, (request.params as { id?: unknown }).id, 'game id');
}

/** Default creation quota: 20 games an hour per client IP. */
export const DEFAULT_CREATE_QUOTA: QuotaLimit = { max: 20, windowMs: 60 * 60_000 };

export function registerHttpRoutes(app: FastifyInstance, service: GameService, createQuota: QuotaLimit | false = DEFAULT_CREATE_QUOTA): void {
  const creations = createQuota === false ? null : new Quota(createQuota);

  // Healthy means able to store a move: a read-only or failing database is a 503.
  app.get('/api/health', async () => {
    await service.checkStorage();
    return { ok: true };
  });

  app.post('/api/games', async (request, reply) => {
    const body = parse(createGameBody, request.body, 'body');
    const allowed = creations?.take(request.ip) ?? { ok: true };
    if (!allowed.ok) {
      const minutes = Math.ceil(allowed.retryAfterMs / 60_000);
      throw new ApiError(429, 'rate-limited', `this client has created too many games; try again in ${minutes} minute(s)`);
    }
    const seats = body.seats && Object.fromEntries(Object.entries(body.seats).map(([player, choice]) => [player, seatChoice(choice)]));
    const created = await service.create({
      game: body.game,
      options: body.options ?? {},
      ...(seats ? { seats } : {}),
      ...(body.listed ? { listed: true } : {}),
      ...(body.emails ? { emails: body.emails } : {}),
    });
    return reply.code(201).send(created);
  });

  app.get('/api/games', async (request) => {
    const query = parse(listQuery, request.query ?? {}, 'query');
    // Only the games their creators listed: a game is otherwise opened by its links alone.
    const options = { limit: query.limit ?? 20, offset: query.offset ?? 0, listedOnly: true };
    return { games: await service.list(query.status ? { ...options, status: query.status } : options) };
  });

  app.get('/api/games/:id', async (request) => service.spectate(gameIdOf(request)));

  // Who must decide now, for a lobby listing the games a browser holds seats in.
  app.get('/api/games/:id/turn', async (request) => turnInfo(await service.live(gameIdOf(request))));

  // The public history: the spectator's view after `step` actions (replay.ts).
  app.get('/api/games/:id/replay', async (request) => {
    const { step } = parse(replayQuery, request.query ?? {}, 'query');
    return replayStep(await service.live(gameIdOf(request)), step);
  });

  app.post('/api/games/:id/email', async (request) => {
    const body = parse(emailBody, request.body, 'body');
    const player = await service.setEmail({ gameId: gameIdOf(request), token: tokenOf(request), email: body.email, ...(body.player ? { player: body.player } : {}) });
    return { player, email: body.email !== null };
  });

  app.get('/api/games/:id/seat', async (request) => service.seatTable(gameIdOf(request), tokenOf(request), playerOf(request)));

  app.post('/api/games/:id/actions', async (request, reply) => {
    const gameId = gameIdOf(request);
    const { answer, ...body } = parse(actionBody, request.body, 'body');
    const input = { gameId, token: tokenOf(request), player: body.player, expectedVersion: body.expectedVersion, action: body.action };
    if (answer !== 'patch') return service.submit(input);
    const answered = await service.submitForPatch(input);
    // Serialised already (the seat's socket gets the same text): sent as it is.
    return 'patch' in answered ? reply.type('application/json; charset=utf-8').send(answered.patch) : answered;
  });

  app.post('/api/games/:id/undo', async (request) => {
    const gameId = gameIdOf(request);
    const body = parse(undoBody, request.body, 'body');
    return service.undo({ gameId, token: tokenOf(request), player: body.player, expectedVersion: body.expectedVersion, steps: body.steps ?? 1 });
  });

  // Hand the seat to a bot ({"bot": true, "level": "heuristic"}; also how a player resigns) or take it back ({"bot": false}).
  app.post('/api/games/:id/seats/:seat/bot', async (request) => {
    const gameId = gameIdOf(request);
    const player = parse(seatParam, (request.params as { seat?: unknown }).seat, 'seat');
    const body = parse(controllerBody, request.body, 'body');
    if (!body.bot && body.level) throw new ApiError(400, 'bad-request', 'a level is for a bot: send {"bot": true, "level": ...}');
    const control: SeatControl = body.bot ? { controller: 'bot', ...(body.level ? { level: body.level } : {}) } : { controller: 'human' };
    return service.setController({ gameId, token: tokenOf(request), player, control });
  });
}
