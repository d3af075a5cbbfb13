// Runs the stack of procedures until some power must decide.
import { RuleError } from '../../../engine/types.ts';
import { stableStringify } from '../../../engine/hash.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';
import type { Ask, Frame, HisAction, Procedure } from './frames.ts';
import { PROCEDURES } from './procedures.ts';
import { top } from './stack.ts';

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

/** Advance the flow by itself until a decision is needed or the stack is empty. */
export function advance(state: HisState): void {
  for (let i = 0; i < MAX_STEPS; i++) {
    const frame = top(state);
    if (!frame) return;
    const proc = procedureOf(frame);
    if ((proc.ask?.(state, frame) ?? []).length > 0) return;
    if (!proc.run) throw new Error(`flow: ${frame.proc} has nothing to ask and cannot run`);
    proc.run(state, frame);
  }
  throw new Error('flow: too many steps without a decision');
}

/** Hand a decision to the top frame, after checking it is one of the legal actions. */
export function decide(state: HisState, power: MajorPower, action: HisAction): void {
  const ask = asks(state).find((a) => a.power === power);
  if (!ask) throw new RuleError(`${power} has nothing to decide now`, 'not-your-turn');
  const wanted = stableStringify(action);
  if (!ask.actions.some((a) => stableStringify(a) === wanted)) {
    throw new RuleError(`not a legal action for ${power}: ${wanted}`, 'illegal');
  }
  const frame = top(state)!;
  const proc = procedureOf(frame);
  if (!proc.decide) throw new Error(`flow: ${frame.proc} asks but cannot decide`);
  proc.decide(state, frame, power, action);
  advance(state);
}
