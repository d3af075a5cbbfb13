// Two-player variant: England is not played, so its succession runs on the printed schedule
// (setup.json `englishSuccession`, `turnSchedule`) instead of Henry's marriages and pregnancies.
import type { CardId, MainCardId } from '../data/cards.ts';
import { MARITAL_STATUSES } from '../data/tables.ts';
import type { HisState } from '../state.ts';
import { TWO_PLAYER_ENGLAND } from './data.ts';
import { isTwoPlayer } from './variant.ts';
import { twoPlayerLeague } from './league.ts';

/** Card Draw Phase: on turn 4 Henry marries Anne Boleyn. */
export function twoPlayerCardDraw(state: HisState): void {
  if (!isTwoPlayer(state)) return;
  // The League's alliance lasts the game (alliances otherwise end in Winter, 9.2).
  if (state.twoPlayer?.leagueTurn !== null) twoPlayerLeague(state);
  if (state.turn !== TWO_PLAYER_ENGLAND.anneBoleynTurn) return;
  if (MARITAL_STATUSES.indexOf(state.tracks.maritalStatus) >= MARITAL_STATUSES.indexOf('anneBoleyn')) return;
  state.tracks.maritalStatus = 'anneBoleyn';
  state.log.push({ key: 'his.log.twoPlayerAnneBoleyn', params: {} });
}

/**
 * 6.2 in the variant: when the English cards enter (undefined: the card follows the usual
 * rule). Edward and Elizabeth count as born before turn 6.
 */
export function twoPlayerEntry(state: HisState, card: CardId): boolean | undefined {
  if (!isTwoPlayer(state)) return undefined;
  const e = TWO_PLAYER_ENGLAND;
  if (e.reformationCards.includes(card as never)) return state.turn >= e.reformationCardsTurn;
  if (card === e.edwardVi.card) return state.turn >= e.edwardVi.turn;
  if (card === e.maryI) return state.powers.england.ruler === 'edward-vi';
  if (card === e.elizabethI) return state.powers.england.ruler === 'mary-i';
  return undefined;
}

/** 19.8 in the variant: Edward VI is due in the Winter of turn 7, Mary I in that of turn 8 (undefined: the card's own rule). */
export function twoPlayerDueTurn(state: HisState, card: CardId): number | undefined {
  if (!isTwoPlayer(state)) return undefined;
  return TWO_PLAYER_ENGLAND.dueByWinterOfTurn[card as MainCardId];
}
