// Runs a stack of procedures until some player must decide.
import { sameJson, stableStringify } from '../hash.ts';
import { RuleError } from '../types.ts';
import type { Json } from '../types.ts';
import { top } from './stack.ts';
import type { Ask, FlowHooks, FlowState, FrameBase, Procedure, ProcedureTable } from './types.ts';

/** A procedure that loops without deciding is a bug; stop it loudly. */
const MAX_STEPS = 100_000;

export interface Flow<S, FM, P, A> {
  readonly table: ProcedureTable<S, FM, P, A>;
  /** The decisions waiting on the top frame (none when the stack is empty). */
  asks(state: S): Ask<P, A>[];
  /** Run frames by themselves until a decision is needed; returns the decisions then waiting. */
  advance(state: S): Ask<P, A>[];
  /** Throw RuleError unless the action is in the power's list among these decisions. */
  checkLegal(waiting: readonly Ask<P, A>[], power: P, action: A): void;
  /** Hand a legal decision to the top frame and run on to the next decision. */
  decide(state: S, power: P, action: A, waiting?: readonly Ask<P, A>[]): Ask<P, A>[];
  /** The same flow with some procedures replaced (tests: a stub in place of a sub-procedure). */
  withOverrides(overrides: Partial<ProcedureTable<S, FM, P, A>>): Flow<S, FM, P, A>;
}

/**
 * A flow over a procedure table. The table is frozen: procedures are fixed once built, and
 * variations (test stubs) are new flows made with `withOverrides`.
 */
export function createFlow<S extends FlowState<FM[keyof FM] & FrameBase>, FM, P, A>(
  table: ProcedureTable<S, FM, P, A>,
  hooks: FlowHooks<S> = {},
): Flow<S, FM, P, A> {
  const procedures = Object.freeze({ ...table }) as ProcedureTable<S, FM, P, A>;

  function procedureOf(frame: FrameBase): Procedure<S, FrameBase, P, A> {
    const proc = (procedures as Record<string, Procedure<S, FrameBase, P, A> | undefined>)[frame.proc];
    if (!proc) throw new Error(`flow: unknown procedure ${frame.proc}`);
    return proc;
  }

  /** A frame whose callee has returned: run its resume handler with the result. */
  function resume(state: S, frame: FrameBase): void {
    const name = frame.calling!;
    const result: Json | undefined = frame.returned;
    delete frame.calling;
    delete frame.returned;
    const handler = procedureOf(frame).resume?.[name];
    if (!handler) throw new Error(`flow: ${frame.proc} has no resume step ${name}`);
    handler(state, frame, result);
  }

  function waitingOn(state: S, frame: FrameBase): Ask<P, A>[] {
    if (frame.calling !== undefined) return [];
    const ask = procedureOf(frame).ask;
    if (!ask) return [];
    return hooks.asking ? hooks.asking(state, () => ask(state, frame)) : ask(state, frame);
  }

  function asks(state: S): Ask<P, A>[] {
    const frame = top(state);
    return frame ? waitingOn(state, frame) : [];
  }

  function advance(state: S): Ask<P, A>[] {
    for (let i = 0; i < MAX_STEPS; i++) {
      if (hooks.beforeStep?.(state)) return [];
      const frame = top(state);
      if (!frame) return [];
      if (frame.calling !== undefined) {
        if (!('returned' in frame)) throw new Error(`flow: ${frame.proc} waits on a call, but its callee left without returning`);
        resume(state, frame);
        continue;
      }
      const waiting = waitingOn(state, frame);
      if (waiting.length > 0) return waiting;
      const proc = procedureOf(frame);
      if (!proc.run) throw new Error(`flow: ${frame.proc} has nothing to ask and cannot run`);
      proc.run(state, frame);
    }
    throw new Error('flow: too many steps without a decision');
  }

  function checkLegal(waiting: readonly Ask<P, A>[], power: P, action: A): void {
    const ask = waiting.find((a) => a.power === power);
    if (!ask) throw new RuleError(`${String(power)} has nothing to decide now`, 'not-your-turn');
    // Compared in place rather than as canonical text: legal actions are plain JSON, so a match proves the action is too.
    if (!ask.actions.some((a) => sameJson(action, a))) {
      throw new RuleError(`not a legal action for ${String(power)}: ${stableStringify(action)}`, 'illegal');
    }
  }

  function decide(state: S, power: P, action: A, waiting: readonly Ask<P, A>[] = asks(state)): Ask<P, A>[] {
    checkLegal(waiting, power, action);
    const frame = top(state)!;
    const proc = procedureOf(frame);
    if (!proc.decide) throw new Error(`flow: ${frame.proc} asks but cannot decide`);
    proc.decide(state, frame, power, action);
    return advance(state);
  }

  return {
    table: procedures,
    asks,
    advance,
    checkLegal,
    decide,
    withOverrides: (overrides) => createFlow<S, FM, P, A>({ ...procedures, ...overrides } as ProcedureTable<S, FM, P, A>, hooks),
  };
}

/** A typed frame constructor for a frame map: `frame('battle', {...})` is checked against the map. */
export function frameConstructor<FM>() {
  return <K extends keyof FM & string>(proc: K, fields: Omit<FM[K], 'proc'>): FM[K] => ({ proc, ...fields }) as FM[K];
}
