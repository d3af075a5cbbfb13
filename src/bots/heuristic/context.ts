// What a heuristic decision reads: the seat's view, the prompt and a few derived facts
// about the board (who is at war, whose spaces are worth taking, where the armies are),
// all from the view, never the state.
import type { Prompt } from '../../engine/types.ts';
import type { SpaceId } from '../../games/his/data/map.ts';
import { adjacentSpaces, SPACE_IDS, SPACES } from '../../games/his/data/map.ts';
import type { MajorPower, Power } from '../../games/his/data/powers.ts';
import { isMajorPower, MAJOR_POWERS } from '../../games/his/data/powers.ts';
import type { HisView } from '../../games/his/index.ts';
import { navalBlockadeAllows } from '../../games/his/land/assault.ts';
import { SPACE_INDEX } from '../../games/his/space-list.ts';
import type { Forces, HisState } from '../../games/his/state.ts';
import { distance } from './geography.ts';

export interface Context {
  view: HisView;
  me: MajorPower;
  prompt: Prompt | undefined;
  /** The prompt's key without the `his.prompt.` prefix. */
  key: string;
  /** Memoized facts (built on first use within one decision: the view does not change during it). */
  memo: Map<string, unknown>;
}

export function context(view: HisView, prompt: Prompt | undefined): Context {
  const me = (view.viewer ?? prompt?.player) as MajorPower;
  return { view, me, prompt, key: (prompt?.key ?? '').replace(/^his\.prompt\./, ''), memo: new Map() };
}

function memo<T>(ctx: Context, key: string, make: () => T): T {
  if (!ctx.memo.has(key)) ctx.memo.set(key, make());
  return ctx.memo.get(key) as T;
}

export function warKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export function atWar(view: HisView, a: MajorPower, b: Power): boolean {
  if (b === 'independent') return false;
  if (isMajorPower(b)) return view.diplomacy.wars.includes(warKey(a, b));
  const ally = view.diplomacy.minorAllies[b];
  return ally !== null ? ally !== a && view.diplomacy.wars.includes(warKey(a, ally)) : view.diplomacy.wars.includes(warKey(a, b));
}

export function allied(view: HisView, a: MajorPower, b: Power): boolean {
  if (a === b) return true;
  if (isMajorPower(b)) return view.diplomacy.alliances.includes(warKey(a, b));
  return b !== 'independent' && view.diplomacy.minorAllies[b] === a;
}

/** Spaces `me` may take by force now: an enemy's, or independent (22.6: open to attack by any power). */
export function hostile(view: HisView, me: MajorPower, controller: Power): boolean {
  return controller === 'independent' || atWar(view, me, controller);
}

export function landUnits(f: Forces | undefined): number {
  return f ? f.regular + f.mercenary + f.cavalry : 0;
}

/** Land units of `power` and its allies in a space. */
export function friendlyLand(ctx: Context, space: SpaceId): number {
  let n = 0;
  for (const [p, f] of Object.entries(ctx.view.spaces[space].units)) if (allied(ctx.view, ctx.me, p as Power)) n += landUnits(f);
  return n;
}

/** Land units of powers at war with `me` (and independents) in a space. */
export function enemyLand(ctx: Context, space: SpaceId): number {
  let n = 0;
  for (const [p, f] of Object.entries(ctx.view.spaces[space].units)) if (hostile(ctx.view, ctx.me, p as Power) || (p === 'independent')) n += landUnits(f);
  return n;
}

/** The rival with the most VP (the first in impulse order on a tie). */
export function vpLeader(view: HisView, me: MajorPower): MajorPower {
  let best = others(me)[0]!;
  for (const p of others(me)) if (view.standings[p].vp > view.standings[best].vp) best = p;
  return best;
}

/**
 * 23.2, 23.3: a key taken from the rival who leads the race (or is about to overtake me) is
 * worth twice: 2 VP more for me and 2 VP less for the power that would otherwise win first.
 */
function denial(ctx: Context, controller: Power): number {
  return isMajorPower(controller) && controller === racingRival(ctx.view, ctx.me) ? 8 : 0;
}

/** The VP leader among my rivals when it is ahead of me or within 2 VP (its keys count double), else null. */
export function racingRival(view: HisView, me: MajorPower): MajorPower | null {
  const leader = vpLeader(view, me);
  return view.standings[leader].vp + 2 >= view.standings[me].vp ? leader : null;
}

/** How much taking a space is worth to `me`: keys most (VP), electorates for the Protestant and Hapsburg. */
export function spaceWorth(ctx: Context, space: SpaceId): number {
  const data = SPACES[space];
  if (data.type === 'key') return 10 + (data.home === ctx.me ? 4 : 0) + denial(ctx, ctx.view.spaces[space].control);
  if (data.type === 'electorate') return ctx.me === 'protestant' || ctx.me === 'hapsburg' ? 8 : 3;
  if (data.type === 'fortress') return 3;
  return data.home === ctx.me ? 2 : 1;
}

export interface Target {
  space: SpaceId;
  worth: number;
}

/** Spaces worth taking now: hostile, fortified ones first; unfortified ones a little. */
export function targets(ctx: Context): Target[] {
  return memo(ctx, 'targets', () => {
    const out: Target[] = [];
    for (const id of SPACE_IDS) {
      const s = ctx.view.spaces[id];
      if (ctx.view.outOfPlay.includes(id)) continue;
      if (s.control === ctx.me || !hostile(ctx.view, ctx.me, s.control)) continue;
      // Independent unfortified spaces count for nothing and independent fortresses are slow: keys only.
      if (s.control === 'independent' && SPACES[id].type !== 'key') continue;
      // 15.1: a port whose defender's fleet keeps the sea cannot be assaulted: a siege there takes nothing.
      const blockaded = !navalBlockadeAllows(ctx.view as unknown as HisState, ctx.me, id);
      out.push({ space: id, worth: spaceWorth(ctx, id) * (blockaded ? 0.2 : 1) });
    }
    return out;
  });
}

/** 15: a siege of mine is under way at `space`. */
export function besieging(ctx: Context, space: SpaceId): boolean {
  const siege = ctx.view.spaces[space].siege;
  return siege !== null && siege !== undefined && siege.besieger === ctx.me;
}

/**
 * 13: a formation may enter only spaces of its own side, of enemies and independents: the
 * marches toward a target go through those, not through the lands of powers at peace.
 */
function passable(ctx: Context, space: SpaceId): boolean {
  const c = ctx.view.spaces[space].control;
  return c === ctx.me || allied(ctx.view, ctx.me, c) || hostile(ctx.view, ctx.me, c);
}

/** Each space's neighbours as indexes in map order (the printed map never changes). */
const NEIGHBOURS: readonly (readonly number[])[] = SPACE_IDS.map((id) => adjacentSpaces(id).map((s) => SPACE_INDEX[s]));

/**
 * Each space's pull: the best target a march through passable spaces reaches, its worth over
 * 1 + distance squared. One search from each target, five moves deep; whether a space is
 * passable is asked once per space, not once per search that meets it.
 */
function pulls(ctx: Context): Map<SpaceId, number> {
  return memo(ctx, 'pulls', () => {
    const n = SPACE_IDS.length;
    const best = new Float64Array(n);
    /** 0 not asked yet, 1 passable, 2 not. */
    const open = new Uint8Array(n);
    /** The search (1-based) that last reached each space, and at what distance. */
    const seenBy = new Int32Array(n);
    const dist = new Uint8Array(n);
    const queue = new Int32Array(n);
    let search = 0;
    for (const t of targets(ctx)) {
      search++;
      const start = SPACE_INDEX[t.space];
      seenBy[start] = search;
      dist[start] = 0;
      queue[0] = start;
      let tail = 1;
      for (let head = 0; head < tail; head++) {
        const at = queue[head]!;
        const d = dist[at]!;
        const v = t.worth / (1 + d * d);
        if (v > best[at]!) best[at] = v;
        if (d >= 5) continue;
        for (const next of NEIGHBOURS[at]!) {
          if (seenBy[next] === search) continue;
          if (open[next] === 0) open[next] = passable(ctx, SPACE_IDS[next]!) ? 1 : 2;
          if (open[next] === 2) continue;
          seenBy[next] = search;
          dist[next] = d + 1;
          queue[tail++] = next;
        }
      }
    }
    const pull = new Map<SpaceId, number>();
    for (let i = 0; i < n; i++) if (best[i]! > 0) pull.set(SPACE_IDS[i]!, best[i]!);
    return pull;
  });
}

/** The value of standing at `space` for the attack: the best target a march from it reaches, discounted by distance. */
export function attackPull(ctx: Context, space: SpaceId): number {
  return pulls(ctx).get(space) ?? 0;
}

/**
 * Land units an attack on `space` needs (14, 15.1): a siege needs more units than the
 * garrison, and an assault throws one die per two attackers against one per defender plus
 * one, so a fortified space with a garrison wants twice its garrison and one more; a field
 * battle wants a clear edge. An empty space needs one unit.
 */
export function forceToTake(ctx: Context, space: SpaceId): number {
  const foes = enemyLand(ctx, space);
  if (foes === 0) return 1;
  if (SPACES[space].type === 'unfortified') return Math.ceil(foes * 1.3) + 1;
  // 2.1: at most four units hold the walls; the rest must fight in the field first.
  return Math.max(2 * Math.min(foes, 4) + 1, foes + 2);
}

/** The hostile spaces next to `space` that an army of `n` units is too weak to attack. */
export function tooWeakNextTo(ctx: Context, space: SpaceId, n: number): boolean {
  let weak = false;
  for (const next of adjacentSpaces(space)) {
    const c = ctx.view.spaces[next].control;
    if (c === ctx.me || !hostile(ctx.view, ctx.me, c)) continue;
    if (attackPull(ctx, next) <= attackPull(ctx, space)) continue;
    if (n >= forceToTake(ctx, next)) return false;
    weak = true;
  }
  return weak;
}

/** The spaces holding hostile land units and how many, in map order (one pass per decision). */
function enemyArmies(ctx: Context): { space: SpaceId; n: number }[] {
  return memo(ctx, 'enemyArmies', () => {
    const out: { space: SpaceId; n: number }[] = [];
    for (const id of SPACE_IDS) {
      const n = enemyLand(ctx, id);
      if (n !== 0) out.push({ space: id, n });
    }
    return out;
  });
}

/** The threat to `me` at `space`: enemy armies near my spaces there. */
export function threatAt(ctx: Context, space: SpaceId): number {
  let threat = 0;
  // Summed in map order, as ever: the same additions give the same total to the last bit.
  for (const { space: id, n } of enemyArmies(ctx)) {
    const d = distance(space, id);
    if (d <= 2) threat += n / (1 + d);
  }
  return threat;
}

export function myLandAt(ctx: Context, space: SpaceId): number {
  return landUnits(ctx.view.spaces[space].units[ctx.me]);
}

export function others(me: MajorPower): MajorPower[] {
  return MAJOR_POWERS.filter((p) => p !== me);
}
