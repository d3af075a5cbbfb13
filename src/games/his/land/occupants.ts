// Who is who in a space: the land units and leaders there, and which are inside its
// fortifications (15). Movement, siege and battle rules all read these.
import type { SpaceId } from '../data/map.ts';
import type { Power } from '../data/powers.ts';
import { allied, forcesAt, landUnitsIn, powersInSpace } from '../queries.ts';
import type { HisState } from '../state.ts';
import { isArmyLeader } from './formation.ts';

/** Powers with land units (not just leaders) in a space, in a stable order. */
export function landOwners(state: HisState, space: SpaceId): Power[] {
  return powersInSpace(state, space).filter((p) => landUnitsIn(state, space, p) > 0);
}

export function armyLeadersOf(state: HisState, space: SpaceId, owner: Power): string[] {
  return forcesAt(state, { space }, owner).leaders.filter(isArmyLeader);
}

/** Powers with land units or army leaders in a space. */
export function landPresence(state: HisState, space: SpaceId): Power[] {
  return powersInSpace(state, space).filter((p) => landUnitsIn(state, space, p) > 0 || armyLeadersOf(state, space, p).length > 0);
}

/** 15: while a siege lasts, the units of the controlling power and its allies are inside the fortifications. */
export function isInsideFortifications(state: HisState, space: SpaceId, owner: Power): boolean {
  const s = state.spaces[space];
  return s.siege !== null && allied(state, owner, s.control);
}

/** Land units of the controlling power and its allies in a fortified space (its garrison). */
export function garrisonUnits(state: HisState, space: SpaceId): number {
  const control = state.spaces[space].control;
  return landOwners(state, space)
    .filter((p) => allied(state, p, control))
    .reduce((n, p) => n + landUnitsIn(state, space, p), 0);
}
