// The structured log: entries are message keys with JSON params, rendered later by
// message catalogues. Private entries name who may see them.

import type { Json, LogEntry, PlayerId } from './types.ts';

/**
 * A log entry. `to` restricts it to those players (never spectators); without `to`
 * it is public. The field is left out, not set to undefined, so the entry is plain JSON.
 */
export function logEntry(key: string, params: Record<string, Json> = {}, to?: readonly PlayerId[]): LogEntry {
  return to === undefined ? { key, params } : { key, params, to: [...to] };
}

/** Whether `player` (null: a spectator) may see the entry. */
export function canSeeLogEntry(entry: LogEntry, player: PlayerId | null): boolean {
  if (entry.to === undefined) return true;
  return player !== null && entry.to.includes(player);
}

/** The entries `player` (null: a spectator) may see, in order. */
export function visibleLog(entries: readonly LogEntry[], player: PlayerId | null): LogEntry[] {
  return entries.filter((entry) => canSeeLogEntry(entry, player));
}
