import { describe, expect, it } from 'vitest';
import { copyJson } from './json-copy.ts';

describe('copyJson', () => {
  it('copies nested objects and arrays, equal and sharing nothing', () => {
    const value = { a: [1, { b: 'x', c: [true, null] }], d: { e: { f: 2 } }, g: [] as number[] };
    const copy = copyJson(value);
    expect(copy).toStrictEqual(value);
    expect(copy.a).not.toBe(value.a);
    expect(copy.a[1]).not.toBe(value.a[1]);
    expect(copy.d.e).not.toBe(value.d.e);
    (copy.d.e as { f: number }).f = 3;
    copy.g.push(1);
    expect(value.d.e.f).toBe(2);
    expect(value.g).toEqual([]);
  });

  it('keeps key order and undefined properties, as structuredClone does', () => {
    const value = { z: 1, a: undefined, m: { y: 2, b: 3 } };
    const copy = copyJson(value);
    expect(Object.keys(copy)).toEqual(['z', 'a', 'm']);
    expect(Object.keys(copy.m)).toEqual(['y', 'b']);
    expect('a' in copy).toBe(true);
    expect(copy).toStrictEqual(structuredClone(value));
  });

  it('returns primitives as they are', () => {
    expect(copyJson(5)).toBe(5);
    expect(copyJson('s')).toBe('s');
    expect(copyJson(null)).toBe(null);
  });
});
