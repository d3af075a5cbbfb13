// 11.1: CP are spent one action at a time; each action is finished before the next is
// chosen; CP left when the power stops are lost.
import type { MajorPower } from '../data/powers.ts';
import type { Ask, Procedure } from '../flow/frames.ts';
import { call, pop, ret } from '../flow/stack.ts';
import { ON_BEHALF_ACTIONS, onBehalfPowers } from '../two-player/on-behalf.ts';
import type { CpBudget, HisState } from '../state.ts';
import { CP_ACTIONS } from '../actions/index.ts';
import { openWindow } from '../flow/window.ts';
import type { SpendCpFrame } from './spend-cp.ts';
import { closeBudget, cpLimit, currentBudget, currentSpending, grantCp } from './spend-cp.ts';

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
  const b = currentBudget(state);
  return b !== null && b.power === power && b.onBehalf === true;
}

/** Two-player variant: the powers this budget may be spent for (each with some action open). */
function behalfTargets(state: HisState, b: CpBudget): MajorPower[] {
  if (b.onBehalf || b.cp <= 0) return [];
  return onBehalfPowers(state, b.power).filter((p) =>
    CP_ACTIONS.some((a) => ON_BEHALF_ACTIONS.includes(a.id) && a.cost(state, p) !== null && a.available(state, p, b.cp)),
  );
}

export const spendCpProcedure: Procedure<SpendCpFrame> = {
  ask(state, f): Ask[] {
    if (f.ended) return [];
    // The frame on top spends the last budget granted (those granted above it are closed).
    const b = currentSpending(state);
    // With no CP left only an action an event made free (Roxelana's assault, card 42) remains.
    const ids = availableActions(state, f.power, b.cp).filter((id) => b.cp > 0 || CP_ACTIONS.find((a) => a.id === id)!.cost(state, f.power) === 0);
    const behalf = behalfTargets(state, b);
    if (ids.length === 0 && behalf.length === 0) return [];
    return [
      {
        power: f.power,
        key: 'his.prompt.spendCp',
        params: { cp: b.cp },
        actions: [
          ...ids.map((id) => ({ type: 'action', action: id })),
          ...behalf.map((target) => ({ type: 'actFor', target })),
          b.onBehalf ? { type: 'done' } : { type: 'endImpulse' },
        ],
      },
    ];
  },
  run(state, f) {
    const left = closeBudget(state);
    // Two-player variant: CP not spent on another power's behalf go back to the player who called.
    if (left.onBehalf) ret(state, f, { cp: left.cp });
    else pop(state, f);
  },
  decide(state, f, power, action) {
    const b = currentSpending(state);
    if (action.type === 'actFor') {
      const target = action.target as MajorPower;
      state.log.push({ key: 'his.log.twoPlayerActsFor', params: { power, target, cp: b.cp } });
      const cp = b.cp;
      b.cp = 0;
      const child = grantCp(state, target, cp);
      currentSpending(state).onBehalf = true;
      call(state, f, 'actedFor', child);
      return;
    }
    if (action.type === 'done') {
      f.ended = true;
      return;
    }
    if (action.type === 'endImpulse') {
      if (b.cp > 0) state.log.push({ key: 'his.log.cpForfeited', params: { power, cp: b.cp } });
      b.cp = 0;
      f.ended = true;
      return;
    }
    const cpAction = CP_ACTIONS.find((a) => a.id === action.action)!;
    // The window after the action sits below the action's own frames.
    openWindow(state, 'afterAction', power);
    cpAction.start(state, power);
  },
  resume: {
    actedFor(state, _f, result: { cp: number }) {
      if (result.cp > 0) currentSpending(state).cp += result.cp;
    },
  },
};
