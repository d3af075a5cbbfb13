// Card 83, John Zapolya (22.1): the power controlling Buda adds 4 regulars there: Hungarian regulars while Hungary-Bohemia holds it (active or not), else the
// controlling major power's; as many as its counter mix allows (5.2). While Buda is under siege
// the card may still be played as an event, with no effect. Removed after the event.
import type { SpaceId } from '../data/map.ts';
import { isMajorPower, isMinorPower } from '../data/powers.ts';
import { constructUnits } from '../construction.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';

const BUDA: SpaceId = 'buda';
export const ZAPOLYA_REGULARS = 4;

export function zapolyaApplies(state: HisState): boolean {
  const buda = state.spaces[BUDA];
  return buda.siege === null && (isMajorPower(buda.control) || isMinorPower(buda.control));
}

export const JOHN_ZAPOLYA_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    if (!zapolyaApplies(state)) {
      state.log.push({ key: 'his.log.eventNoEffect', params: { card: 83 } });
      return;
    }
    const owner = state.spaces[BUDA].control;
    const n = constructUnits(state, BUDA, owner, 'regular', ZAPOLYA_REGULARS);
    state.log.push({ key: 'his.log.johnZapolya', params: { power: owner, n, space: BUDA } });
  },
};
