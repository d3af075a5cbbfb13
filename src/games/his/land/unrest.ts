// 12.4: unrest. Placing and removing unrest markers, and the conditions under which
// the Control Unfortified Space action removes unrest. The effects of unrest are applied
// by the rules they affect: LOC (land/loc.ts), spring deployment, building (17.1),
// keys and VP (power-cards.ts, victory-points.ts), retreat and avoid battle, reformation.
import { twoPlayerUnrestRemoval } from '../two-player/on-behalf.ts';
import type { SpaceId } from '../data/map.ts';
import { SPACES, SPACE_IDS, adjacentSpaces, isPassBetween } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { atWar, controllingMajor, landUnits, powersInSpace } from '../queries.ts';
import type { HisState } from '../state.ts';
import { schmalkaldicLeagueOccurred } from './loc.ts';
import { forgetBuild } from '../construction.ts';
import { asking, perAsk } from '../query-cache.ts';
import { SPACE_INDEX, spaceStates } from '../space-list.ts';

/**
 * 12.4: unrest is placed only in spaces without land or naval units or leaders of any
 * power; Book of Common Prayer and Carlstadt's bonus ignore that (`anyOccupation`).
 */
export function mayPlaceUnrest(state: HisState, space: SpaceId, anyOccupation = false): boolean {
  const s = state.spaces[space];
  if (s.unrest || state.outOfPlay.includes(space)) return false;
  return anyOccupation || powersInSpace(state, space).length === 0;
}

export function placeUnrest(state: HisState, space: SpaceId): void {
  state.spaces[space].unrest = true;
  forgetBuild(state, space);
  state.log.push({ key: 'his.log.unrestPlaced', params: { space } });
}

/** Removing unrest from a key also frees the key box it covered (creditedKeys reads the map). */
export function removeUnrest(state: HisState, space: SpaceId): void {
  state.spaces[space].unrest = false;
  state.log.push({ key: 'his.log.unrestRemoved', params: { space } });
}

/** Land units in the space controlled by the power (its own and its active minor allies'). */
export function hasOwnLandUnits(state: HisState, power: MajorPower, space: SpaceId): boolean {
  if (!asking(state)) return ownLandIn(state, power, state.spaces[space].units);
  return ownLandAt(state, power, ownLandMemo(state, power), SPACE_INDEX[space]);
}

/** The memo's answer for the space at index i (map order), worked out on first asking. */
function ownLandAt(state: HisState, power: MajorPower, memo: Int8Array, i: number): boolean {
  if (memo[i] === UNKNOWN) memo[i] = ownLandIn(state, power, spaceStates(state)[i]!.units) ? 1 : 0;
  return memo[i] === 1;
}

function ownLandIn(state: HisState, power: MajorPower, units: HisState['spaces'][SpaceId]['units']): boolean {
  for (const p in units) if (controllingMajor(state, p as Power) === power && landUnits(units[p as Power]!) > 0) return true;
  return false;
}

function hasLandUnitsAtWar(state: HisState, power: MajorPower, space: SpaceId): boolean {
  if (!asking(state)) return landAtWarIn(state, power, state.spaces[space].units);
  const memo = atWarLandMemo(state, power);
  const i = SPACE_INDEX[space];
  if (memo[i] === UNKNOWN) memo[i] = landAtWarIn(state, power, state.spaces[space].units) ? 1 : 0;
  return memo[i] === 1;
}

function landAtWarIn(state: HisState, power: MajorPower, units: HisState['spaces'][SpaceId]['units']): boolean {
  for (const p in units) if (atWar(state, power, p as Power) && landUnits(units[p as Power]!) > 0) return true;
  return false;
}

/**
 * Per ask, the answers above for each space in map order (1 yes, 0 no, UNKNOWN not asked
 * yet): listing control and unrest targets asks them for every space and again for each
 * of its neighbours, while the state cannot change.
 */
const UNKNOWN = -1;
const ownLandMemo = perAsk((_state, _power: MajorPower) => new Int8Array(SPACE_COUNT).fill(UNKNOWN));
const atWarLandMemo = perAsk((_state, _power: MajorPower) => new Int8Array(SPACE_COUNT).fill(UNKNOWN));
const SPACE_COUNT = SPACE_IDS.length;

/** Spaces adjacent by a connection that is not a pass (12.2 (b), 12.4). */
export function adjacentWithoutPass(space: SpaceId): readonly SpaceId[] {
  return (ADJACENT_WITHOUT_PASS[space] ??= adjacentSpaces(space).filter((s) => !isPassBetween(space, s)));
}

/** The printed map never changes: each space's list is worked out once (asked for every space when listing control targets). */
const ADJACENT_WITHOUT_PASS: Partial<Record<SpaceId, readonly SpaceId[]>> = {};

/**
 * 12.2 case (b), 12.4: land units of the power are adjacent to the space and no enemy
 * land units are. Spaces linked by a pass are not adjacent here. Units besieging or
 * besieged count like any others.
 */
export function adjacentControlCondition(state: HisState, power: MajorPower, space: SpaceId): boolean {
  const around = adjacentWithoutPass(space);
  return around.some((s) => hasOwnLandUnits(state, power, s)) && !around.some((s) => hasLandUnitsAtWar(state, power, s));
}

/**
 * Land units of the power in the space or next to it (passes excepted): without them
 * neither 12.2 (a)/(b) nor 12.4 removal is possible (save the Protestant's home spaces
 * before the League). A cheap first filter when every space of the map is tried.
 */
export function ownLandInOrNextTo(state: HisState, power: MajorPower, space: SpaceId): boolean {
  if (!asking(state)) return hasOwnLandUnits(state, power, space) || adjacentWithoutPass(space).some((s) => hasOwnLandUnits(state, power, s));
  const memo = ownLandMemo(state, power);
  const i = SPACE_INDEX[space];
  if (ownLandAt(state, power, memo, i)) return true;
  for (const j of NEIGHBOUR_INDEXES[i]!) if (ownLandAt(state, power, memo, j)) return true;
  return false;
}

/** adjacentWithoutPass of each space as indexes in map order. */
const NEIGHBOUR_INDEXES: readonly (readonly number[])[] = SPACE_IDS.map((id) => adjacentWithoutPass(id).map((s) => SPACE_INDEX[s]));

/** For each space (by index), the spaces that count it among their adjacentWithoutPass, itself first. */
const IN_OR_NEXT_TO: readonly (readonly number[])[] = SPACE_IDS.map((_, j) => [j, ...SPACE_IDS.flatMap((__, i) => (i !== j && NEIGHBOUR_INDEXES[i]!.includes(j) ? [i] : []))]);

/**
 * The spaces (indexes in map order) for which ownLandInOrNextTo holds: those with land
 * units the power controls and the spaces next to them. Each listed once, in no
 * particular order: for questions of "is there any" (a Control Unfortified target) that
 * need not try the rest of the map.
 */
export function ownLandInOrNextToSpaces(state: HisState, power: MajorPower): number[] {
  const spaces = spaceStates(state);
  const seen = new Uint8Array(SPACE_COUNT);
  const out: number[] = [];
  for (let j = 0; j < SPACE_COUNT; j++) {
    if (!ownLandIn(state, power, spaces[j]!.units)) continue;
    for (const i of IN_OR_NEXT_TO[j]!) {
      if (seen[i] === 1) continue;
      seen[i] = 1;
      out.push(i);
    }
  }
  return out;
}

/** 12.4 "Removing Unrest": may the power spend the action to remove unrest here? No LOC needed. */
export function mayRemoveUnrest(state: HisState, power: MajorPower, space: SpaceId): boolean {
  if (!state.spaces[space].unrest || state.outOfPlay.includes(space)) return false;
  if (hasOwnLandUnits(state, power, space)) return true;
  // Two-player variant: each side removes unrest from any space of its religion (setup.json `unrest`).
  if (twoPlayerUnrestRemoval(state, power, space)) return true;
  // The Protestant removes unrest in its home spaces freely before the Schmalkaldic League.
  if (power === 'protestant' && SPACES[space].home === 'protestant' && !schmalkaldicLeagueOccurred(state)) return true;
  return adjacentControlCondition(state, power, space);
}

