// Card 37, The Wartburg (response; 6.1, 6.2, 18.5): while Luther lives, the Protestant cancels
// another power's event once it is announced and before it resolves (the 'beforeEvent'
// window, phases/action-phase.ts). The card goes to the discard pile without effect (a Home
// card stays used on its power card), the impulse ends with no CP from it; for the rest of
// the turn the Protestant calls no debates and Here I Stand cannot bring Luther into one
// (turn effect `wartburg`, read in religion/debate.ts and events/here-i-stand.ts); Luther is
// committed.
import type { CardId } from '../data/cards.ts';
import { CARDS } from '../data/cards.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { commitDebater } from '../religion/debaters.ts';
import { setTurnEffect } from '../religion/turn-effects.ts';
import type { ResponseCard, WindowFrame, WindowSubject } from '../flow/window.ts';
import type { HisState } from '../state.ts';

export const THE_WARTBURG_CARD = 37;

/** Papal Bull and Leipzig Debate: the only Home cards of another power The Wartburg may cancel. */
const CANCELLABLE_HOME_CARDS: readonly CardId[] = [5, 6];

/** Luther lives: his debater is still in the game (Calvin #16 or the stake takes him out). */
export function lutherAlive(state: HisState): boolean {
  return state.religion.debaters.includes('luther');
}

/** Not against Mandatory, Combat or Response cards, nor another power's Home card but Papal Bull and Leipzig Debate. */
export function wartburgMayCancel(card: CardId): boolean {
  const type = CARDS[card].type;
  if (type === 'home') return CANCELLABLE_HOME_CARDS.includes(card);
  return type === 'event';
}

/** The event announced and not yet resolved: the subject of the 'beforeEvent' window. */
function announcedEvent(w: WindowFrame): Extract<WindowSubject, { kind: 'event' }> | null {
  return w.subject?.kind === 'event' && !w.subject.cancelled ? w.subject : null;
}

export const THE_WARTBURG_RESPONSE: ResponseCard = {
  windows: ['beforeEvent'],
  canPlay(state, power, w) {
    if (power !== 'protestant' || w.active === 'protestant' || !lutherAlive(state)) return false;
    const announced = announcedEvent(w);
    return announced !== null && announced.power !== 'protestant' && wartburgMayCancel(announced.card);
  },
  play(state, _power, w) {
    const announced = announcedEvent(w)!;
    announced.cancelled = true;
    const card = announced.card;
    // A "remove after event" card cancelled is discarded instead (it was never resolved).
    if (CARDS[card].removeAfterEvent && state.removed.includes(card)) {
      state.removed = state.removed.filter((c) => c !== card);
      state.discard.push(card);
    }
    setTurnEffect(state, 'wartburg');
    commitDebater(state, 'luther');
    state.log.push({ key: 'his.log.eventCancelled', params: { power: announced.power, card, by: THE_WARTBURG_CARD } });
    // A play that stops the event closes the window.
    w.done = [...MAJOR_POWERS];
  },
};
