// Every procedure of the sequence of play, by the name frames use.
import type { Procedure } from './frames.ts';
import { gameProcedure, turnProcedure } from '../phases/turn.ts';
import { actionPhaseProcedure, impulseProcedure } from '../phases/action-phase.ts';
import { spendCpProcedure } from '../phases/spend-cp-procedure.ts';
import { cardDrawProcedure } from '../phases/card-draw.ts';
import { luther95Procedure } from '../phases/luther95.ts';
import { dietOfWormsProcedure } from '../phases/diet-of-worms.ts';
import { RELIGION_PROCEDURES } from '../religion/index.ts';
import { victoryDeterminationProcedure } from '../phases/victory-determination.ts';
import { windowProcedure } from '../responses.ts';
import { ACTION_PROCEDURES } from '../actions/index.ts';
import { springDeploymentProcedure } from '../phases/spring-deployment.ts';
import { displacementProcedure, navalPortRetreatProcedure } from '../land/control.ts';
import { DIPLOMACY_PROCEDURES } from '../phases/diplomacy/index.ts';
import { WINTER_PROCEDURES } from '../phases/winter/index.ts';
import { landMoveProcedure, siegeBrokenRetreatProcedure } from '../land/movement.ts';
import { interceptionProcedure } from '../land/interception.ts';
import { avoidBattleProcedure } from '../land/avoid-battle.ts';
import { withdrawalProcedure } from '../land/withdrawal.ts';
import { fieldBattleProcedure } from '../land/field-battle.ts';
import { retreatProcedure } from '../land/retreat.ts';
import { newWorldProcedure } from '../new-world/phase.ts';

export const PROCEDURES: Record<string, Procedure> = {
  game: gameProcedure as Procedure,
  turn: turnProcedure as Procedure,
  luther95: luther95Procedure,
  cardDraw: cardDrawProcedure as Procedure,
  dietOfWorms: dietOfWormsProcedure as Procedure,
  springDeployment: springDeploymentProcedure as Procedure,
  displacement: displacementProcedure as Procedure,
  navalPortRetreat: navalPortRetreatProcedure as Procedure,
  landMove: landMoveProcedure as Procedure,
  interception: interceptionProcedure as Procedure,
  avoidBattle: avoidBattleProcedure as Procedure,
  withdrawal: withdrawalProcedure as Procedure,
  fieldBattle: fieldBattleProcedure as Procedure,
  retreat: retreatProcedure as Procedure,
  siegeBrokenRetreat: siegeBrokenRetreatProcedure as Procedure,
  actionPhase: actionPhaseProcedure as Procedure,
  impulse: impulseProcedure as Procedure,
  spendCp: spendCpProcedure as Procedure,
  window: windowProcedure as Procedure,
  newWorld: newWorldProcedure as Procedure,
  victoryDetermination: victoryDeterminationProcedure as Procedure,
  ...ACTION_PROCEDURES,
  ...RELIGION_PROCEDURES,
  ...DIPLOMACY_PROCEDURES,
  ...WINTER_PROCEDURES,
};
