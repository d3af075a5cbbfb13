// ---- 19.8 Mandatory Events past due ----
import type { CardId } from '../../data/cards.ts';
import { CARDS, CARD_IDS } from '../../data/cards.ts';
import type { MajorPower } from '../../data/powers.ts';
import { MAJOR_POWERS } from '../../data/powers.ts';
import type { HisState } from '../../state.ts';
import { EVENTS } from '../../events/registry.ts';
import { twoPlayerDueTurn } from '../../two-player/schedule.ts';

/** Who resolves an overdue Mandatory Event "as if it had been played by one of the powers". */
const OVERDUE_EVENT_PLAYER: Partial<Record<CardId, MajorPower>> = { 9: 'ottoman', 10: 'papacy', 13: 'protestant', 14: 'papacy', 15: 'papacy' };

/** 19.8: the events due by this Winter that have not occurred, in the table's order (A20). */
export function overdueEvents(state: HisState): CardId[] {
  return CARD_IDS.filter((c) => {
    // Two-player variant: Edward VI and Mary I are due too (two-player/schedule.ts).
    const due = twoPlayerDueTurn(state, c) ?? CARDS[c].dueByWinterOfTurn;
    return due !== null && due <= state.turn && !state.eventsResolved.includes(c) && !state.removed.includes(c);
  });
}

function extractCard(state: HisState, card: CardId): void {
  const drop = (list: CardId[]) => list.filter((c) => c !== card);
  state.deck = drop(state.deck);
  state.discard = drop(state.discard);
  state.setAside = drop(state.setAside);
  for (const p of MAJOR_POWERS) state.powers[p].hand = drop(state.powers[p].hand);
}

/** 19.8: extract the card, remove it from play and resolve its event (no 2 CP). */
export function resolveOverdueEvent(state: HisState, card: CardId): void {
  extractCard(state, card);
  state.removed.push(card);
  const power = OVERDUE_EVENT_PLAYER[card] ?? 'papacy';
  state.log.push({ key: 'his.log.overdueEvent', params: { card, power } });
  const event = EVENTS[card];
  if (event) (event.resolveOverdue ?? event.play)(state, power);
  else state.log.push({ key: 'his.log.eventNotImplemented', params: { power, card } });
}
