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
  const log = logOf(state);
  if (log === undefined) return JSON.stringify(state);
  return textWith(state as Record<string, unknown>, `[${log.map(entryText).join(',')}]`);
}

/**
 * A state's text with its `log` array empty (`"log":[]`, where the log was), and the log: a
 * store keeps the entries apart (entryText), as most of them are in the last snapshot too.
 * Undefined when the state has no top-level log array.
 */
export function stateTextWithoutLog(state: unknown): { text: string; log: readonly unknown[] } | undefined {
  const log = logOf(state);
  return log === undefined ? undefined : { text: textWith(state as Record<string, unknown>, '[]'), log };
}

/** `JSON.stringify(entry)` of a log entry (`null` for undefined, as in an array), kept per entry object. */
export function entryText(entry: unknown): string {
  if (typeof entry !== 'object' || entry === null) return JSON.stringify(entry) ?? 'null';
  let text = ENTRY_TEXTS.get(entry);
  if (text === undefined) ENTRY_TEXTS.set(entry, (text = JSON.stringify(entry)));
  return text;
}

function logOf(state: unknown): readonly unknown[] | undefined {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return undefined;
  const log = (state as { log?: unknown }).log;
  return Array.isArray(log) ? log : undefined;
}

/** The state's JSON text with `logText` for its log. */
function textWith(state: Record<string, unknown>, logText: string): string {
  const parts: string[] = [];
  for (const key in state) {
    const text = key === 'log' ? logText : JSON.stringify(state[key]);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}
