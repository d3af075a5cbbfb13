// 11.1: the CP budget of an impulse. Actions pay from it with spendCp; the procedure
// that offers the actions is in spend-cp-procedure.ts (kept apart so that actions can
// import this file without importing every other action). The budgets are game state
// (HisState.cpBudgets): granting CP opens one and hands back the spendCp frame that offers
// them; the frame closes it when the power stops.
import type { SpaceId } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import type { Frame } from '../flow/frames.ts';
import { push } from '../flow/stack.ts';
import type { CpBudget, CpLimit, HisState } from '../state.ts';
import { frame } from '../flow/frames.ts';

export interface SpendCpFrame extends Frame {
  proc: 'spendCp';
  power: MajorPower;
  /** The power chose to end the impulse (CP left, or a free action, are given up). */
  ended?: boolean;
}

/**
 * Grant `power` `cp` CP (11.1), limited by an event if it says so: the budget opens now (the
 * last of `state.cpBudgets`), and the returned spendCp frame, once pushed, offers them.
 */
export function grantCp(state: HisState, power: MajorPower, cp: number, limit?: CpLimit): SpendCpFrame {
  const budget: CpBudget = { power, cp };
  if (limit) budget.limit = limit;
  (state.cpBudgets ??= []).push(budget);
  return frame('spendCp', { power });
}

/** Grant CP and spend them now. */
export function startSpending(state: HisState, power: MajorPower, cp: number, limit?: CpLimit): void {
  push(state, grantCp(state, power, cp, limit));
}

/** The budget being spent now (the last granted), or null. */
export function currentBudget(state: HisState): CpBudget | null {
  return state.cpBudgets?.[state.cpBudgets.length - 1] ?? null;
}

/** The CP budget being spent now. */
export function currentSpending(state: HisState): CpBudget {
  const b = currentBudget(state);
  if (!b) throw new Error('flow: no CP are being spent');
  return b;
}

/** The power stops spending the current budget (its spendCp frame ends): what was left. */
export function closeBudget(state: HisState): CpBudget {
  const b = currentSpending(state);
  state.cpBudgets!.pop();
  if (state.cpBudgets!.length === 0) delete state.cpBudgets;
  return b;
}

/** Frames taken off the stack without running (a cancelled event, the game's end) take their budgets with them. */
export function dropBudgetsOf(state: HisState, frames: readonly Frame[]): void {
  for (const f of frames) if (f.proc === 'spendCp') closeBudget(state);
}

/** The limit on the CP this power is spending now, if an event set one. */
export function cpLimit(state: HisState, power: MajorPower): CpLimit | null {
  const b = currentBudget(state);
  return b !== null && b.power === power && b.limit ? b.limit : null;
}

/** May an action paid from the current CP target this space (always, unless an event limits the CP)? */
export function cpLimitAllows(state: HisState, power: MajorPower, space: SpaceId): boolean {
  const limit = cpLimit(state, power);
  return limit === null || limit.spaces.includes(space);
}

/**
 * Foul Weather, Gout (A4) stopped an action already paid: "1 CP is lost": of what it paid,
 * all but 1 CP come back to the budget (nothing paid: 1 CP goes).
 */
export function loseOneCp(state: HisState, paid: number): void {
  const budget = currentBudget(state);
  if (!budget) return;
  if (paid > 1) budget.cp += paid - 1;
  else if (paid === 0 && budget.cp > 0) budget.cp -= 1;
}

/** Pay for an action from the current budget. */
export function spendCp(state: HisState, cp: number): void {
  const b = currentSpending(state);
  if (cp > b.cp) throw new Error(`flow: spending ${cp} CP with only ${b.cp} left`);
  b.cp -= cp;
}
