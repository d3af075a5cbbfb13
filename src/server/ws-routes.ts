// WebSocket updates: GET /api/games/:id/ws?token=TOKEN (no token: spectator).
//
// The token is checked before the upgrade (preValidation), so a bad one gets a plain
// HTTP 401/404 with the usual JSON error and no socket is opened. After the upgrade
// the server pushes `{type: 'update', ...table}` on every change. A client may send
// `{"type":"sync"}` (resend everything) or `{"type":"ping"}`; anything else gets
// `{type: 'error'}` and the socket stays open. Decisions go over HTTP, which has
// the validation, rate limit and response codes.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import type { PlayerId } from '../engine/types.ts';
import { ApiError } from './errors.ts';
import { parse, socketQuery } from './schemas.ts';
import { gameIdOf, playerOf, tokenOf } from './http-routes.ts';
import type { Client, Hub } from './hub.ts';
import type { LiveGame } from './live-game.ts';
import type { GameService } from './service.ts';

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
  const answer = (client: Client, data: RawData, isBinary: boolean): void => {
    const type = isBinary ? undefined : messageType(String(data));
    if (type === 'sync') {
      const current = service.cached(client.gameId);
      if (current) hub.resync(current, client);
      else void service.live(client.gameId).then((loaded) => hub.resync(loaded, client), () => client.socket.close(1011, 'game unavailable'));
    } else if (type === 'ping') {
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify({ type: 'pong' }));
    } else {
      hub.send(client, {
        type: 'error',
        error: 'bad-request',
        message: 'send {"type":"sync"} or {"type":"ping"}; decisions go to POST /api/games/:id/actions',
      });
    }
  };

  // The seat each upgraded request was authenticated as (null: spectator), and whether it takes patches.
  const seats = new WeakMap<FastifyRequest, { player: PlayerId | null; patches: boolean }>();

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
        seats.set(request, { player, patches });
      },
    },
    (socket, request) => {
      const gameId = gameIdOf(request);
      const { player, patches } = seats.get(request) ?? { player: null, patches: false };
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
        } else if (verdict === 'ok' && client) answer(client, data, isBinary);
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

function messageType(text: string): unknown {
  try {
    const message: unknown = JSON.parse(text);
    return typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
  } catch {
    return undefined;
  }
}
