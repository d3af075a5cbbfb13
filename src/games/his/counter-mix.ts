// 5.2, 5.3, 17: the counter mix is an absolute limit. Counters can be exchanged for
// others of the same total at any time, so land strength is bounded by the sum of the
// counters' largest faces; naval units are one counter each.
import type { Power } from './data/powers.ts';
import { UNIT_POOLS, fitsCounterMix, maxLandStrength } from './data/pieces.ts';
import type { UnitStack } from './data/pieces.ts';
import type { SeaZoneId, SpaceId } from './data/map.ts';
import type { Forces, HisState, LandUnitKind, UnitKind } from './state.ts';
import { LAND_UNIT_KINDS, NAVAL_UNIT_KINDS } from './state.ts';
import { addUnits, landUnits, navalUnits } from './queries.ts';
import { foreignWarStrength } from './foreign-wars.ts';
import { isMajorPower } from './data/powers.ts';
import { perAsk } from './query-cache.ts';
import { spaceStates } from './space-list.ts';

/** The sum of `count` over the power's forces on the map (loops, not arrays: asked for every build choice). */
function sumForces(state: HisState, power: Power, count: (f: Forces) => number): number {
  let n = 0;
  for (const s of spaceStates(state)) {
    const f = s.units[power];
    if (f) n += count(f);
  }
  for (const id in state.seas) {
    const f = state.seas[id as SeaZoneId].units[power];
    if (f) n += count(f);
  }
  return n;
}

/** Cached per ask: each build action asks it for every unit kind. */
export const landStrengthOnMap: (state: HisState, power: Power) => number = perAsk((state, power) => sumForces(state, power, landUnits));

export const navalCountersOnMap: (state: HisState, power: Power) => number = perAsk((state, power) => sumForces(state, power, navalUnits));

export function navalCounterLimit(power: Power): number {
  return UNIT_POOLS[power].naval.reduce((n, c) => n + c.count, 0);
}

/** Which unit kinds this power's counters can show at all (5.2: cavalry only Ottoman, …). */
export function hasUnitKind(power: Power, kind: UnitKind): boolean {
  const pool = UNIT_POOLS[power];
  // No arrays built: asked for every build choice.
  return pool.land.some((c) => c.faces.some((f) => f.kind === kind)) || pool.naval.some((c) => c.faces.some((f) => f.kind === kind));
}

/** How many more units of this kind the power could place now. */
export function unitsAvailable(state: HisState, power: Power, kind: UnitKind): number {
  if (!hasUnitKind(power, kind)) return 0;
  if (kind === 'squadron' || kind === 'corsair') {
    const eliminated = state.navalEliminated[power] ?? 0;
    // 9.2: squadrons on loan are their owner's counters, wherever they stand.
    const loans = state.diplomacy.loans.reduce((n, l) => n + (l.owner === power ? l.squadrons : 0) - (l.holder === power ? l.squadrons : 0), 0);
    return Math.max(0, navalCounterLimit(power) - navalCountersOnMap(state, power) - loans - eliminated);
  }
  // 21.7: units on a foreign war card still use the power's counters.
  const away = isMajorPower(power) ? foreignWarStrength(state, power) : 0;
  return Math.max(0, maxLandStrength(power) - landStrengthOnMap(state, power) - away);
}

/** 5.2: the power's stacks on the map, one per location and unit kind (each needs its own counters). */
function stacksOnMap(state: HisState, power: Power, except: SpaceId | null): UnitStack[] {
  const out: UnitStack[] = [];
  const add = (f: Forces | undefined) => {
    if (!f) return;
    for (const kind of [...LAND_UNIT_KINDS, ...NAVAL_UNIT_KINDS]) if (f[kind] > 0) out.push({ kind, strength: f[kind] });
  };
  for (const id of Object.keys(state.spaces) as SpaceId[]) if (id !== except) add(state.spaces[id].units[power]);
  for (const sea of Object.values(state.seas)) add(sea.units[power]);
  return out;
}

/**
 * 5.2 "make change": can every stack of the power be shown with its counters at once, after
 * exchanging counters wherever possible? With `except`, the power's stacks in that space are
 * left out (to tell whether that space is the one short of small counters). Exhaustive search
 * (fitsCounterMix): call it only after a loss, not on every state.
 */
export function stacksFitCounters(state: HisState, power: Power, except: SpaceId | null = null): boolean {
  return fitsCounterMix(power, stacksOnMap(state, power, except));
}

// Make change after an event or combat card (5.2): one helper every such removal goes through.
const CHANGE_ORDER: readonly LandUnitKind[] = ['mercenary', 'regular', 'cavalry'];

/**
 * 5.2 "make change": a power that could show all its stacks with its counters before a loss
 * in `space` and cannot any more loses further units in that space (mercenaries, then regulars,
 * then cavalry) until it can. `fitBefore` is the check made before the loss: a shortage that
 * was already there elsewhere is not this space's to pay. Returns the extra units lost.
 * Independents have no counter limit to speak of and never make change.
 */
export function makeChangeIn(state: HisState, space: SpaceId, power: Power, fitBefore: boolean): number {
  if (!fitBefore || power === 'independent') return 0;
  let lost = 0;
  while (!stacksFitCounters(state, power)) {
    const f = state.spaces[space].units[power];
    const kind = CHANGE_ORDER.find((k) => (f?.[k] ?? 0) > 0);
    if (!kind) break;
    addUnits(state, { space }, power, kind, -1);
    lost++;
    state.log.push({ key: 'his.log.makeChange', params: { power, space } });
  }
  return lost;
}

/**
 * Remove `n` land units of one kind of a power from a space as the result of an event or
 * combat card (5.2), then make change in that space. Returns the extra units lost to make change.
 */
export function removeLandUnits(state: HisState, space: SpaceId, power: Power, kind: LandUnitKind, n: number): number {
  if (n <= 0) return 0;
  const fit = power !== 'independent' && stacksFitCounters(state, power);
  addUnits(state, { space }, power, kind, -n);
  return makeChangeIn(state, space, power, fit);
}
