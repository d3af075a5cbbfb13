// 5.3, 16: naval units at sea and in port. Who commands which ships, where naval units
// may go, naval leaders and their ratings, and the per-impulse marks on ships that lost a
// naval combat. Locations are kept in frames as a plain id: a SpaceId (a port) or a
// SeaZoneId (the two sets of ids are disjoint).
import type { SeaZoneId, SpaceId } from '../data/map.ts';
import { SEA_ZONE_IDS, SPACE_IDS, adjacentSeaZones, isPort, isSeaZoneId, portsOf, seaZonesOf } from '../data/map.ts';
import type { NavalLeaderId } from '../data/pieces.ts';
import { NAVAL_LEADERS, isNavalLeaderId } from '../data/pieces.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { isMajorPower } from '../data/powers.ts';
import { commandingMajor } from '../minors.ts';
import type { Location } from '../queries.ts';
import { ORDERED_POWERS, atWar, forcesAt, forcesFor, navalUnits, tidy } from '../queries.ts';
import type { HisState, LeaderId, NavalMark, NavalUnitKind } from '../state.ts';
import { NAVAL_UNIT_KINDS } from '../state.ts';
import { loseNavalUnits, navalLeaderToTurnTrack } from './losses.ts';

/** A port or a sea zone. */
export type Where = SpaceId | SeaZoneId;

/** Some naval units of one owner and kind. */
export type NavalLot = { owner: Power; kind: NavalUnitKind; n: number };

export function locationOf(where: Where): Location {
  return isSeaZoneId(where) ? { sea: where } : { space: where };
}

export function whereOf(loc: Location): Where {
  return 'space' in loc ? loc.space : loc.sea;
}

/** An action naming a location. */
export type WhereAction = { type: 'sea'; sea: SeaZoneId } | { type: 'space'; space: SpaceId };

/** The action naming a location: `{type:'sea', sea}` or `{type:'space', space}`. */
export function whereAction(where: Where): WhereAction {
  return isSeaZoneId(where) ? { type: 'sea', sea: where } : { type: 'space', space: where };
}

/** Is this action one naming a location (for a procedure whose prompts also offer others)? */
export function isWhereAction(action: { type: string }): action is WhereAction {
  return action.type === 'sea' || action.type === 'space';
}

export function whereFromAction(action: WhereAction): Where {
  return action.type === 'sea' ? action.sea : action.space;
}

/** Every location a naval unit can be in: ports in map order, then sea zones. */
export function navalLocations(): readonly Where[] {
  return NAVAL_LOCATIONS;
}

/** The printed ports and the sea zones (fixed: asked for every CP spent). */
const NAVAL_LOCATIONS: readonly Where[] = [...SPACE_IDS.filter((id) => isPort(id)), ...SEA_ZONE_IDS];

/**
 * 16.1, 2.5: the locations one naval move away: a port's sea zones; a sea zone's ports and
 * the sea zones sharing a boundary with it (Ionian/Tyrrhenian, Barbary Coast/Atlantic and
 * Black/Aegean only through their two-zone port).
 */
export function navalNeighbours(where: Where): Where[] {
  if (!isSeaZoneId(where)) return [...seaZonesOf(where)];
  return [...portsOf(where), ...adjacentSeaZones(where)];
}

/** 22.3: the side a power's ships fight on: its major ally for an active minor, else itself. */
export function sideOf(state: HisState, owner: Power): Power {
  return commandingMajor(state, owner) ?? owner;
}

/** Owners of naval pieces (units or naval leaders) at a location, in a stable order. */
export function navalOwnersAt(state: HisState, where: Where): Power[] {
  // Read in place (no location or empty record made per power): asked for every port and sea zone when listing naval actions.
  const units = isSeaZoneId(where) ? state.seas[where].units : state.spaces[where].units;
  const out: Power[] = [];
  for (const p of ORDERED_POWERS) {
    const f = units[p];
    if (f && (navalUnits(f) > 0 || f.leaders.some(isNavalLeaderId))) out.push(p);
  }
  return out;
}

/** Owners of one side's naval pieces at a location. */
export function sideOwnersAt(state: HisState, where: Where, side: Power): Power[] {
  return navalOwnersAt(state, where).filter((p) => sideOf(state, p) === side);
}

export function sideUnits(state: HisState, where: Where, side: Power): { squadron: number; corsair: number } {
  // Read in place, every owner of the side (one without ships adds nothing): asked for every port and sea zone.
  const units = isSeaZoneId(where) ? state.seas[where].units : state.spaces[where].units;
  const out = { squadron: 0, corsair: 0 };
  for (const p in units) {
    const f = units[p as Power];
    if (!f || sideOf(state, p as Power) !== side) continue;
    out.squadron += f.squadron;
    out.corsair += f.corsair;
  }
  return out;
}

export function sideUnitCount(state: HisState, where: Where, side: Power): number {
  const u = sideUnits(state, where, side);
  return u.squadron + u.corsair;
}

/** Naval leaders of one side at a location. */
export function sideLeaders(state: HisState, where: Where, side: Power): NavalLeaderId[] {
  const out: NavalLeaderId[] = [];
  for (const p of sideOwnersAt(state, where, side)) out.push(...forcesAt(state, locationOf(where), p).leaders.filter(isNavalLeaderId));
  return out;
}

/** The sides (major powers, or inactive minors) with naval units at a location. */
export function sidesAt(state: HisState, where: Where): Power[] {
  const out: Power[] = [];
  for (const p of navalOwnersAt(state, where)) {
    const side = sideOf(state, p);
    if (!out.includes(side) && sideUnitCount(state, where, side) > 0) out.push(side);
  }
  return out;
}

/** Naval units of powers at war with `power` at a location. */
export function hasEnemyNavalUnits(state: HisState, power: Power, where: Where): boolean {
  const loc = locationOf(where);
  return navalOwnersAt(state, where).some((p) => atWar(state, power, p) && navalUnits(forcesAt(state, loc, p)) > 0);
}

/** 5.1: a naval leader's battle rating (0 for anyone else). */
export function navalBattleRating(leader: LeaderId): number {
  return isNavalLeaderId(leader) ? NAVAL_LEADERS[leader].battle : 0;
}

/** 16.1, 16.2: the best battle rating among naval leaders (0 without one). */
export function bestNavalRating(leaders: readonly LeaderId[]): number {
  return leaders.reduce((best, l) => Math.max(best, navalBattleRating(l)), 0);
}

/** 5.1, 16.4: a naval leader's piracy rating (Barbarossa, Dragut). */
export function piracyRating(leader: LeaderId): number {
  return isNavalLeaderId(leader) ? (NAVAL_LEADERS[leader].piracy ?? 0) : 0;
}

/** The owner of a naval leader's record at a location. */
export function leaderOwnerAt(state: HisState, where: Where, leader: LeaderId): Power | null {
  return navalOwnersAt(state, where).find((p) => forcesAt(state, locationOf(where), p).leaders.includes(leader)) ?? null;
}

/** 16.1: Genoese and Venetian ships and Andrea Doria never enter the Atlantic Ocean. */
export const ATLANTIC: SeaZoneId = 'atlantic_ocean';
export function barredFromAtlantic(piece: Power | LeaderId): boolean {
  return piece === 'genoa' || piece === 'venice' || piece === 'andrea-doria';
}

/** Move naval units and leaders between locations (no rule checks). */
export function moveNaval(state: HisState, from: Where, to: Where, lots: readonly NavalLot[], leaders: readonly LeaderId[]): void {
  const src = locationOf(from);
  const dst = locationOf(to);
  for (const l of lots) {
    if (l.n <= 0) continue;
    const f = forcesFor(state, src, l.owner);
    if (f[l.kind] < l.n) throw new Error(`naval: ${l.owner} has ${f[l.kind]} ${l.kind} in ${from}, not ${l.n}`);
    f[l.kind] -= l.n;
    forcesFor(state, dst, l.owner)[l.kind] += l.n;
  }
  for (const leader of leaders) {
    const owner = leaderOwnerAt(state, from, leader);
    if (!owner) throw new Error(`naval: ${leader} is not in ${from}`);
    const f = forcesFor(state, src, owner);
    f.leaders = f.leaders.filter((l) => l !== leader);
    forcesFor(state, dst, owner).leaders.push(leader);
  }
  tidy(state, src);
  tidy(state, dst);
}

/** Every naval unit of one side at a location, as lots. */
export function sideLots(state: HisState, where: Where, side: Power): NavalLot[] {
  const out: NavalLot[] = [];
  for (const owner of sideOwnersAt(state, where, side)) {
    const f = forcesAt(state, locationOf(where), owner);
    for (const kind of NAVAL_UNIT_KINDS) if (f[kind] > 0) out.push({ owner, kind, n: f[kind] });
  }
  return out;
}

/** 16.2 step 10, 17.2: naval units lost in combat or to piracy (naval/losses.ts). */
export function eliminateNavalUnits(state: HisState, where: Where, owner: Power, kind: NavalUnitKind, n: number): void {
  loseNavalUnits(state, locationOf(where), owner, kind, n);
}

/** 16.2 step 10, 8.2: a naval leader leaves the map until the Card Draw Phase of the next turn. */
export function sendLeaderToTurnTrack(state: HisState, where: Where, leader: LeaderId): void {
  const owner = leaderOwnerAt(state, where, leader);
  if (owner) navalLeaderToTurnTrack(state, locationOf(where), owner, leader);
}

/** Remove a whole side's naval pieces at a location (no retreat possible). */
export function eliminateSide(state: HisState, where: Where, side: Power): void {
  for (const l of sideLots(state, where, side)) eliminateNavalUnits(state, where, l.owner, l.kind, l.n);
  for (const leader of sideLeaders(state, where, side)) sendLeaderToTurnTrack(state, where, leader);
}

// ---- 16.1: ships that lost a naval combat this impulse ----

function marks(state: HisState): NavalMark[] {
  if (state.navalMarks.impulse !== state.impulse) state.navalMarks = { impulse: state.impulse, lostCombat: [] };
  return state.navalMarks.lostCombat;
}

/** Mark what a side has at a location as having lost a naval combat this impulse. */
export function markLostCombat(state: HisState, where: Where, side: Power): void {
  const list = marks(state);
  const loc = locationOf(where);
  for (const owner of sideOwnersAt(state, where, side)) {
    const f = forcesAt(state, loc, owner);
    let m = list.find((x) => x.where === where && x.owner === owner);
    if (!m) {
      m = { where, owner, squadron: 0, corsair: 0, leaders: [] };
      list.push(m);
    }
    m.squadron = f.squadron;
    m.corsair = f.corsair;
    m.leaders = f.leaders.filter(isNavalLeaderId);
  }
}

/** The marked pieces of an owner at a location (never more than are there). */
export function lostCombatAt(state: HisState, where: Where, owner: Power): { squadron: number; corsair: number; leaders: LeaderId[] } {
  const m = state.navalMarks.impulse === state.impulse ? state.navalMarks.lostCombat.find((x) => x.where === where && x.owner === owner) : undefined;
  const f = forcesAt(state, locationOf(where), owner);
  return {
    squadron: Math.min(m?.squadron ?? 0, f.squadron),
    corsair: Math.min(m?.corsair ?? 0, f.corsair),
    leaders: (m?.leaders ?? []).filter((l) => f.leaders.includes(l)),
  };
}

/** The decider for a side: the major power itself; nobody for an inactive minor. */
export function deciderOf(side: Power): MajorPower | null {
  return isMajorPower(side) ? side : null;
}
