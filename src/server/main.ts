// Starts the server: `npm start`, or `wittenberg serve` through startServer().
//
// Environment (when run directly): PORT (default 3000), HOST (default 127.0.0.1:
// reachable only from this machine until the operator opts in with HOST=0.0.0.0),
// WITTENBERG_DB (SQLite file, default ./data/wittenberg.sqlite), DATABASE_URL
// (postgres://…: PostgreSQL instead of SQLite; several processes may share it),
// DATABASE_SCHEMA (its schema, default the connection's search_path), BOT_DELAY_MS
// (pause before each bot move), LOG_LEVEL (default info). "Your turn" e-mail, optional:
// SMTP_URL (smtp://user:pass@host:587 or smtps://…), MAIL_FROM (the sender's address) and
// PUBLIC_URL (the address players open, for the link; default http://HOST:PORT).

import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppOptions } from './app.ts';
import { isPostgresUrl } from './storage/postgres.ts';
import { DEFAULT_DB_PATH } from './storage/sqlite.ts';
import { smtpSender } from './turn-mail.ts';

export interface ServerOptions extends Omit<AppOptions, 'store'> {
  port?: number;
  host?: string;
}

export interface RunningServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { port = 3000, host = '127.0.0.1', ...appOptions } = options;
  const app = await buildApp({ database: DEFAULT_DB_PATH, logger: { level: 'info' }, ...appOptions });
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return { app, url: `http://${shownHost}:${actualPort}`, port: actualPort, close: () => app.close() };
}

function intFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, not "${text}"`);
  return value;
}

/** The "your turn" e-mail settings, when SMTP_URL and MAIL_FROM are set. */
function mailFromEnv(): Pick<ServerOptions, 'mail'> {
  const url = process.env.SMTP_URL;
  const from = process.env.MAIL_FROM;
  if (!url) return {};
  if (!from) throw new Error('SMTP_URL is set but MAIL_FROM is not: say which address the your-turn e-mail comes from');
  const publicUrl = process.env.PUBLIC_URL || `http://${process.env.HOST || '127.0.0.1'}:${intFromEnv('PORT', 3000)}`;
  return { mail: { sender: smtpSender(url, from), publicUrl } };
}

/** Run the server configured from the environment (npm start); `extra` lets tests add games. */
export async function main(extra: Partial<ServerOptions> = {}): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl && !isPostgresUrl(databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
  const server = await startServer({
    port: intFromEnv('PORT', 3000),
    host: process.env.HOST || '127.0.0.1',
    database: process.env.WITTENBERG_DB || DEFAULT_DB_PATH,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(process.env.DATABASE_SCHEMA ? { databaseSchema: process.env.DATABASE_SCHEMA } : {}),
    botDelayMs: intFromEnv('BOT_DELAY_MS', 0),
    logger: { level: process.env.LOG_LEVEL || 'info' },
    ...mailFromEnv(),
    ...extra,
  });
  // One line on stdout that scripts (and the crash test) can wait for.
  process.stdout.write(`wittenberg listening on ${server.url}\n`);
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    server.app.log.info(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`wittenberg: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
