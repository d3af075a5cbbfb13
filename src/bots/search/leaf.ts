// The search bot's leaf (issue 14): the chance that a power wins from a playout's end. Kept
// apart from win-model.ts, which scripts/fit-win-model.ts writes anew at each fit.
import type { MajorPower } from '../../games/his/data/powers.ts';
import { MAJOR_POWERS } from '../../games/his/data/powers.ts';
import type { HisView } from '../../games/his/index.ts';
import { winChance } from './win-model.ts';

/** 23.3: the VP that end the game at the turn's Victory Determination (Standard Victory). */
const STANDARD_VP = 25;
/** 23.3: the lead over every other power that ends it from turn 4 on (Domination Victory). */
const DOMINATION_LEAD = 5;
const DOMINATION_TURN = 4;
/** VP of lead that make the leader about e times likelier to win: the turn's impulses still move VP. */
const END_WIDTH = 1.5;

/** Does the position already meet a victory checked at this turn's end (23.3: Standard or Domination)? */
export function endsThisTurn(view: HisView): boolean {
  const vps = MAJOR_POWERS.map((p) => view.standings[p].vp).sort((a, b) => b - a);
  return vps[0]! >= STANDARD_VP || (view.turn >= DOMINATION_TURN && vps[0]! - vps[1]! >= DOMINATION_LEAD);
}

/**
 * The leaf's chance that `me` wins. Once the game ends at this turn's Victory Determination
 * (endsThisTurn), the VP leader then wins: a fitted chance, smooth in VP and fitted mostly
 * to positions far from that edge, does not see it (a rival at 25 VP a point ahead of me is
 * nearly a lost game, not a close one). There my chance is my share of a softmax of the six
 * powers' VP; elsewhere the fitted chance.
 */
export function leafChance(view: HisView, me: MajorPower): number {
  if (!endsThisTurn(view)) return winChance(view, me);
  const top = Math.max(...MAJOR_POWERS.map((p) => view.standings[p].vp));
  const weight = (p: MajorPower): number => Math.exp((view.standings[p].vp - top) / END_WIDTH);
  return weight(me) / MAJOR_POWERS.reduce((sum, p) => sum + weight(p), 0);
}
