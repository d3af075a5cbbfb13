// 18.1 Diet of Worms (phase 4 of turn 1): the Hapsburgs, the Papacy and the Protestant each
// commit one card secretly and at the same time; the cards are revealed together; the
// Protestant rolls CP + 4 dice, the Papacy and the Hapsburgs CP dice each, pooled; the side
// with more hits flips as many German spaces as the difference.
import type { CardId } from '../data/cards.ts';
import { CARDS } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { DIET_OF_WORMS } from '../data/tables.ts';
import { isHomeCard, isMandatoryCard } from '../cards.ts';
import { hits, rollDice } from '../dice.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import { startFlips } from '../religion/flips.ts';
import type { HisState } from '../state.ts';
import { isTwoPlayer } from '../two-player/variant.ts';

/** Two-player variant: a Mandatory Event drawn for the Hapsburgs counts as a 2 CP card. */
const TWO_PLAYER_DIET_MANDATORY_CP = 2;

/** Step 1: the three powers that commit a card, in impulse order. */
export const DIET_POWERS = ['hapsburg', 'papacy', 'protestant'] as const;
export type DietPower = (typeof DIET_POWERS)[number];

export interface DietOfWormsFrame extends Frame {
  proc: 'dietOfWorms';
  /**
   * Committed cards, face down until all three are in. Frames are never part of a view, and
   * the log names a card only to its owner until the reveal.
   */
  committedCards: Partial<Record<DietPower, CardId>>;
  /** Powers with no card they may commit (every card a Mandatory Event): they roll for 0 CP. */
  without: DietPower[];
  /** Two-player variant: the CP of the Hapsburg card taken from the top of the deck. */
  deckCardCp?: number;
}

/** Step 1: any card but a Mandatory Event; a Home card may be chosen. */
export function dietCards(state: HisState, power: DietPower): CardId[] {
  return state.powers[power].hand.filter((c) => !isMandatoryCard(c));
}

/** The turn sequence pushes a bare `{proc: 'dietOfWorms'}` frame: fill in its fields. */
function fill(f: DietOfWormsFrame): DietOfWormsFrame {
  f.committedCards ??= {};
  f.without ??= [];
  return f;
}

function waitingFor(f: DietOfWormsFrame): DietPower[] {
  const committed = f.committedCards ?? {};
  const without = f.without ?? [];
  return DIET_POWERS.filter((p) => committed[p] === undefined && !without.includes(p));
}

/** The card goes where a played card goes: a Home card onto the power card, others to the discard pile (A25). */
function discardCommitted(state: HisState, power: MajorPower, card: CardId): void {
  if (isHomeCard(card)) state.powers[power].homeCardUsed.push(card);
  else state.discard.push(card);
}

function cpOf(f: DietOfWormsFrame, power: DietPower): number {
  const card = f.committedCards[power];
  if (power === 'hapsburg' && f.deckCardCp !== undefined) return f.deckCardCp;
  return card === undefined ? 0 : CARDS[card].cp;
}

/** Steps 2-7: reveal, roll, flip. */
function reveal(state: HisState, f: DietOfWormsFrame): void {
  const cards: Record<string, CardId | null> = {};
  for (const p of DIET_POWERS) cards[p] = f.committedCards[p] ?? null;
  state.checkpoint++;
  state.log.push({ key: 'his.log.dietOfWormsReveal', params: { cards } });
  for (const p of DIET_POWERS) {
    const card = f.committedCards[p];
    if (card !== undefined) discardCommitted(state, p, card);
  }
  // Step 3: the Protestant rolls CP + 4; step 4: the Papacy and the Hapsburgs pool their hits.
  const protestantHits = hits(rollDice(state, cpOf(f, 'protestant') + DIET_OF_WORMS.protestantBonusDice, 'dietOfWorms', { power: 'protestant' }));
  const papalHits = hits(rollDice(state, cpOf(f, 'papacy'), 'dietOfWorms', { power: 'papacy' }));
  const hapsburgHits = hits(rollDice(state, cpOf(f, 'hapsburg'), 'dietOfWorms', { power: 'hapsburg' }));
  const catholicHits = papalHits + hapsburgHits;
  const winner = protestantHits > catholicHits ? 'protestant' : catholicHits > protestantHits ? 'papacy' : null;
  state.log.push({ key: 'his.log.dietOfWorms', params: { protestantHits, catholicHits, winner } });
  pop(state, f);
  // Steps 5-6: the winner flips the difference in the German zone, each next to its religion
  // (spaces just flipped count); step 7: a draw changes nothing.
  if (winner) startFlips(state, winner, Math.abs(protestantHits - catholicHits), 'diet', 'german', 'dietOfWorms');
}

/**
 * Two-player variant (setup.json `dietOfWorms`): the Hapsburg card is the top card of the
 * deck; a Mandatory Event drawn so is not resolved and counts as 2 CP.
 */
function hapsburgDeckCard(state: HisState, f: DietOfWormsFrame): void {
  const card = state.deck.pop();
  if (card === undefined) {
    f.without.push('hapsburg');
    return;
  }
  state.checkpoint++;
  f.committedCards.hapsburg = card;
  f.deckCardCp = isMandatoryCard(card) ? TWO_PLAYER_DIET_MANDATORY_CP : CARDS[card].cp;
  state.log.push({ key: 'his.log.dietOfWormsCardDown', params: { power: 'hapsburg' } });
}

export function dietOfWormsFrame(): DietOfWormsFrame {
  return { proc: 'dietOfWorms', committedCards: {}, without: [] };
}

type DietOfWormsAction = { type: 'commit'; card: CardId };

export const dietOfWormsProcedure: Procedure<DietOfWormsFrame, DietOfWormsAction> = {
  ask(state, f): Ask<DietOfWormsAction>[] {
    return waitingFor(f)
      .filter((p) => dietCards(state, p).length > 0)
      .map((power) => ({
        power,
        key: 'his.prompt.dietOfWormsCommit',
        actions: dietCards(state, power).map((card) => ({ type: 'commit', card })),
        simultaneous: true,
      }));
  },
  run(state, frame) {
    const f = fill(frame);
    if (isTwoPlayer(state) && f.committedCards.hapsburg === undefined && !f.without.includes('hapsburg')) {
      hapsburgDeckCard(state, f);
      return;
    }
    const stuck = waitingFor(f);
    if (stuck.length > 0) {
      // Nothing to commit: such a power rolls for a card of 0 CP.
      f.without.push(...stuck);
      return;
    }
    reveal(state, f);
  },
  decide(state, frame, power, action) {
    const f = fill(frame);
    const p = power as DietPower;
    const card = action.card;
    const hand = state.powers[p].hand;
    hand.splice(hand.indexOf(card), 1);
    f.committedCards[p] = card;
    // Secret until the reveal: the card is named to its owner only; the others learn that a card is down.
    state.log.push({ key: 'his.log.dietOfWormsCommitted', params: { power: p, card }, to: [p] });
    state.log.push({ key: 'his.log.dietOfWormsCardDown', params: { power: p } });
  },
};
