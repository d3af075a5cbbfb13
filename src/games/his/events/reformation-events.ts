// Event cards that give the Protestant Reformation attempts (18.3) and the Augsburg
// Confession marker. Any power may play them in its impulse; the Protestant resolves them
// (11). A card that needs an uncommitted debater commits him on play; that is not a use of
// a debater bonus (18.2), so another debater may still add his bonus to the attempts.
import type { LanguageZone } from '../data/map.ts';
import type { DebaterId } from '../data/pieces.ts';
import { commitDebater, isUncommitted } from '../religion/debaters.ts';
import { startCounterReformation } from '../religion/counter-reformation.ts';
import { startReformation } from '../religion/reformation.ts';
import { setTurnEffect } from '../religion/turn-effects.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';

/** 18.3 "All language zones" (spaces outside every zone stay outside the target). */
export const ALL_LANGUAGE_ZONES: readonly LanguageZone[] = ['german', 'french', 'english', 'italian', 'spanish'];

/** 18.3: "Upon play ... the appropriate debater is automatically flipped to the committed side". */
function commitForEvent(state: HisState, debater: DebaterId): void {
  commitDebater(state, debater);
  state.log.push({ key: 'his.log.debaterCommitted', params: { debater } });
}

interface DebaterReformationEvent {
  /** The debater who must be uncommitted, and is committed on play. */
  debater: DebaterId;
  attempts: number;
  zones: readonly LanguageZone[];
  /** Calvin's Institutes: +1 on each Protestant die in the target zone (18.3 step 4). */
  dieModifier?: number;
  why: string;
}

function debaterReformationEvent(e: DebaterReformationEvent): CardEvent {
  return {
    canPlay: (state) => isUncommitted(state, e.debater),
    play(state) {
      commitForEvent(state, e.debater);
      startReformation(state, { attempts: e.attempts, zones: e.zones, dieModifier: e.dieModifier ?? 0, why: e.why });
    },
  };
}

/** Card 65, A Mighty Fortress: Luther uncommitted; 6 attempts, German zone (18.3). */
export const A_MIGHTY_FORTRESS_EVENT = debaterReformationEvent({ debater: 'luther', attempts: 6, zones: ['german'], why: 'aMightyFortress' });

/** Card 85, Katherina Bora: Luther uncommitted; 5 attempts in all zones (18.3; the 11.1 example's "4" is a leftover). */
export const KATHERINA_BORA_EVENT = debaterReformationEvent({ debater: 'luther', attempts: 5, zones: ALL_LANGUAGE_ZONES, why: 'katherinaBora' });

/** Card 44, Affair of the Placards: Cop uncommitted; 3 attempts, French zone (18.3 list; the card face says 4). */
export const AFFAIR_OF_THE_PLACARDS_EVENT = debaterReformationEvent({ debater: 'cop', attempts: 3, zones: ['french'], why: 'affairOfThePlacards' });

/** Card 46, Calvin's Institutes: Calvin uncommitted; 5 attempts, French zone, +1 per die there (18.3 step 4). */
export const CALVINS_INSTITUTES_EVENT = debaterReformationEvent({
  debater: 'calvin',
  attempts: 5,
  zones: ['french'],
  dieModifier: 1,
  why: 'calvinsInstitutes',
});

/** 18.3, 18.4: Erasmus gives the Protestant 4 attempts in turns 1-2, the Papacy 4 Counter Reformation attempts later. */
const ERASMUS = { attempts: 4, lastProtestantTurn: 2 };

/** Card 75, Erasmus: all language zones as the target. */
export const ERASMUS_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    const o = { attempts: ERASMUS.attempts, zones: ALL_LANGUAGE_ZONES, why: 'erasmus' };
    if (state.turn <= ERASMUS.lastProtestantTurn) startReformation(state, o);
    else startCounterReformation(state, o);
  },
};

/**
 * Card 39, Augsburg Confession (6.1, 18.4 step 4, 18.5 step 4): Melanchthon uncommitted; he is
 * committed, and for the rest of the turn each Papal Counter Reformation die is -1 and a
 * Papal debater who initiates a debate rolls a die fewer (turn effect `augsburgConfession`,
 * read in religion/counter-reformation.ts and religion/debate.ts).
 */
export const AUGSBURG_CONFESSION_EVENT: CardEvent = {
  canPlay: (state) => isUncommitted(state, 'melanchthon'),
  play(state) {
    commitForEvent(state, 'melanchthon');
    setTurnEffect(state, 'augsburgConfession');
    state.log.push({ key: 'his.log.turnEffect', params: { effect: 'augsburgConfession' } });
  },
};
