// The server for `npm run bench:server`, in its own process: the real games, a SQLite
// file (or DATABASE_URL), and no per-client limits (every load client is 127.0.0.1).

import { startServer } from '../src/server/main.ts';

const server = await startServer({
  port: 0,
  database: process.env.WITTENBERG_DB ?? ':memory:',
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  ...(process.env.DATABASE_SCHEMA ? { databaseSchema: process.env.DATABASE_SCHEMA } : {}),
  logger: { level: 'warn' },
  rateLimit: false,
  createQuota: false,
  staticDir: null,
  expireAfterMs: 0,
  connections: { perIp: 0, total: 20_000 },
});
process.stdout.write(`bench server listening on ${server.url}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
