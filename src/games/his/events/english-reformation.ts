// The English Reformation and its reaction: the three cards that enter the turn after Henry
// VIII marries Anne Boleyn (21.3; card-entry.ts) - Book of Common Prayer (#62), Dissolution
// of the Monasteries (#63), Pilgrimage of Grace (#64) - and the Papal Counter Reformation
// cards aimed at England: Defender of the Faith (#11), Mary Defies Council (#61).
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import { homeSpacesOf } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { drawCard } from '../cards.ts';
import { rollDice } from '../dice.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, pushInOrder } from '../flow/stack.ts';
import { mayPlaceUnrest, placeUnrest } from '../land/unrest.ts';
import { startCounterReformation, counterReformationFrame } from '../religion/counter-reformation.ts';
import { commitDebater, isUncommitted } from '../religion/debaters.ts';
import { startReformation, reformationFrame } from '../religion/reformation.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { ALL_LANGUAGE_ZONES } from './reformation-events.ts';
import { startCardUnrest } from './card-unrest.ts';
import { frame } from '../flow/frames.ts';
import { discardRandomCard } from '../two-player/cards-common.ts';
import { isTwoPlayer } from '../two-player/variant.ts';

// ---- drawing cards after an event's other effects ----

/** A power draws cards from the deck when the frames above it are done ("then ... draws"). */
export interface EventDrawFrame extends Frame {
  proc: 'eventDraw';
  power: MajorPower;
  cards: number;
}

export function drawFromDeck(state: HisState, power: MajorPower, n: number): void {
  let got = 0;
  for (let i = 0; i < n; i++) if (drawCard(state, power) !== null) got++;
  state.log.push({ key: 'his.log.cardsDrawnFromDeck', params: { power, cards: got } });
}

export const eventDrawProcedure: Procedure<EventDrawFrame> = {
  run(state, f) {
    pop(state, f);
    drawFromDeck(state, f.power, f.cards);
  },
};

// ---- #11 Defender of the Faith, #61 Mary Defies Council ----

/**
 * Card 11 (Mandatory): the Papacy makes 3 Counter Reformation attempts with every language
 * zone as target (18.4); if England played it, England then draws a card.
 */
export const DEFENDER_OF_THE_FAITH_EVENT: CardEvent = {
  canPlay: () => true,
  play(state, power) {
    pushInOrder(state, [
      counterReformationFrame({ attempts: 3, zones: ALL_LANGUAGE_ZONES, why: 'defenderOfTheFaith' }),
      ...(power === 'england' ? [frame('eventDraw', { power: 'england', cards: 1 })] : []),
    ]);
  },
};

/** Card 61: the Papacy makes 3 Counter Reformation attempts with English as the target zone (18.4). */
export const MARY_DEFIES_COUNCIL_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    startCounterReformation(state, { attempts: 3, zones: ['english'], why: 'maryDefiesCouncil' });
  },
};

// ---- #63 Dissolution of the Monasteries ----

/**
 * Card 63: England draws 2 cards, then the Protestant makes 3 attempts aimed at the English
 * zone (18.3). Two-player face: instead of England's draw, a random Papal card (never a Home
 * card) is discarded.
 */
export const DISSOLUTION_OF_THE_MONASTERIES_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    if (isTwoPlayer(state)) discardRandomCard(state, 'papacy');
    else drawFromDeck(state, 'england', 2);
    startReformation(state, { attempts: 3, zones: ['english'], why: 'dissolutionOfTheMonasteries' });
  },
};

// ---- #64 Pilgrimage of Grace ----

const PILGRIMAGE_UNREST = 5;

/** Card 64: the playing power puts unrest on up to 5 unoccupied English home spaces. */
export const PILGRIMAGE_OF_GRACE_EVENT: CardEvent = {
  canPlay: () => true,
  play(state, power) {
    startCardUnrest(state, power, PILGRIMAGE_UNREST, homeSpacesOf('england'), 64);
  },
};

// ---- #62 Book of Common Prayer ----

/** 18.3: the debater the card needs uncommitted (and commits on play). */
const CRANMER = 'cranmer';

/** Card 62: Catholic English home spaces that may take unrest (occupied ones too: the card's exception to 12.4). */
export function commonPrayerUnrestSpaces(state: HisState): SpaceId[] {
  return homeSpacesOf('england').filter((id) => state.spaces[id].religion === 'catholic' && mayPlaceUnrest(state, id, true));
}

/** Card 62's die after the attempts: unrest on 0 (1-2), 1 (3-4), 2 (5) or every (6) Catholic English home space. */
export function commonPrayerUnrestCount(die: number): number | 'all' {
  if (die <= 2) return 0;
  if (die <= 4) return 1;
  return die === 5 ? 2 : 'all';
}

export interface BookOfCommonPrayerFrame extends Frame {
  proc: 'bookOfCommonPrayer';
  power: MajorPower;
  step: 'roll' | 'unrest';
  left: number;
}

export const bookOfCommonPrayerProcedure: Procedure<BookOfCommonPrayerFrame, SpaceAction> = {
  ask(state, f): Ask<SpaceAction>[] {
    if (f.step !== 'unrest' || f.left <= 0) return [];
    const spaces = commonPrayerUnrestSpaces(state);
    if (spaces.length === 0) return [];
    return [{ power: f.power, key: 'his.prompt.commonPrayerUnrest', params: { left: f.left }, actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    if (f.step === 'unrest') {
      pop(state, f);
      return;
    }
    const [die] = rollDice(state, 1, 'bookOfCommonPrayer', { power: f.power });
    const count = commonPrayerUnrestCount(die!);
    if (count === 'all') {
      pop(state, f);
      for (const id of commonPrayerUnrestSpaces(state)) placeUnrest(state, id);
      return;
    }
    // 3-5: the player who played the card picks the spaces.
    f.step = 'unrest';
    f.left = count;
  },
  decide(state, f, _power, action) {
    placeUnrest(state, action.space);
    f.left--;
    if (f.left <= 0) pop(state, f);
  },
};

/**
 * Card 62: with Cranmer uncommitted: Cranmer is committed (not a use of his bonus, 18.2); the
 * Protestant makes 4 attempts with English as target zone, each on an English home space;
 * then a die may put unrest on Catholic English home spaces.
 */
export const BOOK_OF_COMMON_PRAYER_EVENT: CardEvent = {
  canPlay: (state) => isUncommitted(state, CRANMER),
  play(state, power) {
    commitDebater(state, CRANMER);
    state.log.push({ key: 'his.log.debaterCommitted', params: { debater: CRANMER } });
    pushInOrder(state, [
      reformationFrame({ attempts: 4, zones: ['english'], spaces: homeSpacesOf('england'), why: 'bookOfCommonPrayer' }),
      frame('bookOfCommonPrayer', { power, step: 'roll', left: 0 }),
    ]);
  },
};

export const ENGLISH_REFORMATION_EVENTS: Partial<Record<CardId, CardEvent>> = {
  11: DEFENDER_OF_THE_FAITH_EVENT,
  61: MARY_DEFIES_COUNCIL_EVENT,
  62: BOOK_OF_COMMON_PRAYER_EVENT,
  63: DISSOLUTION_OF_THE_MONASTERIES_EVENT,
  64: PILGRIMAGE_OF_GRACE_EVENT,
};
