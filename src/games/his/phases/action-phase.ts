// 11: the Action Phase. Powers take impulses in impulse order until all six pass in
// consecutive impulses. An impulse plays one card for CP or as an event, or passes.
import type { CardId } from '../data/cards.ts';
import { CARDS } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { rulerOf } from '../rulers.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { call, pop, pushInOrder, ret } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import { isHomeCard, isMandatoryCard, playCardFromHand, playedAsEventThisTurn } from '../cards.ts';
import { EVENTS } from '../events/registry.ts';
import { callWindow, windowFrame } from '../flow/window.ts';
import { dropBudgetsOf, grantCp, startSpending } from './spend-cp.ts';
import { englandPasses } from '../england/marriage.ts';
import { englandResponsesBarred, isResponseOrCombat, maryProcedureApplies, startMaryImpulse } from '../england/mary-impulse.ts';
import { frame } from '../flow/frames.ts';
import { isTwoPlayer, playingPowers } from '../two-player/variant.ts';
import { maryRollAfterProtestant } from '../two-player/mary.ts';

export interface ActionPhaseFrame extends Frame {
  proc: 'actionPhase';
  /** Index into impulse order of the next power to take an impulse. */
  next: number;
  consecutivePasses: number;
}

export interface ImpulseFrame extends Frame {
  proc: 'impulse';
  power: MajorPower;
}

/** What an impulse returns to the Action Phase: did the power pass (11: the phase ends after six passes in a row)? */
export type ImpulseResult = { passed: boolean };

export function actionPhaseFrame(): ActionPhaseFrame {
  return { proc: 'actionPhase', next: 0, consecutivePasses: 0 };
}

/** 11: the three reasons a power may not pass. */
export function mayPass(state: HisState, power: MajorPower): boolean {
  const hand = state.powers[power].hand;
  if (hand.some(isHomeCard)) return false;
  // 6.1: Mandatory Events are never held from one turn to the next; each can always be played
  // (one whose condition fails, the Schmalkaldic League before 21.6's, has no effect).
  if (hand.some(isMandatoryCard)) return false;
  return hand.length <= rulerOf(state, power).adminRating;
}

/** Can the power play this card as an event in its own impulse? */
export function canPlayAsEvent(state: HisState, power: MajorPower, card: CardId): boolean {
  const data = CARDS[card];
  if (data.type === 'combat') return false; // 11: never combat cards
  // 21.3: under Mary I, England's Response cards are for CP only.
  if (isResponseOrCombat(card) && englandResponsesBarred(state, power)) return false;
  const event = EVENTS[card];
  // 6.1: a mandatory event must be played; one without a handler resolves as "no effect".
  if (data.type === 'mandatory') return event === undefined || event.canPlay(state, power);
  // 11: a card may be played as an event only once a turn (one taken back from the discard pile).
  if (playedAsEventThisTurn(state, card)) return false;
  return event !== undefined && event.canPlay(state, power);
}

export const actionPhaseProcedure: Procedure<ActionPhaseFrame> = {
  run(state, f) {
    // Two-player variant: the Papacy and the Protestant alone take impulses.
    const order = playingPowers(state, MAJOR_POWERS);
    if (f.consecutivePasses >= order.length) {
      pop(state, f);
      return;
    }
    const power = order[f.next]!;
    f.next = (f.next + 1) % order.length;
    state.impulse++;
    // Halley's Comet (card 38): this impulse is skipped; it is not a pass.
    if (state.skippedImpulses.includes(power)) {
      state.skippedImpulses.splice(state.skippedImpulses.indexOf(power), 1);
      state.log.push({ key: 'his.log.impulseSkipped', params: { power } });
      return;
    }
    call(state, f, 'impulse', frame('impulse', { power }));
  },
  resume: {
    impulse(state, f, result: ImpulseResult) {
      if (result.passed) f.consecutivePasses++;
      else f.consecutivePasses = 0;
      // Two-player variant: after each Protestant impulse (the last of the round), Mary I's die roll.
      if (isTwoPlayer(state) && f.next === 0) maryRollAfterProtestant(state);
    },
  },
};

/** 11: a card played for CP or as an event, shown first under Mary I (21.3), or a pass. */
export type ImpulseAction = { type: 'play'; card: CardId; as: 'cp' | 'event' } | { type: 'show'; card: CardId } | { type: 'pass' };

function impulseActions(state: HisState, power: MajorPower): ImpulseAction[] {
  const actions: ImpulseAction[] = [];
  // 21.3 step 1: under Mary I England shows its card before saying how it will use it.
  const mary = maryProcedureApplies(state, power);
  for (const card of state.powers[power].hand) {
    if (mary && !isMandatoryCard(card)) {
      actions.push({ type: 'show', card });
      continue;
    }
    if (!isMandatoryCard(card)) actions.push({ type: 'play', card, as: 'cp' });
    if (canPlayAsEvent(state, power, card)) actions.push({ type: 'play', card, as: 'event' });
  }
  if (mayPass(state, power)) actions.push({ type: 'pass' });
  return actions;
}

export const impulseProcedure: Procedure<ImpulseFrame, ImpulseAction> = {
  ask(state, f): Ask<ImpulseAction>[] {
    // 11: a power with no cards must pass; that needs no decision.
    if (state.powers[f.power].hand.length === 0) return [];
    return [{ power: f.power, key: 'his.prompt.impulse', actions: impulseActions(state, f.power) }];
  },
  run(state, f) {
    pass(state, f);
  },
  decide(state, f, power, action) {
    if (action.type === 'pass') {
      pass(state, f);
      return;
    }
    const card = action.card;
    state.powers[power].passed = false;
    // The card's play runs above the Action Phase, which learns at once that this was no pass.
    ret(state, f, { passed: false });
    if (action.type === 'show') {
      startMaryImpulse(state, card);
      return;
    }
    if (action.as === 'cp') {
      playCardInImpulse(state, power, card, 'cp');
      return;
    }
    playCardInImpulse(state, power, card, 'event');
  },
};

/**
 * 11: play a card from the hand in this impulse, for CP or as an event (also a card Here I
 * Stand has just taken from the discard pile). An event is announced, then the 'beforeEvent'
 * window (The Wartburg may cancel it), then it resolves, then the 'afterEvent' window, then
 * any CP it grants are spent.
 */
export function playCardInImpulse(state: HisState, power: MajorPower, card: CardId, as: 'cp' | 'event'): void {
  if (as === 'cp') {
    playCardFromHand(state, power, card, 'cp');
    startSpending(state, power, CARDS[card].cp);
    return;
  }
  const base = state.stack.length;
  playCardFromHand(state, power, card, 'event');
  const event = EVENTS[card];
  // 6.1: a mandatory event resolves first, then the power gets 2 CP.
  const cpAfter = isMandatoryCard(card) ? 2 : (event?.cpAfter ?? 0);
  pushInOrder(state, [
    frame('eventResolution', { power, card, base, step: 'announce', cancelled: false }),
    windowFrame('afterEvent', power),
    ...(cpAfter > 0 ? [grantCp(state, power, cpAfter)] : []),
  ]);
}

/** 11: the event of a card announced in an impulse, resolved once the 'beforeEvent' window closes. */
export interface EventResolutionFrame extends Frame {
  proc: 'eventResolution';
  power: MajorPower;
  card: CardId;
  /** Stack height before the card was played: a cancelled play takes back what it pushed. */
  base: number;
  /** 'announce': the 'beforeEvent' window is still to be called; 'resolve': it has returned. */
  step: 'announce' | 'resolve';
  /** What the window returned: The Wartburg (#37) cancelled the event (no effect, no CP, the impulse ends). */
  cancelled: boolean;
}

export const eventResolutionProcedure: Procedure<EventResolutionFrame> = {
  run(state, f) {
    if (f.step === 'announce') {
      f.step = 'resolve';
      callWindow(state, f, 'window', 'beforeEvent', f.power, String(f.card), { kind: 'event', power: f.power, card: f.card, cancelled: false });
      return;
    }
    if (f.cancelled) {
      // The card's CP budget and its 'afterEvent' window go with it.
      dropBudgetsOf(state, state.stack.slice(f.base));
      state.stack.length = Math.min(state.stack.length, f.base);
      return;
    }
    pop(state, f);
    const event = EVENTS[f.card];
    if (event) event.play(state, f.power);
    else state.log.push({ key: 'his.log.eventNotImplemented', params: { power: f.power, card: f.card } });
  },
  resume: {
    window(_state, f, result: { cancelled: boolean }) {
      f.cancelled = result.cancelled;
    },
  },
};

function pass(state: HisState, f: ImpulseFrame): void {
  state.powers[f.power].passed = true;
  state.log.push({ key: 'his.log.pass', params: { power: f.power } });
  ret(state, f, { passed: true });
  // 21.3 Pregnancy "3": England's first pass this turn may move the marital marker again.
  if (f.power === 'england') englandPasses(state);
}
