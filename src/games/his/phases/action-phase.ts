// 11: the Action Phase. Powers take impulses in impulse order until all six pass in
// consecutive impulses. An impulse plays one card for CP or as an event, or passes.
import type { CardId } from '../data/cards.ts';
import { CARDS } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { rulerOf } from '../rulers.ts';
import type { Ask, Frame, HisAction, Procedure } from '../flow/frames.ts';
import { nearestFrame, pop } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import { isHomeCard, isMandatoryCard, playCardFromHand } from '../cards.ts';
import { EVENTS } from '../events/registry.ts';
import { openWindow } from '../responses.ts';
import { startSpending } from './spend-cp.ts';

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

export function actionPhaseFrame(): ActionPhaseFrame {
  return { proc: 'actionPhase', next: 0, consecutivePasses: 0 };
}

function phaseFrame(state: HisState): ActionPhaseFrame {
  const f = nearestFrame<ActionPhaseFrame>(state, 'actionPhase');
  if (!f) throw new Error('flow: impulse outside the action phase');
  return f;
}

/** 11: the three reasons a power may not pass. */
export function mayPass(state: HisState, power: MajorPower): boolean {
  const hand = state.powers[power].hand;
  if (hand.some(isHomeCard)) return false;
  // A mandatory event whose own condition is not met yet (Schmalkaldic League, 21.6) cannot
  // be played, so it does not forbid passing; 19.8 resolves it at its deadline.
  if (hand.some((c) => isMandatoryCard(c) && canPlayAsEvent(state, power, c))) return false;
  // The held-but-unplayable mandatory event does not count against the admin rating either:
  // otherwise a power could be left with nothing legal to do.
  const counted = hand.filter((c) => !isMandatoryCard(c) || canPlayAsEvent(state, power, c));
  return counted.length <= rulerOf(state, power).adminRating;
}

/** Can the power play this card as an event in its own impulse? */
export function canPlayAsEvent(state: HisState, power: MajorPower, card: CardId): boolean {
  const data = CARDS[card];
  if (data.type === 'combat') return false; // 11: never combat cards
  const event = EVENTS[card];
  // 6.1: a mandatory event must be played; one without a handler resolves as "no effect".
  if (data.type === 'mandatory') return event === undefined || event.canPlay(state, power);
  return event !== undefined && event.canPlay(state, power);
}

export const actionPhaseProcedure: Procedure<ActionPhaseFrame> = {
  run(state, f) {
    if (f.consecutivePasses >= MAJOR_POWERS.length) {
      pop(state, f);
      return;
    }
    const power = MAJOR_POWERS[f.next]!;
    f.next = (f.next + 1) % MAJOR_POWERS.length;
    state.impulse++;
    const impulse: ImpulseFrame = { proc: 'impulse', power };
    state.stack.push(impulse);
  },
};

function impulseActions(state: HisState, power: MajorPower): HisAction[] {
  const actions: HisAction[] = [];
  for (const card of state.powers[power].hand) {
    if (!isMandatoryCard(card)) actions.push({ type: 'play', card, as: 'cp' });
    if (canPlayAsEvent(state, power, card)) actions.push({ type: 'play', card, as: 'event' });
  }
  if (mayPass(state, power)) actions.push({ type: 'pass' });
  return actions;
}

export const impulseProcedure: Procedure<ImpulseFrame> = {
  ask(state, f): Ask[] {
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
    const card = action.card as CardId;
    const phase = phaseFrame(state);
    phase.consecutivePasses = 0;
    state.powers[power].passed = false;
    pop(state, f);
    if (action.as === 'cp') {
      playCardFromHand(state, power, card, 'cp');
      startSpending(state, power, CARDS[card].cp);
      return;
    }
    playCardFromHand(state, power, card, 'event');
    const event = EVENTS[card];
    // 6.1: a mandatory event resolves first, then the power gets 2 CP.
    const cpAfter = isMandatoryCard(card) ? 2 : (event?.cpAfter ?? 0);
    if (cpAfter > 0) startSpending(state, power, cpAfter);
    openWindow(state, 'afterEvent', power);
    if (event) event.play(state, power);
    else state.log.push({ key: 'his.log.eventNotImplemented', params: { power, card } });
  },
};

function pass(state: HisState, f: ImpulseFrame): void {
  phaseFrame(state).consecutivePasses++;
  state.powers[f.power].passed = true;
  state.log.push({ key: 'his.log.pass', params: { power: f.power } });
  pop(state, f);
}
