// 6.2 "Adding Cards": dated cards enter in their turn; Edward VI and Mary I only when
// their condition also holds; "Variable" cards in the first turn their condition holds.
import type { CardId } from './data/cards.ts';
import { CARDS } from './data/cards.ts';
import { MARITAL_STATUSES } from './data/tables.ts';
import type { HisState } from './state.ts';
import { twoPlayerEntry } from './two-player/schedule.ts';

/**
 * Conditions of the conditional and variable cards, by card id. A card whose condition
 * is not implemented yet never enters (docs/rules-coverage.md lists it as partial).
 */
export const ENTRY_CONDITIONS: Partial<Record<CardId, (state: HisState) => boolean>> = {
  // 21.3: Edward VI once Edward has been born (a 5 or 6 on the Pregnancy Chart).
  19: (state) => edwardBorn(state) !== null,
  // 21.3: Mary I on turn 6 if no Edward was born; after a sickly Edward, once Edward VI
  // rules; never after a healthy Edward.
  21: (state) => {
    const edward = edwardBorn(state);
    if (edward === 'healthyEdward') return false;
    if (edward === 'sicklyEdward') return state.powers.england.ruler === 'edward-vi';
    return true;
  },
  // 21.3: Elizabeth I once Mary I rules, if Elizabeth was born; never after a healthy Edward.
  23: (state) =>
    edwardBorn(state) !== 'healthyEdward' && state.powers.england.ruler === 'mary-i' && state.tracks.pregnancyResults.includes('elizabeth'),
  // 21.3: the Reformation reaches England the turn after Henry VIII marries Anne Boleyn.
  62: marriedAnneBoleyn,
  63: marriedAnneBoleyn,
  64: marriedAnneBoleyn,
};

function edwardBorn(state: HisState): 'sicklyEdward' | 'healthyEdward' | null {
  const results = state.tracks.pregnancyResults;
  if (results.includes('healthyEdward')) return 'healthyEdward';
  return results.includes('sicklyEdward') ? 'sicklyEdward' : null;
}

/** Henry is (or has been) married to Anne Boleyn: the marital track is past "Ask for Divorce". */
function marriedAnneBoleyn(state: HisState): boolean {
  return MARITAL_STATUSES.indexOf(state.tracks.maritalStatus) >= MARITAL_STATUSES.indexOf('anneBoleyn');
}

export function cardEntersNow(state: HisState, card: CardId): boolean {
  const entry = CARDS[card].entry;
  // Two-player variant: the English succession is scheduled (two-player/schedule.ts).
  const scheduled = twoPlayerEntry(state, card);
  if (scheduled !== undefined) return scheduled;
  if ('turn' in entry) {
    if (state.turn < entry.turn) return false;
    const condition = ENTRY_CONDITIONS[card];
    return condition ? condition(state) : !CARDS[card].conditional;
  }
  const condition = ENTRY_CONDITIONS[card];
  return condition ? condition(state) : false;
}
