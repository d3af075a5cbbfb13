// 5.2, 5.3, 17: the counter mix is an absolute limit. Counters can be exchanged for
// others of the same total at any time, so land strength is bounded by the sum of the
// counters' largest faces; naval units are one counter each.
import type { Power } from './data/powers.ts';
import { UNIT_POOLS, fitsCounterMix, maxLandStrength } from './data/pieces.ts';
import type { UnitStack } from './data/pieces.ts';
import type { SpaceId } from './data/map.ts';
import type { Forces, HisState, UnitKind } from './state.ts';
import { LAND_UNIT_KINDS, NAVAL_UNIT_KINDS } from './state.ts';
import { landUnits, navalUnits } from './queries.ts';
import { foreignWarStrength } from './foreign-wars.ts';
import { isMajorPower } from './data/powers.ts';

function allForces(state: HisState, power: Power): Forces[] {
  const out: Forces[] = [];
  for (const s of Object.values(state.spaces)) {
    const f = s.units[power];
    if (f) out.push(f);
  }
  for (const s of Object.values(state.seas)) {
    const f = s.units[power];
    if (f) out.push(f);
  }
  return out;
}

export function landStrengthOnMap(state: HisState, power: Power): number {
  return allForces(state, power).reduce((n, f) => n + landUnits(f), 0);
}

export function navalCountersOnMap(state: HisState, power: Power): number {
  return allForces(state, power).reduce((n, f) => n + navalUnits(f), 0);
}

export function navalCounterLimit(power: Power): number {
  return UNIT_POOLS[power].naval.reduce((n, c) => n + c.count, 0);
}

/** Which unit kinds this power's counters can show at all (5.2: cavalry only Ottoman, …). */
export function hasUnitKind(power: Power, kind: UnitKind): boolean {
  const pool = UNIT_POOLS[power];
  return [...pool.land, ...pool.naval].some((c) => c.faces.some((f) => f.kind === kind));
}

/** How many more units of this kind the power could place now. */
export function unitsAvailable(state: HisState, power: Power, kind: UnitKind): number {
  if (!hasUnitKind(power, kind)) return 0;
  if (kind === 'squadron' || kind === 'corsair') {
    const eliminated = state.navalEliminated[power] ?? 0;
    return Math.max(0, navalCounterLimit(power) - navalCountersOnMap(state, power) - eliminated);
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
