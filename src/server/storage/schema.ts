// Table types for Kysely. Column types are the portable subset (text, integer):
// JSON is stored as text and timestamps as ISO-8601 text, so the same queries run
// on SQLite and, later, PostgreSQL.

export interface GamesTable {
  id: string;
  game: string;
  rules_version: string;
  /** JSON text. */
  options: string;
  seed: string;
  version: number;
  action_count: number;
  status: string;
  /** JSON text of the engine's Result, null while the game goes on. */
  result: string | null;
  created_at: string;
  updated_at: string;
  /** 1: shown in the public list; 0: only its links open it. */
  listed: number;
}

export interface SeatsTable {
  game_id: string;
  /** Seat order as the game module gave the players. */
  position: number;
  player: string;
  token_hash: string;
  controller: string;
  /** Where the seat's "your turn" e-mail goes; null: none. */
  email: string | null;
}

export interface ActionsTable {
  game_id: string;
  /** Index of the action in the game record, from 0. */
  seq: number;
  player: string;
  /** JSON text. */
  action: string;
  created_at: string;
}

export interface SnapshotsTable {
  game_id: string;
  /** The state is the one after this many actions. */
  actions: number;
  rules_version: string;
  /** JSON text of the state; with its log empty when `log_length` is set. */
  state: string;
  /** The length of the state's log, whose entries are in snapshot_log; null: the log is in `state`. */
  log_length: number | null;
}

/** The log entries of a game's snapshots, each stored once (snapshot-rows.ts putSnapshot). */
export interface SnapshotLogTable {
  game_id: string;
  /** The entry's index in the game's log. */
  idx: number;
  /** JSON text of the entry. */
  entry: string;
}

export interface BotLeasesTable {
  game_id: string;
  /** Id of the server process that may play the game's bots. */
  owner: string;
  /** ISO time after which another process may take the lease over. */
  expires_at: string;
}

export interface MessagesTable {
  game_id: string;
  /** Order of the message at its table, from 0. */
  seq: number;
  sender: string;
  /** JSON text: the seats it is for; [] for everyone. */
  recipients: string;
  text: string;
  /** JSON text of what the client shows with it, or null. */
  attachment: string | null;
  created_at: string;
}

export interface Database {
  messages: MessagesTable;
  bot_leases: BotLeasesTable;
  games: GamesTable;
  seats: SeatsTable;
  actions: ActionsTable;
  snapshots: SnapshotsTable;
  snapshot_log: SnapshotLogTable;
}
