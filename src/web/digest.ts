// "Since your last decision" (issue 15): what the other powers did after this seat last
// acted, and the places it names (highlighted on the map).
import type { LogEntry } from '../engine/types.ts';
import { entryPlaces, entryPower } from '../games/his/resolutions.ts';

/** The entries after index `since` made by other powers than `mine` (or by no power, bare dice aside), oldest first. */
export function digestOf(log: readonly LogEntry[], since: number | null, mine: readonly string[]): LogEntry[] {
  if (since === null) return [];
  return log.slice(since).filter((e) => {
    const power = entryPower(e);
    return power === null ? e.key !== 'his.log.dice' : !mine.includes(power);
  });
}

/** The spaces and sea zones a digest names. */
export function digestPlaces(entries: readonly LogEntry[]): Set<string> {
  return new Set(entries.flatMap((e) => entryPlaces(e)));
}
