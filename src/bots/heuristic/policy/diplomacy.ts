// Diplomacy (9): wars to declare, peace, ransom. A war is worth declaring only on a power
// with something to take near my armies; random opponents punish nothing else.
import type { Action } from '../../../engine/types.ts';
import { SPACE_IDS, SPACES } from '../../../games/his/data/map.ts';
import { isMajorPower } from '../../../games/his/data/powers.ts';
import type { Context } from '../context.ts';
import { myLandAt } from '../context.ts';
import { distance } from '../geography.ts';

/** 9.6: the target's keys within reach of an army of mine (four units or more, `moves` moves). */
function reachableKeys(ctx: Context, target: string, moves = 3): number {
  let n = 0;
  for (const key of SPACE_IDS) {
    if (SPACES[key].type !== 'key' || ctx.view.spaces[key].control !== target) continue;
    for (const at of SPACE_IDS) {
      if (myLandAt(ctx, at) >= 4 && distance(at, key) <= moves) {
        n++;
        break;
      }
    }
  }
  return n;
}

/** 9.6: a power at war with someone whose keys my armies already reach has a campaign: no new war (each costs a card). */
function campaignUnderWay(ctx: Context): boolean {
  const enemies = new Set<string>();
  for (const w of ctx.view.diplomacy.wars) {
    const [a, b] = w.split('|');
    if (a === ctx.me) enemies.add(b!);
    else if (b === ctx.me) enemies.add(a!);
  }
  for (const e of enemies) if (reachableKeys(ctx, e) > 0) return true;
  return false;
}

export function declareWar(ctx: Context, action: Action): number {
  if (action.type !== 'declareWar') return action.type === 'done' ? 1 : 0;
  const target = String(action.target ?? '');
  // 9.6: wars are paid in cards; a hand of few cards cannot afford a war and a campaign.
  if (ctx.view.powers[ctx.me].handSize < 4) return -1;
  // 23.3: the rival racing ahead of me is stopped by taking its keys, whatever else is under way.
  if (racingAhead(ctx, target) && ctx.me !== 'papacy' && ctx.me !== 'protestant') {
    const keys = reachableKeys(ctx, target, 4);
    if (keys > 0) return 6 + keys;
  }
  if (campaignUnderWay(ctx)) return -1;
  const keys = reachableKeys(ctx, target);
  if (!isMajorPower(target)) return keys > 0 ? 2 + keys : -1;
  // The Papacy and the Protestants win at the table of religion, not by wars.
  if (ctx.me === 'papacy' || ctx.me === 'protestant') return -1;
  if (keys === 0) return -1;
  // 22: the rival nearest to victory is the one whose keys are worth taking most.
  return 2 + keys + (leader(ctx) === target ? 2 : 0);
}

/** 23.3: the VP leader among my rivals, close to winning and not far behind me (or ahead). */
function racingAhead(ctx: Context, target: string): boolean {
  if (!isMajorPower(target) || leader(ctx) !== target) return false;
  const theirs = ctx.view.standings[target].vp;
  return theirs >= 16 && theirs + 2 >= ctx.view.standings[ctx.me].vp;
}

/** The rival with the most VP. */
function leader(ctx: Context): string {
  let best = '';
  let vp = -1;
  for (const [p, s] of Object.entries(ctx.view.standings)) if (p !== ctx.me && s.vp > vp) [best, vp] = [p, s.vp];
  return best;
}

/** 9.5: ransom my leaders; sue for peace only when an enemy holds my keys. */
export function ransom(_ctx: Context, action: Action): number {
  return action.type === 'ransom' ? 1 : 0;
}
