// Bot strength (issue 14, `wittenberg arena`): the tested bot takes one seat, the others
// take the rest; game g seats it at power g mod 6, so every power gets its share. Its win
// rate comes with a 95% Wilson interval, beside the 1/6 an equal bot would get.
import { hisBot } from '../bots/his.ts';
import type { BotLevel, BotSettings } from '../bots/levels.ts';
import type { Bot } from '../bots/types.ts';
import type { PlayerId } from '../engine/types.ts';
import type { HisAction, HisState, HisView, MajorPower } from '../games/his/index.ts';
import { hereIStand, MAJOR_POWERS, vpTable } from '../games/his/index.ts';
import type { Paired } from './paired.ts';
import { margin, paired } from './paired.ts';
import { playGame } from './play.ts';
import { gameSeed } from './simulate.ts';

export interface ArenaOptions {
  seat: BotLevel;
  others: BotLevel;
  games: number;
  seed: string;
  /** Budget per decision of search bots (ms). */
  budgetMs?: number;
  /** Playouts per candidate of search bots instead of a time budget (reproducible on any machine, at any load). */
  iterations?: number;
  maxActions?: number;
  /**
   * Also play each game with this level in the seat (same deal, same others): the paired
   * yardstick compares the two per game (paired.ts), far less noisy than two win rates.
   */
  pair?: BotLevel;
  onGame?: (game: ArenaGame) => void;
}

export interface ArenaGame {
  game: number;
  power: MajorPower;
  won: boolean;
  winner: string | null;
  kind: string;
  ms: number;
  /** Decision times of the tested seat (ms). */
  decisionMs: number[];
  /** The seat's VP minus the best rival's at the end (23.2). */
  margin: number;
  /** The same game with the `pair` level in the seat. */
  paired?: { won: boolean; winner: string | null; kind: string; margin: number };
}

export interface Rate {
  games: number;
  wins: number;
  winRate: number;
  interval: [number, number];
}

export interface ArenaSummary extends Rate {
  seat: BotLevel;
  others: BotLevel;
  /** What the same seat wins when all six bots are equal. */
  baseline: number;
  perPower: Record<MajorPower, Rate>;
  /** Games that ended without a result (error or action cap): counted as losses. */
  unfinished: number;
  medianDecisionMs: number;
  /**
   * The slowest tenth of the seat's decisions start here: most decisions are quick (a
   * search bot searches only some), so the median alone would not show a budget overrun.
   */
  p90DecisionMs: number;
  maxDecisionMs: number;
  /** Seat minus `pair` seat, game by game (with `pair`). */
  paired?: { level: BotLevel; wins: number; won: Paired; margin: Paired };
}

const Z95 = 1.959964;

/** Wilson score interval for `wins` of `n` at 95%. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function rate(wins: number, games: number): Rate {
  return { games, wins, winRate: games === 0 ? 0 : wins / games, interval: wilson(wins, games) };
}

/** A bot that notes how long each of its decisions takes. */
function timed(bot: Bot<HisView, HisAction>, times: number[]): Bot<HisView, HisAction> {
  return {
    name: bot.name,
    ...(bot.readsView === undefined ? {} : { readsView: bot.readsView }),
    choose(view, legal, prompt) {
      const start = performance.now();
      const chosen = bot.choose(view, legal, prompt);
      times.push(performance.now() - start);
      return chosen;
    },
  };
}

/** One game of the arena with `seat` in the tested power's seat. */
function play(options: ArenaOptions, game: number, seat: BotLevel, times: number[]) {
  const power = MAJOR_POWERS[game % MAJOR_POWERS.length]!;
  const seed = gameSeed(options.seed, game);
  const settings: BotSettings = {
    ...(options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs }),
    ...(options.iterations === undefined ? {} : { iterations: options.iterations }),
  };
  const bots: Record<PlayerId, Bot<HisView, HisAction>> = {};
  for (const p of MAJOR_POWERS) {
    bots[p] = p === power ? timed(hisBot(seat, `${seed}/${p}/seat`, settings), times) : hisBot(options.others, `${seed}/${p}`, settings);
  }
  const played = playGame(hereIStand, { scenario: '1517' }, seed, bots, options.maxActions === undefined ? {} : { maxActions: options.maxActions });
  const winner = played.result?.winner ?? null;
  const kind = played.result?.kind ?? played.failure?.kind ?? 'none';
  return { power, won: winner === power, winner, kind, margin: margin(vpTable(played.state as HisState), power) };
}

export function arenaGame(options: ArenaOptions, game: number): ArenaGame {
  const decisionMs: number[] = [];
  const start = performance.now();
  const tested = play(options, game, options.seat, decisionMs);
  const ms = performance.now() - start;
  const out: ArenaGame = { game, ...tested, ms, decisionMs };
  if (options.pair !== undefined) {
    const { won, winner, kind, margin } = play(options, game, options.pair, []);
    out.paired = { won, winner, kind, margin };
  }
  return out;
}

export function arena(options: ArenaOptions): ArenaSummary {
  const wins = new Map<MajorPower, number>(MAJOR_POWERS.map((p) => [p, 0]));
  const played = new Map<MajorPower, number>(MAJOR_POWERS.map((p) => [p, 0]));
  const times: number[] = [];
  let unfinished = 0;
  const games: ArenaGame[] = [];
  for (let g = 0; g < options.games; g++) {
    const game = arenaGame(options, g);
    games.push(game);
    played.set(game.power, played.get(game.power)! + 1);
    if (game.won) wins.set(game.power, wins.get(game.power)! + 1);
    if (game.winner === null && game.kind !== 'time-limit') unfinished++;
    times.push(...game.decisionMs);
    options.onGame?.(game);
  }
  const total = [...wins.values()].reduce((a, b) => a + b, 0);
  const perPower = Object.fromEntries(MAJOR_POWERS.map((p) => [p, rate(wins.get(p)!, played.get(p)!)])) as Record<MajorPower, Rate>;
  times.sort((a, b) => a - b);
  const quantile = (q: number): number => (times.length === 0 ? 0 : times[Math.min(times.length - 1, Math.floor(times.length * q))]!);
  return {
    seat: options.seat,
    others: options.others,
    ...rate(total, options.games),
    baseline: 1 / MAJOR_POWERS.length,
    perPower,
    unfinished,
    medianDecisionMs: quantile(0.5),
    p90DecisionMs: quantile(0.9),
    maxDecisionMs: times.at(-1) ?? 0,
    ...(options.pair === undefined ? {} : { paired: pairedSummary(options.pair, games) }),
  };
}

function pairedSummary(level: BotLevel, games: readonly ArenaGame[]): NonNullable<ArenaSummary['paired']> {
  const both = games.filter((g) => g.paired !== undefined);
  return {
    level,
    wins: both.filter((g) => g.paired!.won).length,
    won: paired(both.map((g) => Number(g.won)), both.map((g) => Number(g.paired!.won))),
    margin: paired(both.map((g) => g.margin), both.map((g) => g.paired!.margin)),
  };
}
