// Seedable PRNG whose whole state is plain JSON, so it lives inside a game state,
// is cloned with it, stored with it and replayed with it.
//
// Generator: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit
// state). It passes PractRand/BigCrush, needs only 32-bit integer arithmetic (exact
// in JS), and its counter word guarantees a period of at least 2^32 from any state,
// so no seed can land on a dead all-zero state.
//
// Every function mutates the given state in place: callers work on a cloned game state.
//
// FROZEN: the seeding and the generator define what every stored game record means.
// Changing either changes every game; the known-answer test in rng.test.ts guards it.

/** The generator state: four uint32 words. Plain JSON. */
export type RngState = { s: [number, number, number, number] };

const UINT32_RANGE = 2 ** 32;

/** Discarded outputs after seeding, so that similar seeds diverge fully. */
const WARM_UP = 15;

/** Hash a seed string to 128 bits (cyrb128: four multiply-xorshift lanes). */
function seedWords(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A fresh generator seeded from a string (any string, including ''). */
export function createRng(seed: string): RngState {
  if (typeof seed !== 'string') throw new TypeError('createRng: seed must be a string');
  const rng: RngState = { s: seedWords(seed) };
  for (let i = 0; i < WARM_UP; i++) nextUint32(rng);
  return rng;
}

/** The next uniform integer in [0, 2^32). Advances the state. */
export function nextUint32(rng: RngState): number {
  const s = rng.s;
  let a = s[0] | 0;
  let b = s[1] | 0;
  let c = s[2] | 0;
  let d = s[3] | 0;
  // As in PractRand's sfc32: tmp = a + b + counter++ (the counter before the increment).
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (((c << 21) | (c >>> 11)) + t) | 0;
  // Stored unsigned so the JSON form is canonical (no negative words).
  s[0] = a >>> 0;
  s[1] = b >>> 0;
  s[2] = c >>> 0;
  s[3] = d >>> 0;
  return t >>> 0;
}

/**
 * A uniform integer in [0, n), for an integer 1 <= n <= 2^32.
 * Unbiased: draws at or above the largest multiple of n below 2^32 are rejected
 * (plain `x % n` would favour small results whenever n does not divide 2^32).
 */
export function randomInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > UINT32_RANGE) {
    throw new RangeError(`randomInt: n must be an integer in 1..2^32, got ${n}`);
  }
  const limit = UINT32_RANGE - (UINT32_RANGE % n);
  for (;;) {
    const x = nextUint32(rng);
    if (x < limit) return x % n;
  }
}

/** One six-sided die: 1..6. */
export function rollDie(rng: RngState): number {
  return randomInt(rng, 6) + 1;
}

/** `n` six-sided dice, in the order rolled. */
export function rollDice(rng: RngState, n: number): number[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`rollDice: n must be a non-negative integer, got ${n}`);
  const dice: number[] = [];
  for (let i = 0; i < n; i++) dice.push(rollDie(rng));
  return dice;
}

/** Fisher–Yates shuffle, in place; returns the same array. */
export function shuffle<T>(rng: RngState, array: T[]): T[] {
  for (let i = array.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = array[i] as T;
    array[i] = array[j] as T;
    array[j] = tmp;
  }
  return array;
}

/** A uniformly chosen element. Throws on an empty array (there is nothing to pick). */
export function pick<T>(rng: RngState, array: readonly T[]): T {
  if (array.length === 0) throw new RangeError('pick: empty array');
  return array[randomInt(rng, array.length)] as T;
}
