// The search bot's leaf (issue 14): the chance that a power wins from a playout's end. Kept
// apart from win-model.ts, which scripts/fit-win-model.ts writes anew at each fit.
import type { MajorPower } from '../../games/his/data/powers.ts';
import { MAJOR_POWERS } from '../../games/his/data/powers.ts';
import type { HisState, HisView } from '../../games/his/index.ts';
import { dominationVictor, standardVictory } from '../../games/his/phases/victory-determination.ts';
import { winChance } from './win-model.ts';

/** VP of lead that make the leader about e times likelier to win: the turn's impulses still move VP. */
const END_WIDTH = 1.5;

/**
 * Does the playout's world already meet a victory checked at this turn's end (23.3: Standard
 * or Domination, as the rules check them)? `vp`: each power's VP there.
 */
export function endsThisTurn(world: HisState, vp: Record<MajorPower, number>): boolean {
  return standardVictory(world, vp) || dominationVictor(world, vp) !== null;
}

/**
 * The leaf's chance that `me` wins, in the search's own sampled `world` seen through `view`.
 * Once the game ends at this turn's Victory Determination (endsThisTurn), the VP leader then
 * wins: a fitted chance, smooth in VP and fitted mostly to positions far from that edge, does
 * not see it (a rival at 25 VP a point ahead of me is nearly a lost game, not a close one).
 * There my chance is my share of a softmax of the six powers' VP; elsewhere the fitted chance.
 */
export function leafChance(world: HisState, view: HisView, me: MajorPower): number {
  const vp = Object.fromEntries(MAJOR_POWERS.map((p) => [p, view.standings[p].vp])) as Record<MajorPower, number>;
  if (!endsThisTurn(world, vp)) return winChance(view, me);
  const top = Math.max(...MAJOR_POWERS.map((p) => vp[p]));
  const weight = (p: MajorPower): number => Math.exp((vp[p] - top) / END_WIDTH);
  return weight(me) / MAJOR_POWERS.reduce((sum, p) => sum + weight(p), 0);
}
