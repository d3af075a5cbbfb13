// SQLite's WAL checkpoints on a worker thread. By default SQLite checkpoints inside the
// commit that takes the WAL past 1000 pages: it copies those pages into the database file
// and syncs it, on the thread that committed, which for this server is the event loop. With
// snapshots in the WAL (tens of KB each) that is a stall of tens of milliseconds every few
// hundred actions, for every game's requests. So the server's connection does not
// checkpoint (wal_autocheckpoint=0), nor does the writer thread's (action-writer.ts), and a
// worker with a connection of its own runs a PASSIVE checkpoint every second: it copies what
// no reader still needs, never waits for a writer and never blocks one. If the worker fails,
// both connections checkpoint themselves again.

import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';

/** How often the worker checkpoints. */
const EVERY_MS = 1000;
/**
 * Checkpoints in a row, at most, per tick. SQLite writes the WAL from its start again only
 * when a write begins with every frame in it copied; otherwise the WAL grows, and each commit
 * that makes the file longer costs its sync a change of the file's size: a durable append
 * measured ~0.25 ms against ~0.16 ms with a WAL written in place (the WAL had grown to 295 MB
 * after 17,000 appends in 5 s). Under steady writes frames land while a checkpoint copies, so
 * one a tick never copies them all: each further one copies only what landed during the
 * last, and if frames still land, the writer copies the few left itself, between two of its
 * writes (a pause of a few pages and one sync of the database file, once a tick).
 */
const ROUNDS = 4;
/** SQLite's default, restored if the worker fails. */
const AUTOCHECKPOINT_PAGES = 1000;

// CommonJS, evaluated as the worker's code: no loader needed to run it.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  // Again while the last run found new frames; what lands during the last is the writer's (ROUNDS).
  let seen = -1;
  for (let round = 0; round < workerData.rounds; round++) {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)');
    if (!row || row.busy || (row.log === seen && row.checkpointed === row.log)) return;
    seen = row.log;
  }
  parentPort.postMessage('finish');
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * The connection that commits the actions (action-writer.ts), when it is not `sqlite`: it
 * copies what the worker left between two of its writes, and checkpoints itself if the
 * worker fails. Gone (failed): `sqlite` does both, as it then commits the actions.
 */
export interface WriterCheckpoints {
  readonly failed: boolean;
  checkpoint(): void;
  autocheckpoint(pages: number): void;
}

/** Checkpoint the WAL of `path` (opened by `sqlite`) from a worker thread; `close` stops it. */
export function checkpointElsewhere(sqlite: BetterSqlite3.Database, path: string, writer?: WriterCheckpoints): { close: () => Promise<void> } {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { driver, path, everyMs: EVERY_MS, rounds: ROUNDS } });
  sqlite.pragma('wal_autocheckpoint = 0');
  let stopped = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const fallBack = (): void => {
    if (stopped) return;
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
    if (writer && !writer.failed) writer.autocheckpoint(AUTOCHECKPOINT_PAGES);
  };
  worker.on('message', () => {
    if (stopped) return;
    if (writer && !writer.failed) writer.checkpoint();
    else if (sqlite.open && !sqlite.inTransaction) sqlite.pragma('wal_checkpoint(PASSIVE)');
  });
  worker.once('error', fallBack);
  worker.once('exit', fallBack);
  worker.unref(); // a store left open must not keep the process alive (after the listeners, which would ref it again)
  return {
    close: async () => {
      stopped = true;
      worker.postMessage('close');
      await exited;
    },
  };
}
