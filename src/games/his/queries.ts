// Questions about the state that many rules ask: who is at war, who is friendly,
// what stands where. One place for each, called from every rule that needs it.
import type { SeaZoneId, SpaceId } from './data/map.ts';
import { SPACES, SPACE_IDS, homeSpacesOf, isPrintedFortified } from './data/map.ts';
import type { MajorPower, Power } from './data/powers.ts';
import { ALL_POWERS, MAJOR_POWERS, MINOR_POWERS, isMajorPower, isMinorPower } from './data/powers.ts';
import type { Forces, HisState, LandUnitKind, NavalUnitKind } from './state.ts';
import { LAND_UNIT_KINDS, NAVAL_UNIT_KINDS } from './state.ts';
import { spaceStates } from './space-list.ts';

/** The key under which a pair of powers is stored in the diplomacy lists. */
export function pairKey(a: Power, b: Power): string {
  return PAIR_KEYS[a]?.[b] ?? (a < b ? `${a}|${b}` : `${b}|${a}`);
}

/** Every pair's key made once: atWar and allied ask for them all the time. */
const PAIR_KEYS = Object.fromEntries(
  ALL_POWERS.map((a) => [a, Object.fromEntries(ALL_POWERS.map((b) => [b, a < b ? `${a}|${b}` : `${b}|${a}`]))]),
) as Record<Power, Record<Power, string>>;

/** The major power an active minor is allied to, or the power itself. */
export function controllingMajor(state: HisState, p: Power): MajorPower | null {
  if (isMajorPower(p)) return p;
  if (isMinorPower(p)) return state.diplomacy.minorAllies[p];
  return null;
}

/** 9.6, 22: at war, directly or through an active minor ally. */
export function atWar(state: HisState, a: Power, b: Power): boolean {
  if (a === b) return false;
  if (state.diplomacy.wars.includes(pairKey(a, b))) return true;
  const ma = controllingMajor(state, a);
  const mb = controllingMajor(state, b);
  if (ma && mb && ma !== mb && (ma !== a || mb !== b)) return atWar(state, ma, mb);
  // An active minor is at war with whoever is at war with its ally, and vice versa.
  if (ma && ma !== a && !isMajorPower(b) && state.diplomacy.wars.includes(pairKey(ma, b))) return true;
  if (mb && mb !== b && !isMajorPower(a) && state.diplomacy.wars.includes(pairKey(a, mb))) return true;
  return false;
}

/** 9.2, 22.3: the same power, allied major powers, or a major and its active minor. */
export function allied(state: HisState, a: Power, b: Power): boolean {
  if (a === b) return true;
  const ma = controllingMajor(state, a);
  const mb = controllingMajor(state, b);
  if (!ma || !mb) return false;
  if (ma === mb) return true;
  return state.diplomacy.alliances.includes(pairKey(ma, mb));
}

/** Friendly-controlled: controlled by the power or by an ally (rulebook 2.2 glossary). */
export function isFriendlySpace(state: HisState, power: Power, space: SpaceId): boolean {
  return allied(state, power, state.spaces[space].control);
}

/** Enemy-controlled: controlled by a power this power is at war with. */
export function isEnemySpace(state: HisState, power: Power, space: SpaceId): boolean {
  return atWar(state, power, state.spaces[space].control);
}

export function emptyForces(): Forces {
  return { regular: 0, mercenary: 0, cavalry: 0, squadron: 0, corsair: 0, leaders: [] };
}

type Location = { space: SpaceId } | { sea: SeaZoneId };

function unitsAt(state: HisState, loc: Location): Partial<Record<Power, Forces>> {
  return 'space' in loc ? state.spaces[loc.space].units : state.seas[loc.sea].units;
}

/** A power's forces at a location (a fresh empty record if none). */
export function forcesAt(state: HisState, loc: Location, power: Power): Forces {
  return unitsAt(state, loc)[power] ?? emptyForces();
}

/** The mutable forces record of a power at a location, created on demand. */
export function forcesFor(state: HisState, loc: Location, power: Power): Forces {
  const units = unitsAt(state, loc);
  return (units[power] ??= emptyForces());
}

/** Drop empty force records so that states compare equal however they were reached. */
export function tidy(state: HisState, loc: Location): void {
  const units = unitsAt(state, loc);
  for (const p of Object.keys(units) as Power[]) {
    const f = units[p]!;
    if (landUnits(f) + navalUnits(f) === 0 && f.leaders.length === 0) delete units[p];
  }
}

export function landUnits(f: Forces): number {
  let n = 0;
  for (const k of LAND_UNIT_KINDS) n += f[k];
  return n;
}

export function navalUnits(f: Forces): number {
  let n = 0;
  for (const k of NAVAL_UNIT_KINDS) n += f[k];
  return n;
}

export function addUnits(state: HisState, loc: Location, power: Power, kind: LandUnitKind | NavalUnitKind, n: number): void {
  const f = forcesFor(state, loc, power);
  f[kind] += n;
  if (f[kind] < 0) throw new Error(`units: ${power} would have ${f[kind]} ${kind}`);
  tidy(state, loc);
}

/** The powers with any land unit or army leader in a space, in a stable order. */
export function powersInSpace(state: HisState, space: SpaceId): Power[] {
  const units = state.spaces[space].units;
  return ORDERED_POWERS.filter((p) => {
    const f = units[p];
    return f !== undefined && (landUnits(f) > 0 || f.leaders.length > 0 || navalUnits(f) > 0);
  });
}

export const ORDERED_POWERS: readonly Power[] = [...MAJOR_POWERS, ...MINOR_POWERS, 'independent'];

/** Total land units a power has in one space. */
export function landUnitsIn(state: HisState, space: SpaceId, power: Power): number {
  const f = state.spaces[space].units[power];
  return f ? landUnits(f) : 0;
}

/** Is there a land unit at war with `power` in the space? */
export function hasEnemyLandUnits(state: HisState, power: Power, space: SpaceId): boolean {
  return powersInSpace(state, space).some((p) => atWar(state, power, p) && landUnitsIn(state, space, p) > 0);
}

/** 21.1: a space out of play (Algiers before Barbary Pirates) can't be entered, built in or counted. */
export function isInPlay(state: HisState, space: SpaceId): boolean {
  return !state.outOfPlay.includes(space);
}

/**
 * 2.1: is the space fortified now — a printed key, electorate or fortress, or a fortress
 * marker added in play (Pirate Haven 21.1, Knights of St. John 86, Trace Italienne 104).
 * The one question every rule asks (siege, assault, LOC, winter, control...); the printed
 * map alone is data/map.ts isPrintedFortified, for setup and data checks only.
 */
export function isFortified(state: HisState, space: SpaceId): boolean {
  return isPrintedFortified(space) || state.fortressMarkers.includes(space);
}

/** 21.1: whose home space it is now — a pirate haven (Oran, Tripoli) becomes an Ottoman home space. */
export function homePower(state: HisState, space: SpaceId): Power {
  return state.pirateHavens.includes(space) ? 'ottoman' : SPACES[space].home;
}

/** The spaces whose homePower is `power` now, in map order (asked for every build choice). */
export function homeSpacesNow(state: HisState, power: Power): readonly SpaceId[] {
  return state.pirateHavens.length === 0 ? homeSpacesOf(power) : SPACE_IDS.filter((id) => homePower(state, id) === power);
}

/** A fortress (not a key or electorate): printed, or a fortress marker added by an event (16.4 step 2). */
export function isFortress(state: HisState, space: SpaceId): boolean {
  return SPACES[space].type === 'fortress' || state.fortressMarkers.includes(space);
}

/** Where an army or naval leader stands, if on the map. */
export function findLeader(state: HisState, leader: string): Location | null {
  const spaces = spaceStates(state);
  for (let i = 0; i < spaces.length; i++) {
    const units = spaces[i]!.units;
    for (const p in units) if (units[p as Power]?.leaders.includes(leader)) return { space: SPACE_IDS[i]! };
  }
  for (const id of Object.keys(state.seas) as SeaZoneId[]) {
    if (Object.values(state.seas[id].units).some((f) => f?.leaders.includes(leader))) return { sea: id };
  }
  return null;
}

export type { Location };
