import { describe, expect, it } from 'vitest';
import { hashState, hashString, sameJson, stableStringify } from './hash.ts';

describe('stableStringify', () => {
  it('sorts keys at every depth, whatever the insertion order', () => {
    const a = { b: 1, a: { y: [1, { q: true, p: null }], x: 's' } };
    const b = { a: { x: 's', y: [1, { p: null, q: true }] }, b: 1 };
    expect(stableStringify(a)).toBe('{"a":{"x":"s","y":[1,{"p":null,"q":true}]},"b":1}');
    expect(stableStringify(b)).toBe(stableStringify(a));
  });

  it('keeps array order', () => {
    expect(stableStringify([3, 1, 2])).not.toBe(stableStringify([1, 2, 3]));
  });

  it('round-trips through JSON.parse to an equal value', () => {
    const value = { name: 'Martin Luther', 'quo"te': 'a\nb\u2028', n: -1.5e-7, list: [[], {}], z: 0 };
    expect(JSON.parse(stableStringify(value))).toEqual(value);
  });

  it('treats undefined as JSON does: dropped from objects, null in arrays', () => {
    expect(stableStringify({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(stableStringify([undefined, 1])).toBe('[null,1]');
    expect(stableStringify(-0)).toBe('0');
  });

  it('throws for values that would not survive a JSON round trip', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const bad of [
      undefined,
      Number.NaN,
      { deep: [1, Number.POSITIVE_INFINITY] },
      10n,
      () => 1,
      Symbol('s'),
      new Map(),
      new Set([1]),
      new Date(0),
      cyclic,
    ]) {
      expect(() => stableStringify(bad)).toThrow(TypeError);
    }
    expect(() => stableStringify({ deep: [1, Number.NaN] })).toThrow('at $.deep[1]');
  });

  it('accepts shared (non-cyclic) references and null-prototype objects', () => {
    const shared = { x: 1 };
    expect(stableStringify([shared, shared])).toBe('[{"x":1},{"x":1}]');
    const bare = Object.create(null) as Record<string, number>;
    bare.k = 2;
    expect(stableStringify(bare)).toBe('{"k":2}');
  });
});

describe('hashState', () => {
  it('is 16 hex digits, equal for equal values in any key order', () => {
    const h = hashState({ a: 1, b: [true, null] });
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(hashState({ b: [true, null], a: 1 })).toBe(h);
  });

  it('changes with any small change', () => {
    const base = { vp: { ottoman: 8, papacy: 15 }, turn: 1 };
    const h = hashState(base);
    expect(hashState({ ...base, turn: 2 })).not.toBe(h);
    expect(hashState({ ...base, vp: { ottoman: 15, papacy: 8 } })).not.toBe(h);
    expect(hashState({ ...base, extra: null })).not.toBe(h);
    expect(hashState('1')).not.toBe(hashState(1));
  });

  it('treats values as their JSON: undefined fields absent, undefined items null, -0 as 0', () => {
    expect(hashState({ a: 1, b: undefined })).toBe(hashState({ a: 1 }));
    expect(hashState([undefined, 1])).toBe(hashState([null, 1]));
    expect(hashState({ n: -0 })).toBe(hashState({ n: 0 }));
    expect(hashState({ n: 0.5 })).not.toBe(hashState({ n: '0.5' }));
    expect(hashState([])).not.toBe(hashState({}));
    expect(hashState([[1, 2], [3]])).not.toBe(hashState([[1], [2, 3]]));
  });

  it('refuses what stableStringify refuses', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const bad of [undefined, Number.NaN, { f: () => 1 }, { d: new Date(0) }, cyclic, { log: [cyclic] }, { log: [{ n: Infinity }] }]) {
      expect(() => hashState(bad)).toThrow(TypeError);
    }
  });

  it('hashes the log by its entries, equal entries hashing equal whatever object holds them', () => {
    const entry = () => ({ key: 'his.log.dice', params: { dice: [3, 5] } });
    const a = { turn: 1, log: [entry(), entry()] };
    const h = hashState(a);
    expect(hashState({ log: [entry(), entry()], turn: 1 })).toBe(h);
    expect(hashState(a)).toBe(h); // from the entry cache
    expect(hashState({ ...a, log: [entry()] })).not.toBe(h);
    expect(hashState({ ...a, log: [...a.log, entry()] })).not.toBe(h);
    expect(hashState({ ...a, log: [] })).not.toBe(hashState({ turn: 1 }));
  });

  it('has no collisions over 100,000 similar values', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 100_000; i++) seen.add(hashState({ i }));
    expect(seen.size).toBe(100_000);
  });

  it('matches the frozen known answers (the same on every run and machine)', () => {
    expect(hashString('')).toMatchInlineSnapshot(`"488bdcb81aee8d83"`);
    expect(hashString('Here I Stand')).toMatchInlineSnapshot(`"75d58e5634b030be"`);
    const state = { turn: 1, powers: ['ottoman', 'hapsburg'], vp: { england: 9 } };
    expect(hashState(state)).toMatchInlineSnapshot(`"ef4cf3b35e09f69c"`);
    expect(hashState({ ...state, log: [{ key: 'k', params: { n: 1.5 } }] })).toMatchInlineSnapshot(`"770853fa46f7ca4e"`);
  });
});

describe('sameJson', () => {
  const agrees = (a: unknown, b: unknown) => {
    let same: boolean;
    try {
      same = stableStringify(a) === stableStringify(b);
    } catch {
      same = false; // a non-JSON value equals no JSON value
    }
    expect(sameJson(a, b)).toBe(same);
    expect(sameJson(b, a)).toBe(same);
  };

  it('agrees with comparing canonical texts', () => {
    const base = { type: 'move', from: 'paris', units: [1, { regular: 2 }], to: null, ok: true };
    agrees(base, { ok: true, to: null, units: [1, { regular: 2 }], from: 'paris', type: 'move' });
    agrees(base, { ...base, from: 'lyon' });
    agrees(base, { ...base, extra: 0 });
    agrees(base, { ...base, extra: undefined });
    agrees({ ...base, to: undefined }, base);
    agrees({ a: null }, {});
    agrees([undefined, 1], [null, 1]);
    agrees([1, 2], [1, 2, 3]);
    agrees([1], { 0: 1 });
    agrees(-0, 0);
    agrees('1', 1);
    agrees({ a: [] }, { a: {} });
  });

  it('never matches a non-JSON value with a JSON one', () => {
    const cyclic: Record<string, unknown> = { type: 'x' };
    cyclic.self = cyclic;
    for (const bad of [Number.NaN, { type: 'x', f: () => 1 }, new Date(0), cyclic, { type: 'x', n: Infinity }]) {
      agrees(bad, { type: 'x' });
      agrees(bad, { type: 'x', self: { type: 'x' }, n: null, f: null });
    }
    expect(sameJson(Number.NaN, Number.NaN)).toBe(false);
  });
});
