// A state's JSON text, for the server's snapshots. A state's log holds most of its text and
// grows all game, while its entries never change once written (states share them, as
// hash.ts relies on too): each entry's text is made once per entry object and kept.

/** Each log entry's text, by entry object. */
const ENTRY_TEXTS = new WeakMap<object, string>();

/**
 * `JSON.stringify(state)`, the same text, with a top-level `log` array taken as the game
 * log: its entries must never change once written.
 */
export function stateText(state: unknown): string {
  const log = typeof state === 'object' && state !== null && !Array.isArray(state) ? (state as { log?: unknown }).log : undefined;
  if (!Array.isArray(log)) return JSON.stringify(state);
  const whole = state as Record<string, unknown>;
  const parts: string[] = [];
  for (const key in whole) {
    const text = key === 'log' ? logText(log) : JSON.stringify(whole[key]);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

function logText(entries: readonly unknown[]): string {
  const texts = new Array<string>(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (typeof entry !== 'object' || entry === null) {
      texts[i] = JSON.stringify(entry) ?? 'null';
      continue;
    }
    let text = ENTRY_TEXTS.get(entry);
    if (text === undefined) ENTRY_TEXTS.set(entry, (text = JSON.stringify(entry)));
    texts[i] = text;
  }
  return `[${texts.join(',')}]`;
}
