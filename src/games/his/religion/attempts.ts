// 18.2-18.4: what Reformation and Counter Reformation attempts share: the run of attempts
// (a target at a time, a bonus-die debater offered before each), the roll against the
// defending side, and reading the highest die.
import type { Json, LogEntry } from '../../../engine/types.ts';
import type { LanguageZone, SpaceId } from '../data/map.ts';
import { SPACE_IDS } from '../data/map.ts';
import type { DebaterId } from '../data/pieces.ts';
import { DEBATER_IDS } from '../data/pieces.ts';
import { REFORMATION_DICE } from '../data/tables.ts';
import { rollDice } from '../dice.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import { commitDebater, isUncommitted } from './debaters.ts';
import { gameOver, setReligion } from './flip.ts';
import { ENGLISH_TREATISE_DEBATERS, dieBonusTable, inZones } from './modifiers.ts';
import { currentMarks, marksToUpdate } from './turn-effects.ts';
import type { ReligiousPower } from './types.ts';

/** 18.2: has this power already used a debater bonus for attempts or translations this impulse? */
export function bonusUsed(state: HisState, power: ReligiousPower): boolean {
  return currentMarks(state).bonusUsedBy.includes(power);
}

/** 18.2: record the power's one debater bonus of the impulse and commit the debater. */
export function useDebaterBonus(state: HisState, power: ReligiousPower, debater: DebaterId): void {
  commitDebater(state, debater);
  marksToUpdate(state).bonusUsedBy.push(power);
  state.log.push({ key: 'his.log.debaterBonus', params: { power, debater } });
}

/**
 * 18.2, 18.3 step 3, 18.4 step 3: the uncommitted debaters whose bonus would add to an
 * attempt on `target`, if the power may still use a bonus in this action and impulse. A
 * debater bonus may be committed before any attempt of the action, once.
 */
export function offeredDieBonuses(state: HisState, power: ReligiousPower, target: SpaceId, actionBonus: DebaterId | null): DebaterId[] {
  if (actionBonus !== null || bonusUsed(state, power)) return [];
  const table = dieBonusTable(power);
  return DEBATER_IDS.filter((id) => {
    const bonus = table[id];
    if (!bonus || !isUncommitted(state, id) || !bonus.applies(state, target)) return false;
    // England allocates only the English debaters of its treatise (18.2).
    return power !== 'england' || ENGLISH_TREATISE_DEBATERS.includes(id);
  });
}

/** Bonus dice the action's debater gives on this target (18.3 step 3, 18.4 step 3). */
export function bonusDice(state: HisState, power: ReligiousPower, target: SpaceId, actionBonus: DebaterId | null): number {
  if (actionBonus === null) return 0;
  const bonus = dieBonusTable(power)[actionBonus];
  return bonus && bonus.applies(state, target) ? bonus.dice : 0;
}

/** The highest single die after a modifier; 0 when no die was rolled. */
export function highest(dice: readonly number[], modifier = 0): number {
  return dice.length === 0 ? 0 : Math.max(...dice) + modifier;
}

/** What a run of Reformation (18.3) or Counter Reformation (18.4) attempts keeps in its frame. */
export interface AttemptRunFields {
  /** Attempts still to make. */
  attempts: number;
  /** The target language zone(s) (18.3 and 18.4 step 1). */
  zones: LanguageZone[];
  /** Only spaces in the target zones may be chosen. */
  zonesOnly: boolean;
  /** Only these spaces may be chosen, or null. */
  spaces: SpaceId[] | null;
  /** The debater whose bonus this action or event uses (18.2), or null. */
  bonus: DebaterId | null;
  /** What granted the attempts, for the log. */
  why: string;
  step: 'target' | 'bonus';
  target: SpaceId | null;
}

export interface AttemptRunFrame extends Frame, AttemptRunFields {}

export interface AttemptRunOptions {
  attempts: number;
  zones: readonly LanguageZone[];
  zonesOnly?: boolean;
  spaces?: readonly SpaceId[] | null;
  bonus?: DebaterId | null;
  why: string;
}

/** The fields of a fresh run of attempts. */
export function attemptRunFields(o: AttemptRunOptions): AttemptRunFields {
  return {
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

export interface AttemptResult {
  success: boolean;
  automatic: boolean;
}

/** The prompts and log entry of each kind of attempt. */
const ATTEMPT_KEYS = {
  reformation: { target: 'his.prompt.reformationTarget', bonus: 'his.prompt.reformationBonus', log: 'his.log.reformation' },
  counterReformation: {
    target: 'his.prompt.counterReformationTarget',
    bonus: 'his.prompt.counterReformationBonus',
    log: 'his.log.counterReformation',
  },
} as const;

/** What sets the Reformation side (18.3) and the Counter Reformation side (18.4) apart in a run. */
export interface AttemptSide<F extends AttemptRunFrame> {
  /** The kind of attempt: names the per-impulse target marks and the prompts. */
  kind: 'reformation' | 'counterReformation';
  /** The power making the attempts. */
  attacker(f: F): ReligiousPower;
  /** Whether a space may be the target of this kind of attempt. */
  eligible(state: HisState, space: SpaceId): boolean;
  /** Steps 2-9 for one attempt on `target`. */
  resolve(state: HisState, f: F, target: SpaceId): AttemptResult;
  /** The log entry when the remaining attempts are lost. */
  noTarget(f: F): LogEntry;
}

/** 18.3 and 18.4 step 1: the spaces a run may target now (once per space per impulse). */
export function attemptTargets<F extends AttemptRunFrame>(state: HisState, f: F, side: AttemptSide<F>): SpaceId[] {
  const used = currentMarks(state)[`${side.kind}Targets`];
  return SPACE_IDS.filter(
    (id) =>
      !used.includes(id) &&
      (!f.zonesOnly || inZones(id, f.zones)) &&
      (f.spaces === null || f.spaces.includes(id)) &&
      side.eligible(state, id),
  );
}

function attempt<F extends AttemptRunFrame>(state: HisState, f: F, side: AttemptSide<F>): void {
  const target = f.target!;
  f.target = null;
  f.step = 'target';
  f.attempts--;
  side.resolve(state, f, target);
  if (gameOver(state)) return;
  if (f.attempts <= 0) pop(state, f);
}

/** The procedure of a run of attempts of one side. */
/** 18.3, 18.4: the target space, then a debater's die bonus (or none). */
export type AttemptAction = SpaceAction | { type: 'debater'; debater: DebaterId } | { type: 'noBonus' };

export function attemptProcedure<F extends AttemptRunFrame>(side: AttemptSide<F>): Procedure<F, AttemptAction> {
  return {
    ask(state, f): Ask<AttemptAction>[] {
      if (f.attempts <= 0) return [];
      const power = side.attacker(f);
      if (f.step === 'bonus') {
        const debaters = offeredDieBonuses(state, power, f.target!, f.bonus);
        return [
          {
            power,
            key: ATTEMPT_KEYS[side.kind].bonus,
            params: { space: f.target! },
            actions: [...debaters.map((debater): AttemptAction => ({ type: 'debater', debater })), { type: 'noBonus' }],
          },
        ];
      }
      const targets = attemptTargets(state, f, side);
      if (targets.length === 0) return [];
      return [
        {
          power,
          key: ATTEMPT_KEYS[side.kind].target,
          params: { attempts: f.attempts, zones: f.zones, why: f.why },
          actions: targets.map((space) => ({ type: 'space', space })),
        },
      ];
    },
    run(state, f) {
      // No attempt left, or no space can be targeted: the remaining attempts are lost.
      if (f.attempts > 0) state.log.push(side.noTarget(f));
      pop(state, f);
    },
    decide(state, f, _power, action) {
      if (action.type === 'space') {
        const space = action.space;
        f.target = space;
        marksToUpdate(state)[`${side.kind}Targets`].push(space);
        if (offeredDieBonuses(state, side.attacker(f), space, f.bonus).length > 0) {
          f.step = 'bonus';
          return;
        }
        attempt(state, f, side);
        return;
      }
      if (action.type === 'debater') {
        const debater = action.debater;
        useDebaterBonus(state, side.attacker(f), debater);
        f.bonus = debater;
      }
      attempt(state, f, side);
    },
  };
}

/** One attempt's roll, as each side sets it up (18.3 and 18.4 steps 2-8). */
export interface AttemptRoll {
  kind: 'reformation' | 'counterReformation';
  attacker: ReligiousPower;
  defender: ReligiousPower;
  /** Names the defender's dice and high die in the log: `papal` or `protestant`. */
  defenderLog: 'papal' | 'protestant';
  /** The religion a successful attempt gives the target. */
  religion: 'protestant' | 'catholic';
  why: string;
  attackDice: number;
  /** Added to each attacking die (step 4). */
  attackModifier: number;
  defenceDice: number;
  /** Step 5: whether a high die of 6 wins without a defending roll. */
  mayWinAutomatically: boolean;
  /** Step 8: whether the attacker wins ties. */
  winsTies: boolean;
}

/** Steps 2-8 of one attempt on `target`: roll, compare, log, flip on success. */
export function rollAttempt(state: HisState, target: SpaceId, r: AttemptRoll): AttemptResult {
  const attack = rollDice(state, r.attackDice, r.kind, { power: r.attacker, space: target });
  const attackHigh = highest(attack, r.attackModifier);
  const params: Record<string, Json> = { power: r.attacker, space: target, why: r.why, dice: r.attackDice, high: attackHigh };
  let result: AttemptResult;
  if (r.mayWinAutomatically && attackHigh >= REFORMATION_DICE.automaticSuccess) {
    // Step 5: automatic success, no defending roll.
    result = { success: true, automatic: true };
  } else {
    const defence = rollDice(state, r.defenceDice, `${r.kind}Defence`, { power: r.defender, space: target });
    const defenceHigh = highest(defence);
    params[`${r.defenderLog}Dice`] = r.defenceDice;
    params[`${r.defenderLog}High`] = defenceHigh;
    // Step 8: the higher die wins; ties go to the attacker only where it wins ties.
    result = { success: attackHigh > defenceHigh || (attackHigh === defenceHigh && r.winsTies), automatic: false };
  }
  state.log.push({ key: ATTEMPT_KEYS[r.kind].log, params: { ...params, success: result.success, automatic: result.automatic } });
  if (result.success) setReligion(state, target, r.religion, r.kind);
  return result;
}
