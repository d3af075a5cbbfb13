// One table, kept current: loaded over HTTP, then updated by the game's WebSocket.
// Any payload (socket update, or the answer to our own action) replaces the table if it
// is at least as new, and its log part is spliced in at `logFrom` (src/server/README.md).
// A patch (a socket message, or the answer to our own action) carries the view as changes
// to the version we hold; if we hold another one, a newer one is asked for whole over the socket.
// Our own decisions go over the socket while it is open (`act`, answered `acted` or `refused`:
// the shortest path, src/server/README.md), else as a POST.
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyJsonPatch } from '../engine/json-patch.ts';
import type { Action, LogEntry } from '../engine/types.ts';
import type { RefusedMessage } from '../server/hub.ts';
import type { BotLevel, HisPatch, HisTable } from './api.ts';
import { ApiError, api, socketProtocols, socketUrl } from './api.ts';

export interface TableState {
  table: HisTable | null;
  log: LogEntry[];
  /** A load failure (no such game, bad token). */
  error: ApiError | Error | null;
  /** The last refused action, to show by the prompt. */
  refusal: ApiError | Error | null;
  connected: boolean;
  busy: boolean;
  act(action: Action): Promise<void>;
  undo(): Promise<void>;
  setBot(bot: boolean, level?: BotLevel): Promise<void>;
  clearRefusal(): void;
}

/** `player`: which of the token's seats (null: the token's only seat, or the one asked now). */
export function useTable(gameId: string, token: string | null, player: string | null = null): TableState {
  const [table, setTable] = useState<HisTable | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [error, setError] = useState<ApiError | Error | null>(null);
  const [refusal, setRefusal] = useState<ApiError | Error | null>(null);
  const [connected, setConnected] = useState(false);
  const [busy, setBusy] = useState(false);
  const current = useRef<HisTable | null>(null);

  const accept = useCallback((next: HisTable) => {
    const before = current.current;
    if (before && before.id === next.id && next.version < before.version) return;
    current.current = next;
    // A refusal belongs to the position it was made in: the next change clears it.
    if (before && next.version > before.version) setRefusal(null);
    setTable(next);
    setLog((old) => [...old.slice(0, next.logFrom), ...next.log]);
  }, []);

  const socketRef = useRef<WebSocket | null>(null);
  /** Decisions sent over the socket and not yet answered, by id. */
  const asked = useRef(new Map<number, Waiting>());
  const lastId = useRef(0);
  /** Apply a patch to the table we hold if it is the one it was made from; else ask for a newer table whole. */
  const acceptPatch = useCallback(
    (patch: HisPatch) => {
      const { type: _type, from, viewChanges, ...table } = patch;
      const held = current.current;
      if (held && held.version === from) accept({ ...table, view: applyJsonPatch(held.view, viewChanges) });
      else if ((!held || held.version < patch.version) && socketRef.current?.readyState === WebSocket.OPEN) socketRef.current.send(JSON.stringify({ type: 'sync' }));
    },
    [accept],
  );

  useEffect(() => {
    let closed = false;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = 500;
    current.current = null;
    setTable(null);
    setLog([]);
    setError(null);

    // The socket follows the seat the first answer was for (a token may open several).
    let seat: string | null = player;
    const connect = (): void => {
      if (closed) return;
      socket = new WebSocket(socketUrl(gameId, token ? seat : null), socketProtocols(token));
      socketRef.current = socket;
      socket.onopen = () => {
        delay = 500;
        setConnected(true);
      };
      socket.onmessage = (event) => {
        try {
          const message = JSON.parse(String(event.data)) as ({ type: 'update' } & HisTable) | HisPatch | SocketAnswer | { type: undefined };
          if (message.type === 'update') accept(message);
          else if (message.type === 'patch') acceptPatch(message);
          else if (message.type === 'acted' || message.type === 'refused') answered(asked.current, message);
        } catch {
          // not JSON: ignore
        }
      };
      socket.onclose = () => {
        setConnected(false);
        // Whether they were played is shown by the table the next connection brings.
        for (const { reject } of asked.current.values()) reject(new ApiError(0, 'disconnected', 'the connection was lost before the answer'));
        asked.current.clear();
        if (closed) return;
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, 10_000);
      };
    };

    (token ? api.seat(gameId, token, player) : api.spectate(gameId)).then(
      (loaded) => {
        if (closed) return;
        accept(loaded);
        seat = player ?? loaded.player;
        connect();
      },
      (failure: unknown) => {
        if (!closed) setError(failure instanceof Error ? failure : new Error(String(failure)));
      },
    );
    return () => {
      closed = true;
      if (retry) clearTimeout(retry);
      socket?.close();
      socketRef.current = null;
    };
  }, [gameId, token, player, accept, acceptPatch]);

  const run = useCallback(
    async (call: (version: number) => Promise<HisTable | HisPatch>) => {
      const now = current.current;
      if (!now || !token) return;
      setBusy(true);
      setRefusal(null);
      try {
        const answer = await call(now.version);
        if ('viewChanges' in answer) acceptPatch(answer);
        else accept(answer);
      } catch (failure) {
        if (failure instanceof ApiError && failure.code === 'stale' && failure.body.current) {
          accept(failure.body.current as HisTable);
        }
        setRefusal(failure instanceof Error ? failure : new Error(String(failure)));
      } finally {
        setBusy(false);
      }
    },
    [token, accept, acceptPatch],
  );

  const act = useCallback(
    (action: Action) =>
      run((version) => {
        const socket = socketRef.current;
        if (!socket || socket.readyState !== WebSocket.OPEN) return api.act(gameId, token ?? '', version, action, player);
        const id = ++lastId.current;
        return new Promise<HisTable | HisPatch>((resolve, reject) => {
          asked.current.set(id, { resolve, reject });
          socket.send(JSON.stringify({ type: 'act', id, expectedVersion: version, action }));
        });
      }),
    [run, gameId, token, player],
  );
  const undo = useCallback(() => run((version) => api.undo(gameId, token ?? '', version, player)), [run, gameId, token, player]);
  const setBot = useCallback(
    (bot: boolean, level?: BotLevel) => run(() => api.setBot(gameId, token ?? '', current.current?.player ?? '', bot, level)),
    [run, gameId, token],
  );
  const clearRefusal = useCallback(() => setRefusal(null), []);

  return { table, log, error, refusal, connected, busy, act, undo, setBot, clearRefusal };
}

/** A decision sent over the socket, waiting for its answer. */
interface Waiting {
  resolve: (answer: HisTable | HisPatch) => void;
  reject: (failure: Error) => void;
}

/** The server's answer to a decision sent over the socket (src/server/hub.ts), its table as this client reads it. */
type SocketAnswer = { type: 'acted'; id: number; answer: ({ type: 'update' } & HisTable) | HisPatch } | RefusedMessage;

/** Settle the decision an answer is for: the table or patch, or the refusal as the POST's ApiError. */
function answered(asked: Map<number, Waiting>, message: SocketAnswer): void {
  // Our ids are numbers: any other id is not an answer of ours.
  if (typeof message.id !== 'number') return;
  const waiting = asked.get(message.id);
  if (!waiting) return;
  asked.delete(message.id);
  if (message.type === 'acted') waiting.resolve(message.answer);
  else waiting.reject(new ApiError(message.status, message.error, message.message, message));
}
