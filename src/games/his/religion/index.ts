// The procedures of the religious struggle (rulebook 18), for flow/procedures.ts.
import type { Procedure } from '../flow/frames.ts';
import { counterReformationProcedure } from './counter-reformation.ts';
import { debateProcedure } from './debate.ts';
import { religiousFlipsProcedure } from './flips.ts';
import { reformationProcedure } from './reformation.ts';
import { jesuitUniversitiesProcedure } from './jesuits.ts';
import { schmalkaldicLeagueProcedure } from '../events/schmalkaldic-league.ts';
import { papalBullProcedure } from '../events/papal-bull.ts';
import { leipzigDebateProcedure } from '../events/leipzig-debate.ts';
import { councilOfTrentProcedure } from '../events/council-of-trent.ts';

export const RELIGION_PROCEDURES: Record<string, Procedure> = {
  reformation: reformationProcedure as Procedure,
  counterReformation: counterReformationProcedure as Procedure,
  religiousFlips: religiousFlipsProcedure as Procedure,
  debate: debateProcedure as Procedure,
  jesuitUniversities: jesuitUniversitiesProcedure as Procedure,
  schmalkaldicLeague: schmalkaldicLeagueProcedure as Procedure,
  papalBull: papalBullProcedure as Procedure,
  leipzigDebate: leipzigDebateProcedure as Procedure,
  councilOfTrent: councilOfTrentProcedure as Procedure,
};
