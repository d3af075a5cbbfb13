// The combat and response cards that act in movement, battles, sieges and naval combat
// (rulebook 6.1; 13.1 step 4, 14 steps 1-7, 15.1 steps 2-8, 16.1-16.4), gathered for
// responses.ts. Each card's rules are in its own file.
import type { CardId } from '../data/cards.ts';
import type { ResponseCard } from '../flow/window.ts';
import { ARQUEBUSIERS_RESPONSE } from './arquebusiers.ts';
import { FIELD_ARTILLERY_RESPONSE } from './field-artillery.ts';
import { FOUL_WEATHER_RESPONSE } from './foul-weather.ts';
import { GOUT_RESPONSE } from './gout.ts';
import { HALLEYS_COMET_RESPONSE } from './halleys-comet.ts';
import { LANDSKNECHTS_RESPONSE } from './landsknechts.ts';
import { MERCENARIES_BRIBED_RESPONSE } from './mercenaries-bribed.ts';
import { MERCENARIES_GROW_RESTLESS_RESPONSE } from './mercenaries-grow-restless.ts';
import { PROFESSIONAL_ROWERS_RESPONSE } from './professional-rowers.ts';
import { SIEGE_ARTILLERY_RESPONSE } from './siege-artillery.ts';
import { SIEGE_MINING_RESPONSE } from './siege-mining.ts';
import { SURPRISE_ATTACK_RESPONSE } from './surprise-attack.ts';
import { SWISS_MERCENARIES_RESPONSE } from './swiss-mercenaries.ts';
import { TERCIOS_RESPONSE } from './tercios.ts';

export const COMBAT_RESPONSES: Partial<Record<CardId, ResponseCard>> = {
  24: ARQUEBUSIERS_RESPONSE,
  25: FIELD_ARTILLERY_RESPONSE,
  26: MERCENARIES_BRIBED_RESPONSE,
  27: MERCENARIES_GROW_RESTLESS_RESPONSE,
  28: SIEGE_MINING_RESPONSE,
  29: SURPRISE_ATTACK_RESPONSE,
  30: TERCIOS_RESPONSE,
  31: FOUL_WEATHER_RESPONSE,
  32: GOUT_RESPONSE,
  33: LANDSKNECHTS_RESPONSE,
  34: PROFESSIONAL_ROWERS_RESPONSE,
  35: SIEGE_ARTILLERY_RESPONSE,
  36: SWISS_MERCENARIES_RESPONSE,
  38: HALLEYS_COMET_RESPONSE,
};
