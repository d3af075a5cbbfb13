// A state's JSON text for the server's snapshots, with its log apart: a log holds most of a
// late state's text and grows all game, while its entries never change once written, so a
// store keeps the entries apart and writes each once (server/storage/snapshot-rows.ts).

/**
 * A state's text with its `log` array empty (`"log":[]`, where the log was), and the log.
 * Undefined when the state has no top-level log array.
 */
export function stateTextWithoutLog(state: unknown): { text: string; log: readonly unknown[] } | undefined {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return undefined;
  const log = (state as { log?: unknown }).log;
  if (!Array.isArray(log)) return undefined;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(state)) {
    const text = key === 'log' ? '[]' : JSON.stringify(value);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return { text: `{${parts.join(',')}}`, log };
}

/** A log entry's text, as it is in its array's (`null` for undefined). */
export function entryText(entry: unknown): string {
  return JSON.stringify(entry) ?? 'null';
}
