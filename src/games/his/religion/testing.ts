// Positions for the religion tests: the opening of a 1517 game (Luther's 95 Theses under
// way), and a blank religious map in an Action Phase impulse.
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS } from '../data/map.ts';
import { setup } from '../setup.ts';
import type { HisState } from '../state.ts';
import { clearMap, startingState } from '../testing/position.ts';

/** A 1517 game at its first decision: Luther is in Wittenberg, the Protestant picks the first target. */
export function opening(seed = 'religion'): HisState {
  return setup({ scenario: '1517' }, seed);
}

/**
 * The 1517 map with no units, every space Catholic (Ottoman home spaces stay as they are), no
 * reformer on the map, in an impulse of the Action Phase of turn 1 with no procedure running.
 */
export function blankReligiousMap(seed = 'religion'): HisState {
  const s = clearMap(startingState('1517', seed));
  for (const id of SPACE_IDS) {
    if (s.spaces[id].religion === 'protestant') s.spaces[id].religion = 'catholic';
    s.spaces[id].unrest = false;
  }
  s.religion.reformers = {};
  s.religion.committed = [];
  s.phase = 'actionPhase';
  s.impulse = 10;
  s.stack = [];
  return s;
}

export function protestant(s: HisState, ...spaces: SpaceId[]): HisState {
  for (const id of spaces) s.spaces[id].religion = 'protestant';
  return s;
}

/** The log entries with this key, in order. */
export function logged(s: HisState, key: string): Record<string, unknown>[] {
  return s.log.filter((e) => e.key === key).map((e) => e.params);
}
