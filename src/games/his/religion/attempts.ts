// 18.2-18.4: what Reformation and Counter Reformation attempts share: the choice of a
// bonus-die debater before an attempt, and reading the highest die.
import type { SpaceId } from '../data/map.ts';
import type { DebaterId } from '../data/pieces.ts';
import { DEBATER_IDS } from '../data/pieces.ts';
import type { HisState } from '../state.ts';
import { commitDebater, isUncommitted } from './debaters.ts';
import { ENGLISH_TREATISE_DEBATERS, dieBonusTable } from './modifiers.ts';
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
