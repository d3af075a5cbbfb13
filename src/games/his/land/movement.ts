// 13, 13.1: land movement. A Move action takes one formation from its space to an
// adjacent one (1 CP, 2 CP over a pass). Entry restrictions, who is hostile in a space,
// lone leaders, and the retreat forced by a siege broken when besiegers leave; the Move's
// procedure is land/move-procedure.ts.
import { frozenBySiegeOfVienna } from '../two-player/on-behalf.ts';
import { twoPlayerMayEnter } from '../two-player/zones.ts';
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS, adjacentSpaces, areAdjacent, isElectorate, isPassBetween } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import { cpLimitAllows } from '../phases/spend-cp.ts';
import { allied, atWar, controllingMajor, isFortified, landUnitsIn } from '../queries.ts';

import type { HisState } from '../state.ts';
import type { Formation } from './formation.ts';
import { captureLeader, commandedPowers, formationUnits, formationsAt, isEmptyFormation, isLeaderBarred, underFoulWeather, withoutMarked } from './formation.ts';
import { schmalkaldicLeagueOccurred } from './loc.ts';
import { armyLeadersOf, isInsideFortifications, landOwners, landPresence } from './occupants.ts';
import { spaceStates } from '../space-list.ts';

// ---- who is who in a space ----


/**
 * 13.1: are an owner's pieces in a space enemies of the moving power? Powers at war with
 * it; independent garrisons (22.6); and, in a space controlled by an enemy power, every
 * unit of that power's allies ("treat the units already in the space as enemy units").
 */
export function hostileTo(state: HisState, active: MajorPower, space: SpaceId, owner: Power): boolean {
  if (allied(state, active, owner)) return false;
  if (owner === 'independent') return true;
  if (atWar(state, active, owner)) return true;
  const control = state.spaces[space].control;
  return atWar(state, active, control) && allied(state, owner, control);
}


/** Powers hostile to the mover with land units or army leaders outside fortifications in a space. */
export function hostileOutside(state: HisState, active: MajorPower, space: SpaceId): Power[] {
  return landPresence(state, space).filter((p) => hostileTo(state, active, space, p) && !isInsideFortifications(state, space, p));
}

export function hostileOutsideUnits(state: HisState, active: MajorPower, space: SpaceId): number {
  return hostileOutside(state, active, space).reduce((n, p) => n + landUnitsIn(state, space, p), 0);
}


/** A space whose controller the mover may besiege: at war with it, or independent (22.6). */
export function isHostileControlled(state: HisState, active: MajorPower, space: SpaceId): boolean {
  const control = state.spaces[space].control;
  return control === 'independent' || atWar(state, active, control);
}

// ---- entry restrictions (13.1) ----

/** 21.6: before the Schmalkaldic League the Protestant may not move any military units. */
export function mayMoveAtAll(state: HisState, power: MajorPower): boolean {
  return power !== 'protestant' || schmalkaldicLeagueOccurred(state);
}

/** 21.6: before the Schmalkaldic League other powers' units may not move or retreat into an electorate. */
export function electorateClosed(state: HisState, power: Power, space: SpaceId): boolean {
  return isElectorate(space) && controllingMajor(state, power) !== 'protestant' && !schmalkaldicLeagueOccurred(state);
}

/** 21.1: out-of-play spaces (Algiers before Barbary Pirates) cannot be entered by any unit. */
export function isOutOfPlay(state: HisState, space: SpaceId): boolean {
  return state.outOfPlay.includes(space);
}

/**
 * 13.1: a formation may always enter a space its power controls or an independent space;
 * a space controlled by another power only if at war with it or allied to it.
 */
export function mayEnterByControl(state: HisState, power: MajorPower, space: SpaceId): boolean {
  const control = state.spaces[space].control;
  return control === 'independent' || allied(state, power, control) || atWar(state, power, control);
}

/**
 * 13.1: a space holding land units of another power may be entered only if (a) all are
 * allies, or (b) all are enemies, in neither case with one of them besieging another;
 * (c) it is enemy-controlled and all are of that enemy or its allies; or (d) it is
 * besieged with friends on one side and enemies on the other. Independent regulars never
 * prevent entry (22.6).
 */
export function mayEnterOccupied(state: HisState, power: MajorPower, space: SpaceId): boolean {
  const s = state.spaces[space];
  const others = landOwners(state, space).filter((p) => p !== power && p !== 'independent');
  if (others.length === 0) return true;
  const ally = (p: Power) => allied(state, power, p);
  const enemy = (p: Power) => atWar(state, power, p);
  const inside = others.filter((p) => isInsideFortifications(state, space, p));
  const besiegers = others.filter((p) => s.siege !== null && !isInsideFortifications(state, space, p));
  const siegeAmongThem = s.siege !== null && inside.length > 0 && besiegers.length > 0;
  if (others.every(ally) && !siegeAmongThem) return true;
  if (others.every(enemy) && !siegeAmongThem) return true;
  if (atWar(state, power, s.control) && others.every((p) => allied(state, p, s.control))) return true;
  if (s.siege !== null) {
    if (inside.every(ally) && besiegers.every(enemy)) return true;
    if (inside.every(enemy) && besiegers.every(ally)) return true;
  }
  return false;
}

/**
 * 13.1: army leaders moving without land units may not enter a space controlled by an
 * enemy power or containing enemy units.
 */
export function leadersMayEnter(state: HisState, power: MajorPower, space: SpaceId): boolean {
  if (atWar(state, power, state.spaces[space].control)) return false;
  return landPresence(state, space).every((p) => !hostileTo(state, power, space, p));
}

/**
 * 13.1: may a formation of `power` move from `from` into the adjacent space `to`? Covers
 * adjacency, out-of-play spaces, electorates before the League, control, occupation by
 * other powers, and (with leadersOnly) leaders moving alone. Moving into a space in unrest
 * is allowed: unrest stops spring deployment, retreat and avoid battle (12.4), not moves.
 */
export function canEnter(state: HisState, power: MajorPower, from: SpaceId, to: SpaceId, opts: { leadersOnly?: boolean } = {}): boolean {
  if (!areAdjacent(from, to)) return false;
  if (isOutOfPlay(state, to)) return false;
  if (electorateClosed(state, power, to)) return false;
  if (!mayEnterByControl(state, power, to)) return false;
  if (!mayEnterOccupied(state, power, to)) return false;
  if (opts.leadersOnly && !leadersMayEnter(state, power, to)) return false;
  return true;
}

/**
 * 14.1, 15.3: may units of `power` retreat into this space? Not in unrest, no enemy
 * units, not a sea zone, not independent or controlled by a power that is not an ally
 * (and no electorate before the League, 21.6). Callers add the rule's own exclusions.
 */
export function retreatAllowed(state: HisState, power: MajorPower, space: SpaceId): boolean {
  const s = state.spaces[space];
  if (isOutOfPlay(state, space) || s.unrest || electorateClosed(state, power, space)) return false;
  if (s.control === 'independent' || !allied(state, power, s.control)) return false;
  // Two-player variant: no retreat out of the zones a power's units may enter (zones.ts).
  if (!twoPlayerMayEnter(state, power, space)) return false;
  return landOwners(state, space).every((p) => !atWar(state, power, p));
}

// ---- what may move, and where ----

/** 13.1: Move Formation in Clear (1 CP) or Over Pass (2 CP). */
export function moveCost(power: MajorPower, from: SpaceId, to: SpaceId): number {
  return isPassBetween(from, to) ? ACTION_COSTS.moveFormationOverPass[power]! : ACTION_COSTS.moveFormationClear[power]!;
}

/**
 * 13.1, 15: the pieces a power may move out of a space this impulse: not besieged, not in
 * a space it put under siege this impulse, not part of a formation that lost a field
 * battle this impulse, no leader barred by Gout, and under Foul Weather nothing that has
 * already moved.
 */
export function movablePieces(state: HisState, power: MajorPower, space: SpaceId): Formation {
  const none: Formation = { leaders: [], units: [] };
  if (!mayMoveAtAll(state, power)) return none;
  if (isInsideFortifications(state, space, power)) return none;
  // Two-player variant, Siege of Vienna (card 218): frozen for the turn.
  if (frozenBySiegeOfVienna(state, power, space)) return none;
  const siege = state.spaces[space].siege;
  if (siege && siege.since === state.impulse && controllingMajor(state, siege.besieger) === power) return none;
  let pool = withoutMarked(state, formationsAt(state, space, power), space, 'lostBattle');
  if (underFoulWeather(state, power)) pool = withoutMarked(state, pool, space, 'moved');
  return { leaders: pool.leaders.filter((l) => !isLeaderBarred(state, l)), units: pool.units };
}

/** Destinations of a move from `from` that cost no more than the CP left. */
export function moveDestinations(state: HisState, power: MajorPower, from: SpaceId, leadersOnly: boolean, cp: number): SpaceId[] {
  // Scots Raid (card 97): the card's CP move only between its spaces.
  // Two-player variant: where each side may go (two-player/on-behalf.ts).
  return adjacentSpaces(from).filter(
    (to) => moveCost(power, from, to) <= cp && twoPlayerMayEnter(state, power, to) && canEnter(state, power, from, to, { leadersOnly }) && cpLimitAllows(state, power, to),
  );
}

/** Spaces from which the power can make some legal move with the CP left. */
export function moveOrigins(state: HisState, power: MajorPower, cp: number): SpaceId[] {
  if (!mayMoveAtAll(state, power)) return [];
  const commanded = commandedPowers(state, power);
  return SPACE_IDS.filter((space) => isMoveOrigin(state, power, cp, commanded, space));
}

/** Whether moveOrigins has any space (stops at the first: asked for every CP spent). */
export function hasMoveOrigin(state: HisState, power: MajorPower, cp: number): boolean {
  if (!mayMoveAtAll(state, power)) return false;
  const commanded = commandedPowers(state, power);
  const spaces = spaceStates(state);
  // Only spaces holding pieces of the powers it commands are worth a look (isMoveOrigin's first test).
  return SPACE_IDS.some((space, i) => commanded.some((p) => spaces[i]!.units[p] !== undefined) && isMoveOrigin(state, power, cp, commanded, space));
}

function isMoveOrigin(state: HisState, power: MajorPower, cp: number, commanded: readonly Power[], space: SpaceId): boolean {
  if (!cpLimitAllows(state, power, space)) return false;
  const own = state.spaces[space].units;
  if (!commanded.some((p) => own[p] !== undefined)) return false;
  const pool = movablePieces(state, power, space);
  if (isEmptyFormation(pool)) return false;
  return moveDestinations(state, power, space, formationUnits(pool) === 0, cp).length > 0;
}

// ---- lone leaders ----

/**
 * 13.1, 13.3: army leaders without land units of their side, in a space enemy land units
 * enter, are captured; in a fortified space their side controls they go inside instead.
 */
export function captureLoneLeaders(state: HisState, space: SpaceId, entering: MajorPower): void {
  if (hostileOutsideUnits(state, entering, space) > 0) return;
  const control = state.spaces[space].control;
  for (const owner of hostileOutside(state, entering, space)) {
    if (isFortified(state, space) && allied(state, owner, control)) continue;
    for (const leader of armyLeadersOf(state, space, owner)) captureLeader(state, space, leader, entering);
  }
}
