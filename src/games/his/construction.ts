// 17, 17.1, 17.2, 12.4: the one path by which new units come onto the map. Every build
// action, every card that adds units and the Winter replacements place them through
// `constructUnits`; every list of places to build asks `mayConstructIn`. Where units may be
// built (a home space, any friendly space with Foreign Recruits, a stack with Landsknechts…)
// stays each rule's own test; what 17 says of every construction is here:
// - never in a space in unrest (17, 12.4);
// - never in a space holding units of a power at war with the owner (17.1, 17.2: "not
//   occupied by enemy units"), unless a card says where they go regardless (Landsknechts and
//   Swiss Mercenaries join a stack, also in a battle, 17);
// - never in a space out of play (21.1);
// - never beyond the counter mix (17, 5.2): what it cannot supply is forfeited.
import type { SpaceId } from './data/map.ts';
import type { Power } from './data/powers.ts';
import { unitsAvailable } from './counter-mix.ts';
import { landMarks } from './land/marks.ts';
import { addUnits, atWar, forcesAt, isInPlay, landUnits, navalUnits, powersInSpace } from './queries.ts';
import type { HisState, UnitKind } from './state.ts';

/** A card's exception to 17's restrictions on where units appear. */
export interface ConstructionException {
  /** Landsknechts, Swiss Mercenaries (17): the new mercenaries join a stack of the power, enemies present or not. */
  amongEnemies?: boolean;
}

/** 17.1, 17.2: land or naval units of a power at war with `owner` stand in the space. */
export function enemyUnitsIn(state: HisState, owner: Power, space: SpaceId): boolean {
  return powersInSpace(state, space).some((p) => {
    const f = forcesAt(state, { space }, p);
    return atWar(state, owner, p) && landUnits(f) + navalUnits(f) > 0;
  });
}

/** 17, 12.4, 17.1, 17.2: may new units of `owner` appear in this space (wherever else its rule allows)? */
export function mayConstructIn(state: HisState, owner: Power, space: SpaceId, except: ConstructionException = {}): boolean {
  const s = state.spaces[space];
  if (!isInPlay(state, space) || s.unrest) return false;
  // A besieged space holds enemy units (15); the marker is checked too.
  return except.amongEnemies === true || (s.siege === null && !enemyUnitsIn(state, owner, space));
}

/**
 * 17: add up to `n` new units of `owner` in `space`, from its counter mix. A space barred by
 * 17 takes none; what the counter mix cannot supply is forfeited (logged). Returns how many
 * were placed. The build is marked for the impulse (invariants.ts checks no unit was built
 * in unrest).
 */
export function constructUnits(state: HisState, space: SpaceId, owner: Power, kind: UnitKind, n: number, except: ConstructionException = {}): number {
  if (n <= 0) return 0;
  if (!mayConstructIn(state, owner, space, except)) {
    state.log.push({ key: 'his.log.unitsNotBuilt', params: { power: owner, kind, n, where: space } });
    return 0;
  }
  const placed = Math.max(0, Math.min(n, unitsAvailable(state, owner, kind)));
  if (placed > 0) {
    addUnits(state, { space }, owner, kind, placed);
    const built = landMarks(state).built;
    if (!built.includes(space)) built.push(space);
  }
  if (placed < n) state.log.push({ key: 'his.log.unitsForfeited', params: { power: owner, kind, n: n - placed, where: space } });
  return placed;
}

/** 12.4: unrest placed on a space after this impulse's build there (Book of Common Prayer, Carlstadt) does not undo the build. */
export function forgetBuild(state: HisState, space: SpaceId): void {
  const marks = landMarks(state);
  marks.built = marks.built.filter((s) => s !== space);
}
