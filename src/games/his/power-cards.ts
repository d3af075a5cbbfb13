// 4, 6.2, 23: what the power card reads off the map: keys held, cards dealt, base VP.
import type { SpaceId } from './data/map.ts';
import { SPACES, SPACE_IDS } from './data/map.ts';
import type { MajorPower, Power } from './data/powers.ts';
import { MAJOR_POWERS } from './data/powers.ts';
import { keyTrackBox, protestantCardsDealt } from './data/tables.ts';
import { rulerOf } from './rulers.ts';
import { excommunicationCardPenalty } from './religion/excommunication.ts';
import type { HisState } from './state.ts';
import { SPACE_INDEX, spaceStates } from './space-list.ts';

/** The printed keys (asked about after every step of play: see checkAutomaticVictory). */
const KEY_SPACES: readonly SpaceId[] = SPACE_IDS.filter((id) => SPACES[id].type === 'key');
const KEY_INDEXES: readonly number[] = KEY_SPACES.map((id) => SPACE_INDEX[id]);

/** Keys under the power's political control (2.4: every key holds a control marker). */
export function keysControlled(state: HisState, power: MajorPower): SpaceId[] {
  return KEY_SPACES.filter((id) => state.spaces[id].control === power && !state.outOfPlay.includes(id));
}

/** 12.4: a key in unrest covers one more box of the track. */
export function creditedKeys(state: HisState, power: MajorPower): number {
  const spaces = spaceStates(state);
  let n = 0;
  for (const i of KEY_INDEXES) {
    const s = spaces[i]!;
    if (s.control === power && !s.unrest && !state.outOfPlay.includes(SPACE_IDS[i]!)) n++;
  }
  return n;
}

/**
 * creditedKeys of every major power, in MAJOR_POWERS order, in one pass without building
 * anything but the counts (checkAutomaticVictory asks before every step).
 */
export function creditedKeysByPower(state: HisState): number[] {
  const out = [0, 0, 0, 0, 0, 0];
  const spaces = spaceStates(state);
  const outOfPlay = state.outOfPlay.length > 0;
  for (const i of KEY_INDEXES) {
    const s = spaces[i]!;
    const major = MAJOR_INDEX[s.control];
    if (major !== undefined && !s.unrest && !(outOfPlay && state.outOfPlay.includes(SPACE_IDS[i]!))) out[major]!++;
  }
  return out;
}

const MAJOR_INDEX: Partial<Record<Power, number>> = Object.fromEntries(MAJOR_POWERS.map((p, i) => [p, i]));

export function electoratesControlled(state: HisState, power: MajorPower): SpaceId[] {
  return ELECTORATE_SPACES.filter((id) => state.spaces[id].control === power);
}

/** The printed electorates (every view reads the cards each power is dealt). */
const ELECTORATE_SPACES: readonly SpaceId[] = SPACE_IDS.filter((id) => SPACES[id].type === 'electorate');

/** 6.2: base cards from the power card, ruler's card bonus, minus "-1 card" markers. */
export function cardsDealt(state: HisState, power: MajorPower): number {
  let base: number;
  if (power === 'protestant') {
    // 6.2 case 2: 5 cards with 4+ Protestant electorates, else 4.
    base = protestantCardsDealt(electoratesControlled(state, 'protestant').length);
  } else {
    base = Math.max(1, keyTrackBox(power, creditedKeys(state, power)).cards);
  }
  // 21.5: an excommunicated power's "-1 Card" marker; 21.7 foreign wars' markers in cardPenalty.
  // 6.2: one-time "-1 Card" markers (Fuggers) count at the next deal only.
  const penalty = state.powers[power].cardPenalty + excommunicationCardPenalty(state, power) + (state.nextDealPenalty[power] ?? 0);
  return Math.max(0, base + rulerOf(state, power).cardBonus - penalty);
}

/** 23.2: base VP from the keys box of the power card (the Protestant has none). */
export function baseVp(state: HisState, power: MajorPower): number {
  if (power === 'protestant') return 0;
  return keyTrackBox(power, creditedKeys(state, power)).vp;
}
