import { describe, expect, it } from 'vitest';
import { copyJson } from './json-copy.ts';
import { sharedWith } from './json-share.ts';
import { objectsOf } from './testing/objects.ts';

describe('sharedWith', () => {
  it('gives the value before when the two are deep-equal', () => {
    const before = { a: [1, { b: 'x' }], c: { d: null } };
    expect(sharedWith(before, copyJson(before))).toBe(before);
    expect(sharedWith([1, [2]], [1, [2]])).toStrictEqual([1, [2]]);
    const list = [1, [2]];
    expect(sharedWith(list, copyJson(list))).toBe(list);
  });

  it('shares the equal parts, makes new containers where parts differ, and holds nothing of the value after', () => {
    const before = { spaces: { paris: { control: 'france', units: [1, 2] }, rome: { control: 'papacy', units: [] } }, turn: 1, log: ['a'] };
    const after = copyJson(before);
    after.spaces.paris.units.push(3);
    after.turn = 2;
    const kept = copyJson(after);
    const shared = sharedWith(before, after) as typeof before;
    expect(shared).toStrictEqual(after);
    expect(after).toStrictEqual(kept); // the value after is not changed
    expect(shared).not.toBe(before);
    expect(shared.spaces).not.toBe(before.spaces);
    expect(shared.spaces.rome).toBe(before.spaces.rome);
    expect(shared.log).toBe(before.log);
    expect(shared.spaces.paris).not.toBe(before.spaces.paris);
    expect(shared.spaces.paris.units).not.toBe(after.spaces.paris.units);
    const ofAfter = objectsOf(after);
    for (const object of objectsOf(shared)) expect(ofAfter.has(object)).toBe(false);
  });

  it('copies parts the value before has no equal of: added keys, longer arrays, a kind changed', () => {
    const before = { a: { x: 1 }, b: [1], c: [{ y: 1 }], d: { z: 1 } as Record<string, unknown> | null };
    const after = { a: { x: 1, w: { v: 2 } }, b: [1, { u: 3 }], c: { 0: { y: 1 } } as unknown, d: null as Record<string, unknown> | null };
    const shared = sharedWith(before, after) as typeof after;
    expect(shared).toStrictEqual(after);
    const ofAfter = objectsOf(after);
    for (const object of objectsOf(shared)) expect(ofAfter.has(object)).toBe(false);
  });

  it('tells removed keys and shorter arrays from equal values, and keeps the key order after', () => {
    const before = { a: 1, b: 2, c: [1, 2, 3] };
    expect(sharedWith(before, { a: 1, c: [1, 2, 3] })).toStrictEqual({ a: 1, c: [1, 2, 3] });
    expect(sharedWith(before, { a: 1, b: 2, c: [1, 2] })).toStrictEqual({ a: 1, b: 2, c: [1, 2] });
    const reordered = sharedWith(before, { c: [1, 2, 3], b: 2, a: 1, e: undefined }) as Record<string, unknown>;
    expect(Object.keys(reordered)).toEqual(['c', 'b', 'a', 'e']);
    expect(reordered.c).toBe(before.c);
    // An undefined property is not a missing one: the key is kept (as copyJson keeps it).
    expect('e' in reordered).toBe(true);
  });

  it('returns primitives after as they are', () => {
    expect(sharedWith(1, 2)).toBe(2);
    expect(sharedWith({ a: 1 }, 'x')).toBe('x');
    expect(sharedWith(null, null)).toBe(null);
  });
});
