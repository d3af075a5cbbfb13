// 11.1: CP are spent one action at a time; each action is finished before the next is
// chosen; CP left when the power stops are lost.
import type { MajorPower } from '../data/powers.ts';
import type { Ask, Procedure } from '../flow/frames.ts';
import { nearestFrame, pop, push } from '../flow/stack.ts';
import { ON_BEHALF_ACTIONS, onBehalfPowers } from '../two-player/on-behalf.ts';
import type { HisState } from '../state.ts';
import { CP_ACTIONS } from '../actions/index.ts';
import { openWindow } from '../flow/window.ts';
import type { SpendCpFrame } from './spend-cp.ts';
import { cpLimit, spendCpFrame } from './spend-cp.ts';

/** Actions the power may begin now, given CP left and once-per-turn limits. */
export function availableActions(state: HisState, power: MajorPower, cp: number): string[] {
  // An event's limited CP (Scots Raid, card 97) buy only the actions it names.
  const limit = cpLimit(state, power);
  // Two-player variant: on another power's behalf, only its moves, assaults and control.
  const behalf = currentOnBehalf(state, power);
  return CP_ACTIONS.filter(
    (a) => (limit === null || limit.actions.includes(a.id)) && (!behalf || ON_BEHALF_ACTIONS.includes(a.id)) && a.cost(state, power) !== null && a.available(state, power, cp),
  ).map((a) => a.id);
}

function currentOnBehalf(state: HisState, power: MajorPower): boolean {
  const f = nearestFrame(state, 'spendCp');
  return f !== null && f.power === power && f.onBehalf === true;
}

/** Two-player variant: the powers this budget may be spent for (each with some action open). */
function behalfTargets(state: HisState, f: SpendCpFrame): MajorPower[] {
  if (f.onBehalf || f.cp <= 0) return [];
  return onBehalfPowers(state, f.power).filter((p) =>
    CP_ACTIONS.some((a) => ON_BEHALF_ACTIONS.includes(a.id) && a.cost(state, p) !== null && a.available(state, p, f.cp)),
  );
}

export const spendCpProcedure: Procedure<SpendCpFrame> = {
  ask(state, f): Ask[] {
    if (f.ended) return [];
    // With no CP left only an action an event made free (Roxelana's assault, card 42) remains.
    const ids = availableActions(state, f.power, f.cp).filter((id) => f.cp > 0 || CP_ACTIONS.find((a) => a.id === id)!.cost(state, f.power) === 0);
    const behalf = behalfTargets(state, f);
    if (ids.length === 0 && behalf.length === 0) return [];
    return [
      {
        power: f.power,
        key: 'his.prompt.spendCp',
        params: { cp: f.cp },
        actions: [
          ...ids.map((id) => ({ type: 'action', action: id })),
          ...behalf.map((target) => ({ type: 'actFor', target })),
          f.onBehalf ? { type: 'done' } : { type: 'endImpulse' },
        ],
      },
    ];
  },
  run(state, f) {
    pop(state, f);
    // Two-player variant: CP not spent on another power's behalf go back to the player's budget.
    if (f.onBehalf && f.cp > 0) {
      const parent = nearestFrame(state, 'spendCp');
      if (parent) parent.cp += f.cp;
    }
  },
  decide(state, f, power, action) {
    if (action.type === 'actFor') {
      const child = spendCpFrame(action.target as MajorPower, f.cp);
      child.onBehalf = true;
      state.log.push({ key: 'his.log.twoPlayerActsFor', params: { power, target: action.target as string, cp: f.cp } });
      f.cp = 0;
      push(state, child);
      return;
    }
    if (action.type === 'done') {
      f.ended = true;
      return;
    }
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
