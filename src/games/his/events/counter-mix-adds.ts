// Units an event adds to the map come from the counter mix (5.2, 17): what the mix cannot
// supply is not placed. 17.2: naval units still on the Turn Track are not available, so an
// event asking for them while only those remain forfeits them.
import type { MajorPower, Power } from '../data/powers.ts';
import { unitsAvailable } from '../counter-mix.ts';
import type { Location } from '../queries.ts';
import { addUnits } from '../queries.ts';
import type { HisState, UnitKind } from '../state.ts';

/** Add up to `n` units of a kind from the power's counter mix; returns how many were placed. */
export function addFromCounterMix(state: HisState, loc: Location, power: Power, kind: UnitKind, n: number): number {
  const placed = Math.max(0, Math.min(n, unitsAvailable(state, power, kind)));
  if (placed > 0) addUnits(state, loc, power, kind, placed);
  if (placed < n) {
    const where = 'space' in loc ? loc.space : loc.sea;
    state.log.push({ key: 'his.log.unitsForfeited', params: { power, kind, n: n - placed, where } });
  }
  return placed;
}

/** The powers that may be chosen as beneficiaries, as `{type:'power'}` actions. */
export function powerActions(powers: readonly MajorPower[]): { type: 'power'; power: MajorPower }[] {
  return powers.map((power) => ({ type: 'power', power }));
}
