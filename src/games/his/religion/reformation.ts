// 18.3: Reformation attempts. The attempting power (the Protestant, or England for its own
// treatise) picks each target in turn, may commit one bonus-die debater, and rolls against
// the Papacy; the highest single die decides.
import type { Json } from '../../../engine/types.ts';
import type { LanguageZone, SpaceId } from '../data/map.ts';
import { SPACES, SPACE_IDS } from '../data/map.ts';
import type { DebaterId } from '../data/pieces.ts';
import { REFORMATION_DICE } from '../data/tables.ts';
import { rollDice } from '../dice.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import { mayPlaceUnrest, placeUnrest } from '../land/unrest.ts';
import type { HisState } from '../state.ts';
import { bonusDice, highest, offeredDieBonuses, useDebaterBonus } from './attempts.ts';
import { gameOver, setReligion } from './flip.ts';
import { catholicDice, inZones, protestantDice, reformationEligible } from './modifiers.ts';
import { currentMarks, marksToUpdate, turnEffectActive } from './turn-effects.ts';

export interface ReformationFrame extends Frame {
  proc: 'reformation';
  /** The attempting power: the Protestant, or England for the attempts of its own treatise. */
  power: 'protestant' | 'england';
  /** Attempts still to make. */
  attempts: number;
  /** The target language zone(s) (18.3 step 1): ties, automatic success and die modifiers apply there. */
  zones: LanguageZone[];
  /** Only spaces in the target zones may be chosen (Carlstadt's and Calvin's treatise bonus). */
  zonesOnly: boolean;
  /** Only these spaces may be chosen (Book of Common Prayer: English home spaces), or null. */
  spaces: SpaceId[] | null;
  /** Bonus dice in every attempt (Luther's 95 Theses: 1). */
  extraDice: number;
  /** Added to each die in the target zones (Full Bible, Calvin's Institutes: +1). */
  dieModifier: number;
  /** The debater whose bonus this action or event uses (18.2), or null. */
  bonus: DebaterId | null;
  /** What granted the attempts, for the log (`luther95`, `treatise`, `newTestament`, ...). */
  why: string;
  step: 'target' | 'bonus';
  target: SpaceId | null;
}

export interface ReformationOptions {
  power?: 'protestant' | 'england';
  attempts: number;
  zones: readonly LanguageZone[];
  zonesOnly?: boolean;
  spaces?: readonly SpaceId[] | null;
  extraDice?: number;
  dieModifier?: number;
  bonus?: DebaterId | null;
  why: string;
}

/** The frame of a run of Reformation attempts. */
export function reformationFrame(o: ReformationOptions): ReformationFrame {
  return {
    proc: 'reformation',
    power: o.power ?? 'protestant',
    attempts: o.attempts,
    zones: [...o.zones],
    zonesOnly: o.zonesOnly ?? false,
    spaces: o.spaces ? [...o.spaces] : null,
    extraDice: o.extraDice ?? 0,
    dieModifier: o.dieModifier ?? 0,
    bonus: o.bonus ?? null,
    why: o.why,
    step: 'target',
    target: null,
  };
}

/** Push a run of attempts (events, actions and translations call this). */
export function startReformation(state: HisState, o: ReformationOptions): void {
  state.stack.push(reformationFrame(o));
}

/** 18.3 step 1: the spaces this run of attempts may target now (once per space per impulse). */
export function reformationTargets(state: HisState, f: ReformationFrame): SpaceId[] {
  const used = currentMarks(state).reformationTargets;
  return SPACE_IDS.filter(
    (id) =>
      !used.includes(id) &&
      (!f.zonesOnly || inZones(id, f.zones)) &&
      (f.spaces === null || f.spaces.includes(id)) &&
      reformationEligible(state, id),
  );
}

export interface AttemptResult {
  success: boolean;
  automatic: boolean;
}

/**
 * 18.3 steps 2-8 for one attempt on `target`: roll, compare, flip. A failed German attempt
 * with Carlstadt's bonus leaves unrest on the target.
 */
export function resolveReformationAttempt(state: HisState, f: ReformationFrame, target: SpaceId): AttemptResult {
  const inTarget = inZones(target, f.zones);
  // Step 3: Printing Press, the event's extra die, the debater's die.
  const extra = (turnEffectActive(state, 'printingPress') ? 1 : 0) + f.extraDice + bonusDice(state, f.power, target, f.bonus);
  const attackDice = protestantDice(state, target) + extra;
  const attack = rollDice(state, attackDice, 'reformation', { power: f.power, space: target });
  // Step 4: +1 per die only in the target zone(s).
  const attackHigh = highest(attack, inTarget ? f.dieModifier : 0);
  const params: Record<string, Json> = { power: f.power, space: target, why: f.why, dice: attackDice, high: attackHigh };
  let result: AttemptResult;
  if (inTarget && attackHigh >= REFORMATION_DICE.automaticSuccess) {
    // Step 5: automatic success, no Papal roll.
    result = { success: true, automatic: true };
  } else {
    const defenceDice = catholicDice(state, target);
    const defence = rollDice(state, defenceDice, 'reformationDefence', { power: 'papacy', space: target });
    const defenceHigh = highest(defence);
    params.papalDice = defenceDice;
    params.papalHigh = defenceHigh;
    // Step 8: the attempting power wins ties in the target zone(s), the Papacy elsewhere.
    result = { success: attackHigh > defenceHigh || (attackHigh === defenceHigh && inTarget), automatic: false };
  }
  state.log.push({ key: 'his.log.reformation', params: { ...params, success: result.success, automatic: result.automatic } });
  if (result.success) setReligion(state, target, 'protestant', 'reformation');
  else if (f.bonus === 'carlstadt' && SPACES[target].languageZone === 'german' && mayPlaceUnrest(state, target, true)) placeUnrest(state, target);
  return result;
}

function attempt(state: HisState, f: ReformationFrame): void {
  const target = f.target!;
  f.target = null;
  f.step = 'target';
  f.attempts--;
  resolveReformationAttempt(state, f, target);
  if (gameOver(state)) return;
  if (f.attempts <= 0) pop(state, f);
}

export const reformationProcedure: Procedure<ReformationFrame> = {
  ask(state, f): Ask[] {
    if (f.attempts <= 0) return [];
    if (f.step === 'bonus') {
      const debaters = offeredDieBonuses(state, f.power, f.target!, f.bonus);
      return [
        {
          power: f.power,
          key: 'his.prompt.reformationBonus',
          params: { space: f.target! },
          actions: [...debaters.map((debater) => ({ type: 'debater', debater })), { type: 'noBonus' }],
        },
      ];
    }
    const targets = reformationTargets(state, f);
    if (targets.length === 0) return [];
    return [
      {
        power: f.power,
        key: 'his.prompt.reformationTarget',
        params: { attempts: f.attempts, zones: f.zones, why: f.why },
        actions: targets.map((space) => ({ type: 'space', space })),
      },
    ];
  },
  run(state, f) {
    // No attempt left, or no space can be targeted: the remaining attempts are lost.
    if (f.attempts > 0) state.log.push({ key: 'his.log.noReformationTarget', params: { power: f.power, attempts: f.attempts } });
    pop(state, f);
  },
  decide(state, f, _power, action) {
    if (f.step === 'target') {
      const space = action.space as SpaceId;
      f.target = space;
      marksToUpdate(state).reformationTargets.push(space);
      if (offeredDieBonuses(state, f.power, space, f.bonus).length > 0) {
        f.step = 'bonus';
        return;
      }
      attempt(state, f);
      return;
    }
    if (action.type === 'debater') {
      const debater = action.debater as DebaterId;
      useDebaterBonus(state, f.power, debater);
      f.bonus = debater;
    }
    attempt(state, f);
  },
};
