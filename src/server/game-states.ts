// The states a live game keeps besides its record: where a load or an undo replays from
// (stored snapshots, the start of the last player's run), and each seat's decision digest,
// which lets parts of one simultaneous decision stand whichever arrives first.
import { hashState } from '../engine/hash.ts';
import { replay } from '../engine/record.ts';
import { stepUndoable } from '../engine/undo.ts';
import type { Action, GameRecord, Json, PlayerId, Prompt } from '../engine/types.ts';
import { dropStates, knowPending, runStartIndex } from './live-game.ts';
import type { Decision, LiveGame, StateAt } from './live-game.ts';
import type { ChangeKind } from './service.ts';
import type { NewSnapshot, StateSnapshot } from './storage/types.ts';

/**
 * What a snapshot is stored under (its `rulesVersion`): the module's rules version, and its
 * state version if it has one, so a state of another shape is never loaded.
 */
export function snapshotTag(module: LiveGame['entry']['module']): string {
  return module.stateVersion === undefined ? module.version : `${module.version}+state.${module.stateVersion}`;
}

/** A stored snapshot if it was made under these rules and this state shape (snapshotTag) and lies within the record. */
export function usableSnapshot(snapshot: StateSnapshot | undefined, tag: string, actions: number): StateAt | undefined {
  if (!snapshot || snapshot.rulesVersion !== tag || snapshot.actions > actions) return undefined;
  return { state: snapshot.state, actions: snapshot.actions };
}

/**
 * Replay a record from `base` (or from setup), keeping the state before the trailing
 * run of its last player when that run starts at or after `base`, for undo.
 */
export function replayFrom(
  module: LiveGame['entry']['module'],
  record: GameRecord<Json, Action>,
  base: StateAt | undefined,
): { state: unknown; runStart?: StateAt; base?: StateAt } {
  const last = record.actions[record.actions.length - 1];
  const start = last ? runStartIndex(record, last.player) : 0;
  const from = base ? { snapshot: base } : {};
  if (!last || (base && base.actions > start)) return { state: replay(module, record, from), ...(base ? { base } : {}) };
  const before = replay(module, { ...record, actions: record.actions.slice(0, start) }, from);
  const runStart = { state: before, actions: start };
  return { state: replay(module, record, { snapshot: runStart }), runStart, ...(base ? { base } : {}) };
}

/**
 * Whether a stale `expectedVersion` may still stand for `player`: every change since it
 * was another seat's action (no undo, nothing by this seat), and this seat's prompts and
 * legal actions have not changed since. So of a simultaneous choice, each seat's part
 * stands whichever arrives first; legality is still checked against the state now.
 */
export function stillOpen(game: LiveGame, player: PlayerId, expectedVersion: number): boolean {
  const { version, actionCount } = game.meta;
  const decision = game.decisions?.get(player);
  if (!decision || expectedVersion >= version || expectedVersion < decision.since) return false;
  const since = game.record.actions.slice(actionCount - (version - expectedVersion));
  return since.every((entry) => entry.player !== player);
}

/**
 * Each seat's decision digest after a change (`prompts`: the pending prompts of `state`).
 * Only an action (`actedBy`: whose) keeps a seat's `since` (when its digest is unchanged);
 * after an undo or a load every seat starts afresh.
 *
 * The digest hashes a seat's prompts and legal actions only where stillOpen may need it:
 * when several seats are asked, or when another seat's action may have left this one's
 * part of a choice standing (its digest was a hash). A seat asked alone otherwise gets a
 * marker: the next action is its own, so no version before it can stand whatever the digest.
 */
export function decisionsAfter(
  game: LiveGame,
  state: unknown,
  prompts: readonly Prompt[],
  version: number,
  actedBy: PlayerId | undefined,
): Map<PlayerId, Decision> {
  const { module } = game.entry;
  const asked = new Set(prompts.map((prompt) => prompt.player));
  const decisions = new Map<PlayerId, Decision>();
  for (const { player } of game.seats) {
    const before = actedBy === undefined ? undefined : game.decisions?.get(player);
    let digest = '';
    if (asked.has(player)) {
      const hashed = asked.size > 1 || (before !== undefined && before.digest !== ALONE && before.digest !== '' && actedBy !== player);
      digest = hashed ? hashState({ own: prompts.filter((prompt) => prompt.player === player), legal: module.legalActions(state, player) }) : ALONE;
    }
    decisions.set(player, { digest, since: before && before.digest === digest ? before.since : version });
  }
  return decisions;
}

/** The digest of a seat asked alone (decisionsAfter). */
const ALONE = 'alone';

/**
 * The snapshot to store with the action that makes the record `count` long, if any:
 * the state after it every `every` actions, and the state before it when it starts
 * another player's run (a checkpoint: undo never goes back past it) and the last
 * snapshot is at least a fifth of the interval behind. So a game loads, and undoes in
 * any process, from a stored state near the end of its record. Snapshots more than four
 * intervals back are pruned: the record stays the source of truth.
 */
export function snapshotFor(game: LiveGame, count: number, state: unknown, startsRun: boolean, every: number): NewSnapshot | undefined {
  const version = snapshotTag(game.entry.module);
  const pruneBefore = count - 4 * every;
  if (count % every === 0) return { actions: count, rulesVersion: version, state: state as Json, pruneBefore };
  const lastStored = game.base?.actions ?? 0;
  if (startsRun && count - 1 - lastStored >= Math.max(1, Math.floor(every / 5))) {
    return { actions: count - 1, rulesVersion: version, state: game.state as Json, pruneBefore };
  }
  return undefined;
}

/**
 * The game after a change stored as `written` (version and action count), holding `record`
 * and `state`; `at.pending`: the new state's prompts, when the caller worked them out already.
 */
export function gameAfter(
  game: LiveGame,
  written: { version: number; actionCount: number },
  record: GameRecord<Json, Action>,
  state: unknown,
  kind: ChangeKind,
  at: { runStart: StateAt | undefined; base: StateAt | undefined; lastUndoable?: boolean; pending?: Prompt[] },
): LiveGame {
  const { pending = game.entry.module.pending(state), ...kept } = at;
  const result = game.entry.module.result(state);
  const version = written.version;
  const next: LiveGame = {
    ...dropStates(game),
    ...withoutUndefined(kept),
    decisions: decisionsAfter(game, state, pending, version, kind === 'action' ? record.actions[record.actions.length - 1]?.player : undefined),
    meta: {
      ...game.meta,
      version,
      actionCount: written.actionCount,
      status: result === null ? 'active' : 'over',
      result,
      updatedAt: new Date().toISOString(),
    },
    record,
    state,
  };
  knowPending(next, pending);
  return next;
}

/**
 * The game after `player`'s action, `next` its record and state, once stored with `snapshot`
 * (the version is one more: the write is conditional on it). `pendingBefore`: the game's prompts.
 */
export function gameAfterAction(
  game: LiveGame,
  player: PlayerId,
  next: { record: GameRecord<Json, Action>; state: unknown },
  snapshot: NewSnapshot | undefined,
  pendingBefore: Prompt[],
): LiveGame {
  const { module } = game.entry;
  const pending = module.pending(next.state);
  const last = game.record.actions[game.record.actions.length - 1];
  return gameAfter(game, { version: game.meta.version + 1, actionCount: next.record.actions.length }, next.record, next.state, 'action', {
    runStart: last?.player === player ? game.runStart : { state: game.state, actions: game.record.actions.length },
    base: snapshot ? { state: snapshot.state, actions: snapshot.actions } : game.base,
    lastUndoable: stepUndoable(module, game.state, next.state, player, pendingBefore, pending),
    pending,
  });
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
