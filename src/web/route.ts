// Client-side routes: / (lobby) and /game/ID[?token=T] (a table; no token: spectator).
import { useEffect, useState } from 'react';

export type Route = { page: 'lobby' } | { page: 'table'; gameId: string; token: string | null };

export function parseRoute(url: URL): Route {
  const match = /^\/game\/([A-Za-z0-9_-]{1,64})\/?$/.exec(url.pathname);
  if (!match) return { page: 'lobby' };
  const token = url.searchParams.get('token');
  return { page: 'table', gameId: match[1]!, token: token && token !== '' ? token : null };
}

/** Parse a pasted invite link (absolute or relative); null if it is not one. */
export function parseInvite(text: string): { gameId: string; token: string } | null {
  try {
    const route = parseRoute(new URL(text.trim(), location.origin));
    return route.page === 'table' && route.token ? { gameId: route.gameId, token: route.token } : null;
  } catch {
    return null;
  }
}

export function tablePath(gameId: string, token: string | null): string {
  return `/game/${encodeURIComponent(gameId)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

const listeners = new Set<() => void>();

export function navigate(path: string): void {
  history.pushState(null, '', path);
  for (const listener of listeners) listener();
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(new URL(location.href)));
  useEffect(() => {
    const update = (): void => setRoute(parseRoute(new URL(location.href)));
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return route;
}
