// Card events, registered by card id (design: one file per card or small theme).
// A card without a handler can only be played for CP; docs/rules-coverage.md says which.
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';

export interface CardEvent {
  /** May this power play the card as an event now (its own impulse)? */
  canPlay(state: HisState, power: MajorPower): boolean;
  /** Resolve the event: change the state and/or push procedure frames. */
  play(state: HisState, power: MajorPower): void;
  /** CP the event grants to spend on actions afterwards (e.g. 2 for every mandatory event, 11). */
  cpAfter?: number;
}

export const EVENTS: Partial<Record<CardId, CardEvent>> = {};
