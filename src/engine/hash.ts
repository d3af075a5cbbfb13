// Deterministic serialisation and hashing of plain JSON values.
//
// `stableStringify` is canonical: the same value gives the same text whatever the
// key insertion order, so it serves both as a state fingerprint and as the
// equality used to match an action against the legal ones.
//
// FROZEN: stored records and snapshots may carry hashes; the known-answer tests in
// hash.test.ts guard the algorithms (hashState changed in issue 11, from the hash of the
// canonical text to a structural hash; golden records hash the canonical text).

/**
 * Canonical JSON: object keys sorted (by UTF-16 code units, as `Array.prototype.sort`
 * does everywhere), no whitespace. Mirrors JSON.stringify for `undefined` (dropped
 * from objects, `null` in arrays) but throws a TypeError for anything that would not
 * survive a JSON round trip unchanged (NaN, Infinity, bigint, functions, symbols,
 * Map/Set/Date/class instances, cycles), because a state holding such a value would
 * hash one way and replay another.
 */
export function stableStringify(value: unknown): string {
  const text = write(value, [], []);
  if (text === undefined) throw new TypeError('stableStringify: the value is undefined, not JSON');
  return text;
}

function write(value: unknown, ancestors: object[], path: (string | number)[]): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) fail(`non-finite number ${value}`, path);
      return JSON.stringify(value); // also turns -0 into 0, as JSON does
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return undefined;
    case 'object':
      if (value === null) return 'null';
      return writeObject(value, ancestors, path);
    default:
      return fail(typeof value, path);
  }
}

function writeObject(value: object, ancestors: object[], path: (string | number)[]): string {
  if (ancestors.includes(value)) fail('a cycle', path);
  ancestors.push(value);
  let text: string;
  if (Array.isArray(value)) {
    const items: string[] = [];
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      items.push(write(value[i], ancestors, path) ?? 'null');
      path.pop();
    }
    text = `[${items.join(',')}]`;
  } else {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      fail(`an instance of ${value.constructor?.name ?? 'a class'}`, path);
    }
    const record = value as Record<string, unknown>;
    const fields: string[] = [];
    for (const key of Object.keys(record).sort()) {
      path.push(key);
      const item = write(record[key], ancestors, path);
      path.pop();
      if (item !== undefined) fields.push(`${JSON.stringify(key)}:${item}`);
    }
    text = `{${fields.join(',')}}`;
  }
  ancestors.pop();
  return text;
}

function fail(what: string, path: (string | number)[]): never {
  const where = path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('');
  throw new TypeError(`stableStringify: ${what} at $${where} is not plain JSON`);
}

/**
 * Whether `a` and `b` have the same canonical JSON (stableStringify), without writing it:
 * key order does not matter, object fields holding `undefined` are absent, an `undefined`
 * array item is `null`, -0 is 0. Meant for matching an untrusted value against a plain
 * JSON one (an action against the legal ones): when `b` is plain JSON, a true answer means
 * `a` is plain JSON too (a non-JSON value never equals a JSON one), so `a` need not be
 * checked first. Stops at the first difference.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return typeof a !== 'number' || Number.isFinite(a);
  if (a === undefined || b === undefined) return (a ?? null) === null && (b ?? null) === null; // array items
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || !isPlainObject(a) || !isPlainObject(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let defined = 0;
  for (const key in y) {
    if (!Object.hasOwn(y, key) || y[key] === undefined) continue;
    if (!Object.hasOwn(x, key) || !sameJson(x[key], y[key])) return false;
    defined++;
  }
  for (const key in x) if (Object.hasOwn(x, key) && x[key] !== undefined) defined--;
  return defined === 0;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A 64-bit hash of a string as 16 hex digits: two 32-bit multiply-xorshift lanes
 * (cyrb53's construction, keeping all 64 bits). Fast and stable, not cryptographic:
 * it detects divergence, it does not resist forgery.
 */
export function hashString(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return hex32(h2) + hex32(h1);
}

function hex32(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0');
}

// ---- hashState: a structural hash, walked without writing the canonical text ----
//
// Each value hashes to two 32-bit lanes. Arrays fold their items in order; objects add up
// a mixed hash of each (key, value) pair, so key order cannot matter and no key list is
// sorted. The log's entries are never changed once written and are shared between
// states, so the hash of each is kept per entry object (the cost of a long log is one
// lookup per entry).

/** The two lanes of the value last hashed (module state: the walk allocates nothing). */
let lo = 0;
let hi = 0;

const TAG_STRING = 0x2f1b3c4d;
const TAG_NUMBER = 0x5e6f7a8b;
const TAG_ARRAY = 0x1c2d3e4f;
const TAG_OBJECT = 0x7a6b5c4d;

/** The lanes of each log entry hashed so far (entries are immutable). */
const ENTRY_HASHES = new WeakMap<object, { lo: number; hi: number }>();

function mix(h: number, k: number): number {
  k = Math.imul(k, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  h ^= Math.imul(k, 0x1b873593);
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** Murmur3's finaliser: every input bit reaches every output bit. */
function fmix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

function hashText(text: string, tag: number): void {
  let a = tag ^ text.length;
  let b = Math.imul(tag, 0x9e3779b1) ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    a = Math.imul(a ^ ch, 2654435761);
    b = Math.imul(b ^ ch, 1597334677);
  }
  lo = fmix(a ^ (b >>> 15));
  hi = fmix(b ^ (a >>> 13));
}

function hashValue(value: unknown, ancestors: object[], path: (string | number)[]): void {
  switch (typeof value) {
    case 'string':
      hashText(value, TAG_STRING);
      return;
    case 'number':
      if (!Number.isFinite(value)) fail(`non-finite number ${value}`, path);
      if ((value | 0) === value) {
        lo = fmix(mix(TAG_NUMBER, value));
        hi = fmix(mix(~TAG_NUMBER, value));
      } else {
        hashText(JSON.stringify(value), TAG_NUMBER); // -0 is an int32 above, so it hashes as 0
      }
      return;
    case 'boolean':
      lo = value ? 0x1f2e3d4c : 0x4c3d2e1f;
      hi = value ? 0x6a5b4c3d : 0x3d4c5b6a;
      return;
    case 'object':
      if (value === null) {
        lo = 0x0badf00d;
        hi = 0x00defaced;
        return;
      }
      if (ancestors.includes(value)) fail('a cycle', path);
      ancestors.push(value);
      if (Array.isArray(value)) hashArray(value, ancestors, path);
      else hashObject(value, ancestors, path);
      ancestors.pop();
      return;
    case 'undefined':
      // Only reached as an array item (objects skip undefined fields): null, as in JSON.
      lo = 0x0badf00d;
      hi = 0x00defaced;
      return;
    default:
      fail(typeof value, path);
  }
}

function hashArray(items: readonly unknown[], ancestors: object[], path: (string | number)[]): void {
  let a = TAG_ARRAY ^ items.length;
  let b = ~TAG_ARRAY ^ items.length;
  for (let i = 0; i < items.length; i++) {
    path.push(i);
    hashValue(items[i], ancestors, path);
    path.pop();
    a = mix(a, lo);
    b = mix(b, hi);
  }
  lo = fmix(a);
  hi = fmix(b ^ a);
}

function hashObject(value: object, ancestors: object[], path: (string | number)[]): void {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) fail(`an instance of ${value.constructor?.name ?? 'a class'}`, path);
  const record = value as Record<string, unknown>;
  let sumLo = 0;
  let sumHi = 0;
  let fields = 0;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const item = record[key];
    if (item === undefined) continue;
    path.push(key);
    hashValue(item, ancestors, path);
    path.pop();
    const vLo = lo;
    const vHi = hi;
    hashText(key, TAG_OBJECT);
    sumLo = (sumLo + fmix(mix(lo, vLo))) | 0;
    sumHi = (sumHi + fmix(mix(hi, vHi))) | 0;
    fields++;
  }
  lo = fmix(mix(TAG_OBJECT ^ fields, sumLo));
  hi = fmix(mix(~TAG_OBJECT ^ fields, sumHi) ^ sumLo);
}

/** A log: the hash of each entry is computed once per entry object. */
function hashLog(entries: readonly unknown[], ancestors: object[], path: (string | number)[]): void {
  let a = TAG_ARRAY ^ entries.length;
  let b = ~TAG_ARRAY ^ entries.length;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    const known = typeof entry === 'object' && entry !== null ? ENTRY_HASHES.get(entry) : undefined;
    if (known) {
      lo = known.lo;
      hi = known.hi;
    } else {
      path.push(i);
      hashValue(entry, ancestors, path);
      path.pop();
      if (typeof entry === 'object' && entry !== null) ENTRY_HASHES.set(entry, { lo, hi });
    }
    a = mix(a, lo);
    b = mix(b, hi);
  }
  lo = fmix(a);
  hi = fmix(b ^ a);
}

/**
 * A 64-bit hash of a JSON value (16 hex digits): equal values (in any key order) hash
 * equal on every machine, and anything stableStringify refuses throws the same TypeError.
 * A top-level `log` array is taken as the game log, whose entries must never change once
 * written (the engine contract: states share them): their hashes are cached per entry.
 */
export function hashState(value: unknown): string {
  if (value === undefined) throw new TypeError('hashState: the value is undefined, not JSON');
  const ancestors: object[] = [];
  const path: (string | number)[] = [];
  const log = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { log?: unknown }).log : undefined;
  if (!Array.isArray(log)) {
    hashValue(value, ancestors, path);
  } else {
    // The object's hash, with the log's lanes computed through the entry cache.
    const whole = value as Record<string, unknown>;
    const { log: _log, ...rest } = whole;
    hashValue(rest, ancestors, path);
    const restLo = lo;
    const restHi = hi;
    path.push('log');
    ancestors.push(whole);
    hashLog(log, ancestors, path);
    const vLo = lo;
    const vHi = hi;
    hashText('log', TAG_OBJECT);
    const logLo = fmix(mix(lo, vLo));
    const logHi = fmix(mix(hi, vHi));
    // Still a pure function of the value: the rest and the (key, log) pair, combined.
    lo = fmix(mix(restLo ^ 0x10610610, logLo));
    hi = fmix(mix(restHi, logHi) ^ lo);
  }
  return hex32(hi) + hex32(lo);
}
