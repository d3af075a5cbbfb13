// Deterministic serialisation and hashing of plain JSON values.
//
// `stableStringify` is canonical: the same value gives the same text whatever the
// key insertion order, so it serves both as a state fingerprint and as the
// equality used to match an action against the legal ones.
//
// FROZEN: stored records and snapshots may carry hashes; the known-answer test in
// hash.test.ts guards the algorithm.

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

/** The hash of a JSON value's canonical form: equal values, equal hashes, on every machine. */
export function hashState(value: unknown): string {
  return hashString(stableStringify(value));
}
