// Pushing, popping and running frames.
import type { HisState } from '../state.ts';
import type { Frame } from './frames.ts';

export function top(state: HisState): Frame | undefined {
  return state.stack[state.stack.length - 1];
}

export function push(state: HisState, frame: Frame): void {
  state.stack.push(frame);
}

/** Remove the top frame, checking it is the one expected (catches procedure bugs early). */
export function pop(state: HisState, frame: Frame): void {
  if (top(state) !== frame) throw new Error(`flow: popping ${frame.proc} which is not on top`);
  state.stack.pop();
}
