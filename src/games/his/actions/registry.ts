// The CP actions of rulebook 11.1. Each action lives in its own file and is listed here.
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';

export interface CpAction {
  /** Stable id used in actions: `{type: 'action', action: id}`. */
  id: string;
  /** The cheapest this action can cost the power now, or null if the power may never take it (11.1). */
  cost(state: HisState, power: MajorPower): number | null;
  /** Can the power start this action with `cp` command points left in this impulse? */
  available(state: HisState, power: MajorPower, cp: number): boolean;
  /**
   * Begin the action: push its procedure frames. The action pays its cost with
   * `spendCp` when the cost is known (a move over a pass costs more).
   */
  start(state: HisState, power: MajorPower): void;
  /** 11.1 exception: explore, colonize and conquer only once per turn. */
  oncePerTurn?: boolean;
}
