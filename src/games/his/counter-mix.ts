// 5.2, 5.3, 17: the counter mix is an absolute limit. Counters can be exchanged for
// others of the same total at any time, so land strength is bounded by the sum of the
// counters' largest faces; naval units are one counter each.
import type { Power } from './data/powers.ts';
import { UNIT_POOLS, maxLandStrength } from './data/pieces.ts';
import type { Forces, HisState, UnitKind } from './state.ts';
import { landUnits, navalUnits } from './queries.ts';

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
  return Math.max(0, maxLandStrength(power) - landStrengthOnMap(state, power));
}
