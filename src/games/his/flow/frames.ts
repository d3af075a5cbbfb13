// The sequence of play is a stack of frames (design: "Flow is a stack of procedures"),
// run by the engine's flow kernel (src/engine/flow). Each frame names a procedure of the
// rulebook and carries its own local data; its type is the one the procedure declares
// (HisFrameMap is read off the procedure table, so each rule file types its own frames).
import type { Ask as FlowAsk, FrameBase, Procedure as FlowProcedure } from '../../../engine/flow/index.ts';
import { frameConstructor } from '../../../engine/flow/index.ts';
import type { Action } from '../../../engine/types.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';
import type { HIS_PROCEDURES } from './procedures.ts';

/** What every frame carries: the procedure's name (and the kernel's call bookkeeping). */
export type Frame = FrameBase;

/** A frame with no data of its own. */
export interface BareFrame<K extends string> extends Frame {
  proc: K;
}

export type HisAction = Action;

/** A decision some power must make on the top frame. */
export type Ask = FlowAsk<MajorPower, HisAction>;

/**
 * A rulebook procedure. A frame either waits for decisions (`ask` returns some) or
 * advances by itself (`run`), which must change the stack or the frame; `resume` steps
 * receive the results of the procedures it calls.
 */
export type Procedure<F extends Frame = Frame> = FlowProcedure<HisState, F, MajorPower, HisAction>;

type FrameOf<P> = P extends FlowProcedure<HisState, infer F, MajorPower, HisAction> ? F : never;

/** The frame of every procedure, by the procedure's name. */
export type HisFrameMap = { [K in keyof typeof HIS_PROCEDURES]: FrameOf<(typeof HIS_PROCEDURES)[K]> };

/** Any frame of Here I Stand. */
export type HisFrame = HisFrameMap[keyof HisFrameMap];

/** A typed frame: `frame('fieldBattle', {...})` is checked against the fieldBattle frame. */
export const frame = frameConstructor<HisFrameMap>();
