// Pushing, popping, calling and returning: the only ways procedures move the stack.
import type { Json } from '../types.ts';
import type { FlowState, FrameBase } from './types.ts';

export function top<F extends FrameBase>(state: FlowState<F>): F | undefined {
  return state.stack[state.stack.length - 1];
}

/** Push a frame: it runs next, and its procedure pops it when done. */
export function push<F extends FrameBase>(state: FlowState<F>, frame: NoInfer<F>): void {
  state.stack.push(frame);
}

/** Push frames so that they run in the order listed (the first runs first). */
export function pushInOrder<F extends FrameBase>(state: FlowState<F>, frames: readonly NoInfer<F>[]): void {
  for (let i = frames.length - 1; i >= 0; i--) state.stack.push(frames[i]!);
}

/** Remove the top frame, checking it is the one expected (catches procedure bugs early). */
export function pop(state: FlowState, frame: FrameBase): void {
  if (top(state) !== frame) throw new Error(`flow: popping ${frame.proc} which is not on top`);
  state.stack.pop();
}

/**
 * `caller` calls `callee`: the callee runs now; when it returns (`ret`), the caller's
 * resume handler named `resume` receives its result. The caller must be on top.
 */
export function call<F extends FrameBase>(state: FlowState<F>, caller: FrameBase, resume: string, callee: NoInfer<F>): void {
  if (top(state) !== caller) throw new Error(`flow: ${caller.proc} calls ${callee.proc} but is not on top`);
  caller.calling = resume;
  state.stack.push(callee);
}

/**
 * The callee `frame` is done: pop it and hand `result` to its caller, whose resume handler
 * runs next. The result must be plain JSON (frame interfaces qualify, though TypeScript
 * cannot check an interface against the Json type, hence the loose parameter).
 */
export function ret<R extends Json | object>(state: FlowState, frame: FrameBase, result: R): void {
  pop(state, frame);
  const caller = top(state);
  if (!caller || caller.calling === undefined) throw new Error(`flow: ${frame.proc} returns but nobody called it`);
  caller.returned = result as Json;
}
