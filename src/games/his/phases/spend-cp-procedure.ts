// 11.1: CP are spent one action at a time; each action is finished before the next is
// chosen; CP left when the power stops are lost.
import type { MajorPower } from '../data/powers.ts';
import type { Ask, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import { CP_ACTIONS } from '../actions/index.ts';
import { openWindow } from '../flow/window.ts';
import type { SpendCpFrame } from './spend-cp.ts';
import { cpLimit } from './spend-cp.ts';

/** Actions the power may begin now, given CP left and once-per-turn limits. */
export function availableActions(state: HisState, power: MajorPower, cp: number): string[] {
  // An event's limited CP (Scots Raid, card 97) buy only the actions it names.
  const limit = cpLimit(state, power);
  return CP_ACTIONS.filter((a) => (limit === null || limit.actions.includes(a.id)) && a.cost(state, power) !== null && a.available(state, power, cp)).map((a) => a.id);
}

export const spendCpProcedure: Procedure<SpendCpFrame> = {
  ask(state, f): Ask[] {
    if (f.ended) return [];
    // With no CP left only an action an event made free (Roxelana's assault, card 42) remains.
    const ids = availableActions(state, f.power, f.cp).filter((id) => f.cp > 0 || CP_ACTIONS.find((a) => a.id === id)!.cost(state, f.power) === 0);
    if (ids.length === 0) return [];
    return [
      {
        power: f.power,
        key: 'his.prompt.spendCp',
        params: { cp: f.cp },
        actions: [...ids.map((id) => ({ type: 'action', action: id })), { type: 'endImpulse' }],
      },
    ];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, power, action) {
    if (action.type === 'endImpulse') {
      if (f.cp > 0) state.log.push({ key: 'his.log.cpForfeited', params: { power, cp: f.cp } });
      f.cp = 0;
      f.ended = true;
      return;
    }
    const cpAction = CP_ACTIONS.find((a) => a.id === action.action)!;
    // The window after the action sits below the action's own frames.
    openWindow(state, 'afterAction', power);
    cpAction.start(state, power);
  },
};
