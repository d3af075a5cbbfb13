// The engine contract (docs: ../../docs/architecture.md). The engine knows no game:
// a game module is a set of pure functions over plain JSON data.

/** Plain JSON, the only kind of data a state, action or view may hold. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A seat in a game: for Here I Stand, one of the six major powers. */
export type PlayerId = string;

/** A structured log entry, rendered by message catalogues (English, Spanish). */
export interface LogEntry {
  key: string;
  params: Record<string, Json>;
  /** When set, only these players (and no spectator) may see the entry. */
  to?: PlayerId[];
}

/** An action is a small JSON value tagged by `type`. */
export interface Action {
  type: string;
  [field: string]: Json | undefined;
}

/** Who must decide now, and about what. */
export interface Prompt {
  player: PlayerId;
  /** Message key of the question, e.g. `his.prompt.chooseCard`. */
  key: string;
  params?: Record<string, Json>;
  /** Several players may be asked at once (simultaneous secret choices, response windows). */
  simultaneous?: boolean;
}

export interface Result {
  winner: PlayerId | null;
  /** Kind of victory, e.g. `standard`, `domination`, `military`, `religious`, `time-limit`. */
  kind: string;
  /** Final VP per player. */
  vp: Record<PlayerId, number>;
}

/** A game module: every function is pure; `apply` never mutates its input. */
export interface GameModule<S, O = unknown, V = unknown, A extends Action = Action> {
  /** Short stable id, stored in game records ("his"). */
  id: string;
  /** Rules version: records made under another version may not replay. */
  version: string;
  /**
   * Version of the state's shape, when it changes without the rules changing: a stored state
   * (a server snapshot) made under another rules version or another state version is not
   * loaded, while the records, whose actions mean the same, still replay.
   */
  stateVersion?: string;
  setup(options: O, seed: string): S;
  pending(state: S): Prompt[];
  legalActions(state: S, player: PlayerId): A[];
  /** Throws RuleError (state untouched) for anything not in legalActions. */
  apply(state: S, player: PlayerId, action: A): S;
  /**
   * Optional fast path for playouts and replays: the same step as `apply`, made on a state
   * the caller owns, which it changes instead of copying (`apply` is a copy plus this step).
   * A refused action throws RuleError with the state untouched; any other error leaves it
   * unusable. Objects got from the state before (views included) may change with it.
   */
  applyInPlace?(state: S, player: PlayerId, action: A): void;
  /**
   * Optional, with applyInPlace: the copy `apply` makes before its step, for a caller that
   * keeps a state of its own to apply the next decision to in place (the server makes it
   * while it waits for the next request). Changing the copy never changes `state`.
   */
  copy?(state: S): S;
  /**
   * Optional, with applyInPlace and copy: `after` is a state the caller owns, made from
   * `before` by one decision. Make `after` share with `before` every part equal in both
   * (engine/json-share.ts), no value changed, and return what `copy(after)` would: a copy
   * nothing else holds, made of the objects the sharing set free. The server does it to each
   * new version: views and their changes then skip unchanged parts by identity, and the next
   * decision is applied to the copy. Neither state may be changed in place afterwards.
   */
  share?(before: S, after: S): S;
  /**
   * What `player` (null: a spectator) may see of `state`. `previous`, if given: this
   * module's view for the same player of an earlier state, neither changed since, which
   * `state` shares its equal parts with (share); the view may then reuse what it computed
   * from the parts the two hold as the same objects. The server gives each version's view
   * the last version's.
   */
  view(state: S, player: PlayerId | null, previous?: { state: S; view: V }): V;
  result(state: S): Result | null;
  /**
   * A counter the module bumps whenever information is revealed or chance is used
   * (dice rolled, a card drawn or revealed). Undo never crosses such a point.
   */
  checkpoint(state: S): number;
}

/** A rule was broken: the action was refused and nothing changed. */
export class RuleError extends Error {
  constructor(
    message: string,
    readonly code: string = 'illegal',
    readonly params: Record<string, Json> = {},
  ) {
    super(message);
    this.name = 'RuleError';
  }
}

/** One decision in a game record. */
export interface RecordedAction<A extends Action = Action> {
  player: PlayerId;
  action: A;
}

/** Everything needed to rebuild a game: the record is the source of truth. */
export interface GameRecord<O = unknown, A extends Action = Action> {
  game: string;
  version: string;
  options: O;
  seed: string;
  actions: RecordedAction<A>[];
}
