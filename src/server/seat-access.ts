// Which seats a request's token opens, and which of them the request is for: a person may
// hold several seats (a player running two powers shares one token between them).

import type { PlayerId } from '../engine/types.ts';
import { ApiError } from './errors.ts';
import { pendingOf } from './live-game.ts';
import type { LiveGame } from './live-game.ts';
import { hashesMatch, hashToken, newToken, TOKEN_PATTERN } from './secrets.ts';
import type { BotLevel } from '../bots/levels.ts';
import type { SeatControl, StoredSeat } from './storage/types.ts';

/** What a game's creator names for a seat: a person, a bot ('bot': the random bot), or a bot level. */
export type SeatChoice = 'human' | 'bot' | BotLevel;

export function seatChoice(choice: SeatChoice): SeatControl {
  if (choice === 'human') return { controller: 'human' };
  return choice === 'bot' ? { controller: 'bot' } : { controller: 'bot', level: choice };
}

/** A person's seat carries no level; a bot's carries its level only when one was chosen. */
export function seatControl(control: SeatControl): SeatControl {
  return control.controller === 'bot' && control.level ? { controller: 'bot', level: control.level } : { controller: control.controller };
}

/** The seats this token opens (several for a person holding several); 401 if none. Every seat is compared, in constant time each. */
export function authenticate(game: LiveGame, token: string | undefined): StoredSeat[] {
  if (token === undefined || token === '') {
    throw new ApiError(401, 'unauthorized', "this needs a seat's token: Authorization: Bearer TOKEN, or ?token=TOKEN");
  }
  const found: StoredSeat[] = [];
  if (TOKEN_PATTERN.test(token)) {
    const hash = hashToken(token); // once, not once per seat
    for (const seat of game.seats) if (hashesMatch(hash, seat.tokenHash)) found.push(seat);
  }
  if (found.length === 0) throw new ApiError(401, 'unauthorized', 'this token does not open a seat in this game');
  return found;
}

/**
 * Which of the seats a token opens a request is for: the one named, else the only one, else
 * the one the game asks now (for undo: the one that acted last); 400 when that is not one seat.
 */
export function chooseSeat(game: LiveGame, held: StoredSeat[], player: PlayerId | undefined, prefer: 'asked' | 'last' = 'asked'): StoredSeat {
  if (player !== undefined) {
    const seat = held.find((s) => s.player === player);
    if (!seat) throw new ApiError(403, 'forbidden', `this token is for seat ${held.map((s) => s.player).join(', ')}, not ${player}`);
    return seat;
  }
  if (held.length === 1) return held[0]!;
  const wanted =
    prefer === 'last'
      ? [game.record.actions[game.record.actions.length - 1]?.player]
      : [...new Set(pendingOf(game).map((p) => p.player))];
  const candidates = held.filter((s) => wanted.includes(s.player));
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0 && prefer === 'asked') return held[0]!;
  throw new ApiError(400, 'bad-request', `this token opens ${held.map((s) => s.player).join(', ')}: say which with "player"`);
}

/**
 * The seat a read (GET …/seat, the socket) shows: like chooseSeat, except that when several
 * held seats are asked at once it shows the first of them instead of refusing (a read
 * changes nothing; the client's power switcher then names the seat it wants).
 */
export function seatToShow(game: LiveGame, held: StoredSeat[], player: PlayerId | undefined): StoredSeat {
  if (player !== undefined || held.length === 1) return chooseSeat(game, held, player);
  const asked = new Set(pendingOf(game).map((p) => p.player));
  return held.find((s) => asked.has(s.player)) ?? held[0]!;
}

/**
 * A new game's seats, and each seat's token to hand out once. One token per person: the seats
 * of a group (e.g. a player's two powers) share it.
 */
export function newSeats(
  players: readonly PlayerId[],
  groups: readonly (readonly PlayerId[])[],
  wanted: Record<PlayerId, SeatControl>,
  emails: Record<PlayerId, string>,
): { tokens: Record<PlayerId, string>; seats: StoredSeat[] } {
  const tokens: Record<PlayerId, string> = {};
  const hashes = new Map<PlayerId, string>();
  for (const group of groups) {
    const token = newToken();
    const hash = hashToken(token);
    for (const player of group) {
      tokens[player] = token;
      hashes.set(player, hash);
    }
  }
  const seats: StoredSeat[] = players.map((player) => ({
    player,
    tokenHash: hashes.get(player) ?? hashToken(newToken()),
    ...seatControl(wanted[player] ?? { controller: 'human' }),
    ...(emails[player] ? { email: emails[player] } : {}),
  }));
  return { tokens, seats };
}
