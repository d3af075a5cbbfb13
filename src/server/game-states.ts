// The states a live game keeps besides its record: where a load or an undo replays from
// (stored snapshots, the start of the last player's run), and each seat's decision digest,
// which lets parts of one simultaneous decision stand whichever arrives first.
import { hashState } from '../engine/hash.ts';
import { replay } from '../engine/record.ts';
import type { Action, GameRecord, Json, PlayerId } from '../engine/types.ts';
import { pendingOf, runStartIndex } from './live-game.ts';
import type { Decision, LiveGame, StateAt } from './live-game.ts';
import type { NewSnapshot, StateSnapshot } from './storage/types.ts';

/** A stored snapshot if it was made under these rules and lies within the record. */
export function usableSnapshot(snapshot: StateSnapshot | undefined, rulesVersion: string, actions: number): StateAt | undefined {
  if (!snapshot || snapshot.rulesVersion !== rulesVersion || snapshot.actions > actions) return undefined;
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
 * Each seat's decision digest after a change. Only an action keeps a seat's `since`
 * (when its digest is unchanged); after an undo or a load every seat starts afresh.
 */
export function decisionsAfter(game: LiveGame, state: unknown, version: number, keep: boolean): Map<PlayerId, Decision> {
  const { module } = game.entry;
  const prompts = state === game.state ? pendingOf(game) : module.pending(state);
  const decisions = new Map<PlayerId, Decision>();
  for (const { player } of game.seats) {
    const own = prompts.filter((prompt) => prompt.player === player);
    const digest = own.length === 0 ? '' : hashState({ own, legal: module.legalActions(state, player) });
    const before = keep ? game.decisions?.get(player) : undefined;
    decisions.set(player, { digest, since: before && before.digest === digest ? before.since : version });
  }
  return decisions;
}

/**
 * The snapshot to store with the action that makes the record `count` long, if any:
 * the state after it every `every` actions, and the state before it when it starts
 * another player's run (a checkpoint: undo never goes back past it) and the last
 * snapshot is at least a fifth of the interval behind. So a game loads, and undoes in
 * any process, from a stored state near the end of its record. Snapshots more than four
 * intervals back are pruned: the record stays the source of truth.
 */
export function snapshotFor(game: LiveGame, count: number, state: unknown, startsRun: boolean, every: number): NewSnapshot | undefined {
  const { version } = game.entry.module;
  const pruneBefore = count - 4 * every;
  if (count % every === 0) return { actions: count, rulesVersion: version, state: state as Json, pruneBefore };
  const lastStored = game.base?.actions ?? 0;
  if (startsRun && count - 1 - lastStored >= Math.max(1, Math.floor(every / 5))) {
    return { actions: count - 1, rulesVersion: version, state: game.state as Json, pruneBefore };
  }
  return undefined;
}
