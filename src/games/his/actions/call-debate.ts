// 18.1 Call Theological Debate (Papacy or Protestant, 3 CP) in the German, French or English
// zone where it is legal (religion/debate.ts debateZones); the debate itself is 18.5.
import type { DebateLanguageZone } from '../data/pieces.ts';
import type { MajorPower } from '../data/powers.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { spendCp } from '../phases/spend-cp.ts';
import { debateZones, startDebate } from '../religion/debate.ts';
import type { ReligiousSide } from '../religion/types.ts';
import type { CpAction } from './registry.ts';
import { frame } from '../flow/frames.ts';

function cost(power: MajorPower): number | null {
  return ACTION_COSTS.callTheologicalDebate[power] ?? null;
}

export interface CallDebateFrame extends Frame {
  proc: 'callDebate';
  power: ReligiousSide;
}

export const CALL_DEBATE_ACTION: CpAction = {
  id: 'callTheologicalDebate',
  cost: (_state, power) => cost(power),
  available(state, power, cp) {
    const c = cost(power);
    if (c === null || c > cp || (power !== 'papacy' && power !== 'protestant')) return false;
    return debateZones(state, power).length > 0;
  },
  start(state, power) {
    push(state, frame('callDebate', { power: power as ReligiousSide }));
  },
};

type CallDebateAction = { type: 'zone'; zone: DebateLanguageZone };

export const callDebateProcedure: Procedure<CallDebateFrame, CallDebateAction> = {
  ask(state, f): Ask<CallDebateAction>[] {
    return [{ power: f.power, key: 'his.prompt.debateZone', actions: debateZones(state, f.power).map((zone) => ({ type: 'zone', zone })) }];
  },
  decide(state, f, power, action) {
    spendCp(state, cost(power)!);
    pop(state, f);
    startDebate(state, f.power, action.zone);
  },
};
