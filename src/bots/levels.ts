// Bot levels (issue 14): the strength a seat's bot plays at, chosen when a game is created
// or a seat is handed over. Game-agnostic: each game says how it makes a bot of a level
// (src/bots/his.ts for Here I Stand); a game without stronger bots seats the random bot.
import { randomBot } from './random.ts';
import type { Bot } from './types.ts';
import type { Action } from '../engine/types.ts';

export const BOT_LEVELS = ['random', 'heuristic', 'search'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export const DEFAULT_BOT_LEVEL: BotLevel = 'random';

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);
}

export interface BotSettings {
  /** Time budget per decision of a search bot, in ms (the table's default is 2000). */
  budgetMs?: number;
  /**
   * Playouts per decision of a search bot instead of a time budget: a bot that stops on a
   * clock chooses by the machine's speed, one that stops on a count plays the same in every
   * run (tests, reproducible games).
   */
  iterations?: number;
}

/** Makes the bot of one seat at one level; the same level and seed give a bot that plays the same way. */
export type MakeBot<V = unknown, A extends Action = Action> = (level: BotLevel, seed: string, settings?: BotSettings) => Bot<V, A>;

/** For games with only the random bot: every level plays at random. */
export const randomOnly: MakeBot = (_level, seed) => randomBot(seed);
