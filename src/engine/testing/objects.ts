// For tests of structural sharing (json-share.ts and the modules' `share`): which objects
// a value holds, to check that two values hold none in common.

/** Every object and array reachable from `value` (added to `into`). */
export function objectsOf(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value !== 'object' || value === null || into.has(value)) return into;
  into.add(value);
  for (const key in value) objectsOf((value as Record<string, unknown>)[key], into);
  return into;
}
