// Procedures of the combat and response cards (registered in flow/procedures.ts); their
// one-off choices (Gout, Professional Rowers, Halley's Comet) use events/choice.ts.
import { eliminateMercenariesProcedure, placeMercenariesProcedure } from './new-mercenaries.ts';

export const COMBAT_CARD_PROCEDURES = {
  placeMercenaries: placeMercenariesProcedure,
  eliminateMercenaries: eliminateMercenariesProcedure,
};
