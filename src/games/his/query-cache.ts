// Derived data cached while a procedure's `ask` runs (the flow kernel's `asking` hook).
// An ask never changes the state, so what is worked out from it (a power's units on the
// map, where its lines of communication reach...) stays true until the ask returns and
// need not be worked out again for every space and every action the ask lists. Outside
// an ask nothing is cached: play in place changes the same objects between steps, so no
// answer may outlive the call it was made in. Nothing is ever stored in the state.
import type { HisState } from './state.ts';

/** The state whose ask is running, if any. */
let scoped: HisState | null = null;
/** Bumped at each ask, so that the caches of an earlier one read as empty. */
let generation = 0;

/** Run an ask (or any other read-only query) with the caches on. */
export function whileAsking<T>(state: HisState, ask: () => T): T {
  if (scoped !== null) return ask(); // nested: the outer scope's caches hold
  scoped = state;
  generation++;
  try {
    return ask();
  } finally {
    scoped = null;
  }
}

/** Is `state` the one whose ask is running (so that cached answers about it hold)? */
export function asking(state: HisState): boolean {
  return scoped === state;
}

/**
 * A query cached per ask: within one ask the answer for a key is computed once; outside
 * an ask, or for another state, it is computed afresh on every call. Callers must not
 * change what it returns.
 */
export function perAsk<K, V>(compute: (state: HisState, key: K) => V): (state: HisState, key: K) => V {
  const cache = new Map<K, V>();
  let at = -1;
  return (state, key) => {
    if (scoped !== state) return compute(state, key);
    if (at !== generation) {
      cache.clear();
      at = generation;
    }
    const hit = cache.get(key);
    if (hit !== undefined || cache.has(key)) return hit as V;
    const value = compute(state, key);
    cache.set(key, value);
    return value;
  };
}
