// Card 9, Barbary Pirates (Mandatory; 21.1, 17.2, 16.4): Algiers comes into play as an
// Ottoman key and pirate base with Barbarossa, 2 regulars and 2 corsairs; from now on the
// Ottoman may build corsairs (naval/build.ts) and initiate piracy (naval/piracy.ts).
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import { findLeader, forcesFor } from '../queries.ts';
import type { HisState } from '../state.ts';
import { constructUnits } from '../construction.ts';
import type { CardEvent } from './registry.ts';

export const BARBARY_PIRATES_CARD: CardId = 9;
const ALGIERS: SpaceId = 'algiers';
/** 21.1: what the card puts in Algiers. */
const REGULARS = 2;
const CORSAIRS = 2;

/** Card 9 has occurred: corsairs and piracy are allowed (17.2, 21.1). */
export function barbaryPiratesPlayed(state: HisState): boolean {
  return state.eventsResolved.includes(BARBARY_PIRATES_CARD);
}

export function playBarbaryPirates(state: HisState): void {
  if (!state.eventsResolved.includes(BARBARY_PIRATES_CARD)) state.eventsResolved.push(BARBARY_PIRATES_CARD);
  // 21.1: Algiers was out of play (no unit could enter it; no Ottoman key); now it counts.
  state.outOfPlay = state.outOfPlay.filter((s) => s !== ALGIERS);
  state.spaces[ALGIERS].control = 'ottoman';
  const loc = { space: ALGIERS };
  constructUnits(state, ALGIERS, 'ottoman', 'regular', REGULARS);
  constructUnits(state, ALGIERS, 'ottoman', 'corsair', CORSAIRS);
  // Barbarossa enters the game here (he is nowhere before: 1517 set-up).
  const onTrack = state.navalLeadersAway.some((a) => a.leader === 'barbarossa');
  if (findLeader(state, 'barbarossa') === null && !onTrack) forcesFor(state, loc, 'ottoman').leaders.push('barbarossa');
  state.log.push({ key: 'his.log.barbaryPirates', params: { space: ALGIERS } });
}

export const BARBARY_PIRATES_EVENT: CardEvent = {
  canPlay: () => true,
  play: (state) => playBarbaryPirates(state),
};
