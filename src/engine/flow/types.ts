// The flow of a game as a stack of procedures (design: "Flow is a stack of procedures").
// Game-agnostic: a game supplies its state type, its frame kinds (a FrameMap: one
// interface per procedure name), its power and action types, and a table of procedures.
import type { Json } from '../types.ts';

/**
 * What every frame carries. `proc` names the procedure that runs it. `calling` and
 * `returned` belong to the kernel: while a frame waits for a procedure it called, `calling`
 * names its resume handler; `returned` holds the callee's result until that handler runs.
 */
export interface FrameBase {
  proc: string;
  calling?: string;
  returned?: Json;
}

/** The state a flow runs on: anything with a stack of frames. */
export interface FlowState<F extends FrameBase = FrameBase> {
  stack: F[];
}

/** One frame interface per procedure name; each frame's `proc` is its key. */
export type FrameMap<FM> = { [K in keyof FM]: FM[K] & { proc: K } };

/** Any frame of a frame map. */
export type AnyFrame<FM> = FM[keyof FM];

/** A decision some player must make on the top frame. */
export interface Ask<P, A> {
  power: P;
  /** Message key of the question. */
  key: string;
  params?: Record<string, Json>;
  /** The complete, short list of what the player may do (design: small decisions). */
  actions: A[];
  simultaneous?: boolean;
}

/**
 * A procedure of the rules. A frame either waits for decisions (`ask` returns some) or
 * advances by itself (`run`), which must change the stack or the frame. `resume` holds the
 * steps where it goes on after a procedure it called returns, each receiving the result.
 */
export interface Procedure<S, F, P, A> {
  ask?(state: S, frame: F): Ask<P, A>[];
  run?(state: S, frame: F): void;
  /** Apply a decision already checked against `ask`. */
  decide?(state: S, frame: F, power: P, action: A): void;
  // The result's type is the callee's; each handler names the one it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resume?: Record<string, (state: S, frame: F, result: any) => void>;
}

/** A procedure for every frame kind of the map, under the kind's name. */
export type ProcedureTable<S, FM, P, A> = { readonly [K in keyof FM]: Procedure<S, FM[K], P, A> };

export interface FlowHooks<S> {
  /** Runs before each step; true stops the flow (e.g. a victory that ends the game at once). */
  beforeStep?(state: S): boolean;
  /**
   * Wraps every call of a procedure's `ask`. Asks never change the state, so a game may
   * cache what it derives from the state for the call's duration (and only then: play
   * in place changes the same objects between steps).
   */
  asking?<T>(state: S, ask: () => T): T;
}
