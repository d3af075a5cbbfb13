// Building positions for rule tests: start from a scenario, clear what the example does
// not need, place pieces, then run a procedure and answer its prompts.
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { HisAction, HisFrame } from '../flow/frames.ts';
import type { HisFlow } from '../flow/kernel.ts';
import { HIS_FLOW } from '../flow/kernel.ts';
import type { ResponseTable } from '../flow/window.ts';
import { windowProcedure } from '../flow/window.ts';
import { pushInOrder } from '../flow/stack.ts';
import { grantCp, startSpending } from '../phases/spend-cp.ts';
import type { SpendCpFrame } from '../phases/spend-cp.ts';
import { RESPONSES } from '../events/response-cards.ts';
import { pairKey } from '../queries.ts';
import { setup } from '../setup.ts';
import type { CpBudget, Forces, HisState, Scenario } from '../state.ts';

/**
 * The turn-1 phases of a 1517 game that ask for decisions before the cards are in play
 * (8.1, 18.1), and England's turn-1 negotiations (7), where the first choice declares nothing.
 */
const RELIGIOUS_OPENING = ['luther95', 'diplomacy', 'dietOfWorms'];

/**
 * A scenario's starting position at the first decision after the opening of the game. In a
 * 1517 game the Luther's 95 Theses and Diet of Worms decisions are answered with the first
 * legal choice (dice from the seed), so that the cards are dealt and Wittenberg is Protestant.
 */
export function startingState(scenario: Scenario = '1517', seed = 'test'): HisState {
  const state = setup({ scenario }, seed);
  while (RELIGIOUS_OPENING.includes(state.phase)) {
    const ask = HIS_FLOW.asks(state)[0];
    if (!ask) break;
    HIS_FLOW.decide(state, ask.power, ask.actions[0]!);
  }
  return state;
}

/**
 * Remove every unit and leader from the map (control and religion stay), and put every card
 * of the hands under the deck: response and combat cards dealt at random would otherwise open windows
 * the example does not have (tests give the cards they need).
 */
export function clearMap(state: HisState): HisState {
  for (const p of Object.values(state.powers)) {
    // Under the deck (draws from the top are unchanged).
    state.deck.unshift(...p.hand);
    p.hand = [];
  }
  for (const id of SPACE_IDS) {
    state.spaces[id].units = {};
    state.spaces[id].siege = null;
  }
  for (const sea of Object.values(state.seas)) sea.units = {};
  return state;
}

/** Put pieces in a space (adds to what is there). */
export function place(state: HisState, space: SpaceId, power: Power, pieces: Partial<Omit<Forces, 'leaders'>> & { leaders?: string[] }): HisState {
  const f = (state.spaces[space].units[power] ??= { regular: 0, mercenary: 0, cavalry: 0, squadron: 0, corsair: 0, leaders: [] });
  f.regular += pieces.regular ?? 0;
  f.mercenary += pieces.mercenary ?? 0;
  f.cavalry += pieces.cavalry ?? 0;
  f.squadron += pieces.squadron ?? 0;
  f.corsair += pieces.corsair ?? 0;
  f.leaders.push(...(pieces.leaders ?? []));
  return state;
}

export function setControl(state: HisState, space: SpaceId, power: Power): HisState {
  state.spaces[space].control = power;
  return state;
}

export function declareWar(state: HisState, a: Power, b: Power): HisState {
  const k = pairKey(a, b);
  if (!state.diplomacy.wars.includes(k)) state.diplomacy.wars.push(k);
  state.diplomacy.wars.sort();
  return state;
}

export function makePeace(state: HisState, a: Power, b: Power): HisState {
  state.diplomacy.wars = state.diplomacy.wars.filter((k) => k !== pairKey(a, b));
  return state;
}

/**
 * The helpers that run the flow, for a given flow (tests that replace a sub-procedure by a
 * stub build one with `HIS_FLOW.withOverrides`).
 */
export function flowHelpers(flow: HisFlow) {
  return {
    /** Replace the flow with one procedure frame (on top of a spendCp budget if given) and run it. */
    runProcedure(state: HisState, frame: HisFrame, budget?: { power: MajorPower; cp: number }): HisState {
      state.stack = [];
      delete state.cpBudgets;
      pushInOrder(state, [frame, ...(budget ? [grantCp(state, budget.power, budget.cp)] : [])]);
      flow.advance(state);
      return state;
    },
    /** Replace the flow with a power spending `cp` CP (11.1) and run it. */
    spend(state: HisState, power: MajorPower, cp: number): HisState {
      state.stack = [];
      delete state.cpBudgets;
      startSpending(state, power, cp);
      flow.advance(state);
      return state;
    },
    /** Answer the current prompt of a power (throws RuleError if the action is not legal). */
    act(state: HisState, power: MajorPower, action: HisAction): HisState {
      flow.decide(state, power, action);
      return state;
    },
    /** The actions a power may take now. */
    choices(state: HisState, power: MajorPower): HisAction[] {
      return flow.asks(state).find((a) => a.power === power)?.actions ?? [];
    },
  };
}

export const { runProcedure, spend, act, choices } = flowHelpers(HIS_FLOW);

/** Replace the flow with `below` and a power about to spend `cp` CP (11.1), without running it. */
export function setSpending(state: HisState, power: MajorPower, cp: number, below: HisFrame[] = []): HisState {
  state.stack = [...below];
  delete state.cpBudgets;
  startSpending(state, power, cp);
  return state;
}

type BudgetFrame = SpendCpFrame & CpBudget;

/** The stack with each spendCp frame shown with its budget (HisState.cpBudgets, in stack order). */
export function stackWithBudgets(state: HisState): (Exclude<HisFrame, SpendCpFrame> | BudgetFrame)[] {
  let i = 0;
  return state.stack.map((f) => (f.proc === 'spendCp' ? { ...f, ...state.cpBudgets![i++]! } : f));
}

/** A flow whose windows know some response cards replaced or added (the table itself stays frozen). */
export function responseFlow(cards: ResponseTable, flow: HisFlow = HIS_FLOW): HisFlow {
  return flow.withOverrides({ window: windowProcedure({ ...RESPONSES, ...cards }) });
}

/** The flow helpers over `responseFlow(cards)`. */
export function withResponseCards(cards: ResponseTable) {
  return flowHelpers(responseFlow(cards));
}

/** Fix the next dice: replaces the PRNG so that rolls come out as listed (tests only). */
export function loadDice(state: HisState, dice: number[]): HisState {
  state.forcedDice = [...(state.forcedDice ?? []), ...dice];
  return state;
}

/** A turn-`turn` 1517 position at the start of the Diplomacy Phase, map cleared (`before` edits it first), hands empty. */
export function atDiplomacy(turn: number, before: (s: HisState) => void = () => {}): HisState {
  const s = clearMap(startingState('1517'));
  before(s);
  s.turn = turn;
  s.phase = 'diplomacy';
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.stack = [{ proc: 'diplomacy' }];
  HIS_FLOW.advance(s);
  return s;
}

/** 9.1: every power still negotiating is done (the declarations start). */
export function endTalk(state: HisState, flow: HisFlow = HIS_FLOW): HisState {
  for (let ask = flow.asks(state)[0]; ask?.key === 'his.prompt.negotiationTalk'; ask = flow.asks(state)[0]) {
    flow.decide(state, ask.power, { type: 'doneNegotiating' });
  }
  return state;
}

/** 9.1: every power declares nothing in the Negotiation Segment under way (tests of the later segments). */
export function declareNothing(state: HisState, flow: HisFlow = HIS_FLOW): HisState {
  endTalk(state, flow);
  for (let ask = flow.asks(state)[0]; ask?.key === 'his.prompt.negotiationDeclare'; ask = flow.asks(state)[0]) {
    flow.decide(state, ask.power, { type: 'doneDeclaring' });
  }
  return state;
}
