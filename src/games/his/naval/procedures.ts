// The naval procedures (16, 17.2) by the names their frames use.
import { navalMoveProcedure } from './movement.ts';
import { navalAvoidBattleProcedure, navalInterceptionProcedure } from './interception.ts';
import { navalCombatProcedure } from './combat.ts';
import { navalTransportProcedure } from './transport.ts';
import { piracyProcedure } from './piracy.ts';
import { buildNavalProcedure } from './build.ts';
import { navalLeaderReturnProcedure } from './ports.ts';

export const NAVAL_PROCEDURES = {
  navalMove: navalMoveProcedure,
  navalInterception: navalInterceptionProcedure,
  navalAvoidBattle: navalAvoidBattleProcedure,
  navalCombat: navalCombatProcedure,
  navalTransport: navalTransportProcedure,
  piracy: piracyProcedure,
  buildNaval: buildNavalProcedure,
  navalLeaderReturn: navalLeaderReturnProcedure,
};
