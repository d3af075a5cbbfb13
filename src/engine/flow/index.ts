// The game-agnostic flow kernel: a stack of procedures that call and return.
export type { Ask, AnyFrame, FlowHooks, FlowState, FrameBase, FrameMap, Procedure, ProcedureTable } from './types.ts';
export { call, pop, push, pushInOrder, ret, top } from './stack.ts';
export { createFlow, frameConstructor } from './kernel.ts';
export type { Flow } from './kernel.ts';
