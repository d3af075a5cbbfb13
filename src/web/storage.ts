// What this browser remembers (localStorage): the seat tokens it holds, and the invite
// links of the games it created (the server shows tokens only once).
const SEATS = 'wittenberg.seats';
const INVITES = 'wittenberg.invites';

type TokensByGame = Record<string, Record<string, string>>;

function read(key: string): TokensByGame {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return value !== null && typeof value === 'object' ? (value as TokensByGame) : {};
  } catch {
    return {};
  }
}

function write(key: string, value: TokensByGame): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // not remembered: the links still work
  }
}

/** Seats this browser plays, by game: seat → token. */
export function mySeats(gameId: string): Record<string, string> {
  return read(SEATS)[gameId] ?? {};
}

/** Every seat this browser holds: game → seat → token. */
export function allMySeats(): Record<string, Record<string, string>> {
  return read(SEATS);
}

/** Forget a game's seats (the lobby's "remove" on a game that is gone). */
export function forgetGame(gameId: string): void {
  const all = read(SEATS);
  delete all[gameId];
  write(SEATS, all);
}

export function rememberSeat(gameId: string, seat: string, token: string): void {
  const all = read(SEATS);
  all[gameId] = { ...all[gameId], [seat]: token };
  write(SEATS, all);
}

/** Invite tokens of the games created here: seat → token. */
export function invites(gameId: string): Record<string, string> {
  return read(INVITES)[gameId] ?? {};
}

export function rememberInvites(gameId: string, tokens: Record<string, string>): void {
  const all = read(INVITES);
  all[gameId] = { ...all[gameId], ...tokens };
  write(INVITES, all);
}

/** The link that opens a seat: /game/ID#token=TOKEN on this host (the fragment is never sent to the server). */
export function inviteLink(gameId: string, token: string): string {
  return `${location.origin}/game/${encodeURIComponent(gameId)}#token=${encodeURIComponent(token)}`;
}
