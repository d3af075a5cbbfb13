// Card 7, Here I Stand (Protestant Home card), its debate use (18.5 steps 3 and 7): in a
// debate in the German zone, once the debaters of a round are known, Luther takes the place
// of the Protestant debater (even committed, excommunicated or barred) and the Protestant
// draws a card. Not while Luther is out of the game, nor after The Wartburg this turn.
// The other use, taking a card from the discard pile, is events/here-i-stand-retrieval.ts.
import { drawCard } from '../cards.ts';
import type { ResponseCard } from '../flow/window.ts';
import { substituteDebater } from '../religion/debate-frame.ts';
import { turnEffectActive } from '../religion/turn-effects.ts';
import type { HisState } from '../state.ts';

export const HERE_I_STAND_CARD = 7;

/** Luther lives: his debater is in the game (on the card or away with his reformer). */
function lutherAlive(state: HisState): boolean {
  return state.religion.debaters.includes('luther');
}

export const HERE_I_STAND_RESPONSE: ResponseCard = {
  windows: ['beforeDebate'],
  canPlay(state, power, w) {
    if (power !== 'protestant' || !lutherAlive(state) || turnEffectActive(state, 'wartburg')) return false;
    const debate = w.subject?.kind === 'debate' ? w.subject.debate : null;
    return debate !== null && debate.zone === 'german' && debate.protestant !== null && debate.protestant !== 'luther';
  },
  play(state, _power, w) {
    // The window's subject is the debate; the debate takes the new debater back.
    if (w.subject?.kind !== 'debate') return;
    substituteDebater(state, w.subject.debate, 'protestant', 'luther');
    drawCard(state, 'protestant');
  },
};
