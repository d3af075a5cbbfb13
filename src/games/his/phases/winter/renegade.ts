// ---- 19.2 Renegade Leader ----
import { MAJOR_POWERS } from '../../data/powers.ts';
import { findLeader, tidy } from '../../queries.ts';
import type { HisState } from '../../state.ts';

export const RENEGADE_LEADER = 'renegade';

/** 19.2: the Renegade Leader (Charles Bourbon) leaves play; units with him stay. */
export function removeRenegade(state: HisState): void {
  const loc = findLeader(state, RENEGADE_LEADER);
  if (loc) {
    const units = 'space' in loc ? state.spaces[loc.space].units : state.seas[loc.sea].units;
    for (const f of Object.values(units)) if (f) f.leaders = f.leaders.filter((l) => l !== RENEGADE_LEADER);
    tidy(state, loc);
    state.log.push({ key: 'his.log.renegadeRemoved', params: {} });
  }
  // 21.7: or he is away on a foreign war card.
  for (const w of state.foreignWars) if (w.leader === RENEGADE_LEADER) w.leader = null;
  for (const p of MAJOR_POWERS) state.powers[p].captives = state.powers[p].captives.filter((l) => l !== RENEGADE_LEADER);
}
