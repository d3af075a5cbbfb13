// Structural sharing between two versions of plain data. A module changes a copy of its
// state in place (engine/record.ts appendRecorded, owned), so the state after a decision shares no
// object with the state before it, even where nothing changed. The server makes the new
// state share the old one's unchanged parts (GameModule.share); whatever is built from
// both (views share the state's public parts) then tells an unchanged part by identity,
// and the changes sent to a table (json-patch.ts) skip it without walking it.

import { copyJson } from './json-copy.ts';

/**
 * A value equal to `after` that shares with `before` every part equal in both, and holds
 * no object of `after`: `before` itself when the two are deep-equal; otherwise a new
 * container holding `before`'s equal parts, new containers where parts differ, and copies
 * of `after`'s parts that `before` has no equal of. Neither value is changed, so `after`
 * stays a copy nothing else holds (the server keeps it to apply the next decision to).
 * Both must be plain data (JSON, no cycles).
 */
export function sharedWith(before: unknown, after: unknown): unknown {
  if (before === after || !isContainer(after)) return after;
  if (!isContainer(before) || Array.isArray(before) !== Array.isArray(after)) return copyJson(after);
  const shared = sharedContainer(before, after);
  return shared === undefined ? before : shared;
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** undefined when `after` deep-equals `before`; else a new container as sharedWith makes. */
function sharedContainer(before: Container, after: Container): Container | undefined {
  if (Array.isArray(after)) {
    const from = before as unknown[];
    const n = after.length;
    let out: unknown[] | undefined = n === from.length ? undefined : new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const x = from[i];
      const y = after[i];
      const value = x === y ? y : sharedWith(x, y);
      if (value === x) {
        if (out) out[i] = value;
        continue;
      }
      // The first difference: what came before it is equal, so `before`'s.
      if (!out) out = from.slice(0, n);
      out[i] = value;
    }
    return out;
  }
  const from = before as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  let keys = 0;
  // for…in as json-copy.ts and json-patch.ts walk objects (plain data: no inherited keys).
  for (const key in after) {
    keys++;
    const x = from[key];
    const y = after[key];
    const value = x === y ? y : sharedWith(x, y);
    if (value !== x || (x === undefined && !(key in from))) out ??= {};
    if (out) out[key] = value;
  }
  if (out) return rebuilt(from, after, out);
  // Every key of `after` holds `before`'s value: equal unless `before` has more keys.
  for (const _ in from) if (--keys < 0) return rebuilt(from, after, {});
  return undefined;
}

/** A new object with `after`'s keys in its order: each `made` value if made, else `before`'s (equal). */
function rebuilt(before: Record<string, unknown>, after: Record<string, unknown>, made: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key in after) result[key] = key in made ? made[key] : before[key];
  return result;
}
