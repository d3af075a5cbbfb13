// Pushing, popping and running frames.
import type { HisState } from '../state.ts';
import type { Frame } from './frames.ts';

export function top(state: HisState): Frame | undefined {
  return state.stack[state.stack.length - 1];
}

export function push(state: HisState, frame: Frame): void {
  state.stack.push(frame);
}

/**
 * The frame nearest the top of the stack that runs `proc` (and passes `test`), or null: the
 * procedure under way that a response card or a sub-procedure belongs to.
 */
export function nearestFrame<F extends Frame>(state: HisState, proc: F['proc'], test: (f: Frame) => boolean = () => true): F | null {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const f = state.stack[i]!;
    if (f.proc === proc && test(f)) return f as F;
  }
  return null;
}

/** Remove the top frame, checking it is the one expected (catches procedure bugs early). */
export function pop(state: HisState, frame: Frame): void {
  if (top(state) !== frame) throw new Error(`flow: popping ${frame.proc} which is not on top`);
  state.stack.pop();
}
