// The procedure table: frozen, and each procedure runs the frames named after it.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { HisFrameMap } from './frames.ts';
import { PROCEDURES } from './procedures.ts';

/** Names whose procedure declares a frame of another name (none, or the map would lie). */
type NameMismatch = { [K in keyof HisFrameMap]: HisFrameMap[K]['proc'] extends K ? never : K }[keyof HisFrameMap];
/** Names whose frame does not fix its `proc` (a procedure typed with a bare Frame). */
type LooseName = { [K in keyof HisFrameMap]: string extends HisFrameMap[K]['proc'] ? K : never }[keyof HisFrameMap];

describe('procedure table', () => {
  it('is frozen: tests build variations with HIS_FLOW.withOverrides', () => {
    expect(Object.isFrozen(PROCEDURES)).toBe(true);
    expect(() => {
      (PROCEDURES as Record<string, unknown>).fieldBattle = {};
    }).toThrow(TypeError);
  });

  it('types every frame by the name its procedure runs under', () => {
    expectTypeOf<NameMismatch>().toBeNever();
    expectTypeOf<LooseName>().toBeNever();
  });
});
