// Where cards go (rulebook 6): hands, deck, discard pile, removed, set aside.
import type { CardId } from './data/cards.ts';
import { CARDS } from './data/cards.ts';
import type { MajorPower } from './data/powers.ts';
import { MAJOR_POWERS as MAJOR_POWER_IDS } from './data/powers.ts';
import type { HisState } from './state.ts';

export function isHomeCard(card: CardId): boolean {
  return CARDS[card].type === 'home';
}

export function isMandatoryCard(card: CardId): boolean {
  return CARDS[card].type === 'mandatory';
}

/**
 * Take a card out of a hand after play (6.2): home cards go onto the power card until
 * the next deal (6.1); events marked "remove" leave the game when played as events;
 * everything else goes to the discard pile.
 */
/** How a card played for its text is used, for the log: an event, or a combat or response card in a window (6.1). */
export type CardUse = 'event' | 'combat' | 'response';

export function playCardFromHand(state: HisState, power: MajorPower, card: CardId, as: 'cp' | 'event', use: CardUse = 'event'): void {
  const hand = state.powers[power].hand;
  const i = hand.indexOf(card);
  if (i < 0) throw new Error(`cards: ${power} does not hold card ${card}`);
  hand.splice(i, 1);
  if (isHomeCard(card)) state.powers[power].homeCardUsed.push(card);
  else if (as === 'event' && CARDS[card].removeAfterEvent) state.removed.push(card);
  else state.discard.push(card);
  if (as === 'event') recordEventPlay(state, power, card);
  if (as === 'cp') state.log.push({ key: 'his.log.cardForCp', params: { power, card, cp: CARDS[card].cp } });
  else state.log.push({ key: 'his.log.cardAsEvent', params: { power, card, cp: CARDS[card].cp, use } });
}

/** 6.2: a card whose text removes it on some outcome leaves the game (from the discard pile, where play put it). */
export function removeFromGame(state: HisState, card: CardId): void {
  const i = state.discard.lastIndexOf(card);
  if (i >= 0) state.discard.splice(i, 1);
  if (!state.removed.includes(card)) state.removed.push(card);
}

/** 6.2, 11: note a card played as an event, response or combat card this turn. */
function recordEventPlay(state: HisState, power: MajorPower, card: CardId): void {
  if (state.eventPlays.turn !== state.turn) state.eventPlays = { turn: state.turn, plays: [] };
  state.eventPlays.plays.push({ power, card });
}

/** 6.2, 11: was this card played as an event (response, combat card) this turn, by `power` or by anyone? */
/**
 * Asking by rule (decision-points, "Asking and hidden hands"): could `power` hold `card`,
 * for all the table knows? The cards out of public view are the deck and the hands
 * together (every other place is public), so this reads no hand's contents, only whether
 * the card is among them and whether the power has cards at all. A window asked by rule
 * asks every such power; one without the card may only decline.
 */
export function mayHoldUnseen(state: HisState, power: MajorPower, card: CardId): boolean {
  if (state.powers[power].hand.length === 0 || playedAsEventThisTurn(state, card)) return false;
  return state.deck.includes(card) || MAJOR_POWER_IDS.some((p) => state.powers[p].hand.includes(card));
}

export function playedAsEventThisTurn(state: HisState, card: CardId, power?: MajorPower): boolean {
  return state.eventPlays.turn === state.turn && state.eventPlays.plays.some((p) => p.card === card && (power === undefined || p.power === power));
}

/**
 * Draw the top card of the deck into a hand. 6.2: the discards rejoin the deck only in the
 * Card Draw Phase, so with the deck empty nothing is drawn (said in the log).
 */
export function drawCard(state: HisState, power: MajorPower): CardId | null {
  const card = state.deck.pop();
  if (card === undefined) {
    state.log.push({ key: 'his.log.deckEmpty', params: { power } });
    return null;
  }
  state.powers[power].hand.push(card);
  state.checkpoint++;
  return card;
}

/** 6.1: random draws and discards never take a home card. */
export function randomlyDrawableCards(state: HisState, power: MajorPower): CardId[] {
  return state.powers[power].hand.filter((c) => !isHomeCard(c));
}
