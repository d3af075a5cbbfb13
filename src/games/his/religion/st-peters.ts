// 18.1 Building Saint Peter's: each CP moves the St. Peter's CP marker one box; the fifth
// fills a VP box and resets the marker. At most 5 VP in a game (ST_PETERS.maxVp).
import { ST_PETERS } from '../data/tables.ts';
import type { HisState } from '../state.ts';

/** May more CP go to St. Peter's (VP track not full)? */
export function stPetersOpen(state: HisState): boolean {
  return state.tracks.stPeters.vp < ST_PETERS.maxVp;
}

/** Add CP to St. Peter's (the action, Tetzel's bonus 18.4 step 9); CP beyond the last VP are lost. */
export function addStPetersCp(state: HisState, cp: number, why: string): void {
  const track = state.tracks.stPeters;
  for (let i = 0; i < cp && stPetersOpen(state); i++) {
    track.cp++;
    if (track.cp >= ST_PETERS.cpPerVp) {
      // The "+1 CP (Add 1 VP, Set to 0)" box.
      track.cp = 0;
      track.vp++;
      state.log.push({ key: 'his.log.stPetersVp', params: { vp: track.vp } });
    }
  }
  state.log.push({ key: 'his.log.stPeters', params: { cp, why, track: { cp: track.cp, vp: track.vp } } });
}
