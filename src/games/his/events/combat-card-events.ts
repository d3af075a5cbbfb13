// The response cards of events/combat-responses.ts that are also events of the owner's own
// impulse (6.1; 11): Landsknechts, Swiss Mercenaries, Halley's Comet.
import type { CardId } from '../data/cards.ts';
import { HALLEYS_COMET_EVENT } from './halleys-comet.ts';
import { LANDSKNECHTS_EVENT } from './landsknechts.ts';
import type { CardEvent } from './registry.ts';
import { SWISS_MERCENARIES_EVENT } from './swiss-mercenaries.ts';

export const COMBAT_CARD_EVENTS: Partial<Record<CardId, CardEvent>> = {
  33: LANDSKNECHTS_EVENT,
  36: SWISS_MERCENARIES_EVENT,
  38: HALLEYS_COMET_EVENT,
};
