// 21.3 English impulses under Mary I: the procedure (the shown card's die roll and the
// Papal actions it may bring); the rules it applies are in mary-impulse.ts.
import { CARDS } from '../data/cards.ts';
import { playCardFromHand } from '../cards.ts';
import { rollDice } from '../dice.ts';
import type { Ask, BareFrame, HisAction, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import { papalEnglishActions } from './mary-papal-actions.ts';
import { canPlayAsEvent, playCardInImpulse } from '../phases/action-phase.ts';
import { debateZones, startDebate } from '../religion/debate.ts';
import type { MaryImpulseFrame } from './mary-impulse.ts';

/** Step 3: dice of 1-3 hand the card to the Papacy. */
const PAPAL_MAX_ROLL = 3;

export const maryImpulseProcedure: Procedure<MaryImpulseFrame> = {
  ask(state, f): Ask[] {
    if (f.step !== 'use') return [];
    const actions: HisAction[] = [{ type: 'play', card: f.card, as: 'cp' }];
    if (canPlayAsEvent(state, 'england', f.card)) actions.push({ type: 'play', card: f.card, as: 'event' });
    return [{ power: 'england', key: 'his.prompt.impulse', actions }];
  },
  run(state, f) {
    const [die] = rollDice(state, 1, 'maryI', { power: 'england' });
    if (die! > PAPAL_MAX_ROLL) {
      // Step 3, 4-6: the card is played as normal.
      f.step = 'use';
      return;
    }
    pop(state, f);
    // Step 4: the card is spent for the Papacy's actions and the English impulse ends (A32:
    // where the card goes is not stated; it is discarded as after any CP use).
    playCardFromHand(state, 'england', f.card, 'cp');
    state.log.push({ key: 'his.log.maryPapalActions', params: { card: f.card } });
    papalEnglishActions(state, CARDS[f.card].cp);
  },
  decide(state, f, _power, action) {
    pop(state, f);
    playCardInImpulse(state, 'england', f.card, action.as === 'event' ? 'event' : 'cp');
  },
};

/** Step 4 (3 or 4+ CP): a Papal Theological Debate in the English zone, if one can be held. */
export const maryDebateProcedure: Procedure<BareFrame<'maryDebate'>> = {
  run(state, f) {
    pop(state, f);
    if (debateZones(state, 'papacy').includes('english')) startDebate(state, 'papacy', 'english');
    else state.log.push({ key: 'his.log.noDebatePossible', params: { zone: 'english' } });
  },
};
