// Builds the Fastify app (not listening: tests use app.inject, main.ts listens).
// The app owns its store: closing the app stops the bots, closes the sockets and
// closes the store.

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { BotRunner } from './bots.ts';
import type { SeatBotMaker } from './service.ts';
import { capConnections, DEFAULT_CONNECTION_LIMITS, timeoutOptions } from './connections.ts';
import type { ConnectionLimits } from './connections.ts';
import { ApiError } from './errors.ts';
import { GAMES } from './games.ts';
import type { GameRegistry } from './games.ts';
import { registerHttpRoutes } from './http-routes.ts';
import type { QuotaLimit } from './quota.ts';
import { Hub } from './hub.ts';
import { whenIdle } from './later.ts';
import { parseJsonBody } from './json-body.ts';
import { GameService } from './service.ts';
import type { ServiceOptions } from './service.ts';
import type { Kysely } from 'kysely';
import type { CorruptGameError } from './storage/rows.ts';
import { openPostgresStore, postgresConfig } from './storage/postgres.ts';
import { PostgresCluster } from './storage/postgres-cluster.ts';
import type { Database } from './storage/schema.ts';
import { openSqliteStore } from './storage/sqlite.ts';
import { TurnMailer } from './turn-mail.ts';
import type { MailSender } from './turn-mail.ts';
import type { GameStore } from './storage/types.ts';
import { chooseProtocol, MAX_CLIENT_MESSAGE_BYTES, registerWsRoutes } from './ws-routes.ts';
import { registerTalkRoutes, Talk } from './talk.ts';
import { Deadlines } from './deadlines.ts';
import type { SocketRateLimit } from './ws-routes.ts';

export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** Unfinished games untouched for 30 days are deleted; checked at start and every hour. */
export const DEFAULT_EXPIRE_AFTER_MS = 30 * 24 * 60 * 60_000;
const EXPIRY_CHECK_MS = 60 * 60_000;
export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface AppOptions {
  /** Where games are kept; default: a SQLite database at `database`. */
  store?: GameStore;
  /** SQLite file when no store is given; default `:memory:` (the CLI passes the real file). */
  database?: string;
  /**
   * PostgreSQL (postgres://…) instead of SQLite, when no store is given. Several processes
   * may share it: their sockets hear each other's changes and one of them plays each game's bots.
   */
  databaseUrl?: string;
  /** PostgreSQL schema for the tables (default: the connection's search_path, normally public). */
  databaseSchema?: string;
  games?: GameRegistry;
  logger?: FastifyServerOptions['logger'];
  /** Largest request body in bytes (default 64 KiB). */
  bodyLimit?: number;
  /** Requests per IP per window; false turns the limit off. Default 600 per minute. */
  rateLimit?: { max: number; timeWindowMs: number } | false;
  /** Games one client IP may create per window (default 20 an hour); false for no quota. */
  createQuota?: QuotaLimit | false;
  /** Messages a WebSocket client may send (default 5 a second, bursts of 20). */
  socketRateLimit?: SocketRateLimit;
  /** How long a seat not asked to decide (or a spectator) may wait for a change (hub.ts; default OBSERVER_DELAY_MS). */
  observerDelayMs?: number;
  /** Built web client to serve at /; default dist/web if it exists; null for none. */
  staticDir?: string | null;
  /** Pause before each bot move, in ms. */
  botDelayMs?: number;
  /** Makes each bot decision's bot (default: the game's bots at each seat's level, bots.ts gameBots). */
  makeBot?: SeatBotMaker;
  /** Games without a human seat whose bots may move at once (default 1); they queue behind each other, not before people. */
  botOnlySlots?: number;
  /** Unfinished games not updated for this long are deleted (default 30 days); 0 keeps them. */
  expireAfterMs?: number;
  /** Service tuning (cache size, snapshot interval); mostly for tests. */
  service?: Pick<ServiceOptions, 'cacheSize' | 'snapshotEvery'>;
  /** Trust X-Forwarded-For (behind a reverse proxy) for the rate limit's client IP; turns the per-IP connection cap off. */
  trustProxy?: boolean;
  /** Request deadlines and connection caps (connections.ts). */
  connections?: Partial<ConnectionLimits>;
  /** "Your turn" e-mail (turn-mail.ts): how to send, and the server's public address for the link. */
  mail?: { sender: MailSender; publicUrl: string };
}

export interface ServerParts {
  service: GameService;
  bots: BotRunner;
  hub: Hub;
  store: GameStore;
  mailer?: TurnMailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    wittenberg: ServerParts;
  }
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const limits: ConnectionLimits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connections };
  if (options.trustProxy) limits.perIp = 0;
  const app = Fastify({
    logger: redactingLogger(options.logger ?? false),
    bodyLimit,
    ...timeoutOptions(limits),
    trustProxy: options.trustProxy ?? false,
    // Game ids and seats are short; refuse absurd URLs early.
    routerOptions: { maxParamLength: 128 },
    // Errors the router raises before any handler (bad URL, overlong parameter): same JSON shape.
    frameworkErrors: (error, _request, reply) => {
      const api =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? new ApiError(414, 'uri-too-long', 'a path parameter is longer than 128 characters')
          : new ApiError(error.statusCode ?? 400, 'bad-request', error.message);
      void (reply as FastifyReply).code(api.status).send(api.toJSON());
    },
  });
  capConnections(app.server, limits);
  const report = (error: unknown, context: string): void => app.log.error({ err: error }, context);
  const onCorrupt = (error: CorruptGameError): void => report(error, `skipped game ${error.gameId}`);
  let store: GameStore;
  let cluster: { cluster: PostgresCluster; db: Kysely<Database> } | undefined;
  if (options.store) store = options.store;
  else if (options.databaseUrl) {
    const schema = options.databaseSchema;
    const peers = new PostgresCluster(postgresConfig(options.databaseUrl, schema), schema, { onError: report });
    const opened = await openPostgresStore(options.databaseUrl, { ...(schema ? { schema } : {}), onCorrupt, onWrite: peers.onWrite });
    store = opened.store;
    cluster = { cluster: peers, db: opened.db };
  } else store = await openSqliteStore(options.database ?? ':memory:', { onCorrupt, deferSnapshots: whenIdle });
  const service = new GameService(store, options.games ?? GAMES, { ...options.service, onError: report });
  const lease = cluster?.cluster;
  const bots = new BotRunner(service, {
    delayMs: options.botDelayMs ?? 0,
    ...(options.botOnlySlots ? { botOnlySlots: options.botOnlySlots } : {}),
    onError: report,
    ...(options.makeBot ? { makeBot: options.makeBot } : {}),
    ...(lease
      ? { lease: { acquire: (id: string) => lease.acquireBots(id), release: (id: string) => lease.releaseBots(id), renewAfterMs: lease.renewAfterMs } }
      : {}),
  });
  const hub = new Hub(options.observerDelayMs);
  const mailer = options.mail ? new TurnMailer(store, { ...options.mail, onError: report }) : undefined;
  const deadlines = new Deadlines(service, hub, report);
  service.onChange((game, kind) => {
    hub.publish(game, kind);
    deadlines.watch(game);
    bots.kick(game.meta.id);
    mailer?.changed(game, kind);
  });
  if (cluster) {
    const refresh = (change: Parameters<GameService['changedElsewhere']>[0], watched: boolean): void =>
      void service.changedElsewhere(change, watched).catch((error: unknown) => report(error, `refreshing game ${change.gameId}`));
    await cluster.cluster.start(
      cluster.db,
      (notice) => {
        if (notice.kind === 'lease') bots.leaseReleased(notice.gameId);
        else refresh(notice, hub.watching(notice.gameId));
      },
      // The listener was down: notices may be lost, so reload every game a socket watches.
      () => {
        for (const gameId of hub.watchedGames()) refresh({ gameId, version: Infinity, kind: 'undo' }, true);
      },
    );
  }
  app.decorate('wittenberg', { service, bots, hub, store, ...(mailer ? { mailer } : {}) });
  const talk = new Talk(service, store, hub, deadlines);

  const expireAfterMs = options.expireAfterMs ?? DEFAULT_EXPIRE_AFTER_MS;
  const expire = async (): Promise<void> => {
    if (expireAfterMs <= 0) return;
    const ids = await service.expireAbandoned(new Date(Date.now() - expireAfterMs));
    for (const id of ids) hub.closeGame(id, 1001, 'the game expired');
    if (ids.length > 0) app.log.info({ games: ids.length }, 'expired abandoned games');
  };
  let expiry: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    await expire().catch((error: unknown) => report(error, 'expiring abandoned games'));
    expiry = setInterval(() => void expire().catch((error: unknown) => report(error, 'expiring abandoned games')), EXPIRY_CHECK_MS);
    expiry.unref();
  });
  app.addHook('onReady', async () => {
    // A storage failure here is reported; the server still starts and answers (503 where storage is needed).
    await bots.resume((options) => service.list(options)).catch((error: unknown) => report(error, 'resuming bots'));
  });
  app.addHook('onClose', async () => {
    clearInterval(expiry);
    deadlines.close();
    await bots.stop();
    await mailer?.idle();
    hub.closeAll(1001, 'server shutting down');
    await cluster?.cluster.close();
    await store.close();
  });

  installBodyParsing(app, bodyLimit);
  // A callback, not async: no promise per reply.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    done(null, payload);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const api = toApiError(error, bodyLimit);
    if (api.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(api.status).send(api.toJSON());
  });

  if (options.rateLimit !== false) {
    const limit = options.rateLimit ?? { max: 600, timeWindowMs: 60_000 };
    // Keyed by client IP, not by token: a key the client chooses could be varied to dodge the limit.
    await app.register(fastifyRateLimit, {
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      errorResponseBuilder: (_request, context) =>
        new ApiError(429, 'rate-limited', `too many requests: at most ${context.max} per ${context.after}; try again later`),
    });
  }
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES, handleProtocols: chooseProtocol } });
  registerHttpRoutes(app, service, options.createQuota);
  registerWsRoutes(app, service, hub, options.socketRateLimit);
  registerTalkRoutes(app, talk);

  const staticDir = options.staticDir === undefined ? DEFAULT_STATIC_DIR : options.staticDir;
  const webClient = staticDir !== null && existsSync(staticDir);
  // The built single-page client at /; its client-side routes get index.html.
  if (webClient) await app.register(fastifyStatic, { root: staticDir, prefix: '/', wildcard: true });
  app.setNotFoundHandler((request, reply) => {
    if (webClient && request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html');
    const error = new ApiError(404, 'not-found', `no route ${request.method} ${request.url.split('?')[0]}`);
    return reply.code(404).send(error.toJSON());
  });
  return app;
}

/**
 * Sent with every answer. The client is all same-origin files: no inline script, no
 * third-party anything. Styles allow 'unsafe-inline' for the style attributes React
 * and the map set. No framing (clickjacking), no Referer (a URL may hold an old invite).
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
};

/** `?token=…` (and `token` in any query) replaced, for logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** The logger options with the request serialiser redacting tokens from URLs. */
function redactingLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: (request: { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/** JSON only, with reasons for refusals; other content types are 415. */
function installBodyParsing(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/** Any error a handler or Fastify raised, as the JSON error a client gets. */
function toApiError(error: FastifyError | ApiError, bodyLimit: number): ApiError {
  if (error instanceof ApiError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'payload-too-large', `the body is larger than the limit of ${bodyLimit} bytes`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'unsupported-media-type', 'send the body as JSON with Content-Type: application/json');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'bad-request', 'the Content-Length does not match the body');
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new ApiError(status, 'bad-request', error.message);
  return new ApiError(500, 'internal', 'the server failed on this request; nothing changed');
}
