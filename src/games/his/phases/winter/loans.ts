// ---- 19.1 loaned squadrons ----
import { addUnits, findLeader, forcesAt, forcesFor, tidy } from '../../queries.ts';
import type { HisState } from '../../state.ts';
import { allLocations } from './shared.ts';

/**
 * 19.1: loaned squadrons (and naval leaders) go back to their owner where they stand; they
 * return to the owner's ports in 19.3. The state counts loaned squadrons among the holder's
 * units without telling them apart: the first of the holder's squadrons in map order go back.
 */
export function returnLoans(state: HisState): void {
  for (const loan of state.diplomacy.loans) {
    let left = loan.squadrons;
    for (const loc of allLocations(state)) {
      if (left === 0) break;
      const have = forcesAt(state, loc, loan.holder).squadron;
      const n = Math.min(have, left);
      if (n === 0) continue;
      addUnits(state, loc, loan.holder, 'squadron', -n);
      addUnits(state, loc, loan.owner, 'squadron', n);
      left -= n;
    }
    for (const leader of loan.leaders) {
      const loc = findLeader(state, leader);
      if (!loc) continue;
      const held = forcesFor(state, loc, loan.holder);
      if (!held.leaders.includes(leader)) continue;
      held.leaders = held.leaders.filter((l) => l !== leader);
      forcesFor(state, loc, loan.owner).leaders.push(leader);
      tidy(state, loc);
    }
    state.log.push({ key: 'his.log.loanEnded', params: { owner: loan.owner, holder: loan.holder, squadrons: loan.squadrons - left } });
  }
  state.diplomacy.loans = [];
}
