// Card 80, Gabelle Revolt (Event; 12.4): the playing power places unrest on up to 2 French
// home spaces that hold no units or leaders and are not in unrest already.
import { homeSpacesOf } from '../data/map.ts';
import { startCardUnrest } from './card-unrest.ts';
import type { CardEvent } from './registry.ts';

export const GABELLE_REVOLT = 80;
const MARKERS = 2;

export const GABELLE_REVOLT_EVENT: CardEvent = {
  canPlay: () => true,
  play(state, power) {
    startCardUnrest(state, power, MARKERS, homeSpacesOf('france'), GABELLE_REVOLT);
  },
};
