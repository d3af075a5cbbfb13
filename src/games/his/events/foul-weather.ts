// Card 31, Foul Weather (Response): another power plays it just after the active power has
// announced (and paid for) a land Move (13.1 step 4), an Assault (15.1 step 2), a Naval Move
// (16.1 step 3), a Naval Transport (16.3) or Piracy (16.4). The announced action is stopped
// and the active power loses 1 CP (A4: exactly 1 - of a 2-CP move over a pass or a piracy,
// 1 CP comes back). For the rest of that impulse its land units move one space at most and it
// may not assault, initiate piracy, move at sea or transport by sea. Never against the
// assault of Treachery! (card 105).
import type { MajorPower } from '../data/powers.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import { nearestFrame } from '../flow/stack.ts';
import { currentAssault } from '../land/assault.ts';
import { foulWeatherStrikes } from '../land/formation.ts';
import { moveCost } from '../land/movement.ts';
import { currentMove, stopMove } from '../land/move-procedure.ts';
import { currentNavalMove, stopNavalMove } from '../naval/movement.ts';
import { currentPiracy, stopPiracy } from '../naval/piracy.ts';
import { currentNavalTransport, stopNavalTransport } from '../naval/transport.ts';
import type { ResponseCard, WindowFrame } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import { COMBAT_WINDOWS } from './combat-cards.ts';

/**
 * The action a disruption window belongs to, with the CP it cost, or null when there is
 * none to stop (already stopped, or Treachery!).
 */
export function announcedAction(state: HisState, w: WindowFrame): { stop: () => void; paid: number } | null {
  if (w.at === 'beforeAssault') {
    if (w.context !== COMBAT_WINDOWS.assaultResponses) return null;
    const a = currentAssault(state);
    if (!a || a.cancelled || a.forced) return null;
    return { stop: () => (a.cancelled = true), paid: a.free ? 0 : (ACTION_COSTS.assault[a.power] ?? 1) };
  }
  if (w.at !== 'beforeMove') return null;
  switch (w.context) {
    case 'landMove': {
      const f = currentMove(state);
      if (!f || f.cancelled || f.from === null || f.to === null) return null;
      return { stop: () => stopMove(state), paid: moveCost(f.power, f.from, f.to) };
    }
    case 'navalMove': {
      const f = currentNavalMove(state);
      if (!f || f.cancelled) return null;
      return { stop: () => stopNavalMove(state), paid: ACTION_COSTS.navalMove[f.power] ?? 1 };
    }
    case 'navalTransport': {
      const f = currentNavalTransport(state);
      if (!f || f.cancelled) return null;
      return { stop: () => stopNavalTransport(state), paid: ACTION_COSTS.moveFormationClear[f.power] ?? 1 };
    }
    case 'piracy': {
      const f = currentPiracy(state);
      if (!f || f.cancelled) return null;
      return { stop: () => stopPiracy(state), paid: ACTION_COSTS.initiatePiracy[f.power] ?? 2 };
    }
    default:
      return null;
  }
}

/** "1 CP is lost": of what the stopped action paid, all but 1 CP come back (nothing paid: 1 CP goes). */
export function loseOneCp(state: HisState, paid: number): void {
  const budget = nearestFrame(state, 'spendCp');
  if (!budget) return;
  if (paid > 1) budget.cp += paid - 1;
  else if (paid === 0 && budget.cp > 0) budget.cp -= 1;
}

export const FOUL_WEATHER_RESPONSE: ResponseCard = {
  windows: ['beforeMove', 'beforeAssault'],
  canPlay(state, power, w) {
    return power !== w.active && announcedAction(state, w) !== null;
  },
  play(state, _power, w) {
    const action = announcedAction(state, w)!;
    const victim: MajorPower = w.active;
    action.stop();
    loseOneCp(state, action.paid);
    foulWeatherStrikes(state, victim);
    state.log.push({ key: 'his.log.foulWeather', params: { power: victim } });
  },
};
