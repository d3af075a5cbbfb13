// Replay (issue 15): a game's public history, step by step. Step k is the spectator's view
// of the state after the first k actions of the record, so nothing a spectator could not
// see then is shown (hands, deck order and the seed stay hidden). The record is replayed
// once per game version into an index of checkpoints (a state every CHECKPOINT_EVERY
// actions), where each round starts, and the scores at the end of each round; a step then
// replays at most CHECKPOINT_EVERY actions from its checkpoint.
import { visibleLog } from '../engine/log.ts';
import { applyRecorded, replay } from '../engine/record.ts';
import type { LogEntry, PlayerId, Result } from '../engine/types.ts';
import { ApiError } from './errors.ts';
import type { LiveGame } from './live-game.ts';

export const CHECKPOINT_EVERY = 50;
/** Replay indexes kept in memory (least recently used dropped). */
const INDEXES_KEPT = 4;

/** The scores at the end of a round (round 0: at the start). */
export interface RoundScores {
  round: number;
  /** The step at which the round ends (the record length for the last one). */
  step: number;
  scores: Record<PlayerId, number>;
}

export interface ReplayPayload {
  id: string;
  /** Actions replayed: 0 is the setup, `steps` the game now. */
  step: number;
  steps: number;
  /** Who took the step's decision (null at step 0). */
  actor: PlayerId | null;
  round: number | null;
  /** The spectator's view after `step` actions. */
  view: unknown;
  /** Public log entries the step added. */
  log: LogEntry[];
  /** The step where each round starts. */
  rounds: { round: number; step: number }[];
  /** Scores by round up to the game now (empty when the game keeps no scores). */
  scores: RoundScores[];
  /** The game's result, once over (at every step: a finished game's result is public). */
  result: Result | null;
}

interface ReplayIndex {
  key: string;
  checkpoints: unknown[];
  rounds: { round: number; step: number }[];
  scores: RoundScores[];
}

const indexes: ReplayIndex[] = [];

function copy<T>(state: T): T {
  return structuredClone(state);
}

/** The index of this game version, built by one replay of its record. */
function indexOf(game: LiveGame): ReplayIndex {
  const key = `${game.meta.id}:${game.meta.version}`;
  const found = indexes.findIndex((i) => i.key === key);
  if (found >= 0) {
    const [index] = indexes.splice(found, 1);
    indexes.push(index!);
    return index!;
  }
  const { entry, record } = game;
  const initial = replay(entry.module, { ...record, actions: [] });
  const checkpoints: unknown[] = [copy(initial)];
  const roundOf = (state: unknown): number | null => entry.round?.(state) ?? null;
  const rounds: ReplayIndex['rounds'] = [];
  const scores: RoundScores[] = [];
  let round = roundOf(initial);
  if (round !== null) rounds.push({ round, step: 0 });
  if (entry.scores && round !== null) scores.push({ round: 0, step: 0, scores: entry.scores(initial) });
  replay(entry.module, record, {
    onStep: (state, at) => {
      const step = at + 1;
      if (step % CHECKPOINT_EVERY === 0) checkpoints.push(copy(state));
      const now = roundOf(state);
      if (now !== null && round !== null && now !== round) {
        // The round just ended: its scores are the ones standing as the next begins.
        if (entry.scores) scores.push({ round, step, scores: entry.scores(state) });
        rounds.push({ round: now, step });
        round = now;
      }
    },
  });
  if (entry.scores && round !== null) scores.push({ round, step: record.actions.length, scores: entry.scores(game.state) });
  const index = { key, checkpoints, rounds, scores };
  indexes.push(index);
  if (indexes.length > INDEXES_KEPT) indexes.shift();
  return index;
}

/**
 * The state after the first `step` actions, and how long the public log was one step
 * before (to tell what the step added). The checkpoint is shared, so the first action
 * from it copies; later ones may work in place.
 */
function stateAt(game: LiveGame, index: ReplayIndex, step: number): { state: unknown; logBefore: number } {
  const at = Math.floor(step / CHECKPOINT_EVERY);
  const base = index.checkpoints[at];
  if (base === undefined) throw new Error(`replay: no checkpoint ${at}`);
  const publicLog = (state: unknown): number => visibleLog(game.entry.log?.(state) ?? [], null).length;
  let state: unknown = base;
  let logBefore = 0;
  for (let i = at * CHECKPOINT_EVERY; i < step; i++) {
    if (i === step - 1) logBefore = publicLog(state);
    const { player, action } = game.record.actions[i]!;
    state = applyRecorded(game.entry.module, state, player, action, i, i > at * CHECKPOINT_EVERY);
  }
  // A step that lands on a checkpoint: the step before it is one action back.
  if (step > 0 && step % CHECKPOINT_EVERY === 0) logBefore = publicLog(stateAt(game, index, step - 1).state);
  return { state, logBefore };
}

/** Step `step` of the game's public history (default: the game now). */
export function replayStep(game: LiveGame, step?: number): ReplayPayload {
  const steps = game.record.actions.length;
  const k = step ?? steps;
  if (!Number.isInteger(k) || k < 0 || k > steps) throw new ApiError(400, 'bad-request', `step must be a whole number from 0 to ${steps}`);
  const index = indexOf(game);
  const { entry } = game;
  const { state, logBefore } = stateAt(game, index, k);
  const log = visibleLog(entry.log?.(state) ?? [], null);
  return {
    id: game.meta.id,
    step: k,
    steps,
    actor: k > 0 ? (game.record.actions[k - 1]?.player ?? null) : null,
    round: entry.round?.(state) ?? null,
    view: entry.module.view(state, null),
    log: log.slice(logBefore),
    rounds: index.rounds,
    scores: index.scores,
    result: game.meta.result,
  };
}
