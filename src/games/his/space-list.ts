// The space records of a state as an array in SPACE_IDS order, for scans of the whole map.
// Looking up `state.spaces[id]` by name for each of the 134 ids costs far more than walking
// an array. The records are never replaced after setup (rules change their fields; clones
// get a new `spaces` object), so the list is built once per `spaces` object and stays true
// under play in place; checkInvariants verifies that it does.
import type { SpaceId } from './data/map.ts';
import { SPACE_IDS } from './data/map.ts';
import type { HisState, SpaceState } from './state.ts';

const LISTS = new WeakMap<HisState['spaces'], readonly SpaceState[]>();

/** `state.spaces[SPACE_IDS[i]]` at index i. */
export function spaceStates(state: HisState): readonly SpaceState[] {
  let list = LISTS.get(state.spaces);
  if (!list) LISTS.set(state.spaces, (list = SPACE_IDS.map((id) => state.spaces[id])));
  return list;
}

/** Record that `list` is the space list of `spaces` (`spaces[SPACE_IDS[i]]` at index i), made with it. */
export function knowSpaceStates(spaces: HisState['spaces'], list: readonly SpaceState[]): void {
  LISTS.set(spaces, list);
}

/** The index of each space in SPACE_IDS (and so in spaceStates). */
export const SPACE_INDEX: Readonly<Record<SpaceId, number>> = Object.fromEntries(SPACE_IDS.map((id, i) => [id, i])) as Record<SpaceId, number>;

/** Violations of the list's promise: a space record replaced after the list was built. */
export function spaceListViolations(state: HisState): string[] {
  const list = LISTS.get(state.spaces);
  if (!list) return [];
  return SPACE_IDS.filter((id, i) => list[i] !== state.spaces[id]).map((id) => `space record of ${id} replaced in place (space-list.ts)`);
}
