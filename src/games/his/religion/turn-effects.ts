// Religious marks that last one impulse (18.2-18.4) or the rest of a turn (card effects).
import type { HisState } from '../state.ts';
import type { ImpulseMarks, TurnEffects } from './types.ts';

export function emptyTurnEffects(): TurnEffects {
  return { printingPress: null, augsburgConfession: null, wartburg: null, thomasMore: null };
}

export function emptyImpulseMarks(key: string): ImpulseMarks {
  return { key, reformationTargets: [], counterReformationTargets: [], bonusUsedBy: [], translatedIn: [], translationBonusUsed: false };
}

/**
 * The current impulse, for "once per impulse" rules. Turn and phase are part of it so that
 * the Luther's 95 Theses phase and the Winter events never share an impulse's marks.
 */
export function impulseKey(state: HisState): string {
  return `${state.turn}.${state.phase}.${state.impulse}`;
}

/** This impulse's marks, to read (marks of an earlier impulse read as empty; nothing is written). */
export function currentMarks(state: HisState): ImpulseMarks {
  const key = impulseKey(state);
  return state.religion.impulseMarks.key === key ? state.religion.impulseMarks : emptyImpulseMarks(key);
}

/** This impulse's marks, to write (marks of an earlier impulse are cleared first). */
export function marksToUpdate(state: HisState): ImpulseMarks {
  const key = impulseKey(state);
  if (state.religion.impulseMarks.key !== key) state.religion.impulseMarks = emptyImpulseMarks(key);
  return state.religion.impulseMarks;
}

/** Is this card effect on for the current turn? */
export function turnEffectActive(state: HisState, effect: keyof TurnEffects): boolean {
  return state.religion.turnEffects[effect] === state.turn;
}

/** Turn a card effect on for the rest of this turn (event handlers call this). */
export function setTurnEffect(state: HisState, effect: keyof TurnEffects): void {
  state.religion.turnEffects[effect] = state.turn;
}
