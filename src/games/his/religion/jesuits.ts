// 18.2, 21.5: Jesuit universities. The Society of Jesus (#15) places two and opens the Found
// Jesuit University action; each university gives the Papacy 2 dice in its space and 1 next
// door (religion/modifiers.ts).
import type { LanguageZone, SpaceId } from '../data/map.ts';
import { LANGUAGE_ZONES, SPACES, SPACE_IDS } from '../data/map.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import { frame } from '../flow/frames.ts';

/** Card 15, Society of Jesus: after it the Papacy may found universities (21.5). */
export const SOCIETY_OF_JESUS = 15;

export function societyOfJesusPlayed(state: HisState): boolean {
  return state.eventsResolved.includes(SOCIETY_OF_JESUS);
}

/** A Catholic space without a university (out-of-play spaces excluded), in a zone if given. */
export function universitySites(state: HisState, zone: LanguageZone | null = null): SpaceId[] {
  return SPACE_IDS.filter((id) => {
    const s = state.spaces[id];
    return s.religion === 'catholic' && !s.jesuitUniversity && !state.outOfPlay.includes(id) && (zone === null || SPACES[id].languageZone === zone);
  });
}

export function foundUniversity(state: HisState, space: SpaceId): void {
  state.spaces[space].jesuitUniversity = true;
  state.log.push({ key: 'his.log.jesuitUniversity', params: { space } });
}

/** The Papacy places `count` universities, one at a time: language zone first, then the space (the list is long). */
export interface JesuitUniversitiesFrame extends Frame {
  proc: 'jesuitUniversities';
  count: number;
  zone: LanguageZone | null;
}

export function startUniversities(state: HisState, count: number): void {
  push(state, frame('jesuitUniversities', { count, zone: null }));
}

type JesuitUniversitiesAction = { type: 'zone'; zone: LanguageZone } | SpaceAction;

export const jesuitUniversitiesProcedure: Procedure<JesuitUniversitiesFrame, JesuitUniversitiesAction> = {
  ask(state, f): Ask<JesuitUniversitiesAction>[] {
    if (f.count <= 0) return [];
    if (f.zone === null) {
      const zones = LANGUAGE_ZONES.filter((z) => universitySites(state, z).length > 0);
      if (zones.length === 0) return [];
      return [{ power: 'papacy', key: 'his.prompt.universityZone', actions: zones.map((zone) => ({ type: 'zone', zone })) }];
    }
    return [{ power: 'papacy', key: 'his.prompt.universitySpace', actions: universitySites(state, f.zone).map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    // Placed them all, or no Catholic space is left without one.
    pop(state, f);
  },
  decide(state, f, _power, action) {
    if (action.type === 'zone') {
      f.zone = action.zone;
      return;
    }
    foundUniversity(state, action.space);
    f.count--;
    f.zone = null;
    if (f.count <= 0) pop(state, f);
  },
};
