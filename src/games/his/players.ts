// 1, 3.0-3.1: two to six players; all six major powers are always played, so with fewer
// than six players some players run two powers. The groupings are options (the usual
// configurations of PLAYER_COUNT_ASSIGNMENTS, or any partition a host chooses).
// How a two-power player's powers treat each other follows docs/data-decisions.md
// ("Players running two powers"): they never declare war on each other, and the player
// wins when one of his powers wins.
import { RuleError } from '../../engine/types.ts';
import type { PlayerCount } from './data/scenarios.ts';
import { PLAYER_COUNT_ASSIGNMENTS } from './data/scenarios.ts';
import type { MajorPower } from './data/powers.ts';
import { MAJOR_POWERS, isMajorPower } from './data/powers.ts';
import type { HisOptions, HisState } from './state.ts';

/** The powers of each player, in the order the host gave. */
export type PlayerGroups = readonly (readonly MajorPower[])[];

const SIX_PLAYERS: PlayerGroups = MAJOR_POWERS.map((p) => [p]);

function isPlayerCount(n: unknown): n is PlayerCount {
  return n === 3 || n === 4 || n === 5 || n === 6;
}

/**
 * `options.players`: a number of players (3 to 6, the usual configuration) or the powers of
 * each player. Every major power belongs to exactly one player. Returns the groups, or
 * undefined for the default of one power each.
 */
export function validatePlayers(raw: unknown): MajorPower[][] | undefined {
  if (raw === undefined) return undefined;
  if (isPlayerCount(raw)) return PLAYER_COUNT_ASSIGNMENTS[raw].map((g) => [...g]);
  const usage = 'options.players must be 3, 4, 5 or 6, or the list of each player\'s powers (e.g. [["protestant","england"],["hapsburg","papacy"],["france","ottoman"]])';
  if (!Array.isArray(raw) || raw.length < 2 || raw.length > MAJOR_POWERS.length) throw new RuleError(usage, 'bad-options');
  const seen = new Set<MajorPower>();
  const groups: MajorPower[][] = [];
  for (const group of raw as unknown[]) {
    if (!Array.isArray(group) || group.length === 0) throw new RuleError(usage, 'bad-options');
    const powers: MajorPower[] = [];
    for (const p of group as unknown[]) {
      if (typeof p !== 'string' || !isMajorPower(p)) throw new RuleError(`${usage}: "${String(p)}" is not a major power`, 'bad-options');
      if (seen.has(p)) throw new RuleError(`${usage}: ${p} is given to two players`, 'bad-options');
      seen.add(p);
      powers.push(p);
    }
    groups.push(powers);
  }
  const missing = MAJOR_POWERS.filter((p) => !seen.has(p));
  if (missing.length > 0) throw new RuleError(`${usage}: every power is played; nobody has ${missing.join(', ')}`, 'bad-options');
  return groups;
}

/** The two-player variant's players (the other four powers are directed, not played). */
const TWO_PLAYERS: PlayerGroups = [['papacy'], ['protestant']];

export function playerGroups(options: HisOptions): PlayerGroups {
  if (options.variant === 'two-player') return TWO_PLAYERS;
  return options.players ?? SIX_PLAYERS;
}

/** The powers run by the player who runs `power` (itself alone in a six-player game). */
export function powersOfPlayer(state: HisState, power: MajorPower): readonly MajorPower[] {
  return playerGroups(state.options).find((g) => g.includes(power)) ?? [power];
}

/** Two different powers run by one player. */
export function samePlayer(state: HisState, a: MajorPower, b: MajorPower): boolean {
  return a !== b && powersOfPlayer(state, a).includes(b);
}

/** A player's name for results and statistics: his powers joined by "+". */
export function playerName(powers: readonly MajorPower[]): string {
  return powers.join('+');
}
