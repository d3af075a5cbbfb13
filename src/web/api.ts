// The server's HTTP API (src/server/README.md), typed with the server's own payload types.
import type { BotLevel } from '../bots/levels.ts';
import type { JsonChange } from '../engine/json-patch.ts';
import type { Action } from '../engine/types.ts';
import type { GameInfo, TablePayload, TurnInfo } from '../server/payloads.ts';
import type { ReplayPayload } from '../server/replay.ts';
import type { CreatedGame } from '../server/service.ts';
import type { HisView } from '../games/his/view.ts';
import type { ScenarioId } from '../games/his/data/scenarios.ts';

export type { GameInfo, TablePayload, CreatedGame, TurnInfo };

/** A replay step of Here I Stand: the server's payload with its view typed. */
export interface HisReplay extends Omit<ReplayPayload, 'view'> {
  view: HisView;
}

/** A table of Here I Stand: the server's payload with its view typed. */
export interface HisTable extends Omit<TablePayload, 'view'> {
  view: HisView;
}

/** The changes since version `from` (the socket's patch message, and the answer to our own action): the table but its view, and the view's changes. */
export interface HisPatch extends Omit<HisTable, 'view'> {
  type: 'patch';
  from: number;
  viewChanges: JsonChange[];
}

export type SeatChoice = 'me' | 'bot' | 'open';
export type { BotLevel };

/** A refused request: the server's `{error, message}` and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function request<T>(method: 'GET' | 'POST', path: string, options: { token?: string | null; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    json = null;
  }
  if (!response.ok) {
    const body = (json ?? {}) as Record<string, unknown>;
    throw new ApiError(response.status, String(body.error ?? 'http'), String(body.message ?? `${response.status} ${response.statusText}`), body);
  }
  return json as T;
}

export const api = {
  /** Seats: 'human' (a person), or the level of the bot that plays it. */
  /** `negotiationMinutes`: the time the powers have to negotiate (9.1) before the table ends the talk; 10 is the default. */
  createGame(scenario: ScenarioId, seats: Record<string, 'human' | BotLevel>, extra: { listed?: boolean; emails?: Record<string, string> } = {}, negotiationMinutes = 10): Promise<CreatedGame> {
    const options = { scenario, ...(negotiationMinutes !== 10 ? { negotiationMinutes } : {}) };
    return request('POST', '/api/games', { body: { game: 'his', options, seats, ...extra } });
  },
  /** Who must decide now in a game (the lobby's "your games"). */
  turn(gameId: string): Promise<TurnInfo> {
    return request('GET', `/api/games/${encodeURIComponent(gameId)}/turn`);
  },
  /** The spectator's view after `step` actions (no step: the game now). */
  replay(gameId: string, step?: number): Promise<HisReplay> {
    return request('GET', `/api/games/${encodeURIComponent(gameId)}/replay${step === undefined ? '' : `?step=${step}`}`);
  },
  /** Set (null: clear) where the seat's "your turn" e-mail goes. */
  setEmail(gameId: string, token: string, player: string, email: string | null): Promise<{ player: string; email: boolean }> {
    return request('POST', `/api/games/${encodeURIComponent(gameId)}/email`, { token, body: { email, player } });
  },
  async listGames(): Promise<GameInfo[]> {
    const answer = await request<{ games: GameInfo[] }>('GET', '/api/games?limit=50');
    return answer.games;
  },
  spectate(gameId: string): Promise<HisTable> {
    return request('GET', `/api/games/${encodeURIComponent(gameId)}`);
  },
  /** `player`: which seat, when the token opens several (one person holding several powers). */
  seat(gameId: string, token: string, player: string | null = null): Promise<HisTable> {
    return request('GET', `/api/games/${encodeURIComponent(gameId)}/seat${playerQuery(player)}`, { token });
  },
  /** Answered by what changed since `expectedVersion` (a patch), or by the whole table when the server has no view of that version at hand. */
  act(gameId: string, token: string, expectedVersion: number, action: Action, player: string | null = null): Promise<HisTable | HisPatch> {
    return request('POST', `/api/games/${encodeURIComponent(gameId)}/actions`, {
      token,
      body: { expectedVersion, action, answer: 'patch', ...(player ? { player } : {}) },
    });
  },
  undo(gameId: string, token: string, expectedVersion: number, player: string | null = null): Promise<HisTable> {
    return request('POST', `/api/games/${encodeURIComponent(gameId)}/undo`, { token, body: { expectedVersion, ...(player ? { player } : {}) } });
  },
  setBot(gameId: string, token: string, seat: string, bot: boolean, level?: BotLevel): Promise<HisTable> {
    const body = bot && level ? { bot, level } : { bot };
    return request('POST', `/api/games/${encodeURIComponent(gameId)}/seats/${encodeURIComponent(seat)}/bot`, { token, body });
  },
};

function playerQuery(player: string | null): string {
  return player ? `?player=${encodeURIComponent(player)}` : '';
}

/** The WebSocket URL of a game (for one of a token's seats), asking for patch messages. The seat's token is not in it: see socketProtocols. */
export function socketUrl(gameId: string, player: string | null = null): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = playerQuery(player);
  return `${scheme}://${location.host}/api/games/${encodeURIComponent(gameId)}/ws${query}${query ? '&' : '?'}patches=1`;
}

/** WebSocket subprotocols: `wittenberg`, and for a seat `token.TOKEN` (a header, unlike the URL, is not logged). */
export function socketProtocols(token: string | null): string[] {
  return token ? ['wittenberg', `token.${token}`] : ['wittenberg'];
}
