// An action's write on a thread of its own (SQLite files). An action's transaction cost the
// event loop ~0.13 ms (the commit stage, bench/server.ts), and its sync to disk is waited for: on the writer
// thread both run while the event loop builds the answer (sharing the new state, the views
// and the patch), and the answer waits only for the writer's reply. The writer has its own
// connection to the same file; the server's connection still reads, and writes everything
// else (games, seats, talk, snapshots, undo) in turns with the writer (WriteTurns), so the
// two never wait for each other's lock inside SQLite, where the event loop would block.

import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { WriterCheckpoints } from './checkpoints.ts';

/** A version bump's row: the game's new version and action count. */
export interface Bumped {
  version: number;
  action_count: number;
}

/** What the writer makes of one action: the bump's row, or the version found instead (refused). */
export type WriterResult = { ok: true; row: Bumped } | { ok: false; version: number | null };

/** A statement's SQL and its parameters: all a compiled query holds that the writer needs (posted, it is copied). */
export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * An action's write: the version bump (one row, or none when refused), then the action's
 * insert, whose parameter `seqAt` is set to the bumped action count less one; `versionOf`
 * reads the version a refused bump found.
 */
export interface ActionWrite {
  bump: Statement;
  insert: Statement;
  seqAt: number;
  versionOf: Statement;
}

// CommonJS, evaluated as the worker's code: no loader needed to run it. It takes every write
// waiting on its port, runs each in a transaction of its own, syncs the WAL once for them all
// and then answers each: the writes that come while one syncs share the next sync.
const WORKER = `
const { parentPort, workerData, receiveMessageOnPort } = require('node:worker_threads');
const fs = require('node:fs');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
// The server's checkpoints run elsewhere (checkpoints.ts), never inside this thread's commits.
db.pragma('wal_autocheckpoint = 0');
const statements = new Map();
const prepared = (sql) => {
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = db.prepare(sql)));
  return statement;
};
let wal;
// Set when this thread must acknowledge nothing more (a failed sync, a lock it cannot let go).
let stop = false;
const write = (w) => {
  db.exec('BEGIN IMMEDIATE');
  try {
    const row = prepared(w.bump.sql).get(w.bump.parameters);
    let result;
    if (!row) {
      const found = prepared(w.versionOf.sql).get(w.versionOf.parameters);
      result = { ok: false, version: found ? found.version : null };
    } else {
      const parameters = w.insert.parameters.slice();
      parameters[w.seqAt] = row.action_count - 1;
      prepared(w.insert.sql).run(parameters);
      result = { ok: true, row: { version: row.version, action_count: row.action_count } };
    }
    db.exec('COMMIT');
    return result;
  } catch (error) {
    try {
      if (db.inTransaction) db.exec('ROLLBACK');
    } catch {}
    // Still holding the write lock: stop, and the store writes its actions itself.
    if (db.inTransaction) stop = true;
    throw error;
  }
};
const answer = (batch) => {
  const results = batch.map(({ id, write: w }) => {
    if (stop) return { id, error: 'the writer stopped' };
    try {
      return { id, result: write(w) };
    } catch (error) {
      return { id, error: String((error && error.message) || error) };
    }
  });
  if (results.some((r) => r.result && r.result.ok)) {
    try {
      wal ??= fs.openSync(workerData.wal, 'r+');
      fs.fdatasyncSync(wal);
    } catch (error) {
      // What this sync failed to write may never be written (the kernel may drop the pages
      // and the next sync succeed): nothing more is acknowledged from this thread.
      const failed = 'the sync to disk failed: ' + String((error && error.message) || error);
      for (const r of results) if (r.result && r.result.ok) { r.error = failed; delete r.result; }
      stop = true;
    }
  }
  parentPort.postMessage(results);
};
const close = () => {
  if (wal !== undefined) fs.closeSync(wal);
  db.close();
  parentPort.close();
};
parentPort.on('message', (first) => {
  const batch = [];
  let closing = false;
  let checkpoint = false;
  for (let next = { message: first }; next; next = receiveMessageOnPort(parentPort)) {
    const m = next.message;
    if (m.close) {
      closing = true; // after the writes sent before it
      break;
    }
    if (m.checkpoint) checkpoint = true;
    else if (m.autocheckpoint) db.pragma('wal_autocheckpoint = ' + Number(m.autocheckpoint));
    else batch.push(m);
  }
  if (batch.length > 0) answer(batch);
  // Between two writes: what the checkpoint worker left (checkpoints.ts), copied while no frame lands.
  if (checkpoint && !stop) db.pragma('wal_checkpoint(PASSIVE)');
  if (closing || stop) close();
});
`;

/** Where a store sends its actions' writes (ActionWriter; tests give stand-ins). */
export interface ActionWrites {
  /** Whether the writer is gone (its writes then fail at once, and the store writes actions itself). */
  readonly failed: boolean;
  /** Run an action's write; settled once committed and synced to disk. */
  write(w: ActionWrite): Promise<WriterResult>;
}

/** The writer thread of one SQLite file (`path`, its WAL at `path`-wal). */
export class ActionWriter implements ActionWrites, WriterCheckpoints {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (result: WriterResult) => void; reject: (error: Error) => void }>();
  #next = 0;
  #failed: Error | undefined;

  /** `wal`: the file it syncs (tests name another to make the sync fail). */
  constructor(path: string, wal = `${path}-wal`) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.#worker = new Worker(WORKER, { eval: true, workerData: { driver, path, wal } });
    this.#worker.on('message', (results: ({ id: number; result: WriterResult } | { id: number; error: string })[]) => {
      for (const r of results) {
        const waiting = this.#waiting.get(r.id);
        this.#waiting.delete(r.id);
        if ('error' in r) waiting?.reject(new Error(r.error));
        else waiting?.resolve(r.result);
      }
      if (this.#waiting.size === 0) this.#worker.unref();
    });
    const fail = (error: Error): void => {
      this.#failed ??= error;
      for (const { reject } of this.#waiting.values()) reject(error);
      this.#waiting.clear();
    };
    this.#worker.once('error', fail);
    this.#worker.once('exit', () => fail(new Error('the writer thread stopped')));
    // A store left open must not keep the process alive, but one waiting for a write must
    // (write refs it; unref after the listeners, which would ref it again).
    this.#worker.unref();
  }

  get failed(): boolean {
    return this.#failed !== undefined;
  }

  write(w: ActionWrite): Promise<WriterResult> {
    if (this.#failed) return Promise.reject(this.#failed);
    const id = this.#next++;
    if (this.#waiting.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ id, write: w });
    });
  }

  /** Copy what the WAL's checkpoint worker left, between two of the writer's writes (checkpoints.ts). */
  checkpoint(): void {
    if (!this.#failed) this.#worker.postMessage({ checkpoint: true });
  }

  /** Let the writer's commits checkpoint the WAL themselves past `pages` (the checkpoint worker failed). */
  autocheckpoint(pages: number): void {
    if (!this.#failed) this.#worker.postMessage({ autocheckpoint: pages });
  }

  async close(): Promise<void> {
    if (this.#failed) return;
    const exited = new Promise<void>((resolve) => this.#worker.once('exit', () => resolve()));
    this.#worker.postMessage({ close: true });
    await exited;
  }
}

/**
 * Turns between the writer's actions and the server connection's own writes: a write of the
 * server's waits until no action is on the writer, and an action waits while one of the
 * server's writes waits or runs. Each then takes SQLite's write lock only when the other
 * does not hold it, so neither waits inside SQLite (the event loop would block there).
 */
export class WriteTurns {
  #actions = 0;
  #own = 0;
  readonly #actionsDone: (() => void)[] = [];
  readonly #ownDone: (() => void)[] = [];

  /** One of the server connection's writes. */
  async own<T>(work: () => Promise<T>): Promise<T> {
    this.#own++;
    try {
      while (this.#actions > 0) await new Promise<void>((resolve) => this.#actionsDone.push(resolve));
      return await work();
    } finally {
      if (--this.#own === 0) for (const wake of this.#ownDone.splice(0)) wake();
    }
  }

  /** An action's write on the writer: started at once when none of the server's writes waits. */
  async action<T>(work: () => Promise<T>): Promise<T> {
    while (this.#own > 0) await new Promise<void>((resolve) => this.#ownDone.push(resolve));
    this.#actions++;
    try {
      return await work();
    } finally {
      if (--this.#actions === 0) for (const wake of this.#actionsDone.splice(0)) wake();
    }
  }
}
