// 23.2: victory points = base VP (keys on the power card) + special VP + bonus VP.
import type { MajorPower } from './data/powers.ts';
import { MAJOR_POWERS } from './data/powers.ts';
import { ELECTORATES, SPACE_IDS, homeSpacesOf } from './data/map.ts';
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
import type { HisState } from './state.ts';

/** Card 13: after the Schmalkaldic League, electorates count for the Hapsburgs (21.6). */
export const SCHMALKALDIC_LEAGUE = 13;

/** 12.4, 23.2: spaces under Protestant influence, not counting spaces in unrest. */
export function protestantSpaces(state: HisState): number {
  return SPACE_IDS.filter((id) => state.spaces[id].religion === 'protestant' && !state.spaces[id].unrest).length;
}

/** 23.2 special VP: the Protestant spaces track, electorates, St. Peter's, chateaux, piracy, England's. */
export function specialVp(state: HisState, power: MajorPower): number {
  const track = protestantSpacesBox(protestantSpaces(state));
  const counted = (id: (typeof ELECTORATES)[number], p: MajorPower) => state.spaces[id].control === p && !state.spaces[id].unrest;
  switch (power) {
    case 'papacy':
      return track.papacy + state.tracks.stPeters.vp;
    case 'protestant': {
      // 2 VP per electorate under Protestant influence and political control (12.4: not in unrest).
      const electorates = ELECTORATES.filter((id) => counted(id, 'protestant') && state.spaces[id].religion === 'protestant').length;
      let vp = track.protestant + PROTESTANT_VP_PER_ELECTORATE * electorates;
      for (const z of TRANSLATION_ZONES) {
        if (state.tracks.translations.fullBible[z] >= TRANSLATIONS.fullBible.length) vp += TRANSLATIONS.fullBible.vp;
      }
      return vp;
    }
    case 'hapsburg':
      if (!state.eventsResolved.includes(SCHMALKALDIC_LEAGUE)) return 0;
      return SPECIAL_VP.hapsburgPerElectorate * ELECTORATES.filter((id) => counted(id, 'hapsburg')).length;
    case 'england': {
      const protestantHome = homeSpacesOf('england').filter((id) => state.spaces[id].religion === 'protestant' && !state.spaces[id].unrest).length;
      return Math.floor(protestantHome / SPECIAL_VP.englandProtestantHomeSpacesPerVp);
    }
    case 'france':
      return state.tracks.chateauxVp;
    case 'ottoman':
      return state.tracks.piracyVp;
  }
}

/** 23.2 bonus VP: markers on the power card and New World achievements. */
export function bonusVp(state: HisState, power: MajorPower): number {
  let vp = state.powers[power].bonusVp;
  for (const [d, p] of Object.entries(state.newWorld.discoveries)) if (p === power) vp += DISCOVERIES[d as DiscoveryId].vp;
  for (const [c, p] of Object.entries(state.newWorld.conquests)) if (p === power) vp += CONQUESTS[c as ConquestId].vp;
  return vp;
}

export function victoryPoints(state: HisState, power: MajorPower): number {
  return baseVp(state, power) + specialVp(state, power) + bonusVp(state, power);
}

export function vpTable(state: HisState): Record<MajorPower, number> {
  const out = {} as Record<MajorPower, number>;
  for (const p of MAJOR_POWERS) out[p] = victoryPoints(state, p);
  return out;
}
