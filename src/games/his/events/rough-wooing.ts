// Card 116, Rough Wooing: while Edward (born on the Pregnancy Chart, 21.3) lives and
// Scotland is allied to France, England and France each roll a die plus the units they
// have in Scottish home spaces; an English lead of 2 or more turns Scotland from a French
// into an English ally (22.4 deactivation, then 22.2 activation: Scottish spaces come under
// English control, others' units there are displaced).
import type { SpaceId } from '../data/map.ts';
import { homeSpacesOf } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { rollDice } from '../dice.ts';
import { edwardBorn } from '../england/marriage.ts';
import { deactivateMinor } from '../minor-deactivation.ts';
import { activateMinor, commandingMajor } from '../minors.ts';
import { landUnits, navalUnits } from '../queries.ts';
import type { Forces, HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';

/** Card 116: the lead England needs. */
const ENGLISH_LEAD = 2;

/** Edward has been born and has not died (Mary I ends a sickly Edward's reign; a healthy one rules on). */
export function edwardAlive(state: HisState): boolean {
  const ruler = state.powers.england.ruler;
  return edwardBorn(state) && (ruler === 'henry-viii' || ruler === 'edward-vi');
}

export function roughWooingPlayable(state: HisState): boolean {
  return edwardAlive(state) && state.diplomacy.minorAllies.scotland === 'france';
}

/** Land and naval units a major controls (its own and its allied minors') in Scottish home spaces. */
export function unitsInScotland(state: HisState, major: MajorPower): number {
  let n = 0;
  for (const id of homeSpacesOf('scotland')) {
    for (const [owner, f] of Object.entries(state.spaces[id].units)) {
      if (!f || commandingMajor(state, owner as MajorPower) !== major) continue;
      n += landUnits(f) + navalUnits(f);
    }
  }
  return n;
}

export const ROUGH_WOOING_EVENT: CardEvent = {
  canPlay: (state) => roughWooingPlayable(state),
  play(state) {
    const [eng] = rollDice(state, 1, 'roughWooing', { power: 'england' });
    const [fra] = rollDice(state, 1, 'roughWooing', { power: 'france' });
    const england = eng! + unitsInScotland(state, 'england');
    const france = fra! + unitsInScotland(state, 'france');
    state.log.push({ key: 'his.log.roughWooing', params: { england, france } });
    if (england - france < ENGLISH_LEAD) return;
    // 22.2 activation runs after 22.4's displacements (frames: the last pushed runs first).
    activateMinor(state, 'scotland', 'england');
    // Card text: only units neither English nor Scottish are displaced, so England's units
    // stand aside while 22.4 displaces the others from the freed spaces.
    const english: [SpaceId, Forces][] = [];
    for (const id of homeSpacesOf('scotland')) {
      const f = state.spaces[id].units.england;
      if (!f) continue;
      english.push([id, f]);
      delete state.spaces[id].units.england;
    }
    deactivateMinor(state, 'scotland');
    for (const [id, f] of english) state.spaces[id].units.england = f;
  },
};
