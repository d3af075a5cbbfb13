// Procedures of the combat and response cards (registered in flow/procedures.ts).
import type { Procedure } from '../flow/frames.ts';
import { combatCardChoiceProcedure } from './combat-choice.ts';
import { eliminateMercenariesProcedure, placeMercenariesProcedure } from './new-mercenaries.ts';

export const COMBAT_CARD_PROCEDURES: Record<string, Procedure> = {
  combatCardChoice: combatCardChoiceProcedure as Procedure,
  placeMercenaries: placeMercenariesProcedure as Procedure,
  eliminateMercenaries: eliminateMercenariesProcedure as Procedure,
};
