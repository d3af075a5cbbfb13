// The table's talk for one seat (or a spectator): the messages it may read and the time
// limit on the negotiations, loaded over HTTP and kept current by the game's socket
// (src/server/talk.ts, deadlines.ts). The server sends a seat only what it may read.
import { useCallback, useEffect, useState } from 'react';
import type { Json } from '../../../engine/types.ts';
import { ApiError, socketProtocols, socketUrl } from '../../api.ts';

export interface TalkMessage {
  seq: number;
  from: string;
  /** Empty: to everyone. */
  to: string[];
  text: string;
  /** A deal offered (its items), in a private message. */
  attachment?: Json;
  at: string;
}

export interface TalkDeadline {
  key: string;
  endsAt: string;
}

export interface Talk {
  messages: TalkMessage[];
  deadline: TalkDeadline | null;
  error: string | null;
  send(text: string, to: string[], attachment?: Json): Promise<void>;
}

function path(gameId: string): string {
  return `/api/games/${encodeURIComponent(gameId)}/messages`;
}

export function useTalk(gameId: string, token: string | null): Talk {
  const [messages, setMessages] = useState<TalkMessage[]>([]);
  const [deadline, setDeadline] = useState<TalkDeadline | null>(null);
  const [error, setError] = useState<string | null>(null);

  const add = useCallback((m: TalkMessage) => setMessages((old) => (old.some((o) => o.seq === m.seq) ? old : [...old, m].sort((a, b) => a.seq - b.seq))), []);

  useEffect(() => {
    let closed = false;
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    void fetch(path(gameId), { headers })
      .then((r) => (r.ok ? (r.json() as Promise<{ messages: TalkMessage[]; deadline: TalkDeadline | null }>) : null))
      .then((body) => {
        if (closed || !body) return;
        setMessages(body.messages);
        setDeadline(body.deadline);
      });
    // Its own socket: the table's (useTable) carries the game; this one listens for talk.
    const socket = new WebSocket(socketUrl(gameId), socketProtocols(token));
    socket.onmessage = (event) => {
      try {
        const message = JSON.parse(String(event.data)) as { type?: string; message?: TalkMessage; deadline?: TalkDeadline | null };
        if (message.type === 'message' && message.message) add(message.message);
        else if (message.type === 'deadline') setDeadline(message.deadline ?? null);
      } catch {
        // not JSON: ignore
      }
    };
    return () => {
      closed = true;
      socket.close();
    };
  }, [gameId, token, add]);

  const send = useCallback(
    async (text: string, to: string[], attachment?: Json) => {
      if (!token) return;
      setError(null);
      const response = await fetch(path(gameId), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text, to, ...(attachment === undefined ? {} : { attachment }) }),
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok) {
        setError(new ApiError(response.status, String(body.error ?? 'http'), String(body.message ?? response.statusText)).message);
        return;
      }
      add(body as unknown as TalkMessage);
    },
    [gameId, token, add],
  );

  return { messages, deadline, error, send };
}
