// 21.3: Henry VIII's Marital Status track and Henry's Wives' Pregnancy Chart. The marker
// moves by the Six Wives of Henry VIII event (card 3), by a divorce the Papacy grants in
// negotiation (9.1), and once more at England's first pass after a "3" result. Each new
// wife is rolled for on the chart; the results decide the succession (card-entry.ts reads
// `tracks.pregnancyResults` and `tracks.maritalStatus`).
import type { CardId } from '../data/cards.ts';
import { MARITAL_STATUSES, PREGNANCY_CHART, PREGNANCY_ROLL_MODIFIERS } from '../data/tables.ts';
import type { MaritalStatus, PregnancyResult } from '../data/tables.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { allied, findLeader } from '../queries.ts';
import { drawCard } from '../cards.ts';
import { rollDice } from '../dice.ts';
import type { HisState } from '../state.ts';
import { frame } from '../flow/frames.ts';

export const MARY_I_CARD: CardId = 21;
export const ELIZABETH_I_CARD: CardId = 23;

export function henryRules(state: HisState): boolean {
  return state.powers.england.ruler === 'henry-viii';
}

export function henryCaptured(state: HisState): boolean {
  return MAJOR_POWERS.some((p) => state.powers[p].captives.includes('henry-viii'));
}

/** 21.3 "if Henry is in a space under siege": besieged inside or laying the siege. */
export function henryInSiegeSpace(state: HisState): boolean {
  const at = findLeader(state, 'henry-viii');
  return at !== null && 'space' in at && state.spaces[at.space].siege !== null;
}

export function edwardBorn(state: HisState): boolean {
  const r = state.tracks.pregnancyResults;
  return r.includes('sicklyEdward') || r.includes('healthyEdward');
}

/**
 * 21.3: may the marital marker move now? Not once Henry no longer rules, is captured or
 * is in a space under siege; never once both Edward and Elizabeth are born; not after a
 * healthy Edward (the chart: no more rolls this game); not past Katherine Parr.
 */
export function mayAdvanceMaritalStatus(state: HisState): boolean {
  if (!henryRules(state) || henryCaptured(state) || henryInSiegeSpace(state)) return false;
  const r = state.tracks.pregnancyResults;
  if (r.includes('healthyEdward')) return false;
  if (edwardBorn(state) && r.includes('elizabeth')) return false;
  return MARITAL_STATUSES.indexOf(state.tracks.maritalStatus) < MARITAL_STATUSES.length - 1;
}

/**
 * 21.3: the chart line for a die: +1 for Jane Seymour (6 or more = line 6); a result
 * already had moves up one line at a time to the first one not yet had.
 */
export function pregnancyResult(already: readonly PregnancyResult[], wife: MaritalStatus, die: number): PregnancyResult {
  const roll = Math.min(6, die + (PREGNANCY_ROLL_MODIFIERS[wife] ?? 0));
  for (const line of PREGNANCY_CHART) {
    if (line.roll >= roll && !already.includes(line.result)) return line.result;
  }
  // Line 6 ends the rolls for good, so it is never had twice.
  return 'healthyEdward';
}

/** Take a card out of every pile into the removed cards (Pregnancy Chart line 6). */
export function removeCardFromGame(state: HisState, card: CardId, from: readonly ('setAside' | 'deck' | 'discard' | 'hands')[]): void {
  const drop = (list: CardId[]) => list.filter((c) => c !== card);
  let found = false;
  const take = (list: CardId[]) => {
    if (list.includes(card)) found = true;
    return drop(list);
  };
  if (from.includes('setAside')) state.setAside = take(state.setAside);
  if (from.includes('deck')) state.deck = take(state.deck);
  if (from.includes('discard')) state.discard = take(state.discard);
  if (from.includes('hands')) for (const p of MAJOR_POWERS) state.powers[p].hand = take(state.powers[p].hand);
  if (found && !state.removed.includes(card)) state.removed.push(card);
}

/** 21.3: Henry marries the wife of the marker's box: roll on the chart, then her benefit. */
function marry(state: HisState, wife: MaritalStatus): void {
  const [die] = rollDice(state, 1, 'pregnancy', { wife, power: 'england' });
  const result = pregnancyResult(state.tracks.pregnancyResults, wife, die!);
  state.tracks.pregnancyResults.push(result);
  state.log.push({ key: 'his.log.pregnancy', params: { wife, result } });
  switch (result) {
    case 'wifeExecuted':
      // Chart line 3: the marker may move again at England's first pass this turn.
      state.england.bonusMarriageTurn = state.turn;
      break;
    case 'healthyEdward':
      // Chart line 6: Mary I and Elizabeth I leave the game. A Mary I card already in a hand
      // or in the deck stays: played, it counts as Edward VI (21.3, events/english-rulers.ts).
      removeCardFromGame(state, MARY_I_CARD, ['setAside', 'discard']);
      removeCardFromGame(state, ELIZABETH_I_CARD, ['setAside', 'deck', 'discard', 'hands']);
      break;
    default:
      break;
  }
  // 21.3 marriage benefits, after the roll.
  if (wife === 'anneBoleyn') {
    // The Hapsburgs receive the Catherine of Aragon marker (restrictions.ts reads the track).
    state.log.push({ key: 'his.log.catherineOfAragon', params: {} });
  }
  if (wife === 'anneOfCleves' && allied(state, 'england', 'protestant')) {
    drawCard(state, 'england');
    drawCard(state, 'protestant');
    state.log.push({ key: 'his.log.wifeCardDraw', params: { wife, powers: ['england', 'protestant'] } });
  }
  if (wife === 'kathrynHoward') {
    drawCard(state, 'england');
    state.log.push({ key: 'his.log.wifeCardDraw', params: { wife, powers: ['england'] } });
  }
}

/** 21.3: move the marker one box to the right; a new wife is rolled for at once. */
export function advanceMaritalStatus(state: HisState): void {
  const next = MARITAL_STATUSES[MARITAL_STATUSES.indexOf(state.tracks.maritalStatus) + 1];
  if (next === undefined) return;
  state.tracks.maritalStatus = next;
  state.log.push({ key: 'his.log.maritalStatus', params: { status: next } });
  if (next !== 'askForDivorce') marry(state, next);
}

/**
 * 9.1: the Papacy grants the divorce in negotiation (marker on Ask for Divorce): Henry
 * marries Anne Boleyn and rolls at once; the Papacy may not ally with the Hapsburgs this turn.
 * For the Negotiation Segment to call.
 */
export function mayGrantDivorce(state: HisState): boolean {
  return state.tracks.maritalStatus === 'askForDivorce' && mayAdvanceMaritalStatus(state);
}

export function grantDivorce(state: HisState): void {
  state.england.divorceTurn = state.turn;
  state.log.push({ key: 'his.log.divorceGranted', params: {} });
  advanceMaritalStatus(state);
}

/** 9.1: "The Papacy is not allowed to ally with the Hapsburgs this turn" after granting the divorce. */
export function papacyMayAllyWithHapsburgs(state: HisState): boolean {
  return state.england.divorceTurn !== state.turn;
}

// ---- 21.3 Pregnancy "3": the extra advance at England's first pass ----

export interface HenryBonusMarriageFrame extends Frame {
  proc: 'henryBonusMarriage';
}

/**
 * Called when England passes (phases/action-phase.ts). The first pass after a "3" result
 * uses up the chance; England may then advance the marker (A27: optional), if Henry may.
 */
export function englandPasses(state: HisState): void {
  if (state.england.bonusMarriageTurn !== state.turn) return;
  state.england.bonusMarriageTurn = null;
  if (!mayAdvanceMaritalStatus(state)) return;
  push(state, frame('henryBonusMarriage', {}));
}

export const henryBonusMarriageProcedure: Procedure<HenryBonusMarriageFrame> = {
  ask(state): Ask[] {
    if (!mayAdvanceMaritalStatus(state)) return [];
    return [{ power: 'england', key: 'his.prompt.bonusMarriage', actions: [{ type: 'marry' }, { type: 'skip' }] }];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, _power, action) {
    pop(state, f);
    if (action.type === 'marry') advanceMaritalStatus(state);
  },
};
