// 7: the sequence of play. A turn is nine phases; the first and fourth happen on
// turn 1 only. The game lasts until a victory or the end of the last turn (23).
import type { Frame, HisFrame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import { actionPhaseFrame } from './action-phase.ts';
import { dietOfWormsFrame } from './diet-of-worms.ts';
import { springDeploymentFrame } from './spring-deployment.ts';
import { isTwoPlayer } from '../two-player/variant.ts';

export const PHASES = [
  'luther95',
  'cardDraw',
  'diplomacy',
  'dietOfWorms',
  'springDeployment',
  'actionPhase',
  'winter',
  'newWorld',
  'victoryDetermination',
] as const;
export type Phase = (typeof PHASES)[number];

export interface TurnFrame extends Frame {
  proc: 'turn';
  /** Index in PHASES of the next phase to run. */
  phase: number;
}

export function turnFrame(): TurnFrame {
  return { proc: 'turn', phase: 0 };
}

/** 7, 8.1: the Luther's 95 Theses and Diet of Worms phases happen on turn 1 only. */
function phaseHappens(state: HisState, phase: Phase): boolean {
  if (phase === 'luther95' || phase === 'dietOfWorms') return state.turn === 1;
  // Two-player variant: there is no New World Phase (setup.json `newWorld`).
  if (phase === 'newWorld') return !isTwoPlayer(state);
  return true;
}

function phaseFrameOf(state: HisState, phase: Phase): HisFrame {
  switch (phase) {
    case 'diplomacy':
      // Two-player variant: its own Diplomacy Phase with the Diplomatic Deck.
      return isTwoPlayer(state) ? { proc: 'twoPlayerDiplomacy', step: 'start' } : { proc: phase };
    case 'actionPhase':
      return actionPhaseFrame();
    case 'dietOfWorms':
      return dietOfWormsFrame();
    case 'springDeployment':
      return springDeploymentFrame();
    default:
      return { proc: phase };
  }
}

export const turnProcedure: Procedure<TurnFrame> = {
  run(state, f) {
    while (f.phase < PHASES.length && !phaseHappens(state, PHASES[f.phase]!)) f.phase++;
    const phase = PHASES[f.phase];
    if (phase === undefined) {
      pop(state, f);
      return;
    }
    f.phase++;
    state.phase = phase;
    state.log.push({ key: 'his.log.phase', params: { turn: state.turn, phase } });
    push(state, phaseFrameOf(state, phase));
  },
};

export interface GameFrame extends Frame {
  proc: 'game';
}

/** The bottom of the stack: one turn after another until a result is set. */
export const gameProcedure: Procedure<GameFrame> = {
  run(state, f) {
    if (state.result) {
      pop(state, f);
      return;
    }
    if (state.phase === 'victoryDetermination') state.turn++;
    push(state, turnFrame());
  },
};
