// Mandatory Events that hand out cards and bonus VP (6.1: event first, then 2 CP to the
// playing power): Master of Italy (#12), Imperial Coronation (#113) and La Forêt's Embassy
// in Istanbul (#114).
import { drawCard, removeFromGame } from '../cards.ts';
import type { SpaceId } from '../data/map.ts';
import { SPACES } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { allied, findLeader } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';

function draw(state: HisState, power: MajorPower, n: number): void {
  let got = 0;
  for (let i = 0; i < n; i++) if (drawCard(state, power) !== null) got++;
  state.log.push({ key: 'his.log.cardsDrawnFromDeck', params: { power, cards: got } });
}

// ---- #12 Master of Italy ----

/** Card 12: the five Italian keys. */
export const ITALIAN_KEYS: readonly SpaceId[] = ['genoa', 'milan', 'venice', 'florence', 'naples'];

/**
 * Card 12: the Italian keys each major power controls. Keys of an active minor ally carry
 * the major power's markers (22.2 step 3), so plain control counts; inactive minors and
 * independents count for no one.
 */
export function italianKeysHeld(state: HisState, power: MajorPower): number {
  return ITALIAN_KEYS.filter((id) => state.spaces[id].control === power).length;
}

/** Card 12: 3 keys give a 1-VP marker, 4 or 5 a 2-VP marker; exactly 2 draw a card. */
export function masterOfItalyAward(keys: number): { vp: number; draw: number } {
  if (keys >= 4) return { vp: 2, draw: 0 };
  if (keys === 3) return { vp: 1, draw: 0 };
  return { vp: 0, draw: keys === 2 ? 1 : 0 };
}

export const MASTER_OF_ITALY_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    for (const power of MAJOR_POWERS) {
      const keys = italianKeysHeld(state, power);
      const award = masterOfItalyAward(keys);
      if (award.vp > 0) {
        // 23.2: a bonus VP marker, kept for the rest of the game.
        state.powers[power].bonusVp += award.vp;
        state.log.push({ key: 'his.log.masterOfItaly', params: { power, keys, vp: award.vp } });
      }
      if (award.draw > 0) draw(state, power, award.draw);
    }
  },
};

// ---- #113 Imperial Coronation ----

/** Card 113: Charles V stands in a space of the Italian language zone. */
export function charlesInItaly(state: HisState): boolean {
  const at = findLeader(state, 'charles-v');
  return at !== null && 'space' in at && SPACES[at.space].languageZone === 'italian';
}

export const IMPERIAL_CORONATION_EVENT: CardEvent = {
  canPlay: () => true,
  play(state, power) {
    if (!charlesInItaly(state)) {
      state.log.push({ key: 'his.log.eventNoEffect', params: { card: 113 } });
      return;
    }
    // The Hapsburgs draw one, the playing power one (two for the Hapsburgs when they played it).
    draw(state, 'hapsburg', 1);
    draw(state, power, 1);
    // Card text: "Remove from deck if cards are awarded"; otherwise it stays in the discard pile.
    removeFromGame(state, 113);
  },
};

// ---- #114 La Forêt's Embassy in Istanbul ----

export const LA_FORET_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    // 9.2: only while France and the Ottoman are allied.
    if (!allied(state, 'france', 'ottoman')) {
      state.log.push({ key: 'his.log.eventNoEffect', params: { card: 114 } });
      return;
    }
    draw(state, 'ottoman', 1);
    draw(state, 'france', 1);
    // Card text: "Remove from deck if cards are awarded".
    removeFromGame(state, 114);
  },
};
