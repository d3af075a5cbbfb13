// The storage contract. The game record (its actions) is the source of truth; a
// game's state is whatever replaying the record gives.
//
// `version` is the game's revision: it starts at 0 and goes up by one with every
// change to the record, an action appended or actions undone. It is what clients
// send back as `expectedVersion`. Without undo it equals the number of actions; it
// is not simply the action count because undo makes the count go down, and a client
// that saw "5 actions" before an undo and a different fifth action must still be
// told it is stale.

import type { BotLevel } from '../../bots/levels.ts';
import type { Json, PlayerId, RecordedAction, Result } from '../../engine/types.ts';

export type Controller = 'human' | 'bot';

/** Who plays a seat: a person, or a bot at a level (absent: the random bot, as before levels). */
export interface SeatControl {
  controller: Controller;
  level?: BotLevel;
}
export type GameStatus = 'active' | 'over';

export interface StoredSeat {
  player: PlayerId;
  /** SHA-256 of the seat's secret token (hex); the token itself is never stored. */
  tokenHash: string;
  controller: Controller;
  /** A bot seat's level (issue 14); absent for people and for bots seated before levels (random). */
  level?: BotLevel;
  /** Where this seat's "your turn" e-mail goes, given at creation (private: read back only by seatEmails). */
  email?: string;
}

export interface GameMeta {
  id: string;
  /** Module id, e.g. "his". */
  game: string;
  /** Rules version of the module when the game was created. */
  rulesVersion: string;
  options: Json;
  seed: string;
  version: number;
  actionCount: number;
  status: GameStatus;
  result: Result | null;
  createdAt: string;
  updatedAt: string;
  /** Shown in the public list (issue 15: games are unlisted unless their creator lists them). */
  listed: boolean;
}

export interface StoredGame extends GameMeta {
  seats: StoredSeat[];
  actions: RecordedAction[];
  /** The latest stored snapshot within the record, if any (see StateSnapshot). */
  snapshot?: StateSnapshot;
}

/**
 * The state after the first `actions` actions, kept so a game loads without
 * replaying its whole record. Only a cache: the record stays the source of truth,
 * and a snapshot of another rules version is ignored.
 */
export interface StateSnapshot {
  actions: number;
  rulesVersion: string;
  state: Json;
}

/** A snapshot to store with an action; older ones (before `pruneBefore` actions) are deleted with it. */
export interface NewSnapshot extends StateSnapshot {
  pruneBefore?: number;
}

export interface GameSummary extends GameMeta {
  seats: ({ player: PlayerId } & SeatControl)[];
}

export interface NewGame {
  id: string;
  game: string;
  rulesVersion: string;
  options: Json;
  seed: string;
  seats: StoredSeat[];
  /** Shown in the public list (default: no). */
  listed?: boolean;
}

/**
 * A message at a game's table (issue 12): to everyone (`to` empty: the public table chat)
 * or private to some seats (9.1 negotiations). Kept with the game, apart from its record:
 * talk never changes the state.
 */
export interface StoredMessage {
  /** Order of the message at its table, from 0. */
  seq: number;
  from: PlayerId;
  to: PlayerId[];
  text: string;
  /** What the game's client shows with it (Here I Stand: a deal offered, its 9.1 items); absent: none. */
  attachment?: Json;
  /** Server time (ISO), for the reader only. */
  at: string;
}

export interface NewMessage {
  from: PlayerId;
  to: PlayerId[];
  text: string;
  attachment?: Json;
}

/** Outcome of a conditional write: refused when the stored version is not the expected one. */
export type WriteResult = { ok: true; version: number; actionCount: number } | { ok: false; version: number | null };

/** An action's append begun before the rules applied it (GameStore.beginAction). */
export interface ActionInFlight {
  /** Complete it as appendAction would, with what the rules made of the action. */
  finish(result: Result | null, snapshot?: NewSnapshot, committed?: () => void): Promise<WriteResult>;
  /** Drop it: the rules failed on the action. Nothing of it is stored. */
  abandon(): void;
}

export interface ListOptions {
  limit: number;
  offset: number;
  status?: GameStatus;
  /** Only the games their creators listed (the public list); else all (bots resuming). */
  listedOnly?: boolean;
}

export interface GameStore {
  /** Create a game at version 0 with its seats. Fails if the id exists. */
  createGame(game: NewGame): Promise<void>;
  /** Metadata, seats and the whole record; null if there is no such game. */
  getGame(id: string): Promise<StoredGame | null>;
  /** Most recently updated first. */
  listGames(options: ListOptions): Promise<GameSummary[]>;
  /**
   * Append one action if the game is at `expectedVersion`, atomically, in one
   * transaction that is durable when the promise resolves. `result` is the game's
   * result after the action (null while it goes on). `committed`, if the store can tell,
   * is called once the write is under way and before it is durable (once the transaction has
   * committed, or once it is handed to a writer thread): the caller may do work meanwhile
   * (the server builds the answer), but must not reveal the change yet, which may still be refused.
   */
  appendAction(
    id: string,
    expectedVersion: number,
    entry: RecordedAction,
    result: Result | null,
    snapshot?: NewSnapshot,
    committed?: () => void,
  ): Promise<WriteResult>;
  /**
   * Begin appending an action the rules have found legal, before they apply it: a store
   * that can starts writing it now (its writer thread holds the transaction open), so that
   * once the rules are done only the commit and the sync are left. Then exactly one of
   * `finish` (as appendAction, with the result and snapshot) or `abandon`.
   */
  beginAction(id: string, expectedVersion: number, entry: RecordedAction): ActionInFlight;
  /** The newest stored snapshot after at most `atMost` actions (null if none, or it does not parse). */
  getSnapshot(id: string, atMost: number): Promise<StateSnapshot | null>;
  /** Every stored snapshot of a game, oldest first (for checks against a replay). */
  listSnapshots(id: string): Promise<StateSnapshot[]>;
  /** Drop every action after the first `keep` (and snapshots past it), if the game is at `expectedVersion`; as durable as appendAction. */
  truncateActions(id: string, expectedVersion: number, keep: number, result: Result | null): Promise<WriteResult>;
  /** Hand a seat to a bot (at a level) or to a person. False if there is no such seat. Does not change the version. */
  setController(id: string, player: PlayerId, control: SeatControl): Promise<boolean>;
  /** Set or clear (null) a seat's e-mail address. False if there is no such seat. Does not change the version. */
  setEmail(id: string, player: PlayerId, email: string | null): Promise<boolean>;
  /** The seats' e-mail addresses, by player (seats without one are absent). */
  seatEmails(id: string): Promise<Record<PlayerId, string>>;
  /** Store a message of a game's table, numbered after the last one. */
  addMessage(id: string, message: NewMessage): Promise<StoredMessage>;
  /** Every message of a game's table, oldest first (who may read each is the caller's concern). */
  listMessages(id: string): Promise<StoredMessage[]>;
  /** Throws unless the store can be written now (for /api/health). Changes nothing. */
  checkWritable(): Promise<void>;
  /** Delete unfinished games last updated before `updatedBefore` (ISO time); returns their ids. */
  deleteAbandoned(updatedBefore: string, limit: number): Promise<string[]>;
  close(): Promise<void>;
}
