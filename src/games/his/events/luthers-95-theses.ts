// Card 8, Luther's 95 Theses (8.1, 18.1): Luther enters Wittenberg and converts it (its 2
// Protestant regulars leave the Electorate Display, 21.6); then the Protestant makes 5
// Reformation attempts with the German zone as target, one extra die in each (18.3 step 3).
// Played in its own phase of turn 1 (phases/luther95.ts); it grants no CP.
import { LUTHERS_95_THESES } from '../data/tables.ts';
import type { HisState } from '../state.ts';
import { placeReformer } from '../religion/debaters.ts';
import { setReligion } from '../religion/flip.ts';
import { startReformation } from '../religion/reformation.ts';
import type { CardEvent } from './registry.ts';

export const LUTHERS_95_THESES_CARD = 8;

export function playLuthers95Theses(state: HisState): void {
  state.eventsResolved.push(LUTHERS_95_THESES_CARD);
  const wittenberg = placeReformer(state, 'luther');
  setReligion(state, wittenberg, 'protestant', 'luther95');
  startReformation(state, {
    attempts: LUTHERS_95_THESES.attempts,
    zones: [LUTHERS_95_THESES.zone],
    extraDice: LUTHERS_95_THESES.extraDice,
    why: 'luther95',
  });
}

export const LUTHERS_95_THESES_EVENT: CardEvent = {
  // Never played in an impulse: the Protestant holds it only before the first deal (8.1).
  canPlay: () => false,
  play: (state) => playLuthers95Theses(state),
};
