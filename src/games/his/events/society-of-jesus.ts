// Card 15, Society of Jesus (Mandatory; 18.1, 21.5): the Papacy founds 2 Jesuit universities
// in Catholic spaces of its choice, and may found more with the Found Jesuit University
// action from now on (religion/jesuits.ts societyOfJesusPlayed).
import { SOCIETY_OF_JESUS, startUniversities } from '../religion/jesuits.ts';
import type { CardEvent } from './registry.ts';

const FREE_UNIVERSITIES = 2;

export const SOCIETY_OF_JESUS_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    if (!state.eventsResolved.includes(SOCIETY_OF_JESUS)) state.eventsResolved.push(SOCIETY_OF_JESUS);
    state.log.push({ key: 'his.log.societyOfJesus', params: {} });
    startUniversities(state, FREE_UNIVERSITIES);
  },
};
