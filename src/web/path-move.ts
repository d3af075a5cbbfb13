// Moving a stack along a path (issue 15): the player makes the first hop as usual (the
// action, the origin, the units, the destination), then clicks the further spaces. Each
// later hop repeats the first hop's decisions with its origin and destination replaced by
// the hop's, and a decision is sent only if it is one of the legal actions the engine
// offers now; anything else (a battle, a prompt the first hop did not have, a space out of
// reach) stops the path and hands the decision back. No rule is known here.
import type { Action } from '../engine/types.ts';
import type { SpaceId } from '../games/his/data/map.ts';
import { SPACE_FIELDS, spaceOf } from './choices.ts';

export interface Hop {
  /** The first hop's decisions, in order. */
  actions: Action[];
  /** Its origin and destination: the first and last spaces its decisions name. */
  from: SpaceId;
  to: SpaceId;
}

/**
 * The last hop among the seat's recent decisions: from the decision before its origin
 * (what started the move, unless it was a card played) through its destination, the last
 * decision naming a space. Null unless they name an origin and a different destination.
 */
export function hopOf(recorded: readonly Action[]): Hop | null {
  let end = recorded.length - 1;
  while (end >= 0 && spaceOf(recorded[end]!) === null) end--;
  let origin = end - 1;
  while (origin >= 0 && spaceOf(recorded[origin]!) === null) origin--;
  if (end < 0 || origin < 0) return null;
  const from = spaceOf(recorded[origin]!)!;
  const to = spaceOf(recorded[end]!)!;
  if (from === to) return null;
  const before = recorded[origin - 1];
  const start = before && before.card === undefined ? origin - 1 : origin;
  return { actions: recorded.slice(start, end + 1), from, to };
}

/** The hop's `index`th decision for a hop from `from` to `to`. */
export function substitute(hop: Hop, index: number, from: SpaceId, to: SpaceId): Action | null {
  const action = hop.actions[index];
  if (!action) return null;
  const out: Action = { ...action };
  for (const field of SPACE_FIELDS) {
    if (out[field] === hop.from) out[field] = from;
    else if (out[field] === hop.to) out[field] = to;
  }
  return out;
}

function same(a: Action, b: Action): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}

/**
 * The legal action that is the hop's `index`th decision from `from` to `to`, or null when
 * the engine offers no such action now (the path stops there).
 */
export function nextHopAction(hop: Hop, index: number, from: SpaceId, to: SpaceId, legal: readonly Action[]): Action | null {
  const wanted = substitute(hop, index, from, to);
  if (!wanted) return null;
  return legal.find((action) => same(action, wanted)) ?? null;
}
