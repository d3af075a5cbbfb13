// 15 Siege: who is inside and who besieges a fortified space, when a siege begins, and
// 15.3 breaking a siege. While a siege lasts, the units of the controller and its allies
// are inside the fortifications; every other power's units in the space besiege it.
import type { SpaceId } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { allied, controllingMajor, isFortified, landUnitsIn, powersInSpace } from '../queries.ts';
import { commandedPowers } from './formation.ts';
import type { HisState } from '../state.ts';
import { checkSiegeAfterLeaving, garrisonUnits } from './movement.ts';

export { garrisonUnits };

/** The powers in a fortified space that are (or would be) inside: the controller and its allies. */
export function garrisonPowers(state: HisState, space: SpaceId): Power[] {
  const control = state.spaces[space].control;
  return powersInSpace(state, space).filter((p) => allied(state, p, control));
}

/** The powers in the space that are not friends of the controller: the besiegers. */
export function besiegingPowers(state: HisState, space: SpaceId): Power[] {
  const control = state.spaces[space].control;
  return powersInSpace(state, space).filter((p) => !allied(state, p, control));
}

/** 15.3: land units of the besieging stack (cavalry included). */
export function besiegingUnits(state: HisState, space: SpaceId): number {
  return besiegingPowers(state, space).reduce((n, p) => n + landUnitsIn(state, space, p), 0);
}

/** 15, 15.3: a siege lasts while the besiegers outnumber the units inside (cavalry counted). */
export function siegeHolds(state: HisState, space: SpaceId): boolean {
  return besiegingUnits(state, space) > garrisonUnits(state, space);
}

/**
 * 15, 15.1: the impulse from which this power besieges the space (the besieger's group, or an
 * ally that joined the siege and still outnumbers the garrison by itself), or null.
 */
export function besiegingSince(state: HisState, space: SpaceId, power: MajorPower): number | null {
  const siege = state.spaces[space].siege;
  if (!siege) return null;
  if ((controllingMajor(state, siege.besieger) ?? siege.besieger) === power) return siege.since;
  const joined = (siege.joined ?? []).find((j) => j.power === power);
  if (!joined || !allied(state, power, siege.besieger)) return null;
  const own = commandedPowers(state, power).reduce((n, p) => n + landUnitsIn(state, space, p), 0);
  return own > garrisonUnits(state, space) ? joined.since : null;
}

/** 15: the space is now under siege by this power, from this impulse on (13.4, 14 step 12). */
export function beginSiege(state: HisState, space: SpaceId, besieger: Power): void {
  if (!isFortified(state, space)) throw new Error(`siege: ${space} is not fortified`);
  state.spaces[space].siege = { besieger, since: state.impulse };
  state.log.push({ key: 'his.log.siegeBegins', params: { power: besieger, space } });
}

/**
 * 15.3: check a siege now (after losses in an assault or a relief battle, or an event):
 * if the besiegers no longer outnumber the garrison the siege is broken and they retreat
 * (movement's `siegeBrokenRetreat` frame). Nothing happens while the siege holds.
 */
export function checkSiege(state: HisState, space: SpaceId): void {
  checkSiegeAfterLeaving(state, space);
}
