// The search bot (issue 14): determinized Monte Carlo search (perfect-information Monte
// Carlo over sampled worlds). At a decision whose frames its view describes (its impulse
// and its CP spending, games/his/determinize.ts), it samples the hidden parts (other hands
// from the unseen cards with their sizes, the deck order, the dice), plays each candidate
// action in that world on the in-place engine, lets every power play on by the heuristic
// policy up to a horizon, and scores the end with the heuristic evaluation of its own view.
// Candidates take turns on fresh samples until the time budget (or the playout count) is
// spent; the heuristic's choice stands unless another candidate beats it clearly in the
// same worlds. Elsewhere it plays the heuristic policy.
import { createRng, nextUint32 } from '../../engine/rng.ts';
import type { Prompt } from '../../engine/types.ts';
import { determinize } from '../../games/his/determinize.ts';
import type { HisAction, HisState, HisView, MajorPower } from '../../games/his/index.ts';
import { hereIStand } from '../../games/his/index.ts';
import { evaluate } from '../heuristic/evaluation.ts';
import { heuristicChoice, policyFor } from '../heuristic/index.ts';
import { context } from '../heuristic/context.ts';
import type { BotSettings } from '../levels.ts';
import type { Bot } from '../types.ts';

export const DEFAULT_BUDGET_MS = 2000;
/** At most this many decisions are played after the candidate before the position is scored. */
const HORIZON = 40;
/** Only the heuristic's best few candidates are searched (a hand of 8 cards has 17 plays). */
const MAX_CANDIDATES = 4;

interface Candidate {
  action: HisAction;
  total: number;
  playouts: number;
  /** Value of the playout in each sampled world (by round), for paired comparisons. */
  byRound: Map<number, number>;
}

/** Standard errors a candidate's paired gain over the heuristic's own choice must exceed. */
const CONFIDENCE = 2;

/**
 * The heuristic's choice (the first candidate) unless another beat it clearly in the same
 * sampled worlds: the mean of the paired differences above CONFIDENCE standard errors. A few
 * noisy playouts then never overrule the policy; many consistent ones do.
 */
function pick(candidates: readonly Candidate[]): Candidate {
  const base = candidates[0]!;
  let best = base;
  let bestGain = 0;
  for (const c of candidates.slice(1)) {
    const diffs: number[] = [];
    for (const [round, v] of c.byRound) {
      const b = base.byRound.get(round);
      if (b !== undefined) diffs.push(v - b);
    }
    if (diffs.length < 3) continue;
    const mean = diffs.reduce((a, d) => a + d, 0) / diffs.length;
    const variance = diffs.reduce((a, d) => a + (d - mean) ** 2, 0) / (diffs.length - 1);
    const se = Math.sqrt(variance / diffs.length);
    if (mean > CONFIDENCE * se && mean > bestGain) {
      best = c;
      bestGain = mean;
    }
  }
  return best;
}

/**
 * Play on from `state` with the heuristic for every power until the next impulse begins
 * (the candidate's impulse played out, dice and answers included) or `horizon` decisions.
 */
function playout(state: HisState, horizon: number, tie: () => number): void {
  const m = hereIStand;
  for (let step = 0; step < horizon && m.result(state) === null; step++) {
    const prompts = m.pending(state);
    if (prompts.length === 0) return;
    const prompt = prompts[0]!;
    if (prompt.key === 'his.prompt.impulse') return;
    const legal = m.legalActions(state, prompt.player);
    if (legal.length === 0) return;
    const action = heuristicChoice(m.view(state, prompt.player), legal, prompt, tie);
    m.applyInPlace!(state, prompt.player, action);
  }
}

/** The heuristic's favourites among the legal actions, best first. */
function shortlist(view: HisView, legal: readonly HisAction[], prompt: Prompt): HisAction[] {
  const ctx = context(view, prompt);
  const policy = policyFor(prompt);
  return legal
    .map((action, i) => ({ action, score: policy(ctx, action), i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, MAX_CANDIDATES)
    .map((c) => c.action);
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
      if (legalActions.length <= 1 || !prompt) return heuristicChoice(view, legalActions, prompt, tie);
      const me = (view.viewer ?? prompt.player) as MajorPower;
      const sampleSeed = (k: number): string => `${seed}:${decision}:${k}`;
      if (determinize(view, me, prompt, sampleSeed(0)) === null) return heuristicChoice(view, legalActions, prompt, tie);
      const candidates: Candidate[] = shortlist(view, legalActions, prompt).map((action) => ({ action, total: 0, playouts: 0, byRound: new Map<number, number>() }));
      const start = performance.now();
      const limit = settings.iterations;
      for (let k = 0; limit !== undefined ? k < limit * candidates.length : performance.now() - start < budgetMs; k++) {
        const candidate = candidates[k % candidates.length]!;
        // Each round of candidates shares one sampled world, so they are compared on the same cards.
        const world = determinize(view, me, prompt, sampleSeed(Math.floor(k / candidates.length)))!;
        let value: number;
        try {
          hereIStand.applyInPlace!(world, me, candidate.action);
          playout(world, HORIZON, tie);
          value = evaluate(hereIStand.view(world, me), me);
        } catch {
          // A sampled world may refuse what the real one allows (a card's condition on a
          // hidden hand), or hold a guess the rules never meant to meet: no verdict from it.
          continue;
        }
        candidate.total += value;
        candidate.playouts++;
        candidate.byRound.set(Math.floor(k / candidates.length), value);
      }
      return pick(candidates).action;
    },
  };
}
