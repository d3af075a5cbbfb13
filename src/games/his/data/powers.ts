// The powers of Here I Stand (rulebook 1.2, 22).

/** The six major powers, in impulse order (rulebook 11). */
export const MAJOR_POWERS = ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const;
export type MajorPower = (typeof MAJOR_POWERS)[number];

/** The four minor powers (rulebook 22). */
export const MINOR_POWERS = ['genoa', 'hungary', 'scotland', 'venice'] as const;
export type MinorPower = (typeof MINOR_POWERS)[number];

/** Anything that can own units or control a space. */
export type Power = MajorPower | MinorPower | 'independent';

export const ALL_POWERS: readonly Power[] = [...MAJOR_POWERS, ...MINOR_POWERS, 'independent'];

export function isMajorPower(p: string): p is MajorPower {
  return (MAJOR_POWERS as readonly string[]).includes(p);
}

export function isMinorPower(p: string): p is MinorPower {
  return (MINOR_POWERS as readonly string[]).includes(p);
}
