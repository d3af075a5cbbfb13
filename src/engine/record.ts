// Game records: the source of truth. A state is whatever replaying its record gives.

import { ReplayError } from './errors.ts';
import { sameJson, stableStringify } from './hash.ts';
import { RuleError } from './types.ts';
import type { Action, GameModule, GameRecord, Json, PlayerId, RecordedAction } from './types.ts';

/** An empty record for a new game. */
export function newRecord<S, O, A extends Action>(
  module: GameModule<S, O, unknown, A>,
  options: O,
  seed: string,
): GameRecord<O, A> {
  return { game: module.id, version: module.version, options, seed, actions: [] };
}

export interface ReplayOptions<S, A extends Action> {
  /**
   * Start from a stored snapshot instead of setup: `state` is the state after the
   * first `actions` actions of the record. Snapshots only speed up loading; the
   * caller vouches that the snapshot matches the record.
   */
  snapshot?: { state: S; actions: number };
  /**
   * Called after each action with the new state (e.g. to check invariants in tests
   * and debug mode). `index` is the action's index in `record.actions`. Replay applies
   * in place when the module can (applyInPlace), so the state is only good during the
   * call: copy it to keep it.
   */
  onStep?: (state: S, index: number, player: PlayerId, action: A) => void;
}

/**
 * Rebuild a game by applying every recorded action to a fresh setup.
 * Throws ReplayError naming the first action that fails (its `cause` is the
 * original error, usually a RuleError).
 */
export function replay<S, O, A extends Action>(
  module: GameModule<S, O, unknown, A>,
  record: GameRecord<O, A>,
  options: ReplayOptions<S, A> = {},
): S {
  const { snapshot, onStep } = options;
  let state: S;
  let start = 0;
  if (snapshot) {
    checkHeader(module, record);
    const n = snapshot.actions;
    if (!Number.isInteger(n) || n < 0 || n > record.actions.length) {
      throw new RangeError(`replay: snapshot after ${n} actions, but the record has ${record.actions.length}`);
    }
    state = snapshot.state;
    start = n;
  } else {
    state = setupFor(module, record);
  }
  // Replay owns the states it makes (not a snapshot's: the first action copies it).
  let owned = !snapshot;
  for (let index = start; index < record.actions.length; index++) {
    const { player, action } = record.actions[index] as (typeof record.actions)[number];
    state = applyRecorded(module, state, player, action, index, owned);
    owned = true;
    onStep?.(state, index, player, action);
  }
  return state;
}

/** Refuse a record made for another game or another rules version. */
export function checkHeader<S, O, A extends Action>(
  module: GameModule<S, O, unknown, A>,
  record: GameRecord<O, A>,
): void {
  if (record.game !== module.id) {
    throw new ReplayError(`record is for game "${record.game}", not "${module.id}"`, 'wrong-game', null);
  }
  if (record.version !== module.version) {
    throw new ReplayError(
      `record was made under rules version "${record.version}", this is "${module.version}"`,
      'wrong-version',
      null,
    );
  }
}

/** Check the record's header and run setup. Shared by replay and undo. */
export function setupFor<S, O, A extends Action>(module: GameModule<S, O, unknown, A>, record: GameRecord<O, A>): S {
  checkHeader(module, record);
  try {
    return module.setup(record.options, record.seed);
  } catch (cause) {
    throw new ReplayError(`replay failed in setup: ${messageOf(cause)}`, 'setup', null, { cause });
  }
}

/**
 * Apply one recorded action, turning any failure into a ReplayError naming its index.
 * With `owned`, the caller gives up `state`: it may be changed in place and returned.
 */
export function applyRecorded<S, O, A extends Action>(
  module: GameModule<S, O, unknown, A>,
  state: S,
  player: PlayerId,
  action: A,
  index: number,
  owned = false,
): S {
  try {
    return owned ? applyOwned(module, state, player, action) : module.apply(state, player, action);
  } catch (cause) {
    throw new ReplayError(
      `replay failed at action ${index} (${player} ${safeStringify(action)}): ${messageOf(cause)}`,
      'action',
      index,
      { cause },
    );
  }
}

/**
 * Apply a decision to a state the caller owns and gives up: in place when the module can
 * (applyInPlace), else by `apply`. Returns the state after the decision.
 */
export function applyOwned<S, O, A extends Action>(module: GameModule<S, O, unknown, A>, state: S, player: PlayerId, action: A): S {
  if (!module.applyInPlace) return module.apply(state, player, action);
  module.applyInPlace(state, player, action);
  return state;
}

/**
 * Apply a decision and append it to the record. `state` must be the state the record
 * replays to (callers keep them together). Neither input is mutated; on a refused
 * action apply's RuleError propagates and nothing changes.
 *
 * The action is normalised to its JSON form first, so the live game sees exactly
 * what a replay from storage will see (no `undefined` fields, no shared references).
 */
export function appendAction<S, O, A extends Action>(
  module: GameModule<S, O, unknown, A>,
  record: GameRecord<O, A>,
  state: S,
  player: PlayerId,
  action: A,
): { record: GameRecord<O, A>; state: S } {
  return appendRecorded(module, record, state, recordedAction(player, action), false);
}

/**
 * As appendAction, for a decision already as the record keeps it (recordedAction). When
 * `owned`, `state` is the caller's to give up: the step is made on it in place when the
 * module can (applyOwned); on a refused action or a failure the caller must drop `state` (it
 * may be half changed). The record is not mutated.
 */
export function appendRecorded<S, O, A extends Action>(
  module: GameModule<S, O, unknown, A>,
  record: GameRecord<O, A>,
  state: S,
  { player, action }: RecordedAction<A>,
  owned: boolean,
): { record: GameRecord<O, A>; state: S } {
  return { record: withAction(record, player, action), state: owned ? applyOwned(module, state, player, action) : module.apply(state, player, action) };
}

/** A decision as the record keeps it: the action as canonical JSON (appendAction's entry). */
export function recordedAction<A extends Action>(player: PlayerId, action: A): RecordedAction<A> {
  return { player, action: JSON.parse(canonicalAction(action)) as A };
}

/** A new record: `record` with one more decision (the record itself is not mutated). */
function withAction<O, A extends Action>(record: GameRecord<O, A>, player: PlayerId, stored: A): GameRecord<O, A> {
  return { ...record, actions: [...record.actions, { player, action: stored }] };
}

/**
 * Throw RuleError unless `action` equals (as canonical JSON, so key order does not
 * matter) one of `legalActions(state, player)`. Game modules call it at the top of
 * `apply`. Returns the matching legal action, so apply may continue with the
 * module's own canonical copy.
 */
export function assertLegal<S, A extends Action>(
  module: { legalActions(state: S, player: PlayerId): readonly A[] },
  state: S,
  player: PlayerId,
  action: A,
): A {
  const match = module.legalActions(state, player).find((legal) => sameJson(action, legal));
  if (match === undefined) {
    const wanted = canonicalAction(action); // a malformed action is refused as such
    throw new RuleError(`not a legal action: ${player} ${wanted}`, 'illegal', {
      player,
      action: JSON.parse(wanted) as Json,
    });
  }
  return match;
}

/** Canonical JSON of an action; a malformed (non-JSON) action is refused, not crashed on. */
function canonicalAction(action: Action): string {
  try {
    return stableStringify(action);
  } catch (cause) {
    throw new RuleError(`malformed action: ${messageOf(cause)}`, 'malformed');
  }
}

function safeStringify(value: unknown): string {
  try {
    return stableStringify(value);
  } catch {
    return String(value);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
