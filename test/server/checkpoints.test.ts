// A file store checkpoints its WAL on a worker thread (storage/checkpoints.ts), not in the
// commits of the event loop: the WAL is still copied into the database and reused, so it does
// not grow without end.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../src/server/secrets.ts';
import { openSqliteStore } from '../../src/server/storage/sqlite.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const MB = 1024 * 1024;

describe('WAL checkpoints', () => {
  it('are made by the worker: the server connection does not checkpoint, yet the WAL is reused and its data is in the database', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wittenberg-checkpoints-'));
    const path = join(dir, 'games.sqlite');
    const store = await openSqliteStore(path);
    await store.createGame({ id: 'g1', game: 'fixture', rulesVersion: '1', options: {}, seed: 's', seats: [{ player: 'red', tokenHash: hashToken(newToken()), controller: 'human' }] });
    // Each action carries a 1 MB snapshot: 8 MB of WAL, past SQLite's 1000-page (4 MB) autocheckpoint.
    const big = (actions: number) => ({ actions, rulesVersion: '1', state: { blob: 'x'.repeat(MB) }, pruneBefore: actions });
    let version = 0;
    const write = async (n: number): Promise<void> => {
      for (let i = 0; i < n; i++) {
        const written = await store.appendAction('g1', version, { player: 'red', action: { type: 'discard', card: `c${version}` } }, null, big(version + 1));
        if (!written.ok) throw new Error('refused');
        version = written.version;
      }
    };
    await write(8);
    const walSize = () => statSync(`${path}-wal`).size;
    // The server's connection did not checkpoint (it would have reset the WAL at 4 MB).
    expect(walSize()).toBeGreaterThan(7 * MB);
    // Within a few of the worker's seconds the WAL is checkpointed, and the next writes reuse it.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await write(8);
    expect(walSize()).toBeLessThan(12 * MB);
    await store.close();
    // Everything is in the database file once the WAL is gone.
    const reader = new BetterSqlite3(path, { readonly: true });
    expect(reader.prepare('select count(*) as n from actions').get()).toEqual({ n: 16 });
    reader.close();
  });

  it('start the WAL over under steady writes, so it is written in place and does not grow without end', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wittenberg-checkpoints-'));
    const path = join(dir, 'games.sqlite');
    const store = await openSqliteStore(path);
    await store.createGame({ id: 'g1', game: 'fixture', rulesVersion: '1', options: {}, seed: 's', seats: [{ player: 'red', tokenHash: hashToken(newToken()), controller: 'human' }] });
    // SQLite counts the times the WAL started over in its header (bytes 12-15, the checkpoint sequence).
    const restarts = (): number => readFileSync(`${path}-wal`).readUInt32BE(12);
    let version = 0;
    const write = async (): Promise<void> => {
      const written = await store.appendAction('g1', version, { player: 'red', action: { type: 'discard', card: `c${version}` } }, null);
      if (!written.ok) throw new Error('refused');
      version = written.version;
    };
    await write();
    const before = restarts();
    // Writes one after another for over two of the worker's seconds, never pausing: frames
    // land during every checkpoint the worker makes.
    const until = Date.now() + 2500;
    while (Date.now() < until) {
      await write();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(restarts()).toBeGreaterThan(before);
    await store.close();
  });
});
