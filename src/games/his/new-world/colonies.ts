// 20.1: colonies. The Colonize action (Hapsburgs 2 CP, England and France 3) puts a colony
// marker in the Crossing Atlantic box; it settles in one of the power's colony boxes in
// the New World Phase and rolls for riches in each Card Draw Phase (20.4). England and
// France may have two colonies at a time, the Hapsburgs three.
import type { NewWorldPower } from '../data/pieces.ts';
import { COLONY_LIMITS, COLONY_NAMES, NEW_WORLD_ORDER } from '../data/tables.ts';
import type { HisState } from '../state.ts';
import { POTOSI } from './riches.ts';
import { markTaken, takenThisTurn } from './voyages.ts';

/** Colonies a power has on the display or crossing the Atlantic. */
export function colonyCount(state: HisState, power: NewWorldPower): number {
  const nw = state.newWorld;
  return nw.colonies.filter((c) => c.power === power).length + nw.crossingAtlantic.colonies.filter((p) => p === power).length;
}


/**
 * 20.1, card 54: how many more colonies the power may have now. Its colony boxes (2, or 3
 * for the Hapsburgs) hold Potosi too; and the power that received Potosi removed one of its
 * colony markers from the game, so it has one colony fewer even once Potosi is gone.
 */
export function colonyRoom(state: HisState, power: NewWorldPower): number {
  const nw = state.newWorld;
  const potosiHere = nw.colonies.some((c) => c.power === power && c.name === POTOSI);
  const lostMarker = nw.potosi === power && !potosiHere ? 1 : 0;
  return COLONY_LIMITS[power] - lostMarker - colonyCount(state, power);
}

/** 11.1, 20.1: once per turn, within the limit of colonies. */
export function mayColonize(state: HisState, power: NewWorldPower): boolean {
  return !takenThisTurn(state, 'colonize').includes(power) && colonyRoom(state, power) > 0;
}

/** Card 54: Potosi goes straight into a free colony box (not the turn's Colonize action, 20.1). */
export function placePotosi(state: HisState, power: NewWorldPower): void {
  state.newWorld.colonies.push({ power, name: POTOSI });
  state.newWorld.potosi = power;
  state.log.push({ key: 'his.log.colony', params: { power, name: POTOSI } });
}

export function launchColony(state: HisState, power: NewWorldPower): void {
  state.newWorld.crossingAtlantic.colonies.push(power);
  markTaken(state, power, 'colonize');
  state.log.push({ key: 'his.log.voyageLaunched', params: { power, voyage: 'colony' } });
}

/** 20.1: colonies crossing the Atlantic settle in a free colony box of their power. */
export function settleColonies(state: HisState): void {
  const nw = state.newWorld;
  for (const power of NEW_WORLD_ORDER.conquests) {
    const arriving = nw.crossingAtlantic.colonies.filter((p) => p === power).length;
    for (let i = 0; i < arriving; i++) {
      const used = nw.colonies.filter((c) => c.power === power).map((c) => c.name);
      const name = COLONY_NAMES[power].find((n) => !used.includes(n)) ?? `${power}-${used.length + 1}`;
      nw.colonies.push({ power, name });
      state.log.push({ key: 'his.log.colony', params: { power, name } });
    }
  }
  nw.crossingAtlantic.colonies = [];
}
