// The Winter Phase of the two-player variant (setup.json `winter`, the printed two-player
// Sequence of Play): the leaders of the four unplayed powers leave the map (a later invasion
// card brings them back, cards-common.ts placeLeader), and their units that would have to go
// back to a capital are eliminated instead (phases/winter/land-return.ts homeCapitals).
import { SEA_ZONE_IDS, SPACE_IDS } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { Location } from '../queries.ts';
import { tidy } from '../queries.ts';
import type { HisState } from '../state.ts';
import { isTwoPlayer, isTwoPlayerPower } from './variant.ts';

/** The powers nobody plays, whose leaders leave the map each Winter. */
function unplayed(): MajorPower[] {
  return MAJOR_POWERS.filter((p) => !isTwoPlayerPower(p));
}

/** Winter: take every army and naval leader of the unplayed powers off the map (captives stay captive). */
export function removeUnplayedLeaders(state: HisState): void {
  if (!isTwoPlayer(state) || !state.twoPlayer) return;
  const off = state.twoPlayer.leadersOffMap;
  const locations: Location[] = [...SPACE_IDS.map((space) => ({ space })), ...SEA_ZONE_IDS.map((sea) => ({ sea }))];
  for (const loc of locations) {
    const units = 'space' in loc ? state.spaces[loc.space].units : state.seas[loc.sea].units;
    for (const power of unplayed()) {
      const f = units[power];
      if (!f || f.leaders.length === 0) continue;
      for (const leader of f.leaders) {
        off.push(leader);
        state.log.push({ key: 'his.log.twoPlayerLeaderLeaves', params: { leader, power } });
      }
      f.leaders = [];
    }
    tidy(state, loc);
  }
  off.sort();
}

/** Winter: do the units of this power ever go back to a capital? Not an unplayed power's in the variant. */
export function returnsToCapital(state: HisState, power: MajorPower): boolean {
  return !isTwoPlayer(state) || isTwoPlayerPower(power);
}

/** A leader the Winter took off the map comes back with an invasion. */
export function leaderBack(state: HisState, leader: string): void {
  if (state.twoPlayer) state.twoPlayer.leadersOffMap = state.twoPlayer.leadersOffMap.filter((l) => l !== leader);
}
