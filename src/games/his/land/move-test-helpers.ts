// Test helpers for land movement: a stub field battle (so tests can see the frame the
// move pushes) and a way to answer the formation prompts briefly.
import type { SpaceId } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import type { HisAction, HisFrame, Procedure } from '../flow/frames.ts';
import type { HisFlow } from '../flow/kernel.ts';
import { HIS_FLOW } from '../flow/kernel.ts';
import type { ResponseTable, WindowFrame } from '../flow/window.ts';
import { clearMap, flowHelpers, responseFlow, stackWithBudgets, startingState } from '../testing/position.ts';
import type { HisState, LandUnitKind, Scenario } from '../state.ts';
import type { Battle, FieldBattleFrame } from './field-battle.ts';
import { landMoveFrame } from './move-procedure.ts';

/** A field battle that only waits: tests assert that the move pushed it. */
const fieldBattleStub: Procedure<FieldBattleFrame> = {
  ask(_state, f) {
    return [{ power: f.attacker, key: 'test.fieldBattle', actions: [{ type: 'stub' }] }];
  },
};

/** The flow with the stub field battle; the helpers below run it. */
const STUB_FLOW = HIS_FLOW.withOverrides({ fieldBattle: fieldBattleStub });

/** An empty map in the middle of an action phase (impulse 5). */
export function emptyBoard(scenario: Scenario = '1517'): HisState {
  const state = clearMap(startingState(scenario));
  state.stack = [];
  state.impulse = 5;
  return state;
}

/** The top frame (a spendCp frame shown with its budget, HisState.cpBudgets). */
export function topFrame(state: HisState): ReturnType<typeof stackWithBudgets>[number] | undefined {
  return stackWithBudgets(state).at(-1);
}

export function fieldBattleFrame(state: HisState): HisFrame | undefined {
  return state.stack.find((f) => f.proc === 'fieldBattle');
}

export type UnitChoice = Partial<Record<LandUnitKind, number>> & { power?: Power };

/** The move helpers over a flow (the stub field battle's by default, below). */
export function moveHelpers(flow: HisFlow) {
  const { act, choices, runProcedure } = flowHelpers(flow);
  const { asks } = flow;
  /** Who is asked now, and the prompt key. */
  function prompt(state: HisState): { power: MajorPower; key: string } | null {
    const a = asks(state)[0];
    return a ? { power: a.power, key: a.key } : null;
  }

  /**
   * Answer formation prompts: take these leaders, then these numbers of units (by kind;
   * kinds not named take the smallest number offered).
   */
  function pickFormation(state: HisState, power: MajorPower, leaders: string[], units: Partial<Record<LandUnitKind, number>> = {}): void {
    for (const leader of leaders) act(state, power, { type: 'leader', leader });
    for (let guard = 0; guard < 20; guard++) {
      const a = asks(state)[0];
      if (!a || a.power !== power) return;
      if (a.key === 'his.prompt.formationLeaders') {
        act(state, power, { type: 'done' });
        continue;
      }
      if (a.key !== 'his.prompt.formationUnits') return;
      const first = a.actions[0] as HisAction;
      const kind = first.kind as LandUnitKind;
      const wanted = units[kind];
      const counts = a.actions.map((x) => x.count as number);
      const count = wanted ?? Math.min(...counts);
      act(state, power, { type: 'units', power: first.power as Power, kind, count });
    }
  }

  /** Start a Move with `cp` command points and answer up to the destination. */
  function declareMove(
    state: HisState,
    power: MajorPower,
    from: SpaceId,
    to: SpaceId,
    leaders: string[],
    units: Partial<Record<LandUnitKind, number>>,
    cp = 1,
  ): HisState {
    runProcedure(state, landMoveFrame(power), { power, cp });
    act(state, power, { type: 'space', space: from });
    pickFormation(state, power, leaders, units);
    act(state, power, { type: 'space', space: to });
    return state;
  }
  return { act, choices, runProcedure, prompt, pickFormation, declareMove };
}

export const { act, choices, runProcedure, prompt, pickFormation, declareMove } = moveHelpers(STUB_FLOW);

/** The move helpers (stub field battle) with some response cards replaced or added. */
/** A test response stopping the move its window was called on (as Foul Weather does). */
export function stopAnnounced(w: WindowFrame): void {
  if (w.subject?.kind !== 'move') throw new Error('test: not a move window');
  w.subject.stopped = true;
}

/** The battle a test card's window was called on (the copy the battle takes back). */
export function battleOf(w: WindowFrame): Battle {
  if (w.subject?.kind !== 'fieldBattle') throw new Error('test: not a battle window');
  return w.subject.frame;
}

export function withResponseCards(cards: ResponseTable) {
  return moveHelpers(responseFlow(cards, STUB_FLOW));
}
