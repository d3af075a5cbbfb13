// SQLite's WAL checkpoints on a worker thread. By default SQLite checkpoints inside the
// commit that takes the WAL past 1000 pages: it copies those pages into the database file
// and syncs it, on the thread that committed, which for this server is the event loop. With
// snapshots in the WAL (tens of KB each) that is a stall of tens of milliseconds every few
// hundred actions, for every game's requests. So the server's connection does not
// checkpoint (wal_autocheckpoint=0), and a worker with a connection of its own runs a
// PASSIVE checkpoint every second: it copies what no reader still needs, never waits for a
// writer and never blocks one. If the worker fails, the connection checkpoints itself again.

import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';

/** How often the worker checkpoints. */
const EVERY_MS = 1000;
/** SQLite's default, restored if the worker fails. */
const AUTOCHECKPOINT_PAGES = 1000;

// CommonJS, evaluated as the worker's code: no loader needed to run it.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** Checkpoint the WAL of `path` (opened by `sqlite`) from a worker thread; `close` stops it. */
export function checkpointElsewhere(sqlite: BetterSqlite3.Database, path: string): { close: () => Promise<void> } {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { driver, path, everyMs: EVERY_MS } });
  worker.unref(); // a store left open must not keep the process alive
  sqlite.pragma('wal_autocheckpoint = 0');
  let stopped = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const fallBack = (): void => {
    if (!stopped && sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  };
  worker.once('error', fallBack);
  worker.once('exit', fallBack);
  return {
    close: async () => {
      stopped = true;
      worker.postMessage('close');
      await exited;
    },
  };
}
