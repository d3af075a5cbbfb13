// 8.1, 18.1: turn 1 begins with the Protestant playing Luther's 95 Theses.
// The event itself belongs to the Reformation rules (events/); until it exists the
// card is played without effect and leaves the game, as a mandatory event would.
import type { BareFrame, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import { playCardFromHand } from '../cards.ts';
import { EVENTS } from '../events/registry.ts';
import { LUTHERS_95_THESES_CARD as LUTHERS_95_THESES } from '../events/luthers-95-theses.ts';

export const luther95Procedure: Procedure<BareFrame<'luther95'>> = {
  run(state, f) {
    pop(state, f);
    if (!state.powers.protestant.hand.includes(LUTHERS_95_THESES)) return;
    playCardFromHand(state, 'protestant', LUTHERS_95_THESES, 'event');
    const event = EVENTS[LUTHERS_95_THESES];
    if (event) event.play(state, 'protestant');
    else state.log.push({ key: 'his.log.eventNotImplemented', params: { power: 'protestant', card: LUTHERS_95_THESES } });
  },
};
