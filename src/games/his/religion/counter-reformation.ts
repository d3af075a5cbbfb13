// 18.4: Counter Reformation attempts. The Papacy picks each target in turn, may commit one
// bonus debater, and rolls against the Protestant; the highest single die decides.
import type { Json } from '../../../engine/types.ts';
import type { LanguageZone, SpaceId } from '../data/map.ts';
import { SPACE_IDS } from '../data/map.ts';
import type { DebaterId } from '../data/pieces.ts';
import { REFORMATION_DICE } from '../data/tables.ts';
import { rollDice } from '../dice.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import { bonusDice, highest, offeredDieBonuses, useDebaterBonus } from './attempts.ts';
import { gameOver, setReligion } from './flip.ts';
import { catholicDice, counterReformationEligible, inZones, protestantDice } from './modifiers.ts';
import { addStPetersCp } from './st-peters.ts';
import { currentMarks, marksToUpdate, turnEffectActive } from './turn-effects.ts';

export interface CounterReformationFrame extends Frame {
  proc: 'counterReformation';
  /** Attempts still to make. */
  attempts: number;
  /** The target language zone(s) (18.4 step 1). */
  zones: LanguageZone[];
  /** Only spaces in the target zones may be chosen (burn books under Mary I, 21.3). */
  zonesOnly: boolean;
  /** Only these spaces may be chosen, or null. */
  spaces: SpaceId[] | null;
  /** The debater whose bonus this action or event uses (18.2), or null. */
  bonus: DebaterId | null;
  /** What granted the attempts, for the log (`burnBooks`, card events...). */
  why: string;
  step: 'target' | 'bonus';
  target: SpaceId | null;
}

export interface CounterReformationOptions {
  attempts: number;
  zones: readonly LanguageZone[];
  zonesOnly?: boolean;
  spaces?: readonly SpaceId[] | null;
  bonus?: DebaterId | null;
  why: string;
}

/** The frame of a run of Counter Reformation attempts. */
export function counterReformationFrame(o: CounterReformationOptions): CounterReformationFrame {
  return {
    proc: 'counterReformation',
    attempts: o.attempts,
    zones: [...o.zones],
    zonesOnly: o.zonesOnly ?? false,
    spaces: o.spaces ? [...o.spaces] : null,
    bonus: o.bonus ?? null,
    why: o.why,
    step: 'target',
    target: null,
  };
}

/** Push a run of attempts (events, actions and translations call this). */
export function startCounterReformation(state: HisState, o: CounterReformationOptions): void {
  state.stack.push(counterReformationFrame(o));
}

/** 18.4 step 1: the spaces this run may target now (once per space per impulse). */
export function counterReformationTargets(state: HisState, f: CounterReformationFrame): SpaceId[] {
  const used = currentMarks(state).counterReformationTargets;
  return SPACE_IDS.filter(
    (id) =>
      !used.includes(id) &&
      (!f.zonesOnly || inZones(id, f.zones)) &&
      (f.spaces === null || f.spaces.includes(id)) &&
      counterReformationEligible(state, id),
  );
}

/** 18.4 steps 5 and 8: Paul III and Julius III win ties and may succeed automatically. */
export function papalRulerWinsTies(state: HisState): boolean {
  const ruler = state.powers.papacy.ruler;
  return ruler === 'paul-iii' || ruler === 'julius-iii';
}

/** 18.4 steps 2-9 for one attempt on `target`: roll, compare, flip; Tetzel's St. Peter's CP. */
export function resolveCounterReformationAttempt(state: HisState, f: CounterReformationFrame, target: SpaceId): { success: boolean; automatic: boolean } {
  const inTarget = inZones(target, f.zones);
  const strongPope = papalRulerWinsTies(state);
  const attackDice = catholicDice(state, target) + bonusDice(state, 'papacy', target, f.bonus);
  const attack = rollDice(state, attackDice, 'counterReformation', { power: 'papacy', space: target });
  // Step 4: Augsburg Confession takes 1 from each Papal die this turn.
  const attackHigh = highest(attack, turnEffectActive(state, 'augsburgConfession') ? -1 : 0);
  const params: Record<string, Json> = { power: 'papacy', space: target, why: f.why, dice: attackDice, high: attackHigh };
  let result: { success: boolean; automatic: boolean };
  if (strongPope && inTarget && attackHigh >= REFORMATION_DICE.automaticSuccess) {
    // Step 5: automatic success.
    result = { success: true, automatic: true };
  } else {
    const defenceDice = protestantDice(state, target);
    const defence = rollDice(state, defenceDice, 'counterReformationDefence', { power: 'protestant', space: target });
    const defenceHigh = highest(defence);
    params.protestantDice = defenceDice;
    params.protestantHigh = defenceHigh;
    // Step 8: the Papacy wins ties only in the target zone(s) under Paul III or Julius III.
    result = { success: attackHigh > defenceHigh || (attackHigh === defenceHigh && inTarget && strongPope), automatic: false };
  }
  state.log.push({ key: 'his.log.counterReformation', params: { ...params, success: result.success, automatic: result.automatic } });
  if (result.success) setReligion(state, target, 'catholic', 'counterReformation');
  // Step 9: Tetzel's bonus adds 1 CP to St. Peter's for each attempt.
  if (f.bonus === 'tetzel') addStPetersCp(state, 1, 'tetzel');
  return result;
}

function attempt(state: HisState, f: CounterReformationFrame): void {
  const target = f.target!;
  f.target = null;
  f.step = 'target';
  f.attempts--;
  resolveCounterReformationAttempt(state, f, target);
  if (gameOver(state)) return;
  if (f.attempts <= 0) pop(state, f);
}

export const counterReformationProcedure: Procedure<CounterReformationFrame> = {
  ask(state, f): Ask[] {
    if (f.attempts <= 0) return [];
    if (f.step === 'bonus') {
      const debaters = offeredDieBonuses(state, 'papacy', f.target!, f.bonus);
      return [
        {
          power: 'papacy',
          key: 'his.prompt.counterReformationBonus',
          params: { space: f.target! },
          actions: [...debaters.map((debater) => ({ type: 'debater', debater })), { type: 'noBonus' }],
        },
      ];
    }
    const targets = counterReformationTargets(state, f);
    if (targets.length === 0) return [];
    return [
      {
        power: 'papacy',
        key: 'his.prompt.counterReformationTarget',
        params: { attempts: f.attempts, zones: f.zones, why: f.why },
        actions: targets.map((space) => ({ type: 'space', space })),
      },
    ];
  },
  run(state, f) {
    if (f.attempts > 0) state.log.push({ key: 'his.log.noCounterReformationTarget', params: { attempts: f.attempts } });
    pop(state, f);
  },
  decide(state, f, _power, action) {
    if (f.step === 'target') {
      const space = action.space as SpaceId;
      f.target = space;
      marksToUpdate(state).counterReformationTargets.push(space);
      if (offeredDieBonuses(state, 'papacy', space, f.bonus).length > 0) {
        f.step = 'bonus';
        return;
      }
      attempt(state, f);
      return;
    }
    if (action.type === 'debater') {
      const debater = action.debater as DebaterId;
      useDebaterBonus(state, 'papacy', debater);
      f.bonus = debater;
    }
    attempt(state, f);
  },
};
