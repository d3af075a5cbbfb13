// Shared pieces of the diplomacy card events (two-player variant).
import type { DiplomacyCardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS, isPort } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { randomInt } from '../../../engine/rng.ts';
import { drawCard, randomlyDrawableCards } from '../cards.ts';
import { unitsAvailable } from '../counter-mix.ts';
import { addUnits, forcesFor } from '../queries.ts';
import type { HisState, LandUnitKind, NavalUnitKind } from '../state.ts';
import type { TwoPlayerPower } from './data.ts';
import { leaderBack } from './winter.ts';

/** A diplomacy card's event: `player` played it; the card decides who resolves it. */
export interface DiplomacyEvent {
  play(state: HisState, player: TwoPlayerPower): void;
}

export function noEffect(state: HisState, card: DiplomacyCardId): void {
  state.log.push({ key: 'his.log.eventNoEffect', params: { card } });
}

/** Draw a Main Deck card into a player's hand (the invasions, Henry's divorce granted). */
export function drawMainCard(state: HisState, power: TwoPlayerPower): void {
  if (drawCard(state, power) !== null) state.log.push({ key: 'his.log.twoPlayerDraws', params: { power } });
}

/** A leader can enter only if he is not on the map, captive, away or out of the game. */
export function leaderFree(state: HisState, leader: string): boolean {
  if ((state.leadersRemoved ?? []).includes(leader)) return false;
  if (state.leadersAway.some((a) => a.leader === leader)) return false;
  if (MAJOR_POWERS.some((p) => state.powers[p].captives.includes(leader))) return false;
  for (const id of SPACE_IDS) for (const f of Object.values(state.spaces[id].units)) if (f?.leaders.includes(leader)) return false;
  for (const sea of Object.values(state.seas)) for (const f of Object.values(sea.units)) if (f?.leaders.includes(leader)) return false;
  return true;
}

/** Place up to `n` units as the counter mix allows; returns how many were placed. */
export function placeUnits(state: HisState, space: SpaceId, power: Power, kind: LandUnitKind | NavalUnitKind, n: number): number {
  const placed = Math.min(n, unitsAvailable(state, power, kind));
  if (placed > 0) {
    addUnits(state, { space }, power, kind, placed);
    state.log.push({ key: 'his.log.twoPlayerUnitsPlaced', params: { power, space, kind, count: placed } });
  }
  return placed;
}

export function placeLeader(state: HisState, space: SpaceId, power: Power, leader: string): void {
  if (!leaderFree(state, leader)) return;
  leaderBack(state, leader);
  forcesFor(state, { space }, power).leaders.push(leader);
  state.log.push({ key: 'his.log.leaderEnters', params: { leader, space } });
}

/** Spaces a power controls and nobody besieges (where its invasion forces may appear). */
export function controlledSpaces(state: HisState, power: MajorPower, portOnly = false): SpaceId[] {
  return SPACE_IDS.filter((id) => state.spaces[id].control === power && state.spaces[id].siege === null && (!portOnly || isPort(id)));
}

export function discardFromHand(state: HisState, power: MajorPower, card: number): void {
  const hand = state.powers[power].hand;
  hand.splice(hand.indexOf(card as never), 1);
  state.discard.push(card as never);
  state.log.push({ key: 'his.log.twoPlayerDiscard', params: { power, card } });
}

/** A random card of the power's hand is discarded, never a Home card (6.1; Plague, Dissolution's 2P face). */
export function discardRandomCard(state: HisState, victim: MajorPower): void {
  const drawable = randomlyDrawableCards(state, victim);
  if (drawable.length === 0) return;
  discardFromHand(state, victim, drawable[randomInt(state.rng, drawable.length)]!);
  state.checkpoint++;
}
