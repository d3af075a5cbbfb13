// ---- 19.2 Renegade Leader ----
import { findLeader } from '../../queries.ts';
import type { HisState } from '../../state.ts';
import { removeLeaderFromPlay } from '../../leaders-removed.ts';

export const RENEGADE_LEADER = 'renegade';

/** 19.2: the Renegade Leader (Charles Bourbon) leaves play; units with him stay. */
export function removeRenegade(state: HisState): void {
  if (findLeader(state, RENEGADE_LEADER)) state.log.push({ key: 'his.log.renegadeRemoved', params: {} });
  // 21.7: or he is away on a foreign war card, or captured.
  removeLeaderFromPlay(state, RENEGADE_LEADER);
}
