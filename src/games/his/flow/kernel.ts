// The flow of Here I Stand: the engine's kernel over the procedure table, with the 23.1
// automatic victory checked before every step.
import { createFlow } from '../../../engine/flow/index.ts';
import type { Flow } from '../../../engine/flow/index.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';
import type { HisAction, HisFrameMap } from './frames.ts';
import { PROCEDURES } from './procedures.ts';
import { checkAutomaticVictory } from '../phases/victory-determination.ts';
import { breakSiegesThatNoLongerHold } from '../land/siege.ts';
import { whileAsking } from '../query-cache.ts';

export type HisFlow = Flow<HisState, HisFrameMap, MajorPower, HisAction>;

/** Before every step of the flow. */
function beforeStep(state: HisState): boolean {
  // 23.1: a military or religious victory ends the game at once, whatever step it is.
  if (checkAutomaticVictory(state)) return true;
  // 15.3: a siege is broken as soon as its besiegers no longer outnumber the garrison.
  breakSiegesThatNoLongerHold(state);
  return false;
}

export const HIS_FLOW: HisFlow = createFlow<HisState, HisFrameMap, MajorPower, HisAction>(PROCEDURES, { beforeStep, asking: whileAsking });

export const { asks, advance, checkLegal, decide } = HIS_FLOW;
