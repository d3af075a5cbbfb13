// The games this server can host, by module id. The server is game-agnostic: to host
// a game, add one `defineGame(...)` line to GAMES below.

import type { MakeBot } from '../bots/levels.ts';
import { hisBot } from '../bots/his.ts';
import type { Action, GameModule, Json, LogEntry, PlayerId } from '../engine/types.ts';
import { MAJOR_POWERS } from '../games/his/data/powers.ts';
import { hereIStand } from '../games/his/module.ts';
import { playerGroups } from '../games/his/players.ts';
import { vpTable } from '../games/his/victory-points.ts';
import { en } from '../games/his/i18n/en.ts';
import { es } from '../games/his/i18n/es.ts';
import { createTranslator, powerName } from '../games/his/i18n/render.ts';
import { isTwoPlayer } from '../games/his/two-player/variant.ts';
import { hisSeatView } from './his-seat-view.ts';

const EN = createTranslator(en);
import { inNegotiationSegment, negotiationDeadline } from '../games/his/phases/diplomacy/negotiation.ts';

const ES = createTranslator(es, en);

/** What the server needs to know about a game module beyond the engine contract. */
export interface GameEntry<S = unknown, O = unknown, V = unknown, A extends Action = Action> {
  module: GameModule<S, O, V, A>;
  /** The seats of a game just set up: one seat per player id, in this order. */
  players(state: S): PlayerId[];
  /**
   * Seats that one person holds (one token opens them all), e.g. a player running two
   * powers; by default every seat is its own.
   */
  groups?(state: S): PlayerId[][];
  /**
   * A seat's view built from the spectator's (`open`: the module's view for null): equal to the
   * module's view for that seat, without working out again the public part every seat shares.
   * Without it each seat's view is built whole.
   */
  seatView?(open: V, state: S, player: PlayerId): V;
  /** The structured log kept in the state, if any; the server filters it per seat. */
  log?(state: S): readonly LogEntry[];
  /** The game's round (a Here I Stand turn), for the replay's jumps and score chart. */
  round?(state: S): number;
  /** Each player's public score now (victory points), for the replay's score chart. */
  scores?(state: S): Record<PlayerId, number>;
  /** A seat's name for people (e-mail), in English or Spanish; default: the id. */
  seatName?(player: PlayerId, language: 'en' | 'es'): string;
  /** The game's bots by level (src/bots); without it every bot seat plays at random. */
  bot?: MakeBot<V, A>;
  /** Whether seats may send each other private messages now (talk.ts); without it, only the public chat. */
  privateTalk?(state: S): boolean;
  /**
   * A time limit the table keeps on the decisions asked now (deadlines.ts): once `ms` have
   * passed since the server first saw the decision named `key`, it answers `action` for
   * every seat still asked. Null: none now.
   */
  deadline?(state: S): { key: string; ms: number; action: A } | null;
}

/** A registered game with its types erased: the server only passes states around, and options arrive as JSON. */
export type AnyGameEntry = GameEntry<unknown, Json, unknown, Action>;

/** Type-checks an entry against its module's own types, then erases them. */
export function defineGame<S, O, V, A extends Action>(entry: GameEntry<S, O, V, A>): AnyGameEntry {
  return entry as unknown as AnyGameEntry;
}

export type GameRegistry = ReadonlyMap<string, AnyGameEntry>;

export function registry(entries: readonly AnyGameEntry[]): GameRegistry {
  const map = new Map<string, AnyGameEntry>();
  for (const entry of entries) {
    if (map.has(entry.module.id)) throw new Error(`game "${entry.module.id}" is registered twice`);
    map.set(entry.module.id, entry);
  }
  return map;
}

// The test-only fixture game is not here: tests add it (testing/test-games.ts).
export const GAMES: GameRegistry = registry([
  defineGame({
    module: hereIStand,
    // The two-player variant seats the Papacy and the Protestant only (they decide for the other powers).
    players: (s) => (isTwoPlayer(s) ? ['papacy', 'protestant'] : [...MAJOR_POWERS]),
    groups: (s) => playerGroups(s.options).map((g) => [...g]),
    seatView: hisSeatView,
    log: (s) => s.log,
    round: (s) => s.turn,
    scores: (s) => vpTable(s),
    seatName: (player, language) => powerName(player, language === 'es' ? ES : EN),
    bot: hisBot,
    privateTalk: inNegotiationSegment,
    deadline: negotiationDeadline,
  }),
]);
