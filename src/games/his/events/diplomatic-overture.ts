// Card 74, Diplomatic Overture (6.1): the playing power draws 2 cards, then gives one card of
// its hand to another major power: never its Home card; a Mandatory Event only when nothing
// else may be given (then it may also give nothing, 6.1).
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { drawCard, isHomeCard, isMandatoryCard } from '../cards.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

export const OVERTURE_DRAWS = 2;

export interface DiplomaticOvertureFrame extends Frame {
  proc: 'diplomaticOverture';
  power: MajorPower;
  /** The card chosen to give (null until chosen). */
  givenCard: CardId | null;
}

/** The cards the power may give now, and whether it may give nothing instead. */
export function giftOptions(state: HisState, power: MajorPower): { cards: CardId[]; optional: boolean } {
  const hand = state.powers[power].hand.filter((c) => !isHomeCard(c));
  const plain = hand.filter((c) => !isMandatoryCard(c));
  if (plain.length > 0) return { cards: plain, optional: false };
  return { cards: hand, optional: true };
}

type DiplomaticOvertureAction = { type: 'giveAway'; card: CardId } | { type: 'skip' } | { type: 'giveTo'; power: MajorPower };

export const diplomaticOvertureProcedure: Procedure<DiplomaticOvertureFrame, DiplomaticOvertureAction> = {
  ask(state, f): Ask<DiplomaticOvertureAction>[] {
    if (f.givenCard === null) {
      const { cards, optional } = giftOptions(state, f.power);
      if (cards.length === 0) return [];
      const actions: DiplomaticOvertureAction[] = cards.map((card): DiplomaticOvertureAction => ({ type: 'giveAway', card }));
      if (optional) actions.push({ type: 'skip' });
      return [{ power: f.power, key: 'his.prompt.overtureCard', actions }];
    }
    return [
      {
        power: f.power,
        key: 'his.prompt.overtureTo',
        params: { card: f.givenCard },
        actions: MAJOR_POWERS.filter((p) => p !== f.power).map((p) => ({ type: 'giveTo', power: p })),
      },
    ];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, _power, action) {
    if (action.type === 'skip') {
      pop(state, f);
      return;
    }
    if (action.type === 'giveAway') {
      f.givenCard = action.card;
      return;
    }
    const to = action.power;
    const card = f.givenCard!;
    const hand = state.powers[f.power].hand;
    hand.splice(hand.indexOf(card), 1);
    state.powers[to].hand.push(card);
    state.log.push({ key: 'his.log.overtureGiven', params: { from: f.power, to } });
    state.log.push({ key: 'his.log.overtureGivenSeen', params: { from: f.power, to, card }, to: [f.power, to] });
    pop(state, f);
  },
};

export const DIPLOMATIC_OVERTURE_EVENT: CardEvent = {
  canPlay: () => true,
  play(state, power) {
    let drawn = 0;
    for (let i = 0; i < OVERTURE_DRAWS; i++) if (drawCard(state, power) !== null) drawn++;
    state.log.push({ key: 'his.log.cardsDrawnFromDeck', params: { power, cards: drawn } });
    push(state, frame('diplomaticOverture', { power, givenCard: null }));
  },
};
