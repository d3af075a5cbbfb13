// 18.3: Reformation attempts. The attempting power (the Protestant, or England for its own
// treatise) picks each target in turn, may commit one bonus-die debater, and rolls against
// the Papacy; the highest single die decides.
import type { SpaceId } from '../data/map.ts';
import { SPACES } from '../data/map.ts';
import { mayPlaceUnrest, placeUnrest } from '../land/unrest.ts';
import type { HisState } from '../state.ts';
import type { AttemptResult, AttemptRunFrame, AttemptRunOptions, AttemptSide } from './attempts.ts';
import { attemptProcedure, attemptRunFields, attemptTargets, bonusDice, rollAttempt } from './attempts.ts';
import { catholicDice, inZones, protestantDice, reformationEligible } from './modifiers.ts';
import { turnEffectActive } from './turn-effects.ts';
import { push } from '../flow/stack.ts';

/**
 * The target language zone(s) (18.3 step 1): ties, automatic success and die modifiers apply
 * there. `zonesOnly`: Carlstadt's and Calvin's treatise bonus. `spaces`: Book of Common Prayer
 * (English home spaces). `why`: `luther95`, `treatise`, `newTestament`, ...
 */
export interface ReformationFrame extends AttemptRunFrame {
  proc: 'reformation';
  /** The attempting power: the Protestant, or England for the attempts of its own treatise. */
  power: 'protestant' | 'england';
  /** Bonus dice in every attempt (Luther's 95 Theses: 1). */
  extraDice: number;
  /** Added to each die in the target zones (Full Bible, Calvin's Institutes: +1). */
  dieModifier: number;
}

export interface ReformationOptions extends AttemptRunOptions {
  power?: 'protestant' | 'england';
  extraDice?: number;
  dieModifier?: number;
}

/** The frame of a run of Reformation attempts. */
export function reformationFrame(o: ReformationOptions): ReformationFrame {
  return {
    proc: 'reformation',
    power: o.power ?? 'protestant',
    ...attemptRunFields(o),
    extraDice: o.extraDice ?? 0,
    dieModifier: o.dieModifier ?? 0,
  };
}

/** Push a run of attempts (events, actions and translations call this). */
export function startReformation(state: HisState, o: ReformationOptions): void {
  push(state, reformationFrame(o));
}

/** 18.3 step 1: the spaces this run of attempts may target now (once per space per impulse). */
export function reformationTargets(state: HisState, f: ReformationFrame): SpaceId[] {
  return attemptTargets(state, f, reformationSide);
}

/**
 * 18.3 steps 2-8 for one attempt on `target`: roll, compare, flip. A failed German attempt
 * with Carlstadt's bonus leaves unrest on the target.
 */
export function resolveReformationAttempt(state: HisState, f: ReformationFrame, target: SpaceId): AttemptResult {
  const inTarget = inZones(target, f.zones);
  // Step 3: Printing Press, the event's extra die, the debater's die.
  const extra = (turnEffectActive(state, 'printingPress') ? 1 : 0) + f.extraDice + bonusDice(state, f.power, target, f.bonus);
  const result = rollAttempt(state, target, {
    kind: 'reformation',
    attacker: f.power,
    defender: 'papacy',
    defenderLog: 'papal',
    religion: 'protestant',
    why: f.why,
    attackDice: protestantDice(state, target) + extra,
    // Step 4: +1 per die only in the target zone(s).
    attackModifier: inTarget ? f.dieModifier : 0,
    defenceDice: catholicDice(state, target),
    // Step 5: automatic success, no Papal roll, in the target zone(s).
    mayWinAutomatically: inTarget,
    // Step 8: the attempting power wins ties in the target zone(s), the Papacy elsewhere.
    winsTies: inTarget,
  });
  if (!result.success && f.bonus === 'carlstadt' && SPACES[target].languageZone === 'german' && mayPlaceUnrest(state, target, true)) {
    placeUnrest(state, target);
  }
  return result;
}

const reformationSide: AttemptSide<ReformationFrame> = {
  kind: 'reformation',
  attacker: (f) => f.power,
  eligible: reformationEligible,
  resolve: resolveReformationAttempt,
  noTarget: (f) => ({ key: 'his.log.noReformationTarget', params: { power: f.power, attempts: f.attempts } }),
};

export const reformationProcedure = attemptProcedure(reformationSide);
