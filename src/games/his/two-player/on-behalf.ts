// Two-player variant: acting on behalf of another power (setup.json `actingOnBehalf`,
// `movement`). While the opponent is at war with France, the Hapsburgs or the Ottomans, a
// player may spend his impulse's CP on that power's moves, naval moves, assaults and control
// of unfortified spaces (never builds). Where units may go: zones.ts.
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { atWar } from '../queries.ts';
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

/** Landsknechts and Swiss Mercenaries are never played for a directed power (setup.json `actingOnBehalf`). */
const NEVER_ON_BEHALF: readonly CardId[] = [33, 36];

/**
 * Whose hand a power's combat and response cards come from: its own, or for a directed power
 * the hand of the player who may act for it now (onBehalfPowers); the directed powers hold none.
 */
export function cardHandFor(state: HisState, power: MajorPower): MajorPower {
  if (!isTwoPlayer(state) || isTwoPlayerPower(power)) return power;
  const player = deciderOf(state, power);
  return onBehalfPowers(state, player).includes(power) ? player : power;
}

/** May this card be played for `power` from `hand`'s cards? Not Landsknechts or Swiss Mercenaries for another power. */
export function mayPlayFor(hand: MajorPower, power: MajorPower, card: CardId): boolean {
  return hand === power || !NEVER_ON_BEHALF.includes(card);
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
