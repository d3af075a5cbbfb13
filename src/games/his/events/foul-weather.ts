// Card 31, Foul Weather (Response): another power plays it just after the active power has
// announced (and paid for) a land Move (13.1 step 4), an Assault (15.1 step 2), a Naval Move
// (16.1 step 3), a Naval Transport (16.3) or Piracy (16.4). The announced action is stopped
// and the active power loses 1 CP (A4: exactly 1 - of a 2-CP move over a pass or a piracy,
// 1 CP comes back). For the rest of that impulse its land units move one space at most and it
// may not assault, initiate piracy, move at sea or transport by sea. Never against the
// assault of Treachery! (card 105).
import type { MajorPower } from '../data/powers.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import { foulWeatherStrikes } from '../land/formation.ts';
import { loseOneCp } from '../phases/spend-cp.ts';
import type { ResponseCard, WindowFrame } from '../flow/window.ts';
import { COMBAT_WINDOWS } from './combat-cards.ts';

/**
 * The action a disruption window was called on, with the CP it cost, or null when there is
 * none to stop (already stopped, or Treachery!). `stop` marks the window's subject, which
 * the interrupted procedure applies when the window returns it.
 */
export function announcedAction(w: WindowFrame): { stop: () => void; paid: number } | null {
  const s = w.subject;
  if (w.at === 'beforeAssault') {
    if (w.context !== COMBAT_WINDOWS.assaultResponses || s?.kind !== 'assault') return null;
    const a = s.frame;
    if (a.cancelled || a.forced) return null;
    return { stop: () => (a.cancelled = true), paid: a.free ? 0 : (ACTION_COSTS.assault[a.power] ?? 1) };
  }
  if (w.at !== 'beforeMove' || s?.kind !== 'move' || s.stopped) return null;
  return { stop: () => (s.stopped = true), paid: s.paid };
}

export const FOUL_WEATHER_RESPONSE: ResponseCard = {
  windows: ['beforeMove', 'beforeAssault'],
  canPlay(_state, power, w) {
    return power !== w.active && announcedAction(w) !== null;
  },
  play(state, _power, w) {
    const action = announcedAction(w)!;
    const victim: MajorPower = w.active;
    action.stop();
    loseOneCp(state, action.paid);
    foulWeatherStrikes(state, victim);
    state.log.push({ key: 'his.log.foulWeather', params: { power: victim } });
  },
};
