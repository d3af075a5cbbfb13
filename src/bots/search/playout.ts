// Playouts of the search bot (issue 14) in one sampled world. The world is the bot's own
// guess (determinize.ts), not the hidden truth, so the heuristic policy that plays every
// power in it may read it directly: a playout reads the sampled state through a light view
// (light-view.ts) instead of building the table's view, and keeps each power's marching
// map (the heuristic's targets and their pull, which depend only on who controls what and
// who is at war) between decisions while the board's control stands.
import type { Prompt } from '../../engine/types.ts';
import type { Power } from '../../games/his/data/powers.ts';
import { ALL_POWERS } from '../../games/his/data/powers.ts';
import type { HisAction, HisState, HisView, MajorPower } from '../../games/his/index.ts';
import { hereIStand } from '../../games/his/index.ts';
import { spaceStates } from '../../games/his/space-list.ts';
import type { Context } from '../heuristic/context.ts';
import { racingRival } from '../heuristic/context.ts';
import { policyFor } from '../heuristic/index.ts';
import { playoutView } from './light-view.ts';
import { leafChance } from './leaf.ts';

/** Noise below any real difference of score (as the heuristic bot's): breaks ties without a fixed order. */
const TIE_BREAK = 1e-3;

/**
 * The heuristic's marching maps by power and board signature (control, wars, alliances,
 * squadrons that may block an assault, the rival racing ahead):
 * worlds sampled for one decision share the public board, and most steps of a playout
 * leave control unchanged, so each map is computed once instead of at every decision.
 */
const MARCH_KEYS = ['targets', 'pulls'] as const;
const marchMaps = new Map<string, Map<string, unknown>>();
const MAX_MAPS = 512;

function boardSignature(state: HisState, view: HisView, me: MajorPower): string {
  let s = `${me}|${racingRival(view, me)}|${state.diplomacy.wars.join(',')}|${state.diplomacy.alliances.join(',')}|${JSON.stringify(state.diplomacy.minorAllies)}|${state.outOfPlay.join(',')}|`;
  // One letter a power keeps the signature short: it is built, and hashed by the lookup, at most decisions.
  const spaces = spaceStates(state);
  for (let i = 0; i < spaces.length; i++) {
    const space = spaces[i]!;
    s += POWER_CODE[space.control] ?? `(${space.control})`;
    s += squadronsIn(space.units);
  }
  s += '|';
  for (const sea of Object.values(state.seas)) s += squadronsIn(sea.units) + ',';
  return s;
}

/** A letter for each power (no digit, no comma: a signature reads back one way). */
const POWER_CODE: Record<string, string> = Object.fromEntries(ALL_POWERS.map((p, i) => [p, String.fromCharCode(65 + i)]));

/** The squadrons in a space or sea, by power (15.1: they may forbid an assault). */
function squadronsIn(units: HisState['seas'][keyof HisState['seas']]['units']): string {
  let s = '';
  for (const p in units) {
    const f = units[p as Power];
    if (f && f.squadron > 0) s += (POWER_CODE[p] ?? `(${p})`) + f.squadron;
  }
  return s;
}

/**
 * A decision's memo whose marching maps are looked up by board signature only when the
 * policy first asks for one: most prompts (dice, cards, answers) never read them, and the
 * signature (the standings' VP among it) costs more than many a policy. The world does not
 * change while the policy runs, so the signature taken then is the one of the decision.
 */
class MarchMemo extends Map<string, unknown> {
  readonly #state: HisState;
  readonly #view: HisView;
  readonly #me: MajorPower;
  /** The signature and whether its maps were known, once looked up. */
  #lookup: { signature: string; known: boolean } | undefined;

  constructor(state: HisState, view: HisView, me: MajorPower) {
    super();
    this.#state = state;
    this.#view = view;
    this.#me = me;
  }

  #resolve(key: string): void {
    if (this.#lookup || !(MARCH_KEYS as readonly string[]).includes(key)) return;
    const signature = boardSignature(this.#state, this.#view, this.#me);
    const known = marchMaps.get(signature);
    this.#lookup = { signature, known: known !== undefined };
    if (known) for (const [k, v] of known) super.set(k, v);
  }

  override has(key: string): boolean {
    this.#resolve(key);
    return super.has(key);
  }

  override get(key: string): unknown {
    this.#resolve(key);
    return super.get(key);
  }

  /** Keep the maps this decision made for the next decisions on the same board. */
  store(): void {
    if (!this.#lookup || this.#lookup.known) return;
    const made = MARCH_KEYS.filter((k) => super.has(k));
    if (made.length === 0) return;
    if (marchMaps.size >= MAX_MAPS) marchMaps.clear();
    marchMaps.set(this.#lookup.signature, new Map(made.map((k) => [k, super.get(k)])));
  }
}

/** The heuristic's choice for `prompt` in a sampled world, its marching maps reused. */
export function playoutChoice(state: HisState, prompt: Prompt, legal: readonly HisAction[], tie: () => number): HisAction {
  if (legal.length === 1) return legal[0]!;
  const me = prompt.player as MajorPower;
  const view = playoutView(state, me);
  const memo = new MarchMemo(state, view, me);
  const ctx: Context = {
    view,
    me,
    prompt,
    key: prompt.key.replace(/^his\.prompt\./, ''),
    memo,
  };
  const policy = policyFor(prompt, ctx.me);
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (const action of legal) {
    const score = policy(ctx, action) + tie() * TIE_BREAK;
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  memo.store();
  return best;
}

export interface PlayoutEnd {
  /** Decisions played after the candidate. */
  steps: number;
  /** Stopped by the deadline before its horizon: its end is not comparable with the others'. */
  cut: boolean;
}

/**
 * Play on from `state` with the heuristic for every power until the `impulses`-th impulse
 * after the candidate is asked for (1: the candidate's own impulse played out, dice and
 * answers included; 2: the next rival's impulse too), or `me` is asked for its next one
 * (`impulses` 0: a whole round of the Action Phase, every rival's answer too, some 50
 * decisions), the game ends, or `horizon` decisions have been played; or at `deadline`
 * (performance.now(), the time budget of a decision; none when counting playouts).
 */
export function playout(state: HisState, me: MajorPower, horizon: number, tie: () => number, impulses = 0, deadline = Infinity): PlayoutEnd {
  const m = hereIStand;
  let step = 0;
  let seen = 0;
  for (; step < horizon && m.result(state) === null; step++) {
    if (performance.now() > deadline) return { steps: step, cut: true };
    const prompts = m.pending(state);
    if (prompts.length === 0) break;
    const prompt = prompts[0]!;
    if (prompt.key === 'his.prompt.impulse' && (prompt.player === me || ++seen === impulses)) break;
    const legal = m.legalActions(state, prompt.player);
    if (legal.length === 0) break;
    m.applyInPlace!(state, prompt.player, playoutChoice(state, prompt, legal, tie));
  }
  return { steps: step, cut: false };
}

/**
 * The chance that `me` wins from the world's position (leaf.ts, read from its light
 * view); a game the playout finished is won (1) or lost (0).
 */
export function score(state: HisState, me: MajorPower): number {
  const view = playoutView(state, me);
  if (view.result) return view.result.winner === me ? 1 : 0;
  return leafChance(state, view, me);
}
