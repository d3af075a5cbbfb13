// An action's write on a thread of its own (SQLite files). An action's transaction cost the
// event loop ~0.13 ms (the commit stage, bench/server.ts), and its sync to disk is waited for: on the writer
// thread both run while the event loop builds the answer (sharing the new state, the views
// and the patch), and the answer waits only for the writer's reply. The writer has its own
// connection to the same file; the server's connection still reads, and writes everything
// else (games, seats, talk, snapshots, undo) in turns with the writer (WriteTurns), so the
// two never wait for each other's lock inside SQLite, where the event loop would block.
// A write may begin before the rules have applied the action (open: held open in its
// transaction until released), so that the bump, the insert and the hop to the thread run
// beside the rules' step, and only the commit and the sync are left after it.

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

/** How long a held write waits for its release before it is rolled back (the event loop is stuck). */
const HOLD_MS = 10_000;

// CommonJS, evaluated as the worker's code: no loader needed to run it. It takes every write
// waiting on its port, runs each in a transaction of its own, syncs the WAL once for them all
// and then answers each: the writes that come while one syncs share the next sync. A held
// write (ActionWriter.open) waits, inside its transaction, for its release: for that wait the
// thread blocks on \`signal\` (the event loop posts, then counts and wakes it) and reads its
// port directly, keeping every other message for after.
const WORKER = `
const { parentPort, workerData, receiveMessageOnPort } = require('node:worker_threads');
const fs = require('node:fs');
const Database = require(workerData.driver);
const signal = new Int32Array(workerData.signal);
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
// Messages taken off the port that are still to be handled, in the order they came.
const queue = [];
// The release of held write \`id\` (undefined: none came in time, or the store closes);
// other messages are queued.
const released = (id) => {
  const queued = queue.findIndex((m) => m.release === id || m.close);
  if (queued >= 0) return queue[queued].close ? undefined : queue.splice(queued, 1)[0];
  const deadline = Date.now() + ${HOLD_MS};
  for (;;) {
    const seen = Atomics.load(signal, 0);
    for (let next = receiveMessageOnPort(parentPort); next; next = receiveMessageOnPort(parentPort)) {
      if (next.message.release === id) return next.message;
      queue.push(next.message);
      if (next.message.close) return undefined;
    }
    const left = deadline - Date.now();
    if (left <= 0) return undefined;
    Atomics.wait(signal, 0, seen, left);
  }
};
const write = (id, w, held) => {
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
      if (held) {
        const release = released(id);
        if (!release || release.abandon) throw new Error(release ? 'abandoned' : 'not released (in time, or before the store closed)');
        if (release.then) prepared(release.then.sql).run(release.then.parameters);
      }
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
const run = ({ id, write: w, held }) => {
  if (stop) return { id, error: 'the writer stopped' };
  try {
    return { id, result: write(id, w, held) };
  } catch (error) {
    return { id, error: String((error && error.message) || error) };
  }
};
const answer = (results) => {
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
  const results = [];
  let closing = false;
  let checkpoint = false;
  queue.push(first);
  for (let next = receiveMessageOnPort(parentPort); next; next = receiveMessageOnPort(parentPort)) queue.push(next.message);
  // What a held write's wait queued joins this batch (and its sync).
  while (queue.length > 0 && !closing) {
    const m = queue.shift();
    if (m.close) closing = true; // after the writes sent before it
    else if (m.checkpoint) checkpoint = true;
    else if (m.autocheckpoint) db.pragma('wal_autocheckpoint = ' + Number(m.autocheckpoint));
    else if (m.write) {
      // A held write waits for its release: the writes before it are synced and answered
      // first, so that no answer waits for another action's rules (or on their caller). (The
      // store holds a write only when none is under way; other callers of open may not.)
      if (m.held && results.length > 0) answer(results.splice(0));
      results.push(run(m));
    }
    // else the release of a write refused before it was held: nothing to do
  }
  if (results.length > 0) answer(results);
  // Between two writes: what the checkpoint worker left (checkpoints.ts), copied while no frame lands.
  if (checkpoint && !stop) db.pragma('wal_checkpoint(PASSIVE)');
  if (closing || stop) close();
});
`;

/**
 * An action's write begun before the rules apply the action: bumped and inserted, its
 * transaction held open until `release` (or rolled back by `abandon`), so that the writer's
 * work runs beside the rules' and only the commit and the sync are left once they are done.
 */
export interface HeldWrite {
  /** Settled once released and committed and synced to disk (or refused, rolled back, failed). */
  readonly written: Promise<WriterResult>;
  /** Commit it, running `then` first in its transaction (the game's end, when it ended). */
  release(then?: Statement): void;
  /** Roll it back: the rules failed on the action. */
  abandon(): void;
}

/** Where a store sends its actions' writes (ActionWriter; tests give stand-ins). */
export interface ActionWrites {
  /** Whether the writer is gone (its writes then fail at once, and the store writes actions itself). */
  readonly failed: boolean;
  /** Run an action's write; settled once committed and synced to disk. */
  write(w: ActionWrite): Promise<WriterResult>;
  /** Begin an action's write, held open until released (absent: the store writes once the rules are done). */
  open?(w: ActionWrite): HeldWrite;
  /** Whether no write is under way (a write held now would keep others from sharing its sync). */
  readonly idle?: boolean;
}

/** The writer thread of one SQLite file (`path`, its WAL at `path`-wal). */
export class ActionWriter implements ActionWrites, WriterCheckpoints {
  readonly #worker: Worker;
  /** Counted up after each message posted: a held write waiting for its release blocks on it. */
  readonly #signal = new Int32Array(new SharedArrayBuffer(4));
  readonly #waiting = new Map<number, { resolve: (result: WriterResult) => void; reject: (error: Error) => void }>();
  #next = 0;
  #failed: Error | undefined;

  /** `wal`: the file it syncs (tests name another to make the sync fail). */
  constructor(path: string, wal = `${path}-wal`) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.#worker = new Worker(WORKER, { eval: true, workerData: { driver, path, wal, signal: this.#signal.buffer } });
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

  get idle(): boolean {
    return this.#waiting.size === 0;
  }

  write(w: ActionWrite): Promise<WriterResult> {
    return this.#send(w, false).written;
  }

  open(w: ActionWrite): HeldWrite {
    const { id, written } = this.#send(w, true);
    return {
      written,
      release: (then) => this.#post(then ? { release: id, then } : { release: id }),
      abandon: () => {
        written.catch(() => undefined); // its rollback is reported as an error: expected
        this.#post({ release: id, abandon: true });
      },
    };
  }

  /** Copy what the WAL's checkpoint worker left, between two of the writer's writes (checkpoints.ts). */
  checkpoint(): void {
    this.#post({ checkpoint: true });
  }

  /** Let the writer's commits checkpoint the WAL themselves past `pages` (the checkpoint worker failed). */
  autocheckpoint(pages: number): void {
    this.#post({ autocheckpoint: pages });
  }

  /** Send a write; its id, and its answer. */
  #send(w: ActionWrite, held: boolean): { id: number; written: Promise<WriterResult> } {
    const id = this.#next++;
    if (this.#failed) return { id, written: Promise.reject(this.#failed) };
    if (this.#waiting.size === 0) this.#worker.ref();
    const written = new Promise<WriterResult>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#post(held ? { id, write: w, held } : { id, write: w });
    });
    return { id, written };
  }

  /** Post to the writer, and wake it if a held write of its waits (on the signal, not its event loop). */
  #post(message: object): void {
    if (this.#failed) return;
    this.#worker.postMessage(message);
    Atomics.add(this.#signal, 0, 1);
    Atomics.notify(this.#signal, 0);
  }

  async close(): Promise<void> {
    if (this.#failed) return;
    const exited = new Promise<void>((resolve) => this.#worker.once('exit', () => resolve()));
    this.#post({ close: true }); // woken, if a held write waits: it is rolled back
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

  /** Whether one of the server's writes waits or runs: an action would wait for it. */
  get ownWriting(): boolean {
    return this.#own > 0;
  }

  /**
   * An action's write on the writer: started at once (`work` called before this returns) when
   * none of the server's writes waits or runs.
   */
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
