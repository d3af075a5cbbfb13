// Card 6, Leipzig Debate (Papal Home card; 18.5): the Papacy calls a debate without CP in a
// zone where one is legal, and either picks its own attacker or bars one Protestant debater
// of that zone from defending.
import type { DebateLanguageZone, DebaterId } from '../data/pieces.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { debateZones, startDebate } from '../religion/debate.ts';
import { debaterPool } from '../religion/debaters.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

export interface LeipzigDebateFrame extends Frame {
  proc: 'leipzigDebate';
  zone: DebateLanguageZone | null;
}

type LeipzigDebateAction = { type: 'zone'; zone: DebateLanguageZone } | { type: 'pickAttacker' } | { type: 'bar'; debater: DebaterId };

export const leipzigDebateProcedure: Procedure<LeipzigDebateFrame, LeipzigDebateAction> = {
  ask(state, f): Ask<LeipzigDebateAction>[] {
    if (f.zone === null) {
      return [{ power: 'papacy', key: 'his.prompt.debateZone', actions: debateZones(state, 'papacy').map((zone) => ({ type: 'zone', zone })) }];
    }
    // The privilege: choose the attacker, or bar one Protestant debater of the zone.
    const actions: LeipzigDebateAction[] = [{ type: 'pickAttacker' }];
    for (const debater of debaterPool(state, 'protestant', f.zone)) actions.push({ type: 'bar', debater });
    return [{ power: 'papacy', key: 'his.prompt.leipzigPrivilege', params: { zone: f.zone }, actions }];
  },
  decide(state, f, _power, action) {
    if (action.type === 'zone') {
      f.zone = action.zone;
      return;
    }
    const zone = f.zone!;
    pop(state, f);
    if (action.type === 'pickAttacker') startDebate(state, 'papacy', zone, { pickAttacker: true });
    else startDebate(state, 'papacy', zone, { barred: action.debater });
  },
};

export const LEIPZIG_DEBATE_EVENT: CardEvent = {
  canPlay: (state, power) => power === 'papacy' && debateZones(state, 'papacy').length > 0,
  play(state) {
    push(state, frame('leipzigDebate', { zone: null }));
  },
};
