// The Schmalkaldic League in the two-player variant (setup.json `schmalkaldicLeague`,
// `warsAndAlliances`): the Hapsburgs become the Papacy's ally for good, and the seven later
// diplomacy cards join the turn after.
import type { SpaceId } from '../data/map.ts';
import { pairKey } from '../queries.ts';
import type { HisState } from '../state.ts';
import { isTwoPlayer, twoPlayerState } from './variant.ts';

/** The spaces whose Hapsburg control the League makes permanent. */
const LEAGUE_FIXED_SPACES: readonly SpaceId[] = ['rome', 'ravenna'];

export function twoPlayerLeague(state: HisState): void {
  if (!isTwoPlayer(state)) return;
  const t = twoPlayerState(state);
  if (t.leagueTurn === null) {
    t.leagueTurn = state.turn;
    // 2P face: Rome and Ravenna held by the Hapsburgs now stay Hapsburg for the rest of the game.
    t.fixedControl = LEAGUE_FIXED_SPACES.filter((id) => state.spaces[id].control === 'hapsburg');
  }
  const key = pairKey('hapsburg', 'papacy');
  state.diplomacy.wars = state.diplomacy.wars.filter((w) => w !== key);
  if (!state.diplomacy.alliances.includes(key)) {
    state.diplomacy.alliances.push(key);
    state.diplomacy.alliances.sort();
    state.log.push({ key: 'his.log.twoPlayerLeagueAlliance', params: {} });
  }
}
