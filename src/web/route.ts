// Client-side routes: / (lobby), /game/ID (a table; no token: spectator) and
// /game/ID/replay (the game's public history, step by step).
//
// A seat's token arrives in an invite link's fragment, /game/ID#token=T (older links:
// ?token=T). The fragment never reaches the server; and as soon as the page has read
// the token it takes it out of the address bar into the history entry's state, so it is
// not shown, bookmarked, sent as a Referer or written to any server log. A reload keeps
// the history state, hence the seat; opening /game/ID afresh is a spectator's view.
import { useEffect, useState } from 'react';

export type Route = { page: 'lobby' } | { page: 'table'; gameId: string; token: string | null } | { page: 'replay'; gameId: string };

/** The token an URL carries, in its fragment (#token=T) or, from older links, its query. */
function tokenIn(url: URL): string | null {
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? url.searchParams.get('token');
  return token && token !== '' ? token : null;
}

/** The URL without its token. */
function withoutToken(url: URL): string {
  const clean = new URL(url.href);
  clean.searchParams.delete('token');
  const fragment = new URLSearchParams(clean.hash.slice(1));
  fragment.delete('token');
  clean.hash = fragment.toString();
  return `${clean.pathname}${clean.search}${clean.hash}`;
}

function tokenInState(state: unknown): string | null {
  const token = (state as { token?: unknown } | null)?.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

export function parseRoute(url: URL, state: unknown = null): Route {
  const replay = /^\/game\/([A-Za-z0-9_-]{1,64})\/replay\/?$/.exec(url.pathname);
  if (replay) return { page: 'replay', gameId: replay[1]! };
  const match = /^\/game\/([A-Za-z0-9_-]{1,64})\/?$/.exec(url.pathname);
  if (!match) return { page: 'lobby' };
  return { page: 'table', gameId: match[1]!, token: tokenIn(url) ?? tokenInState(state) };
}

/** The current route; a token in the address bar is moved into the history state first. */
function currentRoute(): Route {
  const url = new URL(location.href);
  const token = tokenIn(url);
  if (token) history.replaceState({ token }, '', withoutToken(url));
  return parseRoute(new URL(location.href), history.state);
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

export function replayPath(gameId: string): string {
  return `/game/${encodeURIComponent(gameId)}/replay`;
}

export function tablePath(gameId: string, token: string | null): string {
  return `/game/${encodeURIComponent(gameId)}${token ? `#token=${encodeURIComponent(token)}` : ''}`;
}

const listeners = new Set<() => void>();

export function navigate(path: string): void {
  const url = new URL(path, location.origin);
  const token = tokenIn(url);
  history.pushState(token ? { token } : null, '', token ? withoutToken(url) : path);
  for (const listener of listeners) listener();
}

export function useRoute(): Route {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const update = (): void => setRoute(currentRoute());
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return route;
}
