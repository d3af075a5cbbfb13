// Card 32, Gout (Response): another power plays it just after the active power has announced
// a Move (13.1 step 4) or an Assault (15.1 step 2) by a formation with an army leader. The
// action is stopped (A4), the active power loses 1 CP (as Foul Weather), and one army leader
// of that formation may not move or assault for the rest of the impulse. With several
// leaders, the power playing Gout picks the one struck (A5).
// (The Holy Roman Emperor jump, 21.2, is answered in that card's own window, not here.)
import type { CardId } from '../data/cards.ts';
import { isArmyLeaderId } from '../data/pieces.ts';
import { assaultFormationOf } from '../land/assault.ts';
import { barLeader } from '../land/formation.ts';
import { loseOneCp } from '../phases/spend-cp.ts';
import type { ResponseCard, WindowFrame } from '../flow/window.ts';
import type { HisState, LeaderId } from '../state.ts';
import type { EventChoiceFrame } from './choice.ts';
import { eventChoiceFrame } from './choice.ts';
import { announcedAction } from './foul-weather.ts';
import { push } from '../flow/stack.ts';

export const GOUT: CardId = 32;

/** The army leaders of the announced formation (the window's subject). */
function formationLeaders(state: HisState, w: WindowFrame): LeaderId[] {
  const s = w.subject;
  if (s?.kind === 'assault') return assaultFormationOf(state, s.frame).leaders.map((l) => l.leader).filter(isArmyLeaderId);
  return s?.kind === 'move' ? s.leaders : [];
}

function strike(state: HisState, leader: LeaderId, power: string): void {
  barLeader(state, leader);
  state.log.push({ key: 'his.log.gout', params: { leader, power } });
}

export const GOUT_RESPONSE: ResponseCard = {
  windows: ['beforeMove', 'beforeAssault'],
  canPlay(state, power, w) {
    if (power === w.active || !announcedAction(w)) return false;
    return formationLeaders(state, w).length > 0;
  },
  play(state, power, w) {
    const leaders = formationLeaders(state, w);
    const action = announcedAction(w)!;
    action.stop();
    loseOneCp(state, action.paid);
    if (leaders.length === 1) {
      strike(state, leaders[0]!, w.active);
      return;
    }
    const options = leaders.map((leader): GoutOption => ({ type: 'leader', leader }));
    push(state, { ...eventChoiceFrame(GOUT, power, power, 'his.prompt.goutLeader', options), victim: w.active });
  },
};

/** The leader the Gout player strikes. */
type GoutOption = { type: 'leader'; leader: LeaderId };

/** The leader the Gout player picked. */
export function resolveGout(state: HisState, f: EventChoiceFrame, action: GoutOption): void {
  strike(state, action.leader, f.victim ?? '');
}
