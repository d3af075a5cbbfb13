// Land and sea: where to move and build, whom to bring, when to fight, where to winter.
// The pull of a space is the best target (an enemy or independent key, 22.6) near it; a
// move into a stronger army is refused; losses fall on the cheapest units (14, 15).
import type { Action } from '../../../engine/types.ts';
import type { SpaceId } from '../../../games/his/data/map.ts';
import type { SeaZoneId } from '../../../games/his/data/map.ts';
import { isSpaceId, portsOf, SPACE_IDS, SPACES } from '../../../games/his/data/map.ts';
import { distance } from '../geography.ts';
import { isMajorPower, MAJOR_POWERS } from '../../../games/his/data/powers.ts';
import { antiPiracyDice } from '../../../games/his/naval/piracy.ts';
import type { HisState } from '../../../games/his/state.ts';
import type { Context } from '../context.ts';
import { attackPull, besieging, enemyLand, forceToTake, friendlyLand, hostile, landUnits, myLandAt, spaceWorth, threatAt, tooWeakNextTo } from '../context.ts';

/** The space an action names (where it acts or goes). */
export function spaceOf(action: Action): SpaceId | null {
  const s = action.space ?? action.to;
  return typeof s === 'string' && isSpaceId(s) ? s : null;
}

/** A space named by the prompt's params. */
export function param(ctx: Context, name: string): SpaceId | null {
  const v = ctx.prompt?.params?.[name];
  return typeof v === 'string' && isSpaceId(v) ? v : null;
}

/** 13: the army to move: a big one close to a target. */
export function moveFrom(ctx: Context, action: Action): number {
  const from = spaceOf(action);
  if (!from) return action.type === 'done' ? -5 : 0;
  const n = myLandAt(ctx, from);
  // 15.1: a siege with a line of communication is assaulted next, not left.
  // An army standing at an enemy fortified space holds it under siege: leaving lifts the siege.
  if (besieging(ctx, from) || (SPACES[from].type !== 'unfortified' && hostile(ctx.view, ctx.me, ctx.view.spaces[from].control))) return -50;
  // Leave a home key under threat garrisoned.
  const guard = SPACES[from].type === 'key' && SPACES[from].home === ctx.me ? threatAt(ctx, from) : 0;
  // 15.1: an army too small to take the target next to it waits for reinforcements.
  const wait = tooWeakNextTo(ctx, from, n) ? 0.1 : 1;
  return Math.min(n, 8) * attackPull(ctx, from) * wait - guard;
}

/** 13: where the army goes: toward the best target, never into a stronger enemy. */
export function moveTo(ctx: Context, action: Action): number {
  const to = spaceOf(action);
  if (!to) return action.type === 'cancel' ? -1 : 0;
  const from = param(ctx, 'from');
  const mine = from ? friendlyLand(ctx, from) - (SPACES[to].type === 'unfortified' ? 0 : cavalryAt(ctx, from)) : 4;
  const foes = enemyLand(ctx, to);
  let score = attackPull(ctx, to) * 10;
  const attacking = hostile(ctx.view, ctx.me, ctx.view.spaces[to].control);
  if (attacking) score += SPACES[to].type === 'unfortified' ? 4 : 8;
  // 14, 15.1: a space is entered only with the force to take it (a siege, an assault).
  // Too weak: the target draws it no more than a staging space would.
  if ((attacking || foes > 0) && mine < forceToTake(ctx, to)) score -= attackPull(ctx, to) * 10 + 20;
  return score;
}

/** 15.1: cavalry throws no dice in an assault. */
function cavalryAt(ctx: Context, space: SpaceId): number {
  return ctx.view.spaces[space].units[ctx.me]?.cavalry ?? 0;
}

/** How many units go: all of them, bar one to hold a key a march leaves behind. */
export function formationUnits(ctx: Context, action: Action): number {
  const count = typeof action.count === 'number' ? action.count : 0;
  // Where the pieces leave from: Spring Deployment's `origin` (10), a march's `space` (13).
  // Only those leave a key to be held: a unit left behind when avoiding battle or
  // intercepting would fight alone.
  const origin = param(ctx, 'origin') ?? (ctx.view.procedures.at(-1) === 'landMove' ? param(ctx, 'space') : null);
  const available = Number(ctx.prompt?.params?.available ?? count);
  if (origin && SPACES[origin].type === 'key' && action.kind === 'regular' && count === available && available > 1) return count - 1.5;
  return count;
}

/** 15.1: assault the most valuable besieged space. */
export function assaultWhere(ctx: Context, action: Action): number {
  const at = spaceOf(action);
  return at ? spaceWorth(ctx, at) : 0;
}

/** 21.7: units owed to a foreign war come from where they are least needed: far from targets and threats. */
export function foreignWarUnits(ctx: Context, action: Action): number {
  const at = spaceOf(action);
  if (!at) return 0;
  return -attackPull(ctx, at) * 3 - threatAt(ctx, at) - (action.kind === 'cavalry' ? 0.5 : 0);
}

/** 21.7: the sultan stays with his army on the map; a lesser leader may go. */
export function foreignWarLeader(_ctx: Context, action: Action): number {
  if (action.type === 'skip') return 0;
  return action.leader === 'suleiman' ? -1 : 1;
}

/** Leaders lead: their battle rating adds dice (14). */
export function takeLeader(_ctx: Context, action: Action): number {
  return action.type === 'leader' ? 5 : 0;
}

/** Builds and placements where the armies will be needed: near targets, or where threatened. */
export function buildWhere(ctx: Context, action: Action): number {
  const at = spaceOf(action);
  if (!at) return 0;
  // New units join the biggest army near the targets: one strong army takes keys, scattered ones do not.
  return attackPull(ctx, at) * 3 + threatAt(ctx, at) + (SPACES[at].type === 'key' ? 1 : 0) + 0.5 * Math.min(myLandAt(ctx, at), 10);
}

/** 13.3, 15.4, 16: avoid a battle or withdraw only when outnumbered. */
export function avoidBattle(ctx: Context, action: Action): number {
  const space = param(ctx, 'space');
  const outnumbered = space ? enemyLand(ctx, space) + 2 > friendlyLand(ctx, space) : true;
  const avoiding = action.type === 'space' || action.type === 'sea' || action.type === 'withdraw';
  return avoiding === outnumbered ? 1 : 0;
}

/** 13.2: intercept only with clearly more units than the mover. */
export function intercept(ctx: Context, action: Action): number {
  const from = spaceOf(action);
  if (!from) return 0.5;
  const target = param(ctx, 'to');
  const theirs = target ? enemyLand(ctx, param(ctx, 'from') ?? target) : 99;
  return myLandAt(ctx, from) >= theirs + 3 ? 1 : 0;
}

/** Retreat toward friends and away from enemies. */
export function retreat(ctx: Context, action: Action): number {
  const to = spaceOf(action);
  if (!to) return 0;
  return friendlyLand(ctx, to) - threatAt(ctx, to) + (ctx.view.spaces[to].control === ctx.me ? 2 : 0);
}

/** Losses: mercenaries first, then regulars; cavalry last (the Ottoman's strength). */
export function casualty(_ctx: Context, action: Action): number {
  const kind = String(action.kind ?? '');
  return kind === 'mercenary' ? 3 : kind === 'regular' ? 2 : kind === 'cavalry' ? 1 : 0;
}

/** 19: winter quarters near the next campaign's targets, in my own fortified spaces. */
export function winterQuarters(ctx: Context, action: Action): number {
  if (action.type === 'stay') return 8;
  const to = spaceOf(action);
  if (!to) return action.type === 'done' ? 0.5 : 0;
  return attackPull(ctx, to) * 5 + (ctx.view.spaces[to].control === ctx.me ? 2 : 0);
}

/** Spring Deployment (10): the army from the capital to the front. */
export function springDestination(ctx: Context, action: Action): number {
  const to = spaceOf(action);
  if (!to) return 1;
  return attackPull(ctx, to) * 10;
}

/** Control unfortified spaces (11.1): any; the ones next to targets first. */
export function anySpaceTowardTargets(ctx: Context, action: Action): number {
  const at = spaceOf(action);
  return at ? 1 + attackPull(ctx, at) : action.type === 'control' ? 1 : 0;
}

/**
 * 16.4: what a raid from `zone` is worth this turn: the piracy dice against the best target
 * (1 die for a single port of it, else 2), less the dice it fires back; nothing where a
 * Piracy marker already lies (one raid a zone a turn).
 */
export function piracyProspect(ctx: Context, zone: SeaZoneId): number {
  const view = ctx.view as unknown as HisState;
  if (view.piracy.turn === view.turn && view.piracy.zones.includes(zone)) return 0;
  let best = 0;
  for (const p of MAJOR_POWERS) {
    if (p === ctx.me) continue;
    const ports = portsOf(zone).filter((port) => ctx.view.spaces[port].control === p).length;
    if (ports === 0) continue;
    best = Math.max(best, (ports > 1 ? 2 : 1) - 0.5 * antiPiracyDice(view, zone, p, ctx.me) + 0.5);
  }
  return best;
}

/** 16: ships: the Ottoman sails its corsairs out to the seas with the best raids (piracy); others stay in port unless asked. */
export function naval(ctx: Context, action: Action): number {
  if (ctx.me !== 'ottoman') return action.type === 'done' || action.type === 'cancel' ? 1 : 0;
  if (action.type === 'sea') {
    const sea = String(action.sea) as SeaZoneId;
    // Moving out of a sea: only when the raid there is spent (a marker) or poor.
    if (ctx.prompt?.key.endsWith('navalMoveFrom')) return piracyProspect(ctx, sea) >= 1 ? -1 : 2;
    return 1 + piracyProspect(ctx, sea);
  }
  return action.type === 'done' || action.type === 'cancel' ? 0 : 2;
}

/** 16: a fleet moves whole: every corsair of the stack raids together (they absorb the defence's hits). */
export function navalUnits(_ctx: Context, action: Action): number {
  return typeof action.count === 'number' ? action.count : 0;
}

/**
 * 21.3: Henry marries (heirs are England's VP) rather than declaring war. Before he may
 * marry (turn 1), the war goes to the power whose keys near my armies are held weakest.
 */
export function sixWives(ctx: Context, action: Action): number {
  if (action.type === 'marry') return 100;
  const target = String(action.target ?? '');
  let score = 0;
  for (const key of SPACE_IDS) {
    if (SPACES[key].type !== 'key' || ctx.view.spaces[key].control !== target) continue;
    let near = false;
    for (const at of SPACE_IDS) if (myLandAt(ctx, at) >= 2 && distance(at, key) <= 3) near = true;
    if (near) score += 1 / (1 + landUnits(ctx.view.spaces[key].units[target]));
  }
  return score;
}

/** 16.4 step 2: raid the power that fires back with fewest dice (public: its ships and fortresses), the leader on ties. */
export function piracyTarget(ctx: Context, action: Action): number {
  const target = String(action.target ?? action.power ?? '');
  const zone = ctx.prompt?.params?.zone;
  if (!isMajorPower(target) || typeof zone !== 'string') return 0;
  const defence = antiPiracyDice(ctx.view as unknown as HisState, zone as SeaZoneId, target, ctx.me);
  // 16.4 step 4: two dice against a power with two ports on the zone, one against a single port.
  const ports = portsOf(zone as SeaZoneId).filter((port) => ctx.view.spaces[port].control === target).length;
  // 16.4 step 5: a target without cards in hand pays in VP (or ships).
  const emptyHand = ctx.view.powers[target].handSize === 0 ? 1 : 0;
  return -defence + (ports > 1 ? 1 : 0) + emptyHand + 0.05 * ctx.view.standings[target].vp;
}

/** 16.4: raid from the zone where most of my corsairs are. */
export function piracyZone(ctx: Context, action: Action): number {
  const sea = ctx.view.seas[String(action.sea) as SeaZoneId];
  return sea?.units[ctx.me]?.corsair ?? 0;
}

/** 16.4 step 5: a raided power gives up a ship or a card before it hands the pirate a VP. */
export function piracyAward(_ctx: Context, action: Action): number {
  return action.award === 'vp' ? 0 : action.award === 'card' ? 1 : 2;
}
