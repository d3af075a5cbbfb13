// Card 82, Janissaries Rebel (12.4): the playing power puts unrest on up to 2 Ottoman home
// spaces, or up to 4 if the Ottoman is at war with no major power; only spaces without units
// or leaders and not already in unrest (12.4), placed one at a time (events/card-unrest.ts).
import { SPACE_IDS } from '../data/map.ts';
import type { SpaceId } from '../data/map.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { mayPlaceUnrest } from '../land/unrest.ts';
import { atWar, homePower } from '../queries.ts';
import type { HisState } from '../state.ts';
import { startCardUnrest } from './card-unrest.ts';
import type { CardEvent } from './registry.ts';

export const JANISSARIES_REBEL = 82;
/** Card 82: markers with the Ottoman at war with a major power, and at peace with all of them. */
export const JANISSARIES_REBEL_UNREST = { atWar: 2, atPeace: 4 } as const;

/** Ottoman home spaces, pirate havens included (21.1). */
export function ottomanHomeSpaces(state: HisState): SpaceId[] {
  return SPACE_IDS.filter((id) => homePower(state, id) === 'ottoman');
}

export function janissariesRebelLimit(state: HisState): number {
  const war = MAJOR_POWERS.some((p) => atWar(state, 'ottoman', p));
  return war ? JANISSARIES_REBEL_UNREST.atWar : JANISSARIES_REBEL_UNREST.atPeace;
}

export const JANISSARIES_REBEL_EVENT: CardEvent = {
  canPlay: (state) => ottomanHomeSpaces(state).some((id) => mayPlaceUnrest(state, id)),
  play(state, power) {
    startCardUnrest(state, power, janissariesRebelLimit(state), ottomanHomeSpaces(state), JANISSARIES_REBEL);
  },
};
