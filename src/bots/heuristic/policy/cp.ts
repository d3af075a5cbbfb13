// 11.1: which CP action to take next. The power's aims give each action a base weight;
// the board makes an action more urgent (a siege to assault, an army next to a target)
// or pointless (nothing to move toward). CP left at the end of an impulse are lost, so
// ending early scores lowest.
import type { Action } from '../../../engine/types.ts';
import { SPACE_IDS } from '../../../games/his/data/map.ts';
import { actionWeights } from '../aims.ts';
import type { Context } from '../context.ts';
import { attackPull, besieging, myLandAt, tooWeakNextTo } from '../context.ts';

/** The best army I could move: its size times how close it stands to something worth taking. */
function marchValue(ctx: Context): number {
  let best = 0;
  for (const id of SPACE_IDS) {
    const n = myLandAt(ctx, id);
    if (n < 2) continue;
    // 15.1: an army besieging stays to assault.
    if (besieging(ctx, id)) continue;
    // An army waiting for reinforcements beside its target is no reason to move.
    const wait = tooWeakNextTo(ctx, id, n) ? 0 : 1;
    best = Math.max(best, Math.min(n, 8) * attackPull(ctx, id) * wait);
  }
  return best;
}

/** Armies standing idle: the fewer I have, the more raising units is worth. */
function armySize(ctx: Context): number {
  let n = 0;
  for (const id of SPACE_IDS) n += myLandAt(ctx, id);
  return n;
}

export function spendCp(ctx: Context, action: Action): number {
  if (action.type === 'endImpulse') return -10;
  const id = String(action.action);
  const weights = actionWeights(ctx.me);
  let score = weights[id] ?? 5;
  // An army near a key outweighs the power's other aims: keys are VP (22).
  if (id === 'move') score = Math.min(85, 10 + marchValue(ctx) * 5);
  const raising = id === 'raiseRegular' || id === 'buyMercenary' || id === 'raiseCavalry';
  if (raising && armySize(ctx) > 30) score -= 10;
  // 21.1: the Ottoman's conquests need armies: when its armies have melted away (battles,
  // foreign wars), it rebuilds before it raids.
  if (raising && ctx.me === 'ottoman' && armySize(ctx) < 16) score += 35;
  // 16.4, 21.1: piracy needs corsairs at sea: the Ottoman sails them out, then raids.
  if (ctx.me === 'ottoman' && id === 'navalMove' && corsairs(ctx).inPort > 0 && corsairs(ctx).atSea === 0) score = 45;
  if (ctx.me === 'ottoman' && id === 'buildCorsair' && corsairs(ctx).inPort + corsairs(ctx).atSea >= 10) score = 5;
  return score;
}

function corsairs(ctx: Context): { inPort: number; atSea: number } {
  let inPort = 0;
  let atSea = 0;
  for (const id of SPACE_IDS) inPort += ctx.view.spaces[id].units[ctx.me]?.corsair ?? 0;
  for (const sea of Object.values(ctx.view.seas)) atSea += sea.units[ctx.me]?.corsair ?? 0;
  return { inPort, atSea };
}
