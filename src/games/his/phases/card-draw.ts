// 8.2 / 6.2: the Card Draw Phase. New cards enter the deck, the deck is reshuffled
// with the discards, and each power gets its home card(s) and a deal.
import { shuffle } from '../../../engine/rng.ts';
import type { CardId } from '../data/cards.ts';
import { CARDS, homeCardsOf } from '../data/cards.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { BareFrame, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import { drawCard } from '../cards.ts';
import { cardsDealt } from '../power-cards.ts';
import { cardEntersNow } from '../card-entry.ts';
import { addReformersAndDebaters } from '../religion/entry.ts';
import { newWorldRiches } from '../new-world/riches.ts';
import { navalCardDraw } from '../naval/ports.ts';
import { mauriceEnters } from '../events/maurice-of-saxony.ts';
import { returnLeadersAway } from '../events/threat-to-power.ts';
import { playingPowers } from '../two-player/variant.ts';
import { twoPlayerCardDraw } from '../two-player/schedule.ts';

/** 6.2: dated and variable cards enter from turn 3 on, when their turn (and condition) has come. */
export function addNewCards(state: HisState): void {
  const entering = state.setAside.filter((c) => cardEntersNow(state, c));
  if (entering.length === 0) return;
  state.setAside = state.setAside.filter((c) => !entering.includes(c));
  state.deck.push(...entering);
  state.log.push({ key: 'his.log.cardsAdded', params: { cards: entering } });
}

/** 6.2: the deck is reshuffled each turn together with the discard pile. */
export function reshuffle(state: HisState): void {
  state.deck.push(...state.discard);
  state.discard = [];
  // Sort first so the shuffle depends only on the seed, not on how cards reached the deck.
  state.deck.sort((a, b) => a - b);
  shuffle(state.rng, state.deck);
  state.checkpoint++;
}

/** 6.1, 6.2: home cards return to hand; each power is dealt its cards. */
export function deal(state: HisState): void {
  // Two-player variant: only the Papacy and the Protestant are dealt cards.
  for (const power of playingPowers(state, MAJOR_POWERS)) {
    const p = state.powers[power];
    p.homeCardUsed = [];
    for (const home of homeCardsOf(power)) if (!p.hand.includes(home)) p.hand.push(home as CardId);
    const n = cardsDealt(state, power);
    let got = 0;
    for (let i = 0; i < n; i++) if (drawCard(state, power) !== null) got++;
    p.passed = false;
    // Fuggers' one-time "-1 Card" marker is spent by this deal.
    delete state.nextDealPenalty[power];
    state.log.push({ key: 'his.log.dealt', params: { power, cards: got } });
  }
}

export const cardDrawProcedure: Procedure<BareFrame<'cardDraw'>> = {
  run(state: HisState, f) {
    // 8.2: reformers and debaters enter before the new cards.
    addReformersAndDebaters(state);
    // Two-player variant: Henry's marriage comes on a schedule.
    twoPlayerCardDraw(state);
    if (state.turn >= 3) addNewCards(state);
    reshuffle(state);
    // 20.4: New World riches are rolled before the deal.
    newWorldRiches(state);
    deal(state);
    pop(state, f);
    // 8.2, 17.2: lost naval units back to the pools; naval leaders back in port (owners choose).
    navalCardDraw(state);
    // Threat to Power (card 103): leaders away for a turn come back.
    returnLeadersAway(state);
    // 8.2 Add Leaders: Maurice of Saxony on turn 6 (pushed last, so placed first).
    mauriceEnters(state);
  },
};

export { CARDS };
