// An action's write tells its caller once it is under way (committed here; handed over, on a
// file store's writer thread), before it is durable (the server builds its answer meanwhile),
// and is answered only once it is durable. A snapshot written with
// it may wait until after the answer (deferSnapshots, as the server's SQLite store does).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../src/server/secrets.ts';
import { openSqliteStore } from '../../src/server/storage/sqlite.ts';

describe('an action write', () => {
  it('calls `committed` after the commit and before the sync to disk ends, and resolves after it', async () => {
    // Syncs end at once, but for the one held.
    let hold = false;
    let endSync = (): void => undefined;
    let syncs = 0;
    const store = await openSqliteStore(':memory:', {
      durable: () => {
        syncs++;
        return hold ? new Promise<void>((resolve) => (endSync = resolve)) : Promise.resolve();
      },
    });
    await store.createGame({ id: 'g1', game: 'fixture', rulesVersion: '1', options: {}, seed: 's', seats: [{ player: 'red', tokenHash: hashToken(newToken()), controller: 'human' }] });
    const before = syncs;
    hold = true;
    const events: string[] = [];
    const written = store.appendAction('g1', 0, { player: 'red', action: { type: 'discard', card: 'c1' } }, null, undefined, () => events.push('committed'));
    void written.then(() => events.push('answered'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['committed']);
    expect(syncs).toBe(before + 1); // the sync had started when `committed` was called
    endSync();
    expect(await written).toEqual({ ok: true, version: 1, actionCount: 1 });
    expect(events).toEqual(['committed', 'answered']);
    await store.close();
  });

  it('with deferSnapshots, is answered before its snapshot is written, which a read of snapshots writes first and an undo drops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wittenberg-deferred-'));
    const path = join(dir, 'games.sqlite');
    const deferred: (() => void)[] = [];
    const store = await openSqliteStore(path, { deferSnapshots: (write) => deferred.push(write) });
    const raw = new BetterSqlite3(path, { readonly: true });
    try {
      await store.createGame({ id: 'g1', game: 'fixture', rulesVersion: '1', options: {}, seed: 's', seats: [{ player: 'red', tokenHash: hashToken(newToken()), controller: 'human' }] });
      const stored = (): number[] => (raw.prepare("select actions from snapshots where game_id = 'g1' order by actions").all() as { actions: number }[]).map((row) => row.actions);
      const state = (n: number) => ({ n, log: Array.from({ length: n }, (_, i) => ({ key: 'step', params: { i } })) });
      const append = (version: number, n: number) => store.appendAction('g1', version, { player: 'red', action: { type: 'discard', card: `c${n}` } }, null, { actions: n, rulesVersion: '1', state: state(n) });

      expect(await append(0, 1)).toEqual({ ok: true, version: 1, actionCount: 1 });
      expect(stored()).toEqual([]); // answered; the snapshot waits
      deferred.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(stored()).toEqual([1]);

      await append(1, 2);
      expect(stored()).toEqual([1]);
      expect(await store.getSnapshot('g1', 5)).toEqual({ actions: 2, rulesVersion: '1', state: state(2) }); // written by the read
      deferred.shift()?.(); // finds nothing left to write
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(stored()).toEqual([1, 2]);

      await append(2, 3);
      await store.truncateActions('g1', 3, 2, null); // undone before its snapshot was written
      deferred.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(stored()).toEqual([1, 2]);
      expect(deferred).toEqual([]);
    } finally {
      raw.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
