import { describe, expect, it } from 'vitest';
import { applyJsonPatch, diffJson } from './json-patch.ts';
import { createRng, randomInt as nextInt } from './rng.ts';
import type { RngState as Rng } from './rng.ts';

/** A random JSON value, and a random edit of it (some parts kept by reference, as states share parts). */
function value(rng: Rng, depth: number): unknown {
  const kind = nextInt(rng, depth > 3 ? 4 : 6);
  if (kind === 0) return nextInt(rng, 10);
  if (kind === 1) return ['a', 'b', 'c'][nextInt(rng, 3)];
  if (kind === 2) return nextInt(rng, 2) === 0;
  if (kind === 3) return null;
  if (kind === 4) return Array.from({ length: nextInt(rng, 5) }, () => value(rng, depth + 1));
  return Object.fromEntries(Array.from({ length: nextInt(rng, 5) }, (_, i) => [`k${i + nextInt(rng, 3)}`, value(rng, depth + 1)]));
}

function edit(rng: Rng, v: unknown, depth: number): unknown {
  const roll = nextInt(rng, 10);
  if (roll < 4) return v; // kept, same reference
  if (roll < 5 || typeof v !== 'object' || v === null) return value(rng, depth);
  if (Array.isArray(v)) {
    const edited = v.map((x) => edit(rng, x, depth + 1));
    if (roll === 9) edited.push(value(rng, depth + 1));
    if (roll === 8) edited.pop();
    return edited;
  }
  const edited: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) if (nextInt(rng, 6) > 0) edited[k] = edit(rng, x, depth + 1);
  if (roll === 9) edited.added = value(rng, depth + 1);
  return edited;
}

describe('diffJson / applyJsonPatch', () => {
  it('the changes turn the first value into the second, and leave the first as it was', () => {
    const rng = createRng('json-patch');
    for (let i = 0; i < 2000; i++) {
      const before = { spaces: value(rng, 1), powers: value(rng, 1), turn: nextInt(rng, 9) };
      const after = edit(rng, before, 0);
      const copy = structuredClone(before);
      const changes = diffJson(before, after);
      expect(applyJsonPatch(before, changes)).toEqual(after);
      expect(before).toEqual(copy);
      // The changes survive being sent as JSON.
      expect(applyJsonPatch(before, JSON.parse(JSON.stringify(changes)))).toEqual(after);
    }
  });

  it('sends only what changed, and equal values produce no change', () => {
    const spaces = { Milan: { units: [1, 2] }, Rome: { units: [3] } };
    const before = { turn: 1, spaces, hand: [5, 6] };
    expect(diffJson(before, { ...before })).toEqual([]);
    const after = { turn: 2, spaces: { ...spaces, Milan: { units: [1] } }, hand: [5, 6, 7] };
    expect(diffJson(before, after)).toEqual([
      { p: ['turn'], v: 2 },
      { p: ['spaces', 'Milan', 'units'], v: [1] },
      { p: ['hand', 2], v: 7 },
    ]);
    const patched = applyJsonPatch(before, diffJson(before, after));
    expect(patched.spaces.Rome).toBe(spaces.Rome); // untouched parts are shared
    expect(diffJson({ a: 1, b: 2 }, { a: 1 })).toEqual([{ p: ['b'] }]);
  });

  it('refuses a change that does not fit the value', () => {
    expect(() => applyJsonPatch({ a: 1 }, [{ p: ['a', 'b'], v: 2 }])).toThrow(/does not fit/);
    expect(() => applyJsonPatch({}, [{ p: ['__proto__', 'x'], v: 2 }])).toThrow(/does not fit/);
  });
});
