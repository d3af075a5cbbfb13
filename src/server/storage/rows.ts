// Stored rows read as the game's types (kysely-store.ts): a game's row, a seat's controller column, JSON columns.

import { isBotLevel } from '../../bots/levels.ts';
import type { Json, Result } from '../../engine/types.ts';
import type { Database } from './schema.ts';
import type { GameMeta, SeatControl } from './types.ts';

export type GameRow = Database['games'];

/** A stored game whose data does not parse; names the game so an operator can find it. */
export class CorruptGameError extends Error {
  constructor(
    readonly gameId: string,
    what: string,
    options?: ErrorOptions,
  ) {
    super(`game ${gameId}: ${what}`, options);
    this.name = 'CorruptGameError';
  }
}

export function metaOf(row: GameRow): GameMeta {
  return {
    id: row.id,
    game: row.game,
    rulesVersion: row.rules_version,
    options: parseJson(row.id, 'options', row.options),
    seed: row.seed,
    version: row.version,
    actionCount: row.action_count,
    status: row.status === 'over' ? 'over' : 'active',
    result: row.result === null ? null : (parseJson(row.id, 'result', row.result) as unknown as Result),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    listed: Number(row.listed) === 1,
  };
}

// The controller column holds 'human', 'bot' (the random bot, as stored before levels) or
// 'bot:<level>': levels need no new column, and older rows read as they always did.
export function controllerColumn(control: SeatControl): string {
  return control.controller === 'bot' && control.level ? `bot:${control.level}` : control.controller;
}

export function controlOf(value: string): SeatControl {
  if (value === 'bot') return { controller: 'bot' };
  if (value.startsWith('bot:')) {
    const level = value.slice(4);
    return isBotLevel(level) ? { controller: 'bot', level } : { controller: 'bot' };
  }
  return { controller: 'human' };
}

/** JSON text stored for game `id`; a CorruptGameError naming the game and the column if it does not parse. */
export function parseJson(id: string, what: string, text: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch (error) {
    throw new CorruptGameError(id, `its ${what} is not valid JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
}

export function tryParse(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}
