// Every procedure of the sequence of play, by the name frames use.
import type { Procedure } from './frames.ts';
import { gameProcedure, skippedPhase, turnProcedure } from '../phases/turn.ts';
import { actionPhaseProcedure, impulseProcedure } from '../phases/action-phase.ts';
import { spendCpProcedure } from '../phases/spend-cp.ts';
import { cardDrawProcedure } from '../phases/card-draw.ts';
import { luther95Procedure } from '../phases/luther95.ts';
import { victoryDeterminationProcedure } from '../phases/victory-determination.ts';
import { windowProcedure } from '../responses.ts';
import { ACTION_PROCEDURES } from '../actions/index.ts';

export const PROCEDURES: Record<string, Procedure> = {
  game: gameProcedure as Procedure,
  turn: turnProcedure as Procedure,
  luther95: luther95Procedure,
  cardDraw: cardDrawProcedure as Procedure,
  diplomacy: skippedPhase,
  dietOfWorms: skippedPhase,
  springDeployment: skippedPhase,
  actionPhase: actionPhaseProcedure as Procedure,
  impulse: impulseProcedure as Procedure,
  spendCp: spendCpProcedure as Procedure,
  window: windowProcedure as Procedure,
  winter: skippedPhase,
  newWorld: skippedPhase,
  victoryDetermination: victoryDeterminationProcedure as Procedure,
  ...ACTION_PROCEDURES,
};
