// 18.4: Counter Reformation attempts. The Papacy picks each target in turn, may commit one
// bonus debater, and rolls against the Protestant; the highest single die decides.
import type { SpaceId } from '../data/map.ts';
import type { HisState } from '../state.ts';
import type { AttemptResult, AttemptRunFrame, AttemptRunOptions, AttemptSide } from './attempts.ts';
import { attemptProcedure, attemptRunFields, attemptTargets, bonusDice, rollAttempt } from './attempts.ts';
import { catholicDice, counterReformationEligible, inZones, protestantDice } from './modifiers.ts';
import { addStPetersCp } from './st-peters.ts';
import { turnEffectActive } from './turn-effects.ts';
import { push } from '../flow/stack.ts';

/**
 * The target language zone(s) (18.4 step 1). `zonesOnly`: burn books under Mary I (21.3).
 * `why`: `burnBooks`, card events...
 */
export interface CounterReformationFrame extends AttemptRunFrame {
  proc: 'counterReformation';
}

export type CounterReformationOptions = AttemptRunOptions;

/** The frame of a run of Counter Reformation attempts. */
export function counterReformationFrame(o: CounterReformationOptions): CounterReformationFrame {
  return { proc: 'counterReformation', ...attemptRunFields(o) };
}

/** Push a run of attempts (events, actions and translations call this). */
export function startCounterReformation(state: HisState, o: CounterReformationOptions): void {
  push(state, counterReformationFrame(o));
}

/** 18.4 step 1: the spaces this run may target now (once per space per impulse). */
export function counterReformationTargets(state: HisState, f: CounterReformationFrame): SpaceId[] {
  return attemptTargets(state, f, counterReformationSide);
}

/** 18.4 steps 5 and 8: Paul III and Julius III win ties and may succeed automatically. */
export function papalRulerWinsTies(state: HisState): boolean {
  const ruler = state.powers.papacy.ruler;
  return ruler === 'paul-iii' || ruler === 'julius-iii';
}

/** 18.4 steps 2-9 for one attempt on `target`: roll, compare, flip; Tetzel's St. Peter's CP. */
export function resolveCounterReformationAttempt(state: HisState, f: CounterReformationFrame, target: SpaceId): AttemptResult {
  const inTarget = inZones(target, f.zones);
  const strongPope = papalRulerWinsTies(state);
  const result = rollAttempt(state, target, {
    kind: 'counterReformation',
    attacker: 'papacy',
    defender: 'protestant',
    defenderLog: 'protestant',
    religion: 'catholic',
    why: f.why,
    attackDice: catholicDice(state, target) + bonusDice(state, 'papacy', target, f.bonus),
    // Step 4: Augsburg Confession takes 1 from each Papal die this turn.
    attackModifier: turnEffectActive(state, 'augsburgConfession') ? -1 : 0,
    defenceDice: protestantDice(state, target),
    // Step 5: automatic success only in the target zone(s) under Paul III or Julius III.
    mayWinAutomatically: strongPope && inTarget,
    // Step 8: the Papacy wins ties only in the target zone(s) under Paul III or Julius III.
    winsTies: inTarget && strongPope,
  });
  // Step 9: Tetzel's bonus adds 1 CP to St. Peter's for each attempt.
  if (f.bonus === 'tetzel') addStPetersCp(state, 1, 'tetzel');
  return result;
}

const counterReformationSide: AttemptSide<CounterReformationFrame> = {
  kind: 'counterReformation',
  attacker: () => 'papacy',
  eligible: counterReformationEligible,
  resolve: resolveCounterReformationAttempt,
  noTarget: (f) => ({ key: 'his.log.noCounterReformationTarget', params: { attempts: f.attempts } }),
};

export const counterReformationProcedure = attemptProcedure(counterReformationSide);
