// 21.3: the English succession: Edward VI (#19), Mary I (#21) and Elizabeth I (#23), the
// Mandatory Events that change England's ruler. The new ruler's card covers the power
// card (rulers.ts rulerOf reads its admin rating and card bonus; religion/modifiers.ts the
// religion of English land units, 18.2). When Henry VIII dies the army leader Dudley takes
// his place. Which of these cards enter the deck, and when, is card-entry.ts.
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import type { RulerId } from '../data/pieces.ts';
import { ELIZABETH_I_CARD, MARY_I_CARD, edwardBorn, henryRules, removeCardFromGame } from '../england/marriage.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { findLeader, forcesFor, hasEnemyLandUnits } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { changeRuler } from './rulers.ts';
import { removeLeaderFromPlay } from '../leaders-removed.ts';
import { frame } from '../flow/frames.ts';

export const EDWARD_VI_CARD: CardId = 19;
const LONDON: SpaceId = 'london';

/** 3.3 with 21.3: a new English ruler; Lady Jane Grey (#59) reads the turn of the change. */
function crown(state: HisState, ruler: RulerId, card: CardId): void {
  changeRuler(state, 'england', ruler, card);
  state.england.rulerChangedTurn = state.turn;
}

function henrySpace(state: HisState): SpaceId | null {
  const at = findLeader(state, 'henry-viii');
  return at && 'space' in at ? at.space : null;
}

/**
 * Cards 19 and 21: Dudley enters in London or in Henry's space. London only if no enemy
 * land units hold it; a captured Henry leaves Dudley only London (reference convention).
 */
export function dudleyPlaces(state: HisState): SpaceId[] {
  const places: SpaceId[] = [];
  if (!hasEnemyLandUnits(state, 'england', LONDON)) places.push(LONDON);
  const henry = henrySpace(state);
  if (henry !== null && !places.includes(henry)) places.push(henry);
  return places;
}

/** Henry VIII leaves the game: from the map, or from his captor's power card. */
function removeHenry(state: HisState): void {
  // 21.7: or from the Revolt in Ireland card.
  removeLeaderFromPlay(state, 'henry-viii');
}

/** Henry dies (cards 19, 21): Dudley in the chosen space, Henry out of the game, the new ruler. */
export interface HenryDiesFrame extends Frame {
  proc: 'henryDies';
  ruler: RulerId;
  card: CardId;
}

function henryDies(state: HisState, f: HenryDiesFrame, space: SpaceId | null): void {
  if (space !== null) {
    forcesFor(state, { space }, 'england').leaders.push('dudley');
    state.log.push({ key: 'his.log.leaderEnters', params: { leader: 'dudley', space } });
  }
  removeHenry(state);
  state.log.push({ key: 'his.log.henryDies', params: {} });
  crown(state, f.ruler, f.card);
}

export const henryDiesProcedure: Procedure<HenryDiesFrame, SpaceAction> = {
  ask(state): Ask<SpaceAction>[] {
    const places = dudleyPlaces(state);
    if (places.length < 2) return [];
    return [{ power: 'england', key: 'his.prompt.dudleyPlace', actions: places.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    pop(state, f);
    henryDies(state, f, dudleyPlaces(state)[0] ?? null);
  },
  decide(state, f, _power, action) {
    pop(state, f);
    henryDies(state, f, action.space);
  },
};

/** The current ruler dies and `ruler` takes the throne (Henry's death needs Dudley placed). */
function succeed(state: HisState, ruler: RulerId, card: CardId): void {
  if (henryRules(state)) {
    push(state, frame('henryDies', { ruler, card }));
    return;
  }
  crown(state, ruler, card);
}

/** Card 19 (also card 21 in 21.3's special case): Edward VI takes the throne. */
function edwardTakesThrone(state: HisState): void {
  // Edward VI's card is spent either way; it never enters after he rules.
  removeCardFromGame(state, EDWARD_VI_CARD, ['setAside', 'deck', 'discard', 'hands']);
  succeed(state, 'edward-vi', EDWARD_VI_CARD);
}

export const EDWARD_VI_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    if (state.powers.england.ruler === 'edward-vi') {
      // Edward already reigns (Mary I's card was played for him, 21.3): nothing happens.
      state.log.push({ key: 'his.log.englishRulerNoEffect', params: { card: EDWARD_VI_CARD } });
      return;
    }
    edwardTakesThrone(state);
  },
};

/**
 * Card 21. 21.3 special case: Edward born (turn 6 or later) while this card was in a hand or
 * the deck and Henry still rules: the play counts as Edward VI; a sickly Edward sends the card
 * to the discard pile (back next turn), a healthy one removes it.
 */
export const MARY_I_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    if (henryRules(state) && edwardBorn(state)) {
      state.log.push({ key: 'his.log.maryCountsAsEdward', params: {} });
      if (!state.tracks.pregnancyResults.includes('healthyEdward')) {
        state.removed = state.removed.filter((c) => c !== MARY_I_CARD);
        state.discard.push(MARY_I_CARD);
      }
      edwardTakesThrone(state);
      return;
    }
    // 21.3: Edward VI's card, if still about, leaves the game with Mary's accession.
    removeCardFromGame(state, EDWARD_VI_CARD, ['setAside', 'deck', 'discard', 'hands']);
    succeed(state, 'mary-i', MARY_I_CARD);
  },
};

/** Card 23: Mary I dies and Elizabeth I rules; the Mary I procedure of 21.3 ends with her. */
export const ELIZABETH_I_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    removeCardFromGame(state, EDWARD_VI_CARD, ['setAside', 'deck', 'discard', 'hands']);
    removeCardFromGame(state, MARY_I_CARD, ['setAside', 'deck', 'discard', 'hands']);
    succeed(state, 'elizabeth-i', ELIZABETH_I_CARD);
  },
};
