// Pushing, popping, calling and returning frames (the engine's, typed for Here I Stand).
export { call, pop, push, pushInOrder, ret, top } from '../../../engine/flow/index.ts';

import type { HisState } from '../state.ts';
import type { HisFrameMap } from './frames.ts';

/**
 * The frame nearest the top of the stack that runs `proc` (and passes `test`), or null.
 * For reading the procedure under way from outside the flow (views, invariants, bots'
 * helpers, tests), and for the phase and budget records listed in docs/architecture.md
 * ("What still reads a frame below it"); procedures otherwise get their caller's data as
 * call parameters and return results.
 */
export function nearestFrame<K extends keyof HisFrameMap, G extends HisFrameMap[K]>(state: HisState, proc: K, test: (f: HisFrameMap[K]) => f is G): G | null;
export function nearestFrame<K extends keyof HisFrameMap>(state: HisState, proc: K, test?: (f: HisFrameMap[K]) => boolean): HisFrameMap[K] | null;
export function nearestFrame<K extends keyof HisFrameMap>(state: HisState, proc: K, test: (f: HisFrameMap[K]) => boolean = () => true): HisFrameMap[K] | null {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const f = state.stack[i]!;
    if (f.proc === proc && test(f as HisFrameMap[K])) return f as HisFrameMap[K];
  }
  return null;
}
