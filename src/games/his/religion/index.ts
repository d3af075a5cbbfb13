// The procedures of the religious struggle (rulebook 18), for flow/procedures.ts.
import { counterReformationProcedure } from './counter-reformation.ts';
import { debateProcedure } from './debate.ts';
import { religiousFlipsProcedure } from './flips.ts';
import { reformationProcedure } from './reformation.ts';
import { jesuitUniversitiesProcedure } from './jesuits.ts';
import { schmalkaldicLeagueProcedure } from '../events/schmalkaldic-league.ts';
import { papalBullProcedure } from '../events/papal-bull.ts';
import { leipzigDebateProcedure } from '../events/leipzig-debate.ts';
import { councilOfTrentProcedure } from '../events/council-of-trent.ts';
import { hereIStandProcedure } from '../events/here-i-stand-retrieval-procedure.ts';
import { marburgColloquyProcedure } from '../events/marburg-colloquy.ts';
import { zwingliDonsArmorProcedure } from '../events/zwingli-dons-armor.ts';
import { philipOfHessesBigamyProcedure } from '../events/philip-of-hesses-bigamy.ts';
import { frederickTheWiseProcedure } from '../events/frederick-the-wise.ts';
import { papalFlipsProcedure } from '../events/papal-flips.ts';
import { papalInquisitionProcedure } from '../events/papal-inquisition.ts';
import { spanishInquisitionProcedure } from '../events/spanish-inquisition.ts';
import { copernicusProcedure } from '../events/copernicus.ts';
import { clothPricesProcedure } from '../events/cloth-prices-fluctuate.ts';
import { cardUnrestProcedure } from '../events/card-unrest.ts';

export const RELIGION_PROCEDURES = {
  reformation: reformationProcedure,
  counterReformation: counterReformationProcedure,
  religiousFlips: religiousFlipsProcedure,
  debate: debateProcedure,
  jesuitUniversities: jesuitUniversitiesProcedure,
  schmalkaldicLeague: schmalkaldicLeagueProcedure,
  papalBull: papalBullProcedure,
  leipzigDebate: leipzigDebateProcedure,
  councilOfTrent: councilOfTrentProcedure,
  hereIStand: hereIStandProcedure,
  marburgColloquy: marburgColloquyProcedure,
  zwingliDonsArmor: zwingliDonsArmorProcedure,
  philipOfHessesBigamy: philipOfHessesBigamyProcedure,
  frederickTheWise: frederickTheWiseProcedure,
  papalFlips: papalFlipsProcedure,
  papalInquisition: papalInquisitionProcedure,
  spanishInquisition: spanishInquisitionProcedure,
  copernicus: copernicusProcedure,
  clothPrices: clothPricesProcedure,
  cardUnrest: cardUnrestProcedure,
};
