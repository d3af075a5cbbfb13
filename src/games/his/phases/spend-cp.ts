// 11.1: the CP budget of an impulse. Actions pay from it with spendCp; the procedure
// that offers the actions is in spend-cp-procedure.ts (kept apart so that actions can
// import this file without importing every other action).
import type { MajorPower } from '../data/powers.ts';
import type { Frame } from '../flow/frames.ts';
import { nearestFrame } from '../flow/stack.ts';
import type { HisState } from '../state.ts';

export interface SpendCpFrame extends Frame {
  proc: 'spendCp';
  power: MajorPower;
  cp: number;
}

export function startSpending(state: HisState, power: MajorPower, cp: number): void {
  const frame: SpendCpFrame = { proc: 'spendCp', power, cp };
  state.stack.push(frame);
}

/** The CP budget being spent now (the nearest spendCp frame). */
export function currentSpending(state: HisState): SpendCpFrame {
  const f = nearestFrame<SpendCpFrame>(state, 'spendCp');
  if (!f) throw new Error('flow: no CP are being spent');
  return f;
}

/** Pay for an action from the current budget. */
export function spendCp(state: HisState, cp: number): void {
  const f = currentSpending(state);
  if (cp > f.cp) throw new Error(`flow: spending ${cp} CP with only ${f.cp} left`);
  f.cp -= cp;
}

