// Two-player variant: the German and Italian language zones (setup.json `movement`,
// `politicalControl`). Papal and Protestant units never move, intercept, retreat or avoid
// battle outside them; the directed powers may also enter independent spaces and their own.
// Only Metz, Liege and the spaces of the two zones ever change political control.
import type { SpaceId } from '../data/map.ts';
import { SPACES } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { controllingMajor } from '../queries.ts';
import type { HisState } from '../state.ts';
import { isTwoPlayer, isTwoPlayerPower } from './variant.ts';

/** The two spaces outside the zones whose control may change (setup.json `politicalControl`). */
const CONTROL_ALSO: readonly SpaceId[] = ['metz', 'liege'];

export function inPlayZone(space: SpaceId): boolean {
  const zone = SPACES[space].languageZone;
  return zone === 'german' || zone === 'italian';
}

/** May this power's land units enter the space at all in the variant? */
export function twoPlayerMayEnter(state: HisState, power: MajorPower, to: SpaceId): boolean {
  if (!isTwoPlayer(state)) return true;
  if (inPlayZone(to)) return true;
  if (isTwoPlayerPower(power)) return false;
  const control = state.spaces[to].control;
  return control === 'independent' || controllingMajor(state, control) === power;
}

/**
 * May the space change political control? Always outside the variant; in it only Metz,
 * Liege and the German and Italian zones, and never Rome or Ravenna once the League made
 * their Hapsburg control permanent (Schmalkaldic League, 2P face).
 */
export function controlMayChange(state: HisState, space: SpaceId): boolean {
  if (!isTwoPlayer(state)) return true;
  if ((state.twoPlayer?.fixedControl ?? []).includes(space)) return false;
  return inPlayZone(space) || CONTROL_ALSO.includes(space);
}
