// The Schmalkaldic League in the two-player variant (setup.json `schmalkaldicLeague`,
// `warsAndAlliances`): the Hapsburgs become the Papacy's ally for good, and the seven later
// diplomacy cards join the turn after.
import { pairKey } from '../queries.ts';
import type { HisState } from '../state.ts';
import { isTwoPlayer, twoPlayerState } from './variant.ts';

export function twoPlayerLeague(state: HisState): void {
  if (!isTwoPlayer(state)) return;
  const t = twoPlayerState(state);
  if (t.leagueTurn === null) t.leagueTurn = state.turn;
  const key = pairKey('hapsburg', 'papacy');
  state.diplomacy.wars = state.diplomacy.wars.filter((w) => w !== key);
  if (!state.diplomacy.alliances.includes(key)) {
    state.diplomacy.alliances.push(key);
    state.diplomacy.alliances.sort();
    state.log.push({ key: 'his.log.twoPlayerLeagueAlliance', params: {} });
  }
}
