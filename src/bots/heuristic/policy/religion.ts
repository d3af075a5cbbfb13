// The religious struggle (18): where to spread or roll back the Reformation, which zone
// to publish, translate or burn in, and which debater to bring.
import type { Action } from '../../../engine/types.ts';
import type { SpaceId } from '../../../games/his/data/map.ts';
import { adjacentSpaces, isSpaceId, SPACES } from '../../../games/his/data/map.ts';
import type { HisState } from '../../../games/his/state.ts';
import { catholicDice, protestantDice } from '../../../games/his/religion/modifiers.ts';
import type { Context } from '../context.ts';

/** 18.4: an attempt's odds grow with adjacent spaces of one's faith; electorates and keys are worth most. */
function reformationValue(ctx: Context, space: SpaceId, faith: 'protestant' | 'catholic'): number {
  let friends = 0;
  for (const n of adjacentSpaces(space)) if (ctx.view.spaces[n].religion === faith) friends++;
  const type = SPACES[space].type;
  const worth = type === 'electorate' ? 4 : type === 'key' ? 2 : 1;
  return worth + friends * 0.7;
}

/** Chance that the highest of `n` dice is at most `k`. */
function atMost(n: number, k: number): number {
  return k <= 0 ? 0 : k >= 6 ? 1 : (k / 6) ** n;
}

/**
 * 18.3 steps 5-8: the chance that a Reformation attempt succeeds with `attack` dice against
 * `defence`: in the target zone a 6 wins outright and ties go to the attacker; elsewhere
 * the Papacy wins ties.
 */
export function attemptOdds(attack: number, defence: number, inZone: boolean): number {
  let p = 0;
  for (let a = 1; a <= 6; a++) {
    const exactly = atMost(attack, a) - atMost(attack, a - 1);
    if (inZone && a === 6) p += exactly;
    else p += exactly * atMost(defence, inZone ? a : a - 1);
  }
  return p;
}

/** 18.3: the attempt most likely to flip the space worth most (electorates, keys; England its home spaces). */
export function reformationTarget(ctx: Context, action: Action): number {
  const s = action.space;
  if (typeof s !== 'string' || !isSpaceId(s)) return 0;
  const state = ctx.view as unknown as HisState;
  const zones = (ctx.prompt?.params?.zones ?? []) as string[];
  const odds = attemptOdds(protestantDice(state, s), catholicDice(state, s), zones.includes(SPACES[s].languageZone));
  // 23.2: England scores 1 VP per 2 of its home spaces under Protestant influence.
  const englishVp = ctx.me === 'england' && SPACES[s].home === 'england' ? 3 : 0;
  return odds * (reformationValue(ctx, s, 'protestant') + englishVp);
}

/** A free flip (no dice: Papal Inquisition, Anabaptists...): the space worth most, whatever the odds of an attempt there. */
export function flipTarget(ctx: Context, action: Action): number {
  const s = action.space;
  return typeof s === 'string' && isSpaceId(s) ? reformationValue(ctx, s, 'protestant') : 0;
}

export function counterReformationTarget(ctx: Context, action: Action): number {
  const s = action.space;
  return typeof s === 'string' && isSpaceId(s) ? reformationValue(ctx, s, 'catholic') : 0;
}

/** The zone to publish in (18.2): the German zone for the Protestants (its spaces and electorates); England its own. */
export function treatiseZone(ctx: Context, action: Action): number {
  const zone = String(action.zone ?? '');
  if (ctx.me === 'england') return zone === 'english' ? 2 : 0;
  return zone === 'german' ? 2 : zone === 'french' ? 1 : 0;
}

/** 18.3: translate the German Bible first (most spaces), then the others. */
export function translate(_ctx: Context, action: Action): number {
  const zone = String(action.zone ?? '');
  return (zone === 'german' ? 3 : zone === 'english' ? 2 : 1) + (action.track === 'newTestament' ? 0.5 : 0);
}

/** The Papacy burns books where the Reformation is strongest. */
export function burnZone(_ctx: Context, action: Action): number {
  return String(action.zone ?? '') === 'german' ? 2 : 1;
}

/** Jesuit universities (18.6) where Catholic spaces are fewest nearby Protestant ones. */
export function universitySpace(ctx: Context, action: Action): number {
  return counterReformationTarget(ctx, action);
}

/** Bonuses and debaters: take the help offered. */
export function takeBonus(_ctx: Context, action: Action): number {
  return action.type === 'noBonus' || action.type === 'done' || action.type === 'skip' ? 0 : 1;
}
