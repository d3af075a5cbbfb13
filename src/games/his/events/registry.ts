// Card events, registered by card id (design: one file per card or small theme).
// A card without a handler can only be played for CP; docs/rules-coverage.md says which.
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';
import { LUTHERS_95_THESES_EVENT } from './luthers-95-theses.ts';
import { PAPAL_BULL_EVENT } from './papal-bull.ts';
import { LEIPZIG_DEBATE_EVENT } from './leipzig-debate.ts';
import { COUNCIL_OF_TRENT_EVENT } from './council-of-trent.ts';
import { SCHMALKALDIC_LEAGUE_EVENT } from './schmalkaldic-league.ts';
import { SOCIETY_OF_JESUS_EVENT } from './society-of-jesus.ts';

export interface CardEvent {
  /** May this power play the card as an event now (its own impulse)? */
  canPlay(state: HisState, power: MajorPower): boolean;
  /** Resolve the event: change the state and/or push procedure frames. */
  play(state: HisState, power: MajorPower): void;
  /** CP the event grants to spend on actions afterwards (e.g. 2 for every mandatory event, 11). */
  cpAfter?: number;
}

export const EVENTS: Partial<Record<CardId, CardEvent>> = {
  5: PAPAL_BULL_EVENT,
  6: LEIPZIG_DEBATE_EVENT,
  8: LUTHERS_95_THESES_EVENT,
  13: SCHMALKALDIC_LEAGUE_EVENT,
  15: SOCIETY_OF_JESUS_EVENT,
  17: COUNCIL_OF_TRENT_EVENT,
};
