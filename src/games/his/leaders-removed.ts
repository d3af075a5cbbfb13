// The one way an army or naval leader leaves the game for good, when a rule says so (a ruler
// dies, Threat to Power, Philip of Hesse's Bigamy, the Renegade Leader in Winter, Dragut
// taking Barbarossa's place): off the map, a captor's power card, a foreign war card or the
// Turn Track, and onto `state.leadersRemoved`, so the pieces invariant can tell a leader a
// rule removed from one that vanished by mistake.
import { MAJOR_POWERS } from './data/powers.ts';
import { removeLeaderFromForeignWars } from './foreign-wars.ts';
import { findLeader, tidy } from './queries.ts';
import type { HisState, LeaderId } from './state.ts';
import { leaderBack } from './two-player/winter.ts';

/** Note a leader already off the map as out of the game (captured with no major power to hold him). */
export function noteLeaderRemoved(state: HisState, leader: LeaderId): void {
  if (!(state.leadersRemoved ?? []).includes(leader)) (state.leadersRemoved ??= []).push(leader);
}

export function removeLeaderFromPlay(state: HisState, leader: LeaderId): void {
  const at = findLeader(state, leader);
  if (at) {
    const units = 'space' in at ? state.spaces[at.space].units : state.seas[at.sea].units;
    for (const f of Object.values(units)) if (f) f.leaders = f.leaders.filter((l) => l !== leader);
    tidy(state, at);
  }
  for (const p of MAJOR_POWERS) state.powers[p].captives = state.powers[p].captives.filter((l) => l !== leader);
  removeLeaderFromForeignWars(state, leader);
  state.leadersAway = state.leadersAway.filter((a) => a.leader !== leader);
  state.navalLeadersAway = state.navalLeadersAway.filter((a) => a.leader !== leader);
  leaderBack(state, leader);
  noteLeaderRemoved(state, leader);
}
