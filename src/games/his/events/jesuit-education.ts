// Card 55, Jesuit Education (Event; 18.1, 21.5): once the Society of Jesus has been played,
// the Papacy founds 2 Jesuit universities in Catholic spaces of its choice, without CP. Any
// power may play it; the Papacy places them (11).
import { societyOfJesusPlayed, startUniversities } from '../religion/jesuits.ts';
import type { CardEvent } from './registry.ts';

const UNIVERSITIES = 2;

export const JESUIT_EDUCATION_EVENT: CardEvent = {
  canPlay: (state) => societyOfJesusPlayed(state),
  play(state) {
    state.log.push({ key: 'his.log.jesuitEducation', params: {} });
    startUniversities(state, UNIVERSITIES);
  },
};
