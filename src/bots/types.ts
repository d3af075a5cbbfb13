// What a bot is (design: "Bots"). A bot plays one seat and sees only what that seat's
// player sees: its view, its legal actions and its prompt; never the state. Random,
// heuristic and search bots all implement this interface, so the simulator, the server
// and the terminal client can seat any of them.
import type { Action, Prompt } from '../engine/types.ts';

export interface Bot<V = unknown, A extends Action = Action> {
  /** Short stable name, for reports ("random", "heuristic", "ismcts"). */
  readonly name: string;
  /**
   * False for a bot that never reads its view (the random bot): callers may then skip
   * building it and pass `undefined`. A bot that reads its view must not keep it past
   * `choose` without copying it: a playout changes its state, and views share parts of it.
   */
  readonly readsView?: boolean;
  /** For a bot that reads its view only for some prompts: true when it needs it for this one. */
  needsView?(prompt?: Prompt): boolean;
  /**
   * Choose one of `legalActions` (never empty) for the seat whose view this is. May keep
   * private memory between calls (its own PRNG, what it has seen), but must be
   * deterministic given its seed and the sequence of calls.
   */
  choose(view: V, legalActions: readonly A[], prompt?: Prompt): A;
}

/** Makes a bot for one seat; the same seed gives a bot that plays the same way. */
export type BotFactory<V = unknown, A extends Action = Action> = (seed: string) => Bot<V, A>;
