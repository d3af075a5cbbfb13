// 8.2 "Add Reformers" and "Add Debaters": the religious part of the Card Draw Phase.
import type { HisState } from '../state.ts';
import { debatersDue, placeReformer, reformersDue, uncommitDebaters } from './debaters.ts';
import { setReligion } from './flip.ts';

/**
 * 8.2: reformers taken off the map last turn come back (their space keeps its religion);
 * reformers due this turn enter and convert their space; debaters due enter uncommitted.
 * 19.7 belongs to the Winter Phase; flipping debaters uncommitted again here changes nothing
 * when Winter has done it and keeps commitments to one turn if it has not.
 */
export function addReformersAndDebaters(state: HisState): void {
  const r = state.religion;
  if (r.reformersAway.length > 0) {
    state.log.push({ key: 'his.log.reformersReturn', params: { reformers: [...r.reformersAway] } });
    r.reformersAway = [];
  }
  uncommitDebaters(state);
  for (const id of reformersDue(state)) {
    const space = placeReformer(state, id);
    setReligion(state, space, 'protestant', 'reformerEnters');
  }
  const debaters = debatersDue(state);
  if (debaters.length > 0) {
    r.debaters.push(...debaters);
    state.log.push({ key: 'his.log.debatersEnter', params: { debaters } });
  }
}
