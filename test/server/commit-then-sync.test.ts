// An action's write tells its caller when it has committed, before it is durable (the server
// builds its answer meanwhile), and is answered only once it is durable.
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
});
