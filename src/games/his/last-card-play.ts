// The most recent card play everyone saw (for CP or as an event): what a prompt in the
// impulse under way follows from (prompt-facts.ts). The view carries it, so a state rebuilt
// from a view (determinize.ts) gives the same prompts.
import type { LogEntry } from '../../engine/types.ts';

const CARD_PLAYS = new Set(['his.log.cardForCp', 'his.log.cardAsEvent']);

export function lastCardPlay(log: readonly LogEntry[]): LogEntry | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.to === undefined && CARD_PLAYS.has(e.key) && typeof e.params.card === 'number' && typeof e.params.power === 'string') return e;
  }
  return null;
}
