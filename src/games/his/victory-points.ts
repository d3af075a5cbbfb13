// 23.2: victory points = base VP (keys on the power card) + special VP + bonus VP.
import type { MajorPower } from './data/powers.ts';
import { MAJOR_POWERS } from './data/powers.ts';
import { ELECTORATES, homeSpacesOf } from './data/map.ts';
import type { ConquestId, DiscoveryId } from './data/tables.ts';
import {
  CONQUESTS,
  DISCOVERIES,
  PROTESTANT_VP_PER_ELECTORATE,
  SPECIAL_VP,
  TRANSLATIONS,
  TRANSLATION_ZONES,
  protestantSpacesBox,
} from './data/tables.ts';
import { baseVp } from './power-cards.ts';
import { schmalkaldicLeagueOccurred } from './land/loc.ts';
import type { HisState } from './state.ts';
import { spaceStates } from './space-list.ts';

/** Card 13: after the Schmalkaldic League, electorates count for the Hapsburgs (21.6). */

/** 12.4, 23.2: spaces under Protestant influence, not counting spaces in unrest. */
export function protestantSpaces(state: HisState): number {
  let n = 0; // a loop, not a filter: asked after every step of play (checkAutomaticVictory)
  for (const s of spaceStates(state)) if (s.religion === 'protestant' && !s.unrest) n++;
  return n;
}

/** 23.2 base VP: the last open box of the keys track; the Protestant's 2 VP per electorate it holds under Protestant influence. */
export function baseVictoryPoints(state: HisState, power: MajorPower): number {
  if (power !== 'protestant') return baseVp(state, power);
  // 12.4: an electorate in unrest yields no VP.
  const electorates = ELECTORATES.filter(
    (id) => state.spaces[id].control === 'protestant' && state.spaces[id].religion === 'protestant' && !state.spaces[id].unrest,
  ).length;
  return PROTESTANT_VP_PER_ELECTORATE * electorates;
}

/** 23.2 England's male heir: 5 VP once Edward VI is born, else 2 VP if Elizabeth I is. */
export function englandHeirVp(state: HisState): number {
  const born = state.tracks.pregnancyResults;
  if (born.includes('sicklyEdward') || born.includes('healthyEdward')) return SPECIAL_VP.englandEdwardBorn;
  if (born.includes('elizabeth')) return SPECIAL_VP.englandElizabethOnly;
  return 0;
}

/** 23.2 special VP: the Protestant spaces track, St. Peter's, Hapsburg electorates, England's heir and home spaces, chateaux, piracy. */
export function specialVp(state: HisState, power: MajorPower): number {
  switch (power) {
    case 'papacy':
      return protestantSpacesBox(protestantSpaces(state)).papacy + state.tracks.stPeters.vp;
    case 'protestant':
      return protestantSpacesBox(protestantSpaces(state)).protestant;
    case 'hapsburg': {
      // 1 VP per electorate under Hapsburg control, not in unrest, once the Schmalkaldic League has formed.
      if (!schmalkaldicLeagueOccurred(state)) return 0;
      const held = ELECTORATES.filter((id) => state.spaces[id].control === 'hapsburg' && !state.spaces[id].unrest).length;
      return SPECIAL_VP.hapsburgPerElectorate * held;
    }
    case 'england': {
      const protestantHome = homeSpacesOf('england').filter((id) => state.spaces[id].religion === 'protestant' && !state.spaces[id].unrest).length;
      return englandHeirVp(state) + Math.floor(protestantHome / SPECIAL_VP.englandProtestantHomeSpacesPerVp);
    }
    case 'france':
      return state.tracks.chateauxVp;
    case 'ottoman':
      return state.tracks.piracyVp;
  }
}

/**
 * 23.2 bonus VP: markers in the bonus box (War Winner, Phony War, events, debaters burned
 * or disgraced), New World discoveries and conquests, and each completed Bible translation.
 */
export function bonusVp(state: HisState, power: MajorPower): number {
  let vp = state.powers[power].bonusVp;
  for (const [d, p] of Object.entries(state.newWorld.discoveries)) if (p === power) vp += DISCOVERIES[d as DiscoveryId].vp;
  for (const [c, p] of Object.entries(state.newWorld.conquests)) if (p === power) vp += CONQUESTS[c as ConquestId].vp;
  if (power === 'protestant') {
    for (const z of TRANSLATION_ZONES) {
      if (state.tracks.translations.fullBible[z] >= TRANSLATIONS.fullBible.length) vp += TRANSLATIONS.fullBible.vp;
    }
  }
  return vp;
}

export interface VpBreakdown {
  base: number;
  special: number;
  bonus: number;
  total: number;
}

/** 23.2: "A power's current VP total is the sum of their base, special, and bonus VP." */
export function vpBreakdown(state: HisState, power: MajorPower): VpBreakdown {
  const base = baseVictoryPoints(state, power);
  const special = specialVp(state, power);
  const bonus = bonusVp(state, power);
  return { base, special, bonus, total: base + special + bonus };
}

export function victoryPoints(state: HisState, power: MajorPower): number {
  return vpBreakdown(state, power).total;
}

export function vpTable(state: HisState): Record<MajorPower, number> {
  const out = {} as Record<MajorPower, number>;
  for (const p of MAJOR_POWERS) out[p] = victoryPoints(state, p);
  return out;
}
