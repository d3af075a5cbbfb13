// Two-player variant: acting on behalf of another power (setup.json `actingOnBehalf`,
// `movement`). While the opponent is at war with France, the Hapsburgs or the Ottomans, a
// player may spend his impulse's CP on that power's moves, naval moves, assaults and control
// of unfortified spaces (never builds). Papal and Protestant units stay in the German and
// Italian zones; the directed powers move there, into independent spaces and their own.
import type { SpaceId } from '../data/map.ts';
import { SPACES } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { atWar, controllingMajor } from '../queries.ts';
import type { HisState } from '../state.ts';
import { deciderOf, isTwoPlayer, isTwoPlayerPower, opponentOf } from './variant.ts';

/** The actions a player may pay for on another power's behalf. */
export const ON_BEHALF_ACTIONS: readonly string[] = ['move', 'navalMove', 'assault', 'controlUnfortified'];

const DIRECTED = ['france', 'hapsburg', 'ottoman'] as const;

/** The powers `player` may spend CP for now. */
export function onBehalfPowers(state: HisState, player: MajorPower): MajorPower[] {
  if (!isTwoPlayer(state) || !isTwoPlayerPower(player)) return [];
  const opponent = opponentOf(player);
  return DIRECTED.filter((p) => atWar(state, p, opponent) && deciderOf(state, p) === player);
}

function inPlayZone(space: SpaceId): boolean {
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

/** Unrest: the Protestant may remove it from any Protestant space, the Papacy from any Catholic one. */
export function twoPlayerUnrestRemoval(state: HisState, power: MajorPower, space: SpaceId): boolean {
  if (!isTwoPlayer(state) || !isTwoPlayerPower(power)) return false;
  return state.spaces[space].religion === (power === 'protestant' ? 'protestant' : 'catholic');
}

/** Siege of Vienna (218): Hapsburg and Hungarian land units near Vienna may not move this turn. */
export function frozenBySiegeOfVienna(state: HisState, power: MajorPower, space: SpaceId): boolean {
  const frozen = state.twoPlayer?.frozen;
  return frozen !== null && frozen !== undefined && frozen.turn === state.turn && power === 'hapsburg' && frozen.spaces.includes(space);
}
