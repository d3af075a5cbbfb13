// The Ottoman's campaign (21.1): one great army under Suleiman takes the keys of Hungary
// and the Balkans. It winters in Istanbul, where Spring Deployment (10) can carry it whole
// to the front; it never fights where a lost battle leaves it no way back (14.1: then the
// army is eliminated and Suleiman captured), so it first takes control of the space beside
// the key it means to attack (12.2). Each policy here overrides the shared one for the
// Ottoman seat only.
import type { Action } from '../../../engine/types.ts';
import type { SpaceId } from '../../../games/his/data/map.ts';
import { adjacentSpaces, capitalsOf, SPACE_IDS, SPACES } from '../../../games/his/data/map.ts';
import { clearWinterPath } from '../../../games/his/phases/winter/land-return.ts';
import type { HisState } from '../../../games/his/state.ts';
import type { Context } from '../context.ts';
import { allied, attackPull, enemyLand, forceToTake, hostile, myLandAt, targets } from '../context.ts';
import { spendCp } from './cp.ts';
import { moveTo, param, spaceOf, winterQuarters } from './military.ts';

type Policy = (ctx: Context, action: Action) => number;

/** 19.3: a fortified space holds at most four units through the winter (a capital any number). */
const GARRISON = 4;

/**
 * 14.1: a beaten attacker must retreat into the space its formation entered the battle
 * from, and may only if that space is its side's (or an ally's), free of unrest and of
 * enemy units; else it is eliminated and its leaders captured.
 */
export function retreatOpen(ctx: Context, from: SpaceId): boolean {
  const s = ctx.view.spaces[from];
  if (ctx.view.outOfPlay.includes(from) || s.unrest) return false;
  return allied(ctx.view, ctx.me, s.control) && enemyLand(ctx, from) === 0;
}

/** Will entering `to` bring a battle (enemy units there) or a siege (an enemy fortified space)? */
function contested(ctx: Context, to: SpaceId): boolean {
  if (enemyLand(ctx, to) > 0) return true;
  return SPACES[to].type !== 'unfortified' && hostile(ctx.view, ctx.me, ctx.view.spaces[to].control);
}

/** 13, 14.1: never march into a fight without a line of retreat. */
const ottomanMoveTo: Policy = (ctx, action) => {
  const score = moveTo(ctx, action);
  const to = spaceOf(action);
  const from = param(ctx, 'from');
  if (!to || !from || !contested(ctx, to) || retreatOpen(ctx, from)) return score;
  return score - 1000;
};

/**
 * 12.2: an army standing in a hostile unfortified space beside a key it is strong enough
 * to attack takes control of the space first: it is the line of retreat the attack needs.
 */
function stagingToControl(ctx: Context): SpaceId | null {
  const keys = new Set(targets(ctx).filter((t) => SPACES[t.space].type === 'key').map((t) => t.space));
  let best: SpaceId | null = null;
  let bestPull = 0;
  for (const id of SPACE_IDS) {
    if (SPACES[id].type !== 'unfortified' || !hostile(ctx.view, ctx.me, ctx.view.spaces[id].control)) continue;
    const n = myLandAt(ctx, id);
    if (n < 2 || enemyLand(ctx, id) > 0) continue;
    for (const key of adjacentSpaces(id)) {
      if (!keys.has(key) || n < forceToTake(ctx, key)) continue;
      if (attackPull(ctx, id) > bestPull) [best, bestPull] = [id, attackPull(ctx, id)];
    }
  }
  return best;
}

const ottomanSpendCp: Policy = (ctx, action) => {
  if (String(action.action) === 'controlUnfortified' && stagingToControl(ctx)) return 95;
  return spendCp(ctx, action);
};

/** 12.2: the staging space first, then any space toward the targets. */
const ottomanControl: Policy = (ctx, action) => {
  const at = spaceOf(action);
  if (!at) return action.type === 'control' ? 1 : 0;
  return (at === stagingToControl(ctx) ? 50 : 0) + 1 + attackPull(ctx, at) + (myLandAt(ctx, at) > 0 ? 1 : 0);
};

/** 19.3: Suleiman and his pashas winter in Istanbul, whence Spring Deployment leads the army out. */
const winterLeader: Policy = (ctx, action) => {
  const to = spaceOf(action);
  if (!to) return 0;
  return capitalsOf(ctx.me).includes(to) ? 100 : attackPull(ctx, to);
};

/**
 * 19.3: a fortified space near the targets keeps a full garrison; every other unit winters
 * in Istanbul (no limit there) by a path without attrition, to march out whole in spring.
 */
const winterAssign: Policy = (ctx, action) => {
  if (action.type === 'stay') return 5;
  if (action.type !== 'winterMove') return winterQuarters(ctx, action);
  const to = spaceOf(action);
  const from = param(ctx, 'space');
  if (!to || !from) return 0;
  const clear = clearWinterPath(ctx.view as unknown as HisState, ctx.me, from, to) ? 0 : -20;
  const front = SPACES[to].type !== 'unfortified' && attackPull(ctx, to) >= 2 && myLandAt(ctx, to) < GARRISON;
  if (front) return 12 + attackPull(ctx, to) + clear;
  if (capitalsOf(ctx.me).includes(to)) return 8 + clear;
  return attackPull(ctx, to) + clear;
};

/** 19.3: units idle in the rear go home to Istanbul; front garrisons and lone home guards stay. */
const winterOptional: Policy = (ctx, action) => {
  const at = spaceOf(action);
  if (!at) return action.type === 'done' ? 0 : -1;
  const n = myLandAt(ctx, at);
  const front = attackPull(ctx, at) >= 2;
  return !front && n >= 2 ? 1 : -1;
};

export const OTTOMAN_POLICIES: Readonly<Record<string, Policy>> = {
  moveTo: ottomanMoveTo,
  spendCp: ottomanSpendCp,
  controlUnfortified: ottomanControl,
  'winter.leader': winterLeader,
  'winter.assign': winterAssign,
  'winter.optional': winterOptional,
};
