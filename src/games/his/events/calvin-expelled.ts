// Card 45, Calvin Expelled (event; 8.2): the Calvin reformer leaves Geneva and his debater the
// card, committed, until the next Card Draw Phase (religion/entry.ts brings them back); the
// religion of Geneva does not change; Calvin as Protestant ruler is not affected. Playable
// only while the reformer is on the map (otherwise the event would do nothing).
import { reformerSpace, sendReformerAway } from '../religion/debaters.ts';
import type { CardEvent } from './registry.ts';

export const CALVIN_EXPELLED_EVENT: CardEvent = {
  canPlay: (state) => reformerSpace(state, 'calvin') !== null,
  play(state) {
    sendReformerAway(state, 'calvin');
    state.log.push({ key: 'his.log.reformerAway', params: { reformer: 'calvin', why: 'calvinExpelled' } });
  },
};
