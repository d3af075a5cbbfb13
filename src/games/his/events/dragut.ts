// Card 18, Dragut (Mandatory; 5.1, 16.4): Barbarossa dies and Dragut (battle 1, piracy 2)
// takes his place, in his port or sea zone, or on the Turn Track if that is where
// Barbarossa waits (reference doubt: the card does not say; we follow the suggestion).
// If Barbarossa is not in the game at all, nothing happens.
import { noteLeaderRemoved } from '../leaders-removed.ts';
import { findLeader } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';

export function playDragut(state: HisState): void {
  const away = state.navalLeadersAway.find((a) => a.leader === 'barbarossa');
  if (away) {
    away.leader = 'dragut';
    noteLeaderRemoved(state, 'barbarossa');
    state.log.push({ key: 'his.log.dragut', params: { where: 'turnTrack' } });
    return;
  }
  const loc = findLeader(state, 'barbarossa');
  if (loc === null) {
    state.log.push({ key: 'his.log.dragutNoBarbarossa', params: {} });
    return;
  }
  // He may stand among another power's units while on loan (9.2): replace him wherever he is.
  const units = 'space' in loc ? state.spaces[loc.space].units : state.seas[loc.sea].units;
  for (const f of Object.values(units)) if (f) f.leaders = f.leaders.map((l) => (l === 'barbarossa' ? 'dragut' : l));
  for (const loan of state.diplomacy.loans) loan.leaders = loan.leaders.map((l) => (l === 'barbarossa' ? 'dragut' : l));
  // Barbarossa leaves the game for good.
  noteLeaderRemoved(state, 'barbarossa');
  state.log.push({ key: 'his.log.dragut', params: { where: 'space' in loc ? loc.space : loc.sea } });
}

export const DRAGUT_EVENT: CardEvent = {
  canPlay: () => true,
  play: (state) => playDragut(state),
};
