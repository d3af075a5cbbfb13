// The game service's inputs and options (service.ts).
import type { Bot } from '../bots/types.ts';
import type { BotLevel } from '../bots/levels.ts';
import type { Action, Json, PlayerId } from '../engine/types.ts';
import type { AnyGameEntry } from './games.ts';
import type { GameInfo } from './payloads.ts';
import type { SeatControl } from './storage/types.ts';

/** Makes the bot that takes one decision for a seat of a game at a level (bots.ts). */
export type SeatBotMaker = (entry: AnyGameEntry, level: BotLevel, seed: string) => Bot;

export interface CreateGameInput {
  game: string;
  options: Json;
  /** Who plays each seat (a person, or a bot at a level); players not named are human. */
  seats?: Record<PlayerId, SeatControl>;
  /** Shown in the public list (default: unlisted, opened only by its links). */
  listed?: boolean;
  /** E-mail addresses for seats' "your turn" notices, by player. */
  emails?: Record<PlayerId, string>;
}

/** A decision sent by a seat's token (`player`: which of the seats a token opens). */
export interface SubmitInput {
  gameId: string;
  token: string | undefined;
  player?: PlayerId;
  expectedVersion: number;
  action: Action;
}

export interface CreatedGame extends GameInfo {
  /** Each seat's secret token, shown once: the invite links are built from them. */
  tokens: Record<PlayerId, string>;
}

export interface ServiceOptions {
  /** Games kept replayed in memory (least recently used are dropped). */
  cacheSize?: number;
  /** Where unexpected failures are reported. */
  onError?: (error: unknown, context: string) => void;
  /** Store a snapshot of the state every this many actions (default SNAPSHOT_EVERY). */
  snapshotEvery?: number;
}
