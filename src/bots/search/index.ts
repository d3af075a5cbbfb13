// The search bot (issue 14): determinized Monte Carlo search (perfect-information Monte
// Carlo over sampled worlds). It searches only the decisions that shape a game and whose
// frames its view describes (games/his/determinize.ts): which card to play at its impulse
// and how, and which action to spend CP on. Elsewhere it plays the heuristic policy.
//
// At such a decision it takes the heuristic's favourites best first (progressive
// widening: the next candidate joins only when the budget has played every earlier one in
// the same worlds), samples the hidden parts (other hands from the unseen cards with their
// sizes, the deck order, the dice), plays each candidate in that world on the in-place
// engine, lets every power play on by the heuristic until the impulse is over, and scores
// the end by its chance of winning from there (win-model.ts: fitted to heuristic self-play
// on VP, the margin over the best rival, keys, St. Peter's, the Reformation's spread and the
// turn; near a victory at the turn's end, by VP: leaf.ts). Candidates are compared in the
// same worlds with the same dice and tie-breaks (common random numbers). The heuristic's
// choice stands unless another candidate's mean gain over it in those worlds is at least a
// fifth of a point of that chance and, once there are several worlds, beats their standard
// error: the short horizon sees what a play wins now, not what a march prepares, so a gain
// must be real to overrule the policy.
//
// The fitted chance replaced a hand-weighted evaluation (VP, margin, keys, cards in hand,
// armies, the power's tracks, and keys within reach of a strong enough army). Arena
// --iterations 10 against the heuristic, the same games as the old leaf: seed 42, 18
// against 14 wins of 60, margin (VP to the best rival) +1.03 ± 0.89; seed 43, 18 against 15,
// -0.13 ± 1.01. Fitted with armies, fleets, cards in hand and keys in reach as features too,
// it did worse (seed 42: 5 against 14 wins, -1.40 ± 0.91); with keys in reach alone added,
// 14 against 18 (-0.92 ± 0.76): in self-play these go with winning without making a play that
// raises them a better one. Fitted to 3,000 games instead of 1,200, seed 43: 16 against 18
// (-0.22 ± 0.59); the 1,200-game fit stays.
//
// Tried and dropped with the old leaf (arena --iterations 10, each variant against the
// search in the same seat and games; mean margin gain ± standard error): a leaf term for the
// race (60 points times a softmax of VP, 2.5 VP wide, times the chance the Protestant does not
// reach 50 spaces first), seeds 42-43: -0.17 ± 0.38, 28 against 29 wins of 120; the three
// best events beyond the six favourites at card plays, seed 42 (30 games): -0.33 ± 0.55, 3
// against 5; 0.3 points a CP left in hand, seeds 42-43: -0.40 ± 0.60, 25 against 29; two
// impulses played out after a card play (the next rival's answer), seeds 42-43: +0.52 ±
// 0.55, 30 against 29. With the fitted leaf, two impulses did worse too (seed 43: 14
// against 18 wins, -0.63 ± 0.75).
//
// More playouts do not make it stronger: --iterations 20, seed 42, won 11 of 60 against 18
// with --iterations 10 (sixty playouts a searched decision; a 250 ms budget plays about
// thirty, at ~8.5 ms a playout). With --iterations 5 (six games of seed 42) it overruled
// the heuristic at 42 of 437 searched decisions, and no sampled world failed. What limits
// the search is what one impulse and the leaf can tell apart, not how many worlds it plays.
//
// Near the end the leaf is sharper (leaf.ts): once a position meets a victory checked at the
// turn's end (25 VP, or from turn 4 a lead of 5), its chance is a softmax of VP (1.5 VP
// wide), not the fitted chance, which is smooth in VP and does not see that edge. Arena
// --iterations 5 --paired, 30 games a seed, against the search with the fitted leaf alone
// in the same games (margin gain ± se, wins): seed 43 +0.17 ± 0.39, 8 against 7; seed 44
// +0.13 ± 0.14, 7 against 7; seed 45 +0.47 ± 0.35, 5 against 4; seed 46 +0.37 ± 0.35, 5
// against 5; together +0.29 ± 0.16, 25 against 23 of 120: small (few leaves meet the edge)
// but never worse; kept. The search with the fitted leaf alone beat the heuristic seat in
// those games by +2.27 ± 1.40, +1.17 ± 1.51, +1.57 ± 1.30 and +2.23 ± 1.45 VP margin, 23
// against 12 wins of 120; with the sharper leaf, 25 of 120 (21%; issue 14 asks for 35%). The
// issue's arena (seed 42, --budget-ms 250): 13 of 60, against 12 and 11 with the fitted leaf.
//
// Tried and dropped with the fitted leaf (same yardstick, seed 43 unless said): my share of
// the six powers' fitted chances (each model is fitted alone; shared out, a rival's rising
// chance would lower mine): -0.37 ± 0.96, 4 against 7 wins; on seed 44, away from the end
// with the sharper leaf kept, +0.27 ± 0.93, 6 against 7 (together about -0.05 ± 0.67).
// Comparing candidates in log-odds (gain 0.01), so that the weak powers' small chances can
// overrule too: -0.43 ± 0.47, 6 against 7, the Papacy's margin worse in 4 of 5 games: where
// it overrules more, it errs more. Seat-only changes to the heuristic policy (heuristic
// seat against heuristic others, paired with the plain heuristic seat): never declaring war
// (120 games, seed 7) +0.17 ± 0.41, 27 against 26 wins; the Papacy building St. Peter's less (-60) or burning books and
// debating more (60 Papacy games, seed 7): -1.38 ± 0.70 and -1.38 ± 0.74; the Hapsburg
// spending less (-40) or more (+30, colonies +40) on the New World (60 Hapsburg games, seed
// 7): -0.40 ± 0.90, 6 against 9 wins, and -1.83 ± 0.84, 8 against 9. Every CP action a
// candidate at CP spending (up to 12, not the heuristic's best 6), against the sharper leaf:
// seeds 43-44 +0.52 ± 0.50, 16 against 15 wins of 60, within noise, and with a playout count
// each candidate adds playouts (a 250 ms budget plays about 30 a decision whatever the count
// of candidates, so it would reach the 7th at most): not kept.
//
// More kinds of decision searched, also dropped. Beside impulses and CP spending, heuristic
// self-play decides winter, a Move's steps, Reformation targets, negotiation, Spring
// Deployment, declarations of war, interception and avoiding battle; most act over the
// turn or on armies, which one impulse and this leaf do not see. determinize.ts was taught
// (not landed) to rebuild the worlds of the religious actions' steps (18.1-18.4), Luther's 95
// Theses (8.1) and a Move's origin (13.1), and the search tried them (--iterations 5, the
// seats that make such decisions, old search against new in the same games, wins and new
// margin minus old): religious actions, seeds 42-44 (90 games), 19 against 21, -0.10 ± 0.68;
// the 95 Theses, Protestant, seeds 42-44 (30), 14 against 16, +0.27 ± 1.72; a Move's origin,
// seed 42 (40), 12 against 9, -1.12 ± 1.21.
import { createRng, nextUint32 } from '../../engine/rng.ts';
import type { Prompt } from '../../engine/types.ts';
import { determinize } from '../../games/his/determinize.ts';
import type { HisAction, HisState, HisView, MajorPower } from '../../games/his/index.ts';
import { hereIStand } from '../../games/his/index.ts';
import { context } from '../heuristic/context.ts';
import { heuristicChoice, policyFor } from '../heuristic/index.ts';
import type { BotSettings } from '../levels.ts';
import type { Bot } from '../types.ts';
import { playout, score } from './playout.ts';

export const DEFAULT_BUDGET_MS = 2000;
/** At most this many decisions per impulse are played after the candidate before the position is scored. */
const HORIZON = 40;
/** A playout ends when this many impulses have been asked for after the candidate (1: the candidate's impulse played out). */
const IMPULSES = 1;
/** The heuristic's best few candidates at most (a hand of 8 cards has 17 plays). */
const MAX_CANDIDATES = 6;
/**
 * The chance of winning a candidate must gain over the heuristic's choice: a fifth of a
 * point. (With the old leaf, choosing by the mean alone, no threshold and no confidence, did
 * worse in the arena: 8 against 14 wins of 36 on seed 43.)
 */
const MIN_GAIN = 0.002;
/** Standard errors of the paired gain it must also exceed, once there are three worlds or more. */
const CONFIDENCE = 1;

interface Candidate {
  action: HisAction;
  /** Value of the playout in each sampled world (by world index), for paired comparisons. */
  byWorld: Map<number, number>;
}

/** The heuristic's choice (the first candidate) unless another beat it clearly in the same worlds. */
export function pick(candidates: readonly Candidate[]): HisAction {
  const base = candidates[0]!;
  let best = base;
  let bestGain = 0;
  for (const c of candidates.slice(1)) {
    const diffs: number[] = [];
    for (const [world, v] of c.byWorld) {
      const b = base.byWorld.get(world);
      if (b !== undefined) diffs.push(v - b);
    }
    if (diffs.length === 0) continue;
    const mean = diffs.reduce((a, d) => a + d, 0) / diffs.length;
    if (mean < MIN_GAIN || mean <= bestGain) continue;
    if (diffs.length >= 3) {
      const variance = diffs.reduce((a, d) => a + (d - mean) ** 2, 0) / (diffs.length - 1);
      if (mean <= CONFIDENCE * Math.sqrt(variance / diffs.length)) continue;
    }
    best = c;
    bestGain = mean;
  }
  return best.action;
}

/** The heuristic's favourites among the legal actions, best first. */
function shortlist(view: HisView, legal: readonly HisAction[], prompt: Prompt): HisAction[] {
  const ctx = context(view, prompt);
  const policy = policyFor(prompt, ctx.me);
  return legal
    .map((action, i) => ({ action, score: policy(ctx, action), i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, MAX_CANDIDATES)
    .map((c) => c.action);
}

/**
 * The order of playouts under progressive widening: world w plays candidates 0..w+1, so the
 * heuristic's choice and its runner-up are compared from the first world on and each later
 * candidate joins one world after the previous one.
 */
export function* schedule(candidates: number): Generator<{ world: number; candidate: number }> {
  for (let world = 0; ; world++) for (let c = 0; c < Math.min(candidates, world + 2); c++) yield { world, candidate: c };
}

export function searchBot(seed: string, settings: BotSettings = {}): Bot<HisView, HisAction> {
  const rng = createRng(`search-bot:${seed}`);
  const tie = (): number => nextUint32(rng) / 2 ** 32;
  const budgetMs = settings.budgetMs ?? DEFAULT_BUDGET_MS;
  let decision = 0;
  return {
    name: 'search',
    readsView: true,
    choose(view, legalActions, prompt) {
      decision++;
      const start = performance.now();
      if (legalActions.length <= 1 || !prompt) return heuristicChoice(view, legalActions, prompt, tie);
      const me = (view.viewer ?? prompt.player) as MajorPower;
      const worldSeed = (w: number): string => `${seed}:${decision}:${w}`;
      // The first world tells whether the view describes this decision's frames at all.
      const first = determinize(view, me, prompt, worldSeed(0));
      if (first === null) return heuristicChoice(view, legalActions, prompt, tie);
      // Each world is sampled once and copied for each of its candidates (a copy costs a
      // fifth of a sampling, which clones the view with structuredClone). The engine's copy
      // carries the decisions waiting in a world to its copies: asked for once a world,
      // they are not worked out again for each candidate.
      const sample = (state: HisState): HisState => {
        hereIStand.legalActions(state, me);
        return state;
      };
      let base = { world: 0, state: sample(first) };
      const candidates: Candidate[] = shortlist(view, legalActions, prompt).map((action) => ({ action, byWorld: new Map<number, number>() }));
      if (candidates.length === 1) return candidates[0]!.action;
      // A count of playouts (tests, reproducible games) or the time budget (the table, arena).
      const limit = settings.iterations === undefined ? undefined : settings.iterations * candidates.length;
      let played = 0;
      for (const { world, candidate } of schedule(candidates.length)) {
        // Stop before a playout that would likely end past the budget (the mean so far).
        const elapsed = performance.now() - start;
        if (limit !== undefined ? played >= limit : elapsed + (played > 0 ? elapsed / played : 0) > budgetMs) break;
        played++;
        const c = candidates[candidate]!;
        // Every candidate in a world meets the same cards, dice and tie-breaks.
        if (base.world !== world) base = { world, state: sample(determinize(view, me, prompt, worldSeed(world))!) };
        const sampled = hereIStand.copy!(base.state);
        const ties = createRng(`search-ties:${worldSeed(world)}`);
        const worldTie = (): number => nextUint32(ties) / 2 ** 32;
        try {
          hereIStand.applyInPlace!(sampled, me, c.action);
          const end = playout(sampled, me, HORIZON * IMPULSES, worldTie, IMPULSES, limit === undefined ? start + budgetMs : Infinity);
          // A playout cut by the budget has no verdict; the search is over.
          if (end.cut) break;
          c.byWorld.set(world, score(sampled, me));
        } catch {
          // A sampled world may refuse what the real one allows (a card's condition on a
          // hidden hand), or hold a guess the rules never meant to meet: no verdict from it.
        }
      }
      return pick(candidates);
    },
  };
}
