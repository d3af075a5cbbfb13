// 9.5 Excommunication Segment: each excommunicated power, in impulse order, may donate a
// card: the Papacy draws one at random from its hand (never a Home card, 6.1), its CP go
// to St. Peter's, the card is discarded and the "-1 Card" marker is lifted.
import type { CardId } from '../../data/cards.ts';
import { CARDS } from '../../data/cards.ts';
import type { MajorPower } from '../../data/powers.ts';
import { MAJOR_POWERS } from '../../data/powers.ts';
import type { Ask, Frame, Procedure } from '../../flow/frames.ts';
import { pop } from '../../flow/stack.ts';
import { liftExcommunication } from '../../religion/excommunication.ts';
import { addStPetersCp } from '../../religion/st-peters.ts';
import type { HisState } from '../../state.ts';
import { canGiveCardDraw, randomCardDraw } from './war-status.ts';

export interface ExcommunicationSegmentFrame extends Frame {
  proc: 'excommunicationSegment';
  /** Powers already asked this segment (absent until the first answer). */
  asked?: MajorPower[];
}

function nextToAsk(state: HisState, f: ExcommunicationSegmentFrame): MajorPower | null {
  return (
    MAJOR_POWERS.find((p) => !(f.asked ?? []).includes(p) && state.religion.excommunicatedPowers.includes(p) && canGiveCardDraw(state, p)) ?? null
  );
}

export function donate(state: HisState, power: MajorPower): void {
  const card: CardId | null = randomCardDraw(state, power, 'papacy');
  if (card === null) return;
  const hand = state.powers.papacy.hand;
  hand.splice(hand.indexOf(card), 1);
  state.discard.push(card);
  state.log.push({ key: 'his.log.donation', params: { power, card } });
  addStPetersCp(state, CARDS[card].cp, 'donation');
  liftExcommunication(state, power);
}

export const excommunicationSegmentProcedure: Procedure<ExcommunicationSegmentFrame> = {
  ask(state, f): Ask[] {
    const power = nextToAsk(state, f);
    if (!power) return [];
    return [{ power, key: 'his.prompt.excommunicationDonation', actions: [{ type: 'donate' }, { type: 'keep' }] }];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, power, action) {
    (f.asked ??= []).push(power);
    if (action.type === 'donate') donate(state, power);
  },
};
