// Cards 88 Peasants' War (up to 5 German-speaking spaces) and 94 Revolt of the Communeros
// (up to 3 Spanish-speaking spaces): the playing power places unrest (12.4: spaces without
// units or leaders, not already in unrest), one at a time (events/card-unrest.ts).
import type { CardId } from '../data/cards.ts';
import type { LanguageZone } from '../data/map.ts';
import { spacesInLanguageZone } from '../data/map.ts';
import { mayPlaceUnrest } from '../land/unrest.ts';
import { startCardUnrest } from './card-unrest.ts';
import type { CardEvent } from './registry.ts';

function zoneUnrestEvent(card: CardId, zone: LanguageZone, markers: number): CardEvent {
  return {
    canPlay: (state) => spacesInLanguageZone(zone).some((id) => mayPlaceUnrest(state, id)),
    play: (state, power) => startCardUnrest(state, power, markers, spacesInLanguageZone(zone), card),
  };
}

export const PEASANTS_WAR_EVENT = zoneUnrestEvent(88, 'german', 5);
export const REVOLT_OF_THE_COMMUNEROS_EVENT = zoneUnrestEvent(94, 'spanish', 3);
