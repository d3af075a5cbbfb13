// The map's part of sharing a new state with the one before it (module.ts `share`): most
// actions change no space, or one or two of 134. A space under no siege is told equal by
// its fields, read by name, which costs a fraction of the generic walk's lookups by key
// (engine/json-share.ts); a space it cannot tell equal (changed, besieged, or with fields
// other than these) goes through the walk.
import { sharedWith } from '../../engine/json-share.ts';
import type { SpaceId } from './data/map.ts';
import { SPACE_IDS } from './data/map.ts';
import { knowSpaceStates, spaceStates } from './space-list.ts';
import type { Forces, HisState, SpaceState } from './state.ts';

type Spaces = HisState['spaces'];

/** A space record's keys and a power's forces' keys, in the order setup makes them: a record with any other is walked. */
const SPACE_KEYS: readonly string[] = ['control', 'religion', 'unrest', 'units', 'siege', 'jesuitUniversity'] satisfies (keyof SpaceState)[];
const FORCES_KEYS: readonly string[] = ['regular', 'mercenary', 'cavalry', 'squadron', 'corsair', 'leaders'] satisfies (keyof Forces)[];

/**
 * `after.spaces` sharing every space record equal to `before`'s (or `before.spaces` itself):
 * what sharedWith gives. The records are read from the states' space lists (space-list.ts),
 * by index, not looked up by name.
 */
export function sharedSpaces(before: HisState, after: HisState): Spaces {
  const from = spaceStates(before);
  const to = spaceStates(after);
  let records: SpaceState[] | undefined;
  for (let i = 0; i < to.length; i++) {
    const a = from[i] as SpaceState;
    const b = to[i] as SpaceState;
    const value = sameSpace(a, b) ? a : (sharedWith(a, b) as SpaceState);
    if (value === a && records === undefined) continue;
    // The first record that differs: the ones before it are equal, so `before`'s.
    records ??= from.slice(0, i);
    records.push(value);
  }
  if (records === undefined) return before.spaces;
  const spaces = {} as Record<SpaceId, SpaceState>;
  for (let i = 0; i < records.length; i++) spaces[SPACE_IDS[i] as SpaceId] = records[i] as SpaceState;
  knowSpaceStates(spaces, records);
  return spaces;
}

/** Both records have a space's fields, no siege, and equal values (units included). */
function sameSpace(a: SpaceState | undefined, b: SpaceState | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.control === b.control &&
    a.religion === b.religion &&
    a.unrest === b.unrest &&
    a.jesuitUniversity === b.jesuitUniversity &&
    a.siege === null &&
    b.siege === null &&
    sameUnits(a.units, b.units) &&
    hasKeys(a, SPACE_KEYS) &&
    hasKeys(b, SPACE_KEYS)
  );
}

function sameUnits(a: SpaceState['units'], b: SpaceState['units']): boolean {
  let powers = 0;
  for (const power in a) {
    powers++;
    const y = b[power as keyof typeof b];
    if (y === undefined || !sameForces(a[power as keyof typeof a] as Forces, y)) return false;
  }
  for (const _ in b) if (--powers < 0) return false;
  return powers === 0;
}

function sameForces(a: Forces, b: Forces): boolean {
  if (a.regular !== b.regular || a.mercenary !== b.mercenary || a.cavalry !== b.cavalry || a.squadron !== b.squadron || a.corsair !== b.corsair) return false;
  const x = a.leaders;
  const y = b.leaders;
  if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i] || typeof x[i] !== 'string') return false;
  return hasKeys(a, FORCES_KEYS) && hasKeys(b, FORCES_KEYS);
}

/** Whether `record` has exactly these keys, in this order (as setup and the rules make them). */
function hasKeys(record: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const key in record) if (key !== keys[i++]) return false;
  return i === keys.length;
}
