// Card 51, Michael Servetus (event; 6.1, 23.2): the playing power gains 1 VP (the Servetus
// marker in its bonus VP) and the Protestant discards a card drawn at random.
import type { CardEvent } from './registry.ts';
import { discardAtRandom } from './random-discard.ts';

/** 23.2: the VP of the Servetus marker. */
const SERVETUS_VP = 1;

export const MICHAEL_SERVETUS_EVENT: CardEvent = {
  canPlay: () => true,
  play(state, power) {
    state.powers[power].bonusVp += SERVETUS_VP;
    state.log.push({ key: 'his.log.bonusVp', params: { power, vp: SERVETUS_VP, why: 'michaelServetus' } });
    discardAtRandom(state, 'protestant', 'michaelServetus');
  },
};
