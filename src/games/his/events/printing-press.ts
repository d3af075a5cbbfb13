// Card 90, Printing Press (Event; 6.1, 18.3): for the rest of the turn every Reformation
// attempt (the Protestant's, or England's treatise) rolls one more die (the 'Printing Press
// Active' marker, religion/turn-effects.ts); then the Protestant makes 3 Reformation attempts
// with all language zones as target zones. Any power may play it; the Protestant resolves
// the attempts (11).
import type { LanguageZone } from '../data/map.ts';
import { startReformation } from '../religion/reformation.ts';
import { setTurnEffect } from '../religion/turn-effects.ts';
import type { CardEvent } from './registry.ts';

/** 18.3: "All language zones" (spaces outside every zone are not target spaces). */
export const ALL_LANGUAGE_ZONES: readonly LanguageZone[] = ['german', 'french', 'english', 'italian', 'spanish'];

const ATTEMPTS = 3;

export const PRINTING_PRESS_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    setTurnEffect(state, 'printingPress');
    state.log.push({ key: 'his.log.printingPress', params: {} });
    // 18.3 step 3: these attempts already get the Printing Press die.
    startReformation(state, { attempts: ATTEMPTS, zones: ALL_LANGUAGE_ZONES, why: 'printingPress' });
  },
};
