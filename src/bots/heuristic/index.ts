// The heuristic bot (issue 14): one look at its seat's view, no search. Each legal action
// gets the score of the policy for the prompt's kind (policy/), shaped by the power's
// aims (aims.ts, rulebook 21); the best wins, ties broken by the bot's own seeded PRNG.
import { createRng, nextUint32 } from '../../engine/rng.ts';
import type { Action, Prompt } from '../../engine/types.ts';
import type { MajorPower } from '../../games/his/data/powers.ts';
import type { HisAction, HisView } from '../../games/his/index.ts';
import type { Bot } from '../types.ts';
import { context } from './context.ts';
import type { Policy } from './policy/index.ts';
import { defaultPolicy, POLICIES, SEAT_POLICIES } from './policy/index.ts';

/** Noise below any real difference of score: breaks ties without a fixed order. */
const TIE_BREAK = 1e-3;

/** The policy for a prompt: the seat's own (a power's aims, 21) before the common one. */
export function policyFor(prompt: Prompt | undefined, me?: MajorPower): Policy {
  const key = (prompt?.key ?? '').replace(/^his\.prompt\./, '');
  return (me && SEAT_POLICIES[me]?.[key]) ?? POLICIES[key] ?? defaultPolicy;
}

/** The action the heuristic prefers, given a PRNG for ties. */
export function heuristicChoice(view: HisView, legal: readonly HisAction[], prompt: Prompt | undefined, tie: () => number): HisAction {
  if (legal.length === 0) throw new Error('heuristic bot: asked to choose among no legal actions');
  if (legal.length === 1) return legal[0]!;
  const ctx = context(view, prompt);
  const policy = policyFor(prompt, ctx.me);
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (const action of legal) {
    const score = policy(ctx, action as Action) + tie() * TIE_BREAK;
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}

export function heuristicBot(seed: string): Bot<HisView, HisAction> {
  const rng = createRng(`heuristic-bot:${seed}`);
  return {
    name: 'heuristic',
    readsView: true,
    choose(view, legalActions, prompt) {
      return heuristicChoice(view, legalActions, prompt, () => nextUint32(rng) / 2 ** 32);
    },
  };
}
