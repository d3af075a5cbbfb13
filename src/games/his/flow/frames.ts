// The sequence of play is a stack of frames (design: "Flow is a stack of procedures").
// Each frame names a procedure of the rulebook and carries its own local data.
import type { Action, Json } from '../../../engine/types.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';

export interface Frame {
  /** The procedure this frame runs, e.g. `turn`, `impulse`, `landMove`, `fieldBattle`. */
  proc: string;
  [field: string]: Json | undefined;
}

export type HisAction = Action;

/** A decision some power must make on the top frame. */
export interface Ask {
  power: MajorPower;
  /** Message key of the question. */
  key: string;
  params?: Record<string, Json>;
  /** The complete, short list of what the power may do (design: small decisions). */
  actions: HisAction[];
  simultaneous?: boolean;
}

/**
 * A rulebook procedure. A frame either waits for decisions (`ask` returns some) or
 * advances by itself (`run`), which must change the stack or the frame.
 */
export interface Procedure<F extends Frame = Frame> {
  ask?(state: HisState, frame: F): Ask[];
  run?(state: HisState, frame: F): void;
  /** Apply a decision already checked against `ask`. */
  decide?(state: HisState, frame: F, power: MajorPower, action: HisAction): void;
}
