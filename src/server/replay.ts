// Replay (issue 15): a game's public history, step by step. Step k is the spectator's view
// of the state after the first k actions of the record, so nothing a spectator could not
// see then is shown (hands, deck order and the seed stay hidden). The record is replayed
// once per game version into an index of checkpoints (a state every CHECKPOINT_EVERY
// actions), where each round starts, and the scores at the end of each round; a step then
// replays at most CHECKPOINT_EVERY actions from its checkpoint. A game that went on since is
// indexed by extending its last index, not from the start.
import { visibleLog } from '../engine/log.ts';
import { applyRecorded, replay } from '../engine/record.ts';
import type { LogEntry, PlayerId, RecordedAction, Result } from '../engine/types.ts';
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
  id: string;
  version: number;
  /** The record's actions it was built from (entries are shared by later versions of the record). */
  actions: readonly RecordedAction[];
  checkpoints: unknown[];
  rounds: { round: number; step: number }[];
  /** Scores at the end of each finished round (and at the start). */
  ended: RoundScores[];
  /** The round at the record's end. */
  round: number | null;
}

const indexes: ReplayIndex[] = [];

/** Actions replayed to build indexes so far (for tests: an extended index replays only what is new). */
export const replayWork = { actions: 0 };

function copy<T>(state: T): T {
  return structuredClone(state);
}

/** Whether the game's record starts with the index's actions (no undo since): it can be extended. */
function extends_(index: ReplayIndex, game: LiveGame): boolean {
  const now = game.record.actions;
  return index.id === game.meta.id && index.actions.length <= now.length && index.actions.every((a, i) => now[i] === a);
}

/**
 * The index of this game version: built by one replay of its record, or, when the game has
 * only gone on since an index was built, by extending that one from its last checkpoint.
 */
function indexOf(game: LiveGame): ReplayIndex {
  const found = indexes.findIndex((i) => i.id === game.meta.id && (i.version === game.meta.version || extends_(i, game)));
  const old = found >= 0 ? indexes.splice(found, 1)[0] : undefined;
  const index = old && old.version === game.meta.version ? old : build(game, old);
  indexes.push(index);
  if (indexes.length > INDEXES_KEPT) indexes.shift();
  return index;
}

function build(game: LiveGame, from: ReplayIndex | undefined): ReplayIndex {
  const { entry, record } = game;
  const roundOf = (state: unknown): number | null => entry.round?.(state) ?? null;
  const scoresOf = (state: unknown): Record<string, number> | null => entry.scores?.(state) ?? null;
  const last = from ? from.checkpoints.length - 1 : 0;
  const start = last * CHECKPOINT_EVERY;
  const checkpoints = from ? from.checkpoints.slice(0, last + 1) : [copy(replay(entry.module, { ...record, actions: [] }))];
  let state: unknown = checkpoints[last];
  let round = roundOf(state);
  const rounds = from ? from.rounds.filter((r) => r.step <= start) : round === null ? [] : [{ round, step: 0 }];
  const ended = from ? from.ended.filter((r) => r.step <= start) : [];
  const initial = scoresOf(state);
  if (!from && initial && round !== null) ended.push({ round: 0, step: 0, scores: initial });
  for (let i = start; i < record.actions.length; i++) {
    const { player, action } = record.actions[i]!;
    // The checkpoint is kept: the first action copies it, later ones may work in place.
    state = applyRecorded(entry.module, state, player, action, i, i > start);
    replayWork.actions++;
    const step = i + 1;
    if (step % CHECKPOINT_EVERY === 0) checkpoints.push(copy(state));
    const now = roundOf(state);
    if (now !== null && round !== null && now !== round) {
      // The round just ended: its scores are the ones standing as the next begins.
      const scores = scoresOf(state);
      if (scores) ended.push({ round, step, scores });
      rounds.push({ round: now, step });
      round = now;
    }
  }
  return { id: game.meta.id, version: game.meta.version, actions: record.actions, checkpoints, rounds, ended, round };
}

/** Scores by round, ending with the scores standing now. */
function scoresNow(game: LiveGame, index: ReplayIndex): RoundScores[] {
  const now = game.entry.scores?.(game.state);
  if (!now || index.round === null) return index.ended;
  return [...index.ended, { round: index.round, step: game.record.actions.length, scores: now }];
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
    scores: scoresNow(game, index),
    result: game.meta.result,
  };
}
