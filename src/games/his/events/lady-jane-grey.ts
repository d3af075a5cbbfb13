// Card 59, Lady Jane Grey: in a turn in which England's ruler changed (21.3; the English
// ruler cards set `england.rulerChangedTurn`), the playing power takes a random card from
// England (never the Home card) and the top card of the deck, keeps one and gives the other
// to the Papacy or the Protestant (its choice).
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { drawCard, randomlyDrawableCards } from '../cards.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { randomCardDraw } from '../phases/diplomacy/war-status.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

const RECIPIENTS: readonly MajorPower[] = ['papacy', 'protestant'];

export function ladyJaneGreyPlayable(state: HisState): boolean {
  return state.england.rulerChangedTurn === state.turn && randomlyDrawableCards(state, 'england').length > 0;
}

export interface LadyJaneGreyFrame extends Frame {
  proc: 'ladyJaneGrey';
  power: MajorPower;
  /** The two cards taken (one if the deck ran dry). */
  cards: CardId[];
  step: 'keep' | 'give';
  /** The card to give away once kept one is chosen. */
  other: CardId | null;
}

function give(state: HisState, f: LadyJaneGreyFrame, to: MajorPower): void {
  const hand = state.powers[f.power].hand;
  hand.splice(hand.indexOf(f.other!), 1);
  state.powers[to].hand.push(f.other!);
  state.log.push({ key: 'his.log.cardGiven', params: { from: f.power, to } });
}

type LadyJaneGreyAction = { type: 'keepCard'; card: CardId } | { type: 'giveCard'; power: MajorPower };

export const ladyJaneGreyProcedure: Procedure<LadyJaneGreyFrame, LadyJaneGreyAction> = {
  ask(_state, f): Ask<LadyJaneGreyAction>[] {
    if (f.step === 'keep') {
      if (f.cards.length < 2) return [];
      return [{ power: f.power, key: 'his.prompt.ladyJaneGreyKeep', actions: f.cards.map((card) => ({ type: 'keepCard', card })) }];
    }
    return [{ power: f.power, key: 'his.prompt.ladyJaneGreyGive', actions: RECIPIENTS.map((power) => ({ type: 'giveCard', power })) }];
  },
  run(state, f) {
    // A single card taken: it is kept.
    pop(state, f);
  },
  decide(state, f, _power, action) {
    if (action.type === 'keepCard') {
      f.other = f.cards.find((c) => c !== action.card) ?? null;
      f.step = 'give';
      return;
    }
    pop(state, f);
    if (action.type === 'giveCard') give(state, f, action.power);
  },
};

export const LADY_JANE_GREY_EVENT: CardEvent = {
  canPlay: (state) => ladyJaneGreyPlayable(state),
  play(state, power) {
    const cards: CardId[] = [];
    const taken = randomCardDraw(state, 'england', power);
    if (taken !== null) cards.push(taken);
    const drawn = drawCard(state, power);
    if (drawn !== null) cards.push(drawn);
    push(state, frame('ladyJaneGrey', { power, cards, step: 'keep', other: null }));
  },
};
