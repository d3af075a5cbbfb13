// 9.6: the War Segment. Each power in impulse order makes all its declarations of war
// before the next; a DOW on Scotland or Venice lets France or the Papacy intervene. When
// every power is done, each declaring or intervening power pays its total CP with cards.
import type { CardId } from '../../data/cards.ts';
import { CARDS } from '../../data/cards.ts';
import type { MajorPower, MinorPower } from '../../data/powers.ts';
import { MAJOR_POWERS, MINOR_POWERS, isMinorPower } from '../../data/powers.ts';
import type { DowTarget } from '../../data/tables.ts';
import { INTERVENTION_COSTS } from '../../data/tables.ts';
import type { Ask, Frame, Procedure } from '../../flow/frames.ts';
import { call, pop, push, ret } from '../../flow/stack.ts';
import type { HisState } from '../../state.ts';
import { isMandatoryCard, mayHoldUnseen, playCardFromHand } from '../../cards.ts';
import { activateMinor } from '../../minors.ts';
import { dowBarredInDiplomacy, dowCost, spendDowDiscount } from './restrictions.ts';
import { interventionCard, pushInterventionBonus } from '../../events/minor-alliance-cards.ts';
import { DIPLOMATIC_MARRIAGE_CARD, marriageOptions, marryInDiplomacy, mayMarryInDiplomacy } from '../../events/diplomatic-marriage.ts';
import { addWar, payableCp, phaseRecord, placePhonyWar } from './war-status.ts';
import { separateNewEnemies } from './new-war.ts';
import { frame } from '../../flow/frames.ts';

const DOW_TARGETS: readonly DowTarget[] = [...MAJOR_POWERS, ...MINOR_POWERS];

/** 9.6 steps 4-5: the natural ally that may intervene for a minor, and its cost. */
export const INTERVENERS: Partial<Record<MinorPower, { power: MajorPower; cost: number }>> = {
  scotland: { power: 'france', cost: INTERVENTION_COSTS.franceForScotland },
  venice: { power: 'papacy', cost: INTERVENTION_COSTS.papacyForVenice },
};

type Owed = Partial<Record<MajorPower, number>>;

export interface WarSegmentFrame extends Frame {
  proc: 'warSegment';
  /** Index in impulse order of the power declaring. */
  next?: number;
  /** CP each power must pay at the end of the segment (declarations and interventions). */
  owed?: Owed;
  /** Powers that have declared war in this segment (Diplomatic Marriage comes before, A9). */
  declared?: MajorPower[];
}

/** 6.1, A9: Diplomatic Marriage (card 73) at the power's turn, before its declarations. */
function marriageActions(state: HisState, f: WarSegmentFrame, power: MajorPower): WarSegmentAction[] {
  if (f.declared?.includes(power) || !mayMarryInDiplomacy(state, power)) return [];
  return [{ type: 'playMarriage', card: DIPLOMATIC_MARRIAGE_CARD }];
}

function owedBy(owed: Owed | undefined, power: MajorPower): number {
  return owed?.[power] ?? 0;
}

/**
 * The DOWs `power` may make now in the War Segment: every restriction of 9.6, and only
 * what its hand can still pay for with cards other than Mandatory Events (A11).
 */
export function dowTargets(state: HisState, power: MajorPower, owed: Owed = {}): DowTarget[] {
  const record = phaseRecord(state);
  const budget = payableCp(state, power) - owedBy(owed, power);
  return DOW_TARGETS.filter((t) => {
    if (dowBarredInDiplomacy(state, power, t, record) !== null) return false;
    const cost = dowCost(state, power, t);
    return cost !== null && cost <= budget;
  });
}

/**
 * 9.6: is `power` asked at its turn of the War Segment? By rule, on public facts only: some
 * declaration the restrictions allow whatever its cost, or Diplomatic Marriage it could
 * hold (a power with no cards pays nothing). Whether its hand can pay or holds the card
 * would show the table its cards; a power that cannot do either may only answer done.
 */
function askedToDeclare(state: HisState, f: WarSegmentFrame, power: MajorPower): boolean {
  const record = phaseRecord(state);
  const cards = state.powers[power].hand.length > 0;
  const possible = (t: DowTarget) => {
    const cost = dowCost(state, power, t);
    return cost !== null && (cost === 0 || cards) && dowBarredInDiplomacy(state, power, t, record) === null;
  };
  if (DOW_TARGETS.some(possible)) return true;
  return !f.declared?.includes(power) && mayHoldUnseen(state, power, DIPLOMATIC_MARRIAGE_CARD) && marriageOptions(state, power).length > 0;
}

function addOwed(f: WarSegmentFrame, power: MajorPower, cp: number): void {
  f.owed ??= {};
  f.owed[power] = owedBy(f.owed, power) + cp;
}

/**
 * 9.6 steps 2-5: declare war, and call the natural ally's intervention after a DOW on its
 * minor (it learns what the ally owes already and returns the CP it adds).
 */
function declareWarInDiplomacy(state: HisState, f: WarSegmentFrame, declarer: MajorPower, target: DowTarget): void {
  addOwed(f, declarer, dowCost(state, declarer, target)!);
  spendDowDiscount(state, declarer, target);
  addWar(state, declarer, target);
  const ally = isMinorPower(target) ? INTERVENERS[target] : undefined;
  if (ally && ally.power !== declarer) {
    call(state, f, 'intervention', frame('intervention', { declarer, minor: target as MinorPower, intervener: ally.power, cost: ally.cost, owed: owedBy(f.owed, ally.power), step: 'ask' }));
  }
}

/** 9.6 (A9): Diplomatic Marriage, a declaration of war, or done. */
export type WarSegmentAction = { type: 'playMarriage'; card: CardId } | { type: 'declareWar'; target: DowTarget } | { type: 'done' };

export const warSegmentProcedure: Procedure<WarSegmentFrame, WarSegmentAction> = {
  ask(state, f): Ask<WarSegmentAction>[] {
    const power = MAJOR_POWERS[f.next ?? 0];
    if (!power) return [];
    const targets = dowTargets(state, power, f.owed);
    const marriage = marriageActions(state, f, power);
    if (!askedToDeclare(state, f, power)) return [];
    return [
      {
        power,
        key: 'his.prompt.declareWar',
        params: { owed: owedBy(f.owed, power) },
        actions: [...marriage, ...targets.map((target): WarSegmentAction => ({ type: 'declareWar', target })), { type: 'done' }],
      },
    ];
  },
  run(state, f) {
    const next = f.next ?? 0;
    if (next < MAJOR_POWERS.length) {
      f.next = next + 1;
      return;
    }
    pop(state, f);
    // 9.6: "When all powers have completed the procedure", each pays with cards.
    push(state, frame('dowPayment', { owed: { ...(f.owed ?? {}) }, paid: {} }));
  },
  decide(state, f, power, action) {
    if (action.type === 'done') {
      f.next = (f.next ?? 0) + 1;
      return;
    }
    if (action.type === 'playMarriage') {
      marryInDiplomacy(state, power);
      return;
    }
    if (!f.declared?.includes(power)) f.declared = [...(f.declared ?? []), power];
    declareWarInDiplomacy(state, f, power, action.target);
  },
  resume: {
    intervention(_state, f, result: InterventionResult) {
      if (result.owed !== null) addOwed(f, result.intervener, result.owed);
    },
  },
};

// ---- 9.6 steps 4-6: intervention ----

export interface InterventionFrame extends Frame {
  proc: 'intervention';
  declarer: MajorPower;
  minor: MinorPower;
  intervener: MajorPower;
  cost: number;
  /** CP the intervener already owes for this War Segment's declarations (0 outside it). */
  owed: number;
  step: 'ask' | 'shared' | 'done';
  /** Set when it intervenes paying CP: what it adds to what it owes. */
  adds?: number;
}

/** What an intervention returns to its caller: the CP the intervener now owes for it (null: none, it did not pay with CP). */
export type InterventionResult = { intervener: MajorPower; owed: number | null };

function endIntervention(state: HisState, f: InterventionFrame): void {
  ret(state, f, { intervener: f.intervener, owed: f.adds ?? null });
}

function mayPayIntervention(state: HisState, f: InterventionFrame): boolean {
  return f.owed + f.cost <= payableCp(state, f.intervener);
}

/** 9.6 steps 4-6: intervene (paying CP, or with the alliance card), or decline. */
export type InterventionAction = { type: 'intervene' } | { type: 'interveneWithCard'; card: CardId } | { type: 'decline' };

export const interventionProcedure: Procedure<InterventionFrame, InterventionAction> = {
  ask(state, f): Ask<InterventionAction>[] {
    if (f.step !== 'ask' || !mayPayIntervention(state, f)) return [];
    // Auld Alliance (#69) / Venetian Alliance (#108), use (d): the card itself pays.
    const card = interventionCard(state, f.minor, f.intervener);
    return [
      {
        power: f.intervener,
        key: 'his.prompt.intervene',
        params: { declarer: f.declarer, minor: f.minor, cost: f.cost },
        actions: [{ type: 'intervene' }, ...(card !== null ? [{ type: 'interveneWithCard' as const, card }] : []), { type: 'decline' }],
      },
    ];
  },
  run(state, f) {
    if (f.step === 'shared') {
      // After the activation: units of the new enemies sharing a space (displacement may ask).
      f.step = 'done';
      separateNewEnemies(state, f.declarer, f.intervener);
      return;
    }
    // A hand that cannot pay the CP cannot intervene (A11).
    if (f.step === 'ask') state.log.push({ key: 'his.log.noIntervention', params: { power: f.intervener, minor: f.minor } });
    endIntervention(state, f);
  },
  decide(state, f, power, action) {
    if (action.type === 'decline') {
      state.log.push({ key: 'his.log.noIntervention', params: { power, minor: f.minor } });
      endIntervention(state, f);
      return;
    }
    // The minor becomes the intervener's ally and the intervener is at war with the declarer.
    state.log.push({ key: 'his.log.intervention', params: { power, minor: f.minor, declarer: f.declarer } });
    if (action.type === 'interveneWithCard') {
      // The alliance card is the payment; its units come once the minor is allied (after the activation).
      const card = action.card;
      playCardFromHand(state, power, card, 'event');
      pushInterventionBonus(state, card, power);
    } else {
      f.adds = f.cost;
    }
    addWar(state, power, f.declarer);
    placePhonyWar(state, f.declarer, f.minor, power);
    f.step = 'shared';
    activateMinor(state, f.minor, power);
  },
};

// ---- payment ----

export interface DowPaymentFrame extends Frame {
  proc: 'dowPayment';
  owed: Owed;
  paid: Owed;
  /** Powers that said their hand cannot pay what they still owe. */
  unable?: MajorPower[];
}

/**
 * The next power to pay, from public facts only (what is owed and paid): whether a hand
 * can pay would show the table its cards. A power is offered only declarations its hand
 * can pay (9.6), so one that cannot is only a world a bot or a test imagines; it answers so.
 */
function nextPayer(f: DowPaymentFrame): MajorPower | null {
  return MAJOR_POWERS.find((p) => owedBy(f.paid, p) < owedBy(f.owed, p) && !f.unable?.includes(p)) ?? null;
}

/** 9.6: "Mandatory Event cards may not be used to declare war or intervene." */
function payingCards(state: HisState, power: MajorPower): CardId[] {
  return state.powers[power].hand.filter((c) => !isMandatoryCard(c));
}

/** 9.6: a card paying for declarations, or "my hand cannot pay". */
export type DowPaymentAction = { type: 'payWith'; card: CardId } | { type: 'cannotPay' };

export const dowPaymentProcedure: Procedure<DowPaymentFrame, DowPaymentAction> = {
  ask(state, f): Ask<DowPaymentAction>[] {
    const power = nextPayer(f);
    if (!power) return [];
    const actions: DowPaymentAction[] = payingCards(state, power).map((card) => ({ type: 'payWith', card }));
    return [
      {
        power,
        key: 'his.prompt.payForWar',
        params: { owed: owedBy(f.owed, power) - owedBy(f.paid, power) },
        actions: actions.length > 0 ? actions : [{ type: 'cannotPay' }],
      },
    ];
  },
  run(state, f) {
    for (const p of MAJOR_POWERS) {
      const short = owedBy(f.owed, p) - owedBy(f.paid, p);
      if (short > 0) state.log.push({ key: 'his.log.dowUnpaid', params: { power: p, cp: short } });
    }
    pop(state, f);
  },
  decide(state, f, power, action) {
    if (action.type === 'cannotPay') {
      f.unable = [...(f.unable ?? []), power];
      return;
    }
    const card = action.card;
    // The cards go to the discard pile as if played for CP (Home cards to the power card, 6.1).
    // TODO(cards 69, 108): Auld Alliance / Venetian Alliance paying for an intervention also place their units.
    playCardFromHand(state, power, card, 'cp');
    f.paid[power] = owedBy(f.paid, power) + CARDS[card].cp;
  },
};

