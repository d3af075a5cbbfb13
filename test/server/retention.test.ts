// What a long game must not keep alive. The server's caches are keyed weakly by the parts
// of a game version; a cache entry that holds the version before strongly keeps every
// earlier version alive through the one after it (measured: ~10 MB a cached game, and
// mark-compact pauses of 80-280 ms with 200 games, most of it walking those chains).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { diffJson } from '../../src/engine/json-patch.ts';
import type { LogEntry } from '../../src/engine/types.ts';
import type { LiveGame } from '../../src/server/live-game.ts';
import { visibleLogOf } from '../../src/server/payloads.ts';

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;

/** Whether the object behind `ref` is collected once nothing but caches can reach it. */
async function collected(ref: WeakRef<object>): Promise<boolean> {
  // A WeakRef's target is kept to the end of the job that made or read it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc();
  return ref.deref() === undefined;
}

describe('caches across game versions', () => {
  it('the diff of two views does not keep the older view alive', async () => {
    let before: { spaces: { paris: string } } | undefined = { spaces: { paris: 'france' } };
    const after = { spaces: { paris: 'hapsburg' } };
    expect(diffJson(before, after)).toEqual([{ p: ['spaces', 'paris'], v: 'hapsburg' }]);
    const old = new WeakRef(before.spaces);
    before = undefined;
    expect(await collected(old)).toBe(true);
    expect(after.spaces.paris).toBe('hapsburg');
  });

  it("a seat's visible log of an earlier version is not kept for as long as the game's log", async () => {
    const entries: LogEntry[] = [];
    const version = (n: number): LiveGame => ({ entry: { log: (state: LogEntry[]) => state }, state: entries.slice(0, n) }) as unknown as LiveGame;
    let early: WeakRef<object> | undefined;
    for (let n = 1; n <= 40; n++) {
      entries.push({ key: 'his.log.test', params: { n }, ...(n % 3 === 0 ? { to: ['france'] } : {}) });
      const visible = visibleLogOf(version(n), 'papacy');
      expect(visible).toHaveLength(n - Math.floor(n / 3));
      if (n === 10) early = new WeakRef(visible);
    }
    // The game's log (every entry) is still alive; the visible log of version 10 need not be.
    expect(entries).toHaveLength(40);
    expect(await collected(early!)).toBe(true);
  });
});
