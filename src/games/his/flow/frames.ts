// The sequence of play is a stack of frames (design: "Flow is a stack of procedures"),
// run by the engine's flow kernel (src/engine/flow). Each frame names a procedure of the
// rulebook and carries its own local data; its type is the one the procedure declares
// (HisFrameMap is read off the procedure table, so each rule file types its own frames).
import type { Ask as FlowAsk, FrameBase, Procedure as FlowProcedure } from '../../../engine/flow/index.ts';
import { frameConstructor } from '../../../engine/flow/index.ts';
import type { Action } from '../../../engine/types.ts';
import type { SpaceId } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';
import type { HIS_PROCEDURES } from './procedures.ts';

/** What every frame carries: the procedure's name (and the kernel's call bookkeeping). */
export type Frame = FrameBase;

/** A frame with no data of its own. */
export interface BareFrame<K extends string> extends Frame {
  proc: K;
}

/**
 * Any action of Here I Stand, as it crosses the engine boundary. Each procedure declares
 * the actions its asks offer as a union of its own, discriminated by `type`
 * (`Procedure<Frame, Action>`); the kernel's `decide` checks an action against the ask
 * before handing it on, so a procedure's `decide` receives only its own kind of action.
 */
export type HisAction = Action;

/** The most common answer: a space of the map. */
export type SpaceAction = { type: 'space'; space: SpaceId };

/** A decision some power must make on the top frame, among actions of type `A`. */
export type Ask<A extends HisAction = HisAction> = FlowAsk<MajorPower, A>;

/**
 * A rulebook procedure. A frame either waits for decisions (`ask` returns some) or
 * advances by itself (`run`), which must change the stack or the frame; `resume` steps
 * receive the results of the procedures it calls. `A`: the actions its asks offer, which
 * are the only ones its `decide` receives.
 */
export type Procedure<F extends Frame = Frame, A extends HisAction = HisAction> = FlowProcedure<HisState, F, MajorPower, A>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FrameOf<P> = P extends FlowProcedure<HisState, infer F, MajorPower, any> ? F : never;

/** The frame of every procedure, by the procedure's name. */
export type HisFrameMap = { [K in keyof typeof HIS_PROCEDURES]: FrameOf<(typeof HIS_PROCEDURES)[K]> };

/** Any frame of Here I Stand. */
export type HisFrame = HisFrameMap[keyof HisFrameMap];

/** A typed frame: `frame('fieldBattle', {...})` is checked against the fieldBattle frame. */
export const frame = frameConstructor<HisFrameMap>();
