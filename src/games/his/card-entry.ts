// 6.2 "Adding Cards": dated cards enter in their turn; Edward VI and Mary I only when
// their condition also holds; "Variable" cards in the first turn their condition holds.
import type { CardId } from './data/cards.ts';
import { CARDS } from './data/cards.ts';
import type { HisState } from './state.ts';

/**
 * Conditions of the conditional and variable cards, by card id. A card whose condition
 * is not implemented yet never enters (docs/rules-coverage.md lists it as partial).
 */
export const ENTRY_CONDITIONS: Partial<Record<CardId, (state: HisState) => boolean>> = {};

export function cardEntersNow(state: HisState, card: CardId): boolean {
  const entry = CARDS[card].entry;
  if ('turn' in entry) {
    if (state.turn < entry.turn) return false;
    const condition = ENTRY_CONDITIONS[card];
    return condition ? condition(state) : !CARDS[card].conditional;
  }
  const condition = ENTRY_CONDITIONS[card];
  return condition ? condition(state) : false;
}
