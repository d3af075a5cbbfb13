// The Ottoman's campaign (21.1): one great army under Suleiman takes the keys of Hungary
// and the Balkans. It winters in Istanbul, where Spring Deployment (10) can carry it whole
// to the front; it never fights where a lost battle leaves it no way back (14.1: then the
// army is eliminated and Suleiman captured), so it first takes control of the space beside
// the key it means to attack (12.2). Each policy here overrides the shared one for the
// Ottoman seat only.
import type { Action } from '../../../engine/types.ts';
import type { SpaceId } from '../../../games/his/data/map.ts';
import { adjacentSpaces, capitalsOf, isSpaceId, SPACE_IDS, SPACES } from '../../../games/his/data/map.ts';
import type { DealItem } from '../../../games/his/phases/diplomacy/deal-items.ts';
import { clearWinterPath } from '../../../games/his/phases/winter/land-return.ts';
import type { MajorPower } from '../../../games/his/data/powers.ts';
import { isMajorPower } from '../../../games/his/data/powers.ts';
import { declarationValue } from '../../negotiation.ts';
import { distance } from '../geography.ts';
import type { HisState } from '../../../games/his/state.ts';
import type { Context } from '../context.ts';
import { allied, attackPull, biggestArmy, enemyLand, forceToTake, hostile, myLandAt, targets } from '../context.ts';
import { spendCp } from './cp.ts';
import { moveTo, winterQuarters } from './military.ts';
import { negotiationCompose, negotiationDeclare } from './peace.ts';

type Policy = (ctx: Context, action: Action) => number;

/** 2.1: a fortified space holds at most four units through the winter (a capital any number). */
const GARRISON = 4;

function spaceOf(action: Action): SpaceId | null {
  const s = action.space ?? action.to;
  return typeof s === 'string' && isSpaceId(s) ? s : null;
}

function param(ctx: Context, name: string): SpaceId | null {
  const v = ctx.prompt?.params?.[name];
  return typeof v === 'string' && isSpaceId(v) ? v : null;
}

/**
 * 14.1: a beaten army retreats only into an adjacent space of its own side, free of enemy
 * units and of unrest; with none, it is eliminated and its leaders captured.
 */
export function retreatOpen(ctx: Context, at: SpaceId): boolean {
  for (const next of adjacentSpaces(at)) {
    const s = ctx.view.spaces[next];
    if (ctx.view.outOfPlay.includes(next) || s.unrest) continue;
    if (!allied(ctx.view, ctx.me, s.control)) continue;
    if (enemyLand(ctx, next) > 0) continue;
    return true;
  }
  return false;
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
  if (!to || !contested(ctx, to) || retreatOpen(ctx, to)) return score;
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
      if (!keys.has(key) || retreatOpen(ctx, key) || n < forceToTake(ctx, key)) continue;
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
 * A fortified space of mine that keeps its garrison through the winter: a conquered one
 * (Belgrade, Buda: left empty, an event or a march takes it back) or one near the targets.
 */
function keepsGarrison(ctx: Context, at: SpaceId): boolean {
  if (SPACES[at].type === 'unfortified' || ctx.view.spaces[at].control !== ctx.me) return false;
  if (capitalsOf(ctx.me).includes(at)) return false;
  return SPACES[at].home !== ctx.me || attackPull(ctx, at) >= 2;
}

/**
 * 19.3: garrisons first (up to four units in a fortified space I must hold); every other
 * unit winters in Istanbul (no limit there) by a path without attrition, to march out
 * whole in spring.
 */
const winterAssign: Policy = (ctx, action) => {
  if (action.type === 'stay') return 5;
  if (action.type !== 'winterMove') return winterQuarters(ctx, action);
  const to = spaceOf(action);
  const from = param(ctx, 'space');
  if (!to || !from) return 0;
  const clear = clearWinterPath(ctx.view as unknown as HisState, ctx.me, from, to) ? 0 : -20;
  if (keepsGarrison(ctx, to) && myLandAt(ctx, to) < GARRISON) return 12 + attackPull(ctx, to) + clear;
  if (capitalsOf(ctx.me).includes(to)) return 8 + clear;
  return attackPull(ctx, to) + clear;
};

/** 19.3: units idle in the rear go home to Istanbul; garrisons and lone home guards stay. */
const winterOptional: Policy = (ctx, action) => {
  const at = spaceOf(action);
  if (!at) return action.type === 'done' ? 0 : -1;
  return !keepsGarrison(ctx, at) && myLandAt(ctx, at) >= 2 ? 1 : -1;
};

/** The power a space's control answers to: itself, or a minor's major ally (22.3); none for the independent. */
function sideOf(ctx: Context, space: SpaceId): string | null {
  const c = ctx.view.spaces[space].control;
  if (isMajorPower(c)) return c;
  if (c === 'independent') return null;
  return ctx.view.diplomacy.minorAllies[c] ?? c;
}

/**
 * Keys of `enemy` within two moves of a space I control: Spring Deployment (10) carries
 * the army from Istanbul to any space of mine, so the reach runs from my lands, not from
 * where the army wintered.
 */
function keysInReach(ctx: Context, enemy: string): SpaceId[] {
  const mine = SPACE_IDS.filter((id) => ctx.view.spaces[id].control === ctx.me);
  return SPACE_IDS.filter((key) => SPACES[key].type === 'key' && sideOf(ctx, key) === enemy && mine.some((at) => distance(at, key) <= 2));
}

/**
 * 9.4, 21.1: a sultan at war with no one whose keys he reaches declares war on the power
 * (or minor) whose keys in reach are held most weakly; at war already, none.
 */
const ottomanDeclareWar: Policy = (ctx, action) => {
  if (action.type !== 'declareWar') return action.type === 'done' ? 1 : 0;
  if (ctx.view.powers[ctx.me].handSize < 4) return -1;
  for (const war of ctx.view.diplomacy.wars) {
    const [a, b] = war.split('|');
    const enemy = a === ctx.me ? b : b === ctx.me ? a : undefined;
    if (enemy !== undefined && keysInReach(ctx, enemy).length > 0) return -1;
  }
  const target = String(action.target ?? '');
  const keys = keysInReach(ctx, target);
  if (keys.length === 0) return -1;
  const weakest = Math.min(...keys.map((k) => forceToTake(ctx, k)));
  return 2 + keys.length + Math.max(0, biggestArmy(ctx) - weakest) * 0.2;
};

/** Is one of `enemy`'s keys (or a key of its minor ally: Hungary once the Hapsburgs intervene, 22.5) within three moves of an army of mine? */
function campaignAgainst(ctx: Context, enemy: MajorPower): boolean {
  for (const key of SPACE_IDS) {
    if (SPACES[key].type !== 'key') continue;
    const c = ctx.view.spaces[key].control;
    const owner = isMajorPower(c) ? c : c === 'independent' ? null : ctx.view.diplomacy.minorAllies[c];
    if (owner !== enemy) continue;
    for (const at of SPACE_IDS) if (myLandAt(ctx, at) >= 4 && distance(at, key) <= 3) return true;
  }
  return false;
}

/**
 * 9.1: the Ottoman makes no deals of its own; it refuses a peace that ends a campaign
 * against keys its armies reach, and an alliance (its ally's lands would draw its armies
 * away from the Danube); other declarations by their value.
 */
const ottomanConfirm: Policy = (ctx, action) => {
  if (action.type !== 'confirm') return 0;
  const items = (ctx.prompt?.params?.items ?? []) as DealItem[];
  for (const item of items) {
    if (item.from !== ctx.me && item.to !== ctx.me) continue;
    const other = item.from === ctx.me ? item.to : item.from;
    if (item.kind === 'alliance') return -1;
    if (item.kind === 'peace' && isMajorPower(other) && campaignAgainst(ctx, other)) return -1;
  }
  return declarationValue(ctx.view, ctx.me, items) >= 0 ? 1 : -1;
};

export const OTTOMAN_POLICIES: Readonly<Record<string, Policy>> = {
  moveTo: ottomanMoveTo,
  spendCp: ottomanSpendCp,
  controlUnfortified: ottomanControl,
  'winter.leader': winterLeader,
  'winter.assign': winterAssign,
  'winter.optional': winterOptional,
  negotiationDeclare,
  negotiationCompose,
  declareWar: ottomanDeclareWar,
  negotiationConfirm: ottomanConfirm,
};
