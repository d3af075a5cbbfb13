// WebSocket updates: GET /api/games/:id/ws?token=TOKEN (no token: spectator).
//
// The token is checked before the upgrade (preValidation), so a bad one gets a plain
// HTTP 401/404 with the usual JSON error and no socket is opened. After the upgrade
// the server pushes `{type: 'update', ...table}` on every change. A client may send
// `{"type":"sync"}` (resend everything), `{"type":"ping"}`, or a seat's decision:
// `{"type":"act", "id", "expectedVersion", "action"}`, the POST to /actions without the
// HTTP framing on either side (the shortest action path: README). It is checked as that
// route checks it and answered `{type: 'acted', id, answer}` (the seat's next update,
// which the socket then does not get again) or `{type: 'refused', id, status, error,
// message}` with the route's status and body. Anything else gets `{type: 'error'}` and
// the socket stays open. Every message counts against the socket's rate limit.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import type { PlayerId } from '../engine/types.ts';
import { ApiError } from './errors.ts';
import { parse, socketActionMessage, socketQuery } from './schemas.ts';
import { gameIdOf, playerOf, tokenOf } from './http-routes.ts';
import type { Client, Hub, RefusedMessage } from './hub.ts';
import type { LiveGame } from './live-game.ts';
import type { GameService, SubmitInput } from './service.ts';

/** The subprotocol the server speaks; a client offering it (and `token.TOKEN` for a seat) gets it back. */
export const PROTOCOL = 'wittenberg';

/** Choose the subprotocol to answer with: never echo the token. */
export function chooseProtocol(offered: Set<string>): string | false {
  return offered.has(PROTOCOL) ? PROTOCOL : false;
}

/** Largest message a client may send; its messages are tiny. */
export const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024;

/** Messages a socket may send: `perSecond` on average, in bursts of up to `burst`. */
export interface SocketRateLimit {
  perSecond: number;
  burst: number;
}

export const DEFAULT_SOCKET_RATE_LIMIT: SocketRateLimit = { perSecond: 5, burst: 20 };

/** A socket that keeps sending this many messages over its limit is closed (1008). */
const REFUSALS_BEFORE_CLOSE = 100;

/**
 * A token bucket per socket. Over the limit a message is dropped unanswered (the
 * first refusal says so); a client that keeps flooding is disconnected.
 */
function socketLimiter(limit: SocketRateLimit, now: () => number = Date.now): () => 'ok' | 'refuse' | 'warn' | 'close' {
  let tokens = limit.burst;
  let last = now();
  let refused = 0;
  return () => {
    const time = now();
    tokens = Math.min(limit.burst, tokens + ((time - last) / 1000) * limit.perSecond);
    last = time;
    if (tokens >= 1) {
      tokens -= 1;
      refused = 0;
      return 'ok';
    }
    refused++;
    if (refused >= REFUSALS_BEFORE_CLOSE) return 'close';
    return refused === 1 ? 'warn' : 'refuse';
  };
}

export function registerWsRoutes(app: FastifyInstance, service: GameService, hub: Hub, limit: SocketRateLimit = DEFAULT_SOCKET_RATE_LIMIT): void {
  const act = (client: Client, token: string | undefined, message: unknown): void => {
    const id = (message as { id?: unknown }).id;
    const tag = typeof id === 'string' || typeof id === 'number' ? id : null;
    let input: SubmitInput;
    try {
      const body = parse(socketActionMessage, message, 'message');
      if (client.player === null) throw new ApiError(401, 'unauthorized', "a spectator's socket cannot act: connect with a seat's token");
      input = { gameId: client.gameId, token, player: client.player, expectedVersion: body.expectedVersion, action: body.action };
    } catch (error) {
      refuse(client, tag, error);
      return;
    }
    // The answer is made while the write syncs (submitted's prepare); sendActed finds it made.
    service.submitted(input, (_game, next) => {
      hub.actedText(client, next);
      return next;
    }).then(
      (next) => hub.sendActed(client, tag ?? 0, next),
      (error: unknown) => refuse(client, tag, error),
    );
  };

  const refuse = (client: Client, id: string | number | null, error: unknown): void => {
    // What the HTTP route's error handler would answer (app.ts): an ApiError's body, else a 500, reported.
    if (!(error instanceof ApiError)) app.log.error({ err: error }, 'a decision sent over a socket failed');
    const api = error instanceof ApiError ? error : new ApiError(500, 'internal', 'the server failed on this request; nothing changed');
    hub.send(client, { type: 'refused', id: id ?? 0, status: api.status, ...api.toJSON() } as RefusedMessage);
  };

  const answer = (client: Client, token: string | undefined, data: RawData, isBinary: boolean): void => {
    const message = isBinary ? undefined : parsed(String(data));
    const type = typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
    if (type === 'act') act(client, token, message);
    else if (type === 'sync') {
      const current = service.cached(client.gameId);
      if (current) hub.resync(current, client);
      else void service.live(client.gameId).then((loaded) => hub.resync(loaded, client), () => client.socket.close(1011, 'game unavailable'));
    } else if (type === 'ping') {
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify({ type: 'pong' }));
    } else {
      hub.send(client, {
        type: 'error',
        error: 'bad-request',
        message: 'send {"type":"sync"}, {"type":"ping"} or {"type":"act", "id", "expectedVersion", "action"}',
      });
    }
  };

  // The seat each upgraded request was authenticated as (null: spectator), and whether it takes patches.
  const seats = new WeakMap<FastifyRequest, { player: PlayerId | null; patches: boolean; token: string | undefined }>();

  app.get(
    '/api/games/:id/ws',
    {
      websocket: true,
      preValidation: async (request) => {
        const gameId = gameIdOf(request);
        const token = tokenOf(request);
        if (!request.ws) throw new ApiError(426, 'bad-request', 'this is a WebSocket endpoint: connect with Upgrade: websocket');
        await service.live(gameId); // an unknown game is a 404 now, before the upgrade
        const patches = parse(socketQuery, request.query ?? {}, 'query').patches === '1';
        const player = token === undefined ? null : (await service.seatOfToken(gameId, token, playerOf(request))).player;
        seats.set(request, { player, patches, token });
      },
    },
    (socket, request) => {
      const gameId = gameIdOf(request);
      const { player, patches, token } = seats.get(request) ?? { player: null, patches: false, token: undefined };
      let client: Client | undefined;
      const allow = socketLimiter(limit);
      // Listeners are attached at once, so nothing the client sends is dropped.
      socket.on('close', () => {
        if (client) hub.leave(gameId, client);
      });
      socket.on('error', (error) => request.log.debug({ err: error }, 'websocket error'));
      socket.on('message', (data, isBinary) => {
        const verdict = allow();
        if (verdict === 'close') socket.close(1008, 'too many messages');
        else if (verdict === 'warn' && client) {
          hub.send(client, { type: 'error', error: 'rate-limited', message: `at most ${limit.perSecond} messages a second; messages over it are dropped` });
        } else if (verdict === 'ok' && client) answer(client, token, data, isBinary);
      });
      const join = (game: LiveGame): void => {
        if (socket.readyState === socket.OPEN) client = hub.join(game, socket, player, patches);
      };
      // Joined from the cache synchronously when possible, so no change is missed
      // between reading the game and registering for its updates.
      const cached = service.cached(gameId);
      if (cached) join(cached);
      else {
        service.live(gameId).then(
          (loaded) => join(service.cached(gameId) ?? loaded),
          () => socket.close(1011, 'game unavailable'),
        );
      }
    },
  );
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
