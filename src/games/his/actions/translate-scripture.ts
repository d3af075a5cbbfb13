// 18.1 Translate Scripture (Protestant, 1 CP per space): choose the language; the marker of
// its New Testament, or Full Bible once the New Testament is done, advances one space. A
// translation debater of that language may add one free space per impulse (18.2).
import type { DebaterId } from '../data/pieces.ts';
import type { MajorPower } from '../data/powers.ts';
import type { TranslationZone } from '../data/tables.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { spendCp } from '../phases/spend-cp.ts';
import { bonusUsed, useDebaterBonus } from '../religion/attempts.ts';
import { currentMarks, marksToUpdate } from '../religion/turn-effects.ts';
import type { TranslationTrack } from '../religion/translation.ts';
import { advanceTranslation, nextTrack, startTranslationAttempts, translationBonusDebaters, translationChoices } from '../religion/translation.ts';
import type { HisState } from '../state.ts';
import type { CpAction } from './registry.ts';
import { frame } from '../flow/frames.ts';

function cost(power: MajorPower): number | null {
  return ACTION_COSTS.translateScripture[power] ?? null;
}

export interface TranslateFrame extends Frame {
  proc: 'translateScripture';
  step: 'language' | 'bonus';
  zone: TranslationZone | null;
  /** Translations completed by this action: their Reformation attempts follow it. */
  completed: { zone: TranslationZone; track: TranslationTrack }[];
}

/** 18.2: the free space needs CP spent on that language this impulse, one per impulse, one bonus per impulse. */
export function offeredTranslationBonus(state: HisState, zone: TranslationZone): DebaterId[] {
  const marks = currentMarks(state);
  if (marks.translationBonusUsed || bonusUsed(state, 'protestant') || !marks.translatedIn.includes(zone)) return [];
  if (nextTrack(state, zone) === null) return [];
  return translationBonusDebaters(state, zone);
}

export const TRANSLATE_SCRIPTURE_ACTION: CpAction = {
  id: 'translateScripture',
  cost: (_state, power) => cost(power),
  available(state, power, cp) {
    const c = cost(power);
    return c !== null && c <= cp && translationChoices(state).length > 0;
  },
  start(state) {
    push(state, frame('translateScripture', { step: 'language', zone: null, completed: [] }));
  },
};

function finish(state: HisState, f: TranslateFrame): void {
  pop(state, f);
  // Attempts of the completions, in the order completed (the first runs first).
  for (const c of [...f.completed].reverse()) startTranslationAttempts(state, c.zone, c.track);
}

function advance(state: HisState, f: TranslateFrame, zone: TranslationZone, why: 'cp' | 'bonus'): void {
  const done = advanceTranslation(state, zone, why);
  if (done) f.completed.push({ zone, track: done });
}

/** 18.1: the translation advanced, then a debater's bonus (or none). */
type TranslateAction = { type: 'translate'; zone: TranslationZone; track: TranslationTrack } | { type: 'debater'; debater: DebaterId } | { type: 'noBonus' };

export const translateScriptureProcedure: Procedure<TranslateFrame, TranslateAction> = {
  ask(state, f): Ask<TranslateAction>[] {
    if (f.step === 'bonus') {
      const debaters = offeredTranslationBonus(state, f.zone!);
      return [
        {
          power: 'protestant',
          key: 'his.prompt.translationBonus',
          params: { zone: f.zone! },
          actions: [...debaters.map((debater): TranslateAction => ({ type: 'debater', debater })), { type: 'noBonus' }],
        },
      ];
    }
    return [
      {
        power: 'protestant',
        key: 'his.prompt.translate',
        actions: translationChoices(state).map((c) => ({ type: 'translate', zone: c.zone, track: c.track })),
      },
    ];
  },
  decide(state, f, power, action) {
    if (action.type === 'translate') {
      const zone = action.zone;
      spendCp(state, cost(power)!);
      const marks = marksToUpdate(state);
      if (!marks.translatedIn.includes(zone)) marks.translatedIn.push(zone);
      advance(state, f, zone, 'cp');
      if (offeredTranslationBonus(state, zone).length > 0) {
        f.zone = zone;
        f.step = 'bonus';
        return;
      }
      finish(state, f);
      return;
    }
    if (action.type === 'debater') {
      useDebaterBonus(state, 'protestant', action.debater);
      marksToUpdate(state).translationBonusUsed = true;
      advance(state, f, f.zone!, 'bonus');
    }
    finish(state, f);
  },
};
