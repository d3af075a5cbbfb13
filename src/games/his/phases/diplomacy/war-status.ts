// The Diplomatic Status Display (9.6) and what changes with it: wars begun and ended,
// the captures that let a power sue for peace (9.3 step 1), Phony War markers (9.6 step 6),
// random card draws paid as ransom or peace terms, and captured leaders coming home.
import { randomInt } from '../../../../engine/rng.ts';
import { liftExcommunication } from '../../religion/excommunication.ts';
import type { CardId } from '../../data/cards.ts';
import { CARDS } from '../../data/cards.ts';
import type { SpaceId } from '../../data/map.ts';
import { capitalsOf, keysOf } from '../../data/map.ts';
import type { MajorPower, MinorPower, Power } from '../../data/powers.ts';
import { MAJOR_POWERS } from '../../data/powers.ts';
import { ARMY_LEADERS, isArmyLeaderId } from '../../data/pieces.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../../flow/frames.ts';
import { pop, push } from '../../flow/stack.ts';
import { forcesFor, homePower, isFriendlySpace, pairKey } from '../../queries.ts';
import type { DiplomacyPhaseRecord, HisState, LeaderId } from '../../state.ts';
import { isMandatoryCard, randomlyDrawableCards } from '../../cards.ts';
import { BONUS_VP } from '../../data/tables.ts';
import { frame } from '../../flow/frames.ts';

// ---- the Diplomacy Phase frame and its record ----

export interface DiplomacyFrame extends Frame {
  proc: 'diplomacy';
  /** The next segment to run (9): negotiation, peace, ransom, excommunication, war, end. */
  step?: string;
}

const NO_RECORD: Readonly<DiplomacyPhaseRecord> = Object.freeze({ peaceMade: [], alliancesMade: [], homeCeded: [] });

/** What this Diplomacy Phase has recorded so far (`state.diplomacy.thisPhase`; empty outside the phase). */
export function phaseRecord(state: HisState): DiplomacyPhaseRecord {
  return state.diplomacy.thisPhase ?? NO_RECORD;
}

// ---- wars ----

/** Add an "At War" marker (9.6 step 2-3). */
export function addWar(state: HisState, a: Power, b: Power): void {
  const k = pairKey(a, b);
  if (state.diplomacy.wars.includes(k)) return;
  state.diplomacy.wars.push(k);
  state.diplomacy.wars.sort();
  state.log.push({ key: 'his.log.warDeclared', params: { declarer: a, target: b } });
}

/**
 * 9.3 step 8 (and 9.1 white peace): remove the "At War" marker. The captures that let a
 * power sue belong to this war and go with it; a Phony War marker against the power that
 * intervened becomes permanent (9.6 step 6).
 */
export function endWar(state: HisState, a: MajorPower, b: MajorPower): void {
  const k = pairKey(a, b);
  state.diplomacy.wars = state.diplomacy.wars.filter((w) => w !== k);
  state.diplomacy.warCaptures = state.diplomacy.warCaptures.filter((c) => c !== `${a}>${b}` && c !== `${b}>${a}`);
  state.diplomacy.phonyWars = state.diplomacy.phonyWars.filter(
    (pw) => !((pw.declarer === a && pw.intervener === b) || (pw.declarer === b && pw.intervener === a)),
  );
  // 9.6: no DOW on a power made peace with in this Diplomacy Phase (recorded only in the phase).
  state.diplomacy.thisPhase?.peaceMade.push(k);
  state.log.push({ key: 'his.log.peace', params: { a, b } });
  // 9.3 step 8: peace with the Papacy lifts an Excommunication and its "-1 Card" marker.
  if (a === 'papacy') liftExcommunication(state, b);
  if (b === 'papacy') liftExcommunication(state, a);
}

/**
 * 9.3 step 1: record that `captor` has captured an army leader or a home space of
 * `victim` in their war. Call it from the rules that capture (14 step 10, 15.1 step 10,
 * control changes). Captures by or of an active minor count for its major ally.
 */
export function noteWarCapture(state: HisState, captor: MajorPower, victim: MajorPower): void {
  const k = `${captor}>${victim}`;
  if (captor === victim || state.diplomacy.warCaptures.includes(k)) return;
  state.diplomacy.warCaptures.push(k);
  state.diplomacy.warCaptures.sort();
}

/** The major power an army leader serves (null for the Renegade Leader). */
export function leaderPower(leader: LeaderId): MajorPower | null {
  return isArmyLeaderId(leader) ? ARMY_LEADERS[leader].power : null;
}

/**
 * 9.3 step 1: has `captor` captured an army leader or a home space of `victim`? Read
 * from the recorded captures and from the present position (a captive held, a home
 * space controlled), so a capture is seen even where no rule has recorded it.
 */
export function hasCaptured(state: HisState, captor: MajorPower, victim: MajorPower): boolean {
  if (state.diplomacy.warCaptures.includes(`${captor}>${victim}`)) return true;
  if (state.powers[captor].captives.some((l) => leaderPower(l) === victim)) return true;
  return (Object.keys(state.spaces) as SpaceId[]).some((id) => homePower(state, id) === victim && state.spaces[id].control === captor);
}

// ---- Phony War (9.6 step 6) ----

export function placePhonyWar(state: HisState, declarer: MajorPower, minor: MinorPower, intervener: MajorPower): void {
  state.diplomacy.phonyWars.push({ declarer, minor, intervener });
  state.powers[declarer].bonusVp += BONUS_VP.phonyWar;
  state.log.push({ key: 'his.log.phonyWar', params: { declarer, minor, intervener } });
}

/**
 * 9.6 step 6: a land combat or assault between `a` and `b` removes the Phony War marker
 * of the declaring power against that minor or its intervening ally (the VP comes back).
 * Call it from field battle and assault with the two sides' powers.
 */
export function landCombatFought(state: HisState, a: Power, b: Power): void {
  const keep = state.diplomacy.phonyWars.filter((pw) => {
    const other = pw.declarer === a ? b : pw.declarer === b ? a : null;
    if (other === null || (other !== pw.minor && other !== pw.intervener)) return true;
    state.powers[pw.declarer].bonusVp -= BONUS_VP.phonyWar;
    state.log.push({ key: 'his.log.phonyWarRemoved', params: { declarer: pw.declarer, minor: pw.minor } });
    return false;
  });
  state.diplomacy.phonyWars = keep;
}

// ---- cards ----

/** CP a power could pay with now: its cards other than Mandatory Events (9.6). */
export function payableCp(state: HisState, power: MajorPower): number {
  return state.powers[power].hand.filter((c) => !isMandatoryCard(c)).reduce((n, c) => n + CARDS[c].cp, 0);
}

export function canGiveCardDraw(state: HisState, power: MajorPower): boolean {
  return randomlyDrawableCards(state, power).length > 0;
}

/** 9.3-9.5: `taker` draws a card at random from `giver`'s hand (never a Home card, 6.1). */
export function randomCardDraw(state: HisState, giver: MajorPower, taker: MajorPower): CardId | null {
  const cards = randomlyDrawableCards(state, giver);
  if (cards.length === 0) return null;
  const card = cards[randomInt(state.rng, cards.length)]!;
  const hand = state.powers[giver].hand;
  hand.splice(hand.indexOf(card), 1);
  state.powers[taker].hand.push(card);
  state.checkpoint++;
  state.log.push({ key: 'his.log.cardDrawn', params: { from: giver, to: taker } });
  state.log.push({ key: 'his.log.cardDrawnSeen', params: { from: giver, to: taker, card }, to: [giver, taker] });
  return card;
}

/** A VP marker or a random card draw, as peace terms are paid (9.3 steps 5-7). */
export type Payment = 'vp' | 'card';

export function paymentOptions(state: HisState, payer: MajorPower): Payment[] {
  return canGiveCardDraw(state, payer) ? ['vp', 'card'] : ['vp'];
}

export function pay(state: HisState, payer: MajorPower, payee: MajorPower, payment: Payment): void {
  if (payment === 'vp') {
    // 9.3 note 2: War Winner markers come from the counter mix; the payer loses none.
    state.powers[payee].bonusVp += BONUS_VP.warWinner;
    state.log.push({ key: 'his.log.warWinnerVp', params: { power: payee, vp: BONUS_VP.warWinner } });
  } else {
    randomCardDraw(state, payer, payee);
  }
}

// ---- captured leaders coming home (9.1, 9.3 step 6, 9.4) ----

/**
 * 9.3 step 6, 9.4: "Place the army leader in his capital if possible; if not, place him
 * in a friendly home key." The Hapsburgs may choose either capital.
 */
export function leaderReturnSpaces(state: HisState, power: MajorPower): SpaceId[] {
  const usable = (id: SpaceId) => !state.outOfPlay.includes(id) && isFriendlySpace(state, power, id);
  const capitals = capitalsOf(power).filter((c) => usable(c) && state.spaces[c].control === power);
  if (capitals.length > 0) return [...capitals];
  return keysOf(power).filter(usable);
}

/** Take a leader off the captor's power card. */
export function releaseCaptive(state: HisState, leader: LeaderId): void {
  for (const p of MAJOR_POWERS) state.powers[p].captives = state.powers[p].captives.filter((l) => l !== leader);
}

export interface PlaceLeaderFrame extends Frame {
  proc: 'placeLeader';
  power: MajorPower;
  leader: LeaderId;
}

/**
 * Put a freed leader on the map: at once if one space qualifies, else the owner chooses.
 * Returns false (the leader stays captive) if no space qualifies, a case the rules leave open.
 */
export function returnLeader(state: HisState, power: MajorPower, leader: LeaderId): boolean {
  const options = leaderReturnSpaces(state, power);
  if (options.length === 0) {
    state.log.push({ key: 'his.log.leaderCannotReturn', params: { power, leader } });
    return false;
  }
  releaseCaptive(state, leader);
  if (options.length === 1) placeLeaderAt(state, power, leader, options[0]!);
  else push(state, frame('placeLeader', { power, leader }));
  return true;
}

function placeLeaderAt(state: HisState, power: MajorPower, leader: LeaderId, space: SpaceId): void {
  forcesFor(state, { space }, power).leaders.push(leader);
  state.log.push({ key: 'his.log.leaderReturned', params: { power, leader, space } });
}

export const placeLeaderProcedure: Procedure<PlaceLeaderFrame, SpaceAction> = {
  ask(state, f): Ask<SpaceAction>[] {
    return [
      {
        power: f.power,
        key: 'his.prompt.placeLeader',
        params: { leader: f.leader },
        actions: leaderReturnSpaces(state, f.power).map((space) => ({ type: 'space', space })),
      },
    ];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, power, action) {
    placeLeaderAt(state, power, f.leader, action.space);
    pop(state, f);
  },
};

