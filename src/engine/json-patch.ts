// The changes between two JSON values, and applying them. The server sends a client that
// already holds a table's view only what changed in it since the version it has
// (src/server/hub.ts); the browser applies the changes to its copy (src/web/useTable.ts).

/** One change: set the value at path `p` (`v` present), or delete the key at `p` (`v` absent). */
export interface JsonChange {
  p: (string | number)[];
  v?: unknown;
}

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/**
 * Changes of the direct children of two top-level containers, by pair: views of one
 * version built for several seats share their parts (a view shares the state's public
 * parts), so each part is compared once per pair of versions, not once per seat.
 * Values are never changed in place once compared (the server's states are immutable).
 */
const byPair = new WeakMap<object, WeakMap<object, JsonChange[]>>();

/** The changes that turn `before` into `after`; none if they are equal. */
export function diffJson(before: unknown, after: unknown): JsonChange[] {
  const out: JsonChange[] = [];
  diffAt(before, after, [], out);
  return out;
}

// `path` is one stack, pushed and popped while walking: copied only into a change.
function diffAt(a: unknown, b: unknown, path: (string | number)[], out: JsonChange[]): void {
  if (a === b) return;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) {
    out.push({ p: path.slice(), v: b });
    return;
  }
  if (path.length !== 1) {
    diffChildren(a, b, path, out);
    return;
  }
  let known = byPair.get(a);
  if (!known) {
    known = new WeakMap();
    byPair.set(a, known);
  }
  let relative = known.get(b);
  if (!relative) {
    relative = [];
    diffChildren(a, b, [], relative);
    known.set(b, relative);
  }
  for (const change of relative) out.push('v' in change ? { p: [...path, ...change.p], v: change.v } : { p: [...path, ...change.p] });
}

function diffChildren(a: Container, b: Container, path: (string | number)[], out: JsonChange[]): void {
  if (Array.isArray(a) && Array.isArray(b)) {
    // A shorter array is sent whole; a longer one as its changed and added elements.
    if (b.length < a.length) {
      out.push({ p: path.slice(), v: b });
      return;
    }
    for (let i = 0; i < b.length; i++) {
      if (a[i] === b[i]) continue;
      path.push(i);
      diffAt(a[i], b[i], path, out);
      path.pop();
    }
    return;
  }
  const from = a as Record<string, unknown>;
  const to = b as Record<string, unknown>;
  for (const key in from) {
    if (from[key] !== undefined && to[key] === undefined) out.push({ p: [...path, key] });
  }
  for (const key in to) {
    const value = to[key];
    const old = from[key];
    if (value === old || value === undefined) continue;
    path.push(key);
    if (old === undefined) out.push({ p: path.slice(), v: value });
    else diffAt(old, value, path, out);
    path.pop();
  }
}

/** `value` with `changes` applied, sharing every part they do not touch; `value` is not modified. */
export function applyJsonPatch<T>(value: T, changes: readonly JsonChange[]): T {
  let root: unknown = value;
  for (const change of changes) root = changedAt(root, change, 0);
  return root as T;
}

function changedAt(node: unknown, change: JsonChange, depth: number): unknown {
  if (depth === change.p.length) return change.v;
  const key = change.p[depth] as string | number;
  if (key === '__proto__' || !isContainer(node)) throw new Error(`a change does not fit the value at ${change.p.slice(0, depth + 1).join('.')}`);
  const copy = (Array.isArray(node) ? [...node] : { ...node }) as Record<string | number, unknown>;
  if (depth === change.p.length - 1 && !('v' in change)) delete copy[key];
  else copy[key] = changedAt(copy[key], change, depth + 1);
  return copy;
}
