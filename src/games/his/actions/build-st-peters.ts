// 18.1 Build Saint Peter's (Papacy, 1 CP per space of the St. Peter's CP track).
import type { MajorPower } from '../data/powers.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import { spendCp } from '../phases/spend-cp.ts';
import { addStPetersCp, stPetersOpen } from '../religion/st-peters.ts';
import type { CpAction } from './registry.ts';

function cost(power: MajorPower): number | null {
  return ACTION_COSTS.buildSaintPeters[power] ?? null;
}

export const BUILD_ST_PETERS_ACTION: CpAction = {
  id: 'buildSaintPeters',
  cost: (_state, power) => cost(power),
  available(state, power, cp) {
    const c = cost(power);
    // No more CP once the Papacy has the 5 VP St. Peter's can give.
    return c !== null && c <= cp && stPetersOpen(state);
  },
  start(state, power) {
    // Nothing to choose: the CP goes on the track at once.
    const c = cost(power)!;
    spendCp(state, c);
    addStPetersCp(state, c, 'action');
  },
};
