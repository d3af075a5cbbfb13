// Runs the stack of procedures until some power must decide.
import { RuleError } from '../../../engine/types.ts';
import { sameJson, stableStringify } from '../../../engine/hash.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';
import type { Ask, Frame, HisAction, Procedure } from './frames.ts';
import { PROCEDURES } from './procedures.ts';
import { top } from './stack.ts';
import { checkAutomaticVictory } from '../phases/victory-determination.ts';
import { breakSiegesThatNoLongerHold } from '../land/siege.ts';

/** A procedure that loops without deciding is a bug; stop it loudly. */
const MAX_STEPS = 100_000;

function procedureOf(frame: Frame): Procedure {
  const proc = PROCEDURES[frame.proc];
  if (!proc) throw new Error(`flow: unknown procedure ${frame.proc}`);
  return proc;
}

/** The decisions waiting on the top frame (none when the game is over). */
export function asks(state: HisState): Ask[] {
  const frame = top(state);
  if (!frame) return [];
  return procedureOf(frame).ask?.(state, frame) ?? [];
}

/**
 * Advance the flow by itself until a decision is needed or the stack is empty.
 * Returns the decisions then waiting (so callers need not ask again).
 */
export function advance(state: HisState): Ask[] {
  for (let i = 0; i < MAX_STEPS; i++) {
    // 23.1: a military or religious victory ends the game at once, whatever step it is.
    if (checkAutomaticVictory(state)) return [];
    // 15.3: a siege is broken as soon as its besiegers no longer outnumber the garrison.
    breakSiegesThatNoLongerHold(state);
    const frame = top(state);
    if (!frame) return [];
    const proc = procedureOf(frame);
    const waiting = proc.ask?.(state, frame) ?? [];
    if (waiting.length > 0) return waiting;
    if (!proc.run) throw new Error(`flow: ${frame.proc} has nothing to ask and cannot run`);
    proc.run(state, frame);
  }
  throw new Error('flow: too many steps without a decision');
}

/** Throw RuleError unless the action is in the power's list among these decisions. */
export function checkLegal(waiting: readonly Ask[], power: MajorPower, action: HisAction): void {
  const ask = waiting.find((a) => a.power === power);
  if (!ask) throw new RuleError(`${power} has nothing to decide now`, 'not-your-turn');
  // Compared in place rather than as canonical text: legal actions are plain JSON, so a match proves the action is too.
  if (!ask.actions.some((a) => sameJson(action, a))) {
    throw new RuleError(`not a legal action for ${power}: ${stableStringify(action)}`, 'illegal');
  }
}

/**
 * Hand a legal decision to the top frame and run on to the next decision.
 * `waiting` is what `asks(state)` gives, if the caller already has it.
 */
export function decide(state: HisState, power: MajorPower, action: HisAction, waiting: readonly Ask[] = asks(state)): Ask[] {
  checkLegal(waiting, power, action);
  const frame = top(state)!;
  const proc = procedureOf(frame);
  if (!proc.decide) throw new Error(`flow: ${frame.proc} asks but cannot decide`);
  proc.decide(state, frame, power, action);
  return advance(state);
}
