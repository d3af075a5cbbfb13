// Here I Stand as a game module of the engine contract (design: "The engine contract").
import { copyJson } from '../../engine/json-copy.ts';
import { sharedWith } from '../../engine/json-share.ts';
import type { GameModule, Prompt, Result } from '../../engine/types.ts';
import { RuleError } from '../../engine/types.ts';
import type { MajorPower } from './data/powers.ts';
import { isMajorPower } from './data/powers.ts';
import type { Ask, HisAction } from './flow/frames.ts';
import { asks, checkLegal, decide } from './flow/kernel.ts';
import { top } from './flow/stack.ts';
import { promptFacts } from './prompt-facts.ts';
import { setup } from './setup.ts';
import { sharedSpaces } from './shared-spaces.ts';
import type { HisOptions, HisState } from './state.ts';
import type { HisView } from './view.ts';
import { view } from './view.ts';
import { deciderOf, isTwoPlayer } from './two-player/variant.ts';

export const RULES_VERSION = '0.7.0';
/**
 * The state's shape (GameModule.stateVersion). 2: the CP budgets and the Diplomacy Phase
 * record are state fields, not frame fields (issue 11); snapshots of shape 1 are not loaded.
 */
export const STATE_VERSION = '2';

/**
 * The decisions waiting in a state, computed once per state: `pending`, `legalActions`
 * and `apply` all need them. States are never changed after they are returned, but tests
 * do edit states by hand, so an entry is reused only while the top frame and the
 * checkpoint are the same objects/values it was computed for.
 */
const WAITING = new WeakMap<HisState, { frame: unknown; checkpoint: number; asks: Ask[] }>();

function waitingIn(state: HisState): Ask[] {
  const hit = WAITING.get(state);
  if (hit && hit.frame === top(state) && hit.checkpoint === state.checkpoint) return hit.asks;
  const found = asks(state);
  WAITING.set(state, { frame: top(state), checkpoint: state.checkpoint, asks: found });
  return found;
}

function asPower(player: string): MajorPower {
  if (!isMajorPower(player)) throw new RuleError(`unknown power: ${player}`, 'unknown-player');
  return player;
}

/**
 * The power whose decision `player` makes: himself, or in the two-player variant a power he
 * directs (two-player/variant.ts deciderOf) when its ask is the one waiting for him.
 */
function decidingFor(state: HisState, player: MajorPower, waiting: readonly Ask[]): MajorPower {
  if (!isTwoPlayer(state)) return player;
  return waiting.find((a) => deciderOf(state, a.power) === player)?.power ?? player;
}

/** The decisions waiting for `player`'s action, after refusing it if it is not one of them. */
function check(state: HisState, player: string, action: HisAction): { power: MajorPower; waiting: Ask[] } {
  const seat = asPower(player);
  if (state.result) throw new RuleError('the game is over', 'game-over');
  const waiting = waitingIn(state);
  const power = decidingFor(state, seat, waiting);
  checkLegal(waiting, power, action);
  return { power, waiting };
}

/** Make a checked decision on `state` itself and run on to the next decision. */
function step(state: HisState, power: MajorPower, action: HisAction, waiting: Ask[]): void {
  const after = decide(state, power, action, waiting);
  WAITING.set(state, { frame: top(state), checkpoint: state.checkpoint, asks: after });
}

/** A copy of `state` to change in place, with the decisions known to wait in it (they are the same). */
function copyOf(state: HisState): HisState {
  // Log entries are never changed once written, so states share them: cloning the
  // whole log on every action would make a game quadratic in its length. A state is plain
  // data (stored as JSON), so copyJson, a few times faster than structuredClone, copies it.
  const { log, ...rest } = state;
  const next = copyJson(rest) as HisState;
  next.log = log.slice();
  knowWaiting(state, next);
  return next;
}

/** `copy`, a copy of `state`, waits for the same decisions: known without working them out again. */
function knowWaiting(state: HisState, copy: HisState): void {
  const known = WAITING.get(state);
  if (known && known.frame === top(state) && known.checkpoint === state.checkpoint) {
    WAITING.set(copy, { frame: top(copy), checkpoint: copy.checkpoint, asks: known.asks });
  }
}

export const hereIStand: GameModule<HisState, HisOptions, HisView, HisAction> = {
  id: 'his',
  version: RULES_VERSION,
  stateVersion: STATE_VERSION,
  setup,
  pending(state): Prompt[] {
    return waitingIn(state).map((a) => {
      // Two-player variant: a directed power's question goes to the player directing it.
      const player = deciderOf(state, a.power);
      const prompt: Prompt = { player, key: a.key };
      // The ask's params, with what the player needs to decide (cause, costs, odds).
      const params = { ...promptFacts(state, a), ...(player !== a.power ? { for: a.power } : {}) };
      if (Object.keys(params).length > 0) prompt.params = params;
      if (a.simultaneous) prompt.simultaneous = true;
      return prompt;
    });
  },
  legalActions(state, player) {
    if (!isMajorPower(player)) return [];
    const waiting = waitingIn(state);
    const power = decidingFor(state, player, waiting);
    return waiting.find((a) => a.power === power)?.actions ?? [];
  },
  apply(state, player, action) {
    const { power, waiting } = check(state, player, action);
    const next = copyOf(state);
    step(next, power, action, waiting);
    return next;
  },
  applyInPlace(state, player, action) {
    const { power, waiting } = check(state, player, action);
    step(state, power, action, waiting);
  },
  copy: copyOf,
  share(before, after) {
    // The spare keeps `after`'s own objects; `after` takes `before`'s where equal, and copies
    // where not (sharedWith), so the two hold nothing in common. Not shared: the stack, whose
    // top frame keys the decisions known to wait (WAITING), and the log, whose entries every
    // version shares already (copyOf).
    const spare = { ...after, stack: copyJson(after.stack), log: after.log.slice() };
    const into = after as unknown as Record<string, unknown>;
    for (const key in into) if (key !== 'stack' && key !== 'log' && key !== 'spaces') into[key] = sharedWith(before[key as keyof HisState], into[key]);
    after.spaces = sharedSpaces(before, after);
    knowWaiting(after, spare);
    return spare;
  },
  view(state, player, previous) {
    return view(state, player !== null && isMajorPower(player) ? player : null, previous);
  },
  result(state): Result | null {
    return state.result ? { ...state.result } : null;
  },
  checkpoint(state) {
    return state.checkpoint;
  },
};
