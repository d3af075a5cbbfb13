// Reading the procedures under way from outside the flow. Procedures never use this: a
// callee gets what it needs as call parameters and returns its result (call/ret), and
// what outlives a procedure is game state (HisState.cpBudgets, Diplomacy.thisPhase). The
// view reads the Negotiation Segment's public declarations here, and tests look at frames;
// dependencies.test.ts checks no other source file imports it.
import type { HisState } from '../state.ts';
import type { HisFrameMap } from './frames.ts';

/** The frame nearest the top of the stack that runs `proc` (and passes `test`), or null. */
export function nearestFrame<K extends keyof HisFrameMap, G extends HisFrameMap[K]>(state: HisState, proc: K, test: (f: HisFrameMap[K]) => f is G): G | null;
export function nearestFrame<K extends keyof HisFrameMap>(state: HisState, proc: K, test?: (f: HisFrameMap[K]) => boolean): HisFrameMap[K] | null;
export function nearestFrame<K extends keyof HisFrameMap>(state: HisState, proc: K, test: (f: HisFrameMap[K]) => boolean = () => true): HisFrameMap[K] | null {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const f = state.stack[i]!;
    if (f.proc === proc && test(f as HisFrameMap[K])) return f as HisFrameMap[K];
  }
  return null;
}
