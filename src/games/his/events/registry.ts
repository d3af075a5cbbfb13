// Card events, registered by card id (design: one file per card or small theme).
// A card without a handler can only be played for CP; docs/rules-coverage.md says which.
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';
import { LUTHERS_95_THESES_EVENT } from './luthers-95-theses.ts';
import { PAPAL_BULL_EVENT } from './papal-bull.ts';
import { LEIPZIG_DEBATE_EVENT } from './leipzig-debate.ts';
import { COUNCIL_OF_TRENT_EVENT } from './council-of-trent.ts';
import { SCHMALKALDIC_LEAGUE_EVENT } from './schmalkaldic-league.ts';
import { SOCIETY_OF_JESUS_EVENT } from './society-of-jesus.ts';
import { REVOLT_IN_EGYPT_EVENT, REVOLT_IN_IRELAND_EVENT, WAR_IN_PERSIA_EVENT } from './foreign-wars.ts';
import { JANISSARIES_REBEL_EVENT } from './janissaries-rebel.ts';
import { JOHN_ZAPOLYA_EVENT } from './john-zapolya.ts';
import { CHARLES_BOURBON_EVENT } from './charles-bourbon.ts';
import { MACHIAVELLI_EVENT } from './machiavelli.ts';
import { TREACHERY_EVENT } from './treachery.ts';
import { SACK_OF_ROME_EVENT } from './sack-of-rome.ts';
import { ROXELANA_EVENT } from './roxelana.ts';
import { SCOTS_RAID_EVENT } from './scots-raid.ts';
import { AKINJI_RAIDERS_EVENT } from './akinji-raiders.ts';
import { CITY_STATE_REBELS_EVENT } from './city-state-rebels.ts';
import { AULD_ALLIANCE_EVENT, VENETIAN_ALLIANCE_EVENT } from './minor-alliance-cards.ts';
import { DIPLOMATIC_MARRIAGE_EVENT } from './diplomatic-marriage.ts';
import { DIPLOMATIC_OVERTURE_EVENT } from './diplomatic-overture.ts';
import { FOREIGN_RECRUITS_EVENT } from './foreign-recruits.ts';
import { MERCENARIES_DEMAND_PAY_EVENT } from './mercenaries-demand-pay.ts';
import { PEASANTS_WAR_EVENT, REVOLT_OF_THE_COMMUNEROS_EVENT } from './zone-unrest.ts';
import { RANSOM_EVENT } from './ransom.ts';
import { TRACE_ITALIENNE_EVENT } from './trace-italienne.ts';
import { THREAT_TO_POWER_EVENT } from './threat-to-power.ts';
import { UNPAID_MERCENARIES_EVENT, UNSANITARY_CAMP_EVENT } from './camp-events.ts';
import { HERE_I_STAND_EVENT } from './here-i-stand-retrieval.ts';
import {
  AFFAIR_OF_THE_PLACARDS_EVENT,
  AUGSBURG_CONFESSION_EVENT,
  A_MIGHTY_FORTRESS_EVENT,
  CALVINS_INSTITUTES_EVENT,
  ERASMUS_EVENT,
  KATHERINA_BORA_EVENT,
} from './reformation-events.ts';
import { MARBURG_COLLOQUY_EVENT } from './marburg-colloquy.ts';
import { ZWINGLI_DONS_ARMOR_EVENT } from './zwingli-dons-armor.ts';
import { CALVIN_EXPELLED_EVENT } from './calvin-expelled.ts';
import { MICHAEL_SERVETUS_EVENT } from './michael-servetus.ts';
import { PHILIP_OF_HESSES_BIGAMY_EVENT } from './philip-of-hesses-bigamy.ts';
import { FREDERICK_THE_WISE_EVENT } from './frederick-the-wise.ts';
import { JANISSARIES_EVENT } from './janissaries.ts';
import { MAURICE_OF_SAXONY_EVENT } from './maurice-of-saxony.ts';
import { HOLY_ROMAN_EMPEROR_EVENT } from './holy-roman-emperor.ts';
import { PATRON_OF_THE_ARTS_EVENT } from './patron-of-the-arts.ts';
import { IMPERIAL_CORONATION_EVENT, LA_FORET_EVENT, MASTER_OF_ITALY_EVENT } from './card-draw-events.ts';
import { PRINTING_PRESS_EVENT } from './printing-press.ts';
import { JESUIT_EDUCATION_EVENT } from './jesuit-education.ts';
import { ANABAPTISTS_EVENT } from './anabaptists.ts';
import { INDULGENCE_VENDOR_EVENT } from './indulgence-vendor.ts';
import { PAPAL_INQUISITION_EVENT } from './papal-inquisition.ts';
import { SPANISH_INQUISITION_EVENT } from './spanish-inquisition.ts';
import { COPERNICUS_EVENT } from './copernicus.ts';
import { MICHELANGELO_EVENT } from './michelangelo.ts';
import { CLOTH_PRICES_EVENT } from './cloth-prices-fluctuate.ts';
import { FUGGERS_EVENT } from './fuggers.ts';
import { GABELLE_REVOLT_EVENT } from './gabelle-revolt.ts';
import { JULIA_GONZAGA_EVENT } from './julia-gonzaga.ts';
import { CALVIN_EVENT, CLEMENT_VII_EVENT, HENRY_II_EVENT, JULIUS_III_EVENT, PAUL_III_EVENT } from './rulers.ts';
import { ENGLISH_EVENTS } from './english-events.ts';
import { BARBARY_PIRATES_EVENT } from './barbary-pirates.ts';
import { DRAGUT_EVENT } from './dragut.ts';
import { SHIPBUILDING_EVENT } from './shipbuilding.ts';
import { NAVAL_EVENTS } from './naval-cards.ts';
import { NEW_WORLD_EVENTS } from './new-world-cards.ts';
import { COMBAT_CARD_EVENTS } from './combat-card-events.ts';

export interface CardEvent {
  /** May this power play the card as an event now (its own impulse)? */
  canPlay(state: HisState, power: MajorPower): boolean;
  /** Resolve the event: change the state and/or push procedure frames. */
  play(state: HisState, power: MajorPower): void;
  /** CP the event grants to spend on actions afterwards (e.g. 2 for every mandatory event, 11). */
  cpAfter?: number;
  /** 19.8: resolve it at its Winter deadline when that differs from `play` (whatever its own condition). */
  resolveOverdue?(state: HisState, power: MajorPower): void;
}

export const EVENTS: Partial<Record<CardId, CardEvent>> = {
  1: JANISSARIES_EVENT,
  2: HOLY_ROMAN_EMPEROR_EVENT,
  4: PATRON_OF_THE_ARTS_EVENT,
  12: MASTER_OF_ITALY_EVENT,
  113: IMPERIAL_CORONATION_EVENT,
  114: LA_FORET_EVENT,
  60: MAURICE_OF_SAXONY_EVENT,
  5: PAPAL_BULL_EVENT,
  7: HERE_I_STAND_EVENT,
  39: AUGSBURG_CONFESSION_EVENT,
  41: MARBURG_COLLOQUY_EVENT,
  43: ZWINGLI_DONS_ARMOR_EVENT,
  44: AFFAIR_OF_THE_PLACARDS_EVENT,
  45: CALVIN_EXPELLED_EVENT,
  46: CALVINS_INSTITUTES_EVENT,
  51: MICHAEL_SERVETUS_EVENT,
  57: PHILIP_OF_HESSES_BIGAMY_EVENT,
  78: FREDERICK_THE_WISE_EVENT,
  65: A_MIGHTY_FORTRESS_EVENT,
  75: ERASMUS_EVENT,
  85: KATHERINA_BORA_EVENT,
  6: LEIPZIG_DEBATE_EVENT,
  8: LUTHERS_95_THESES_EVENT,
  13: SCHMALKALDIC_LEAGUE_EVENT,
  10: CLEMENT_VII_EVENT,
  14: PAUL_III_EVENT,
  15: SOCIETY_OF_JESUS_EVENT,
  92: REVOLT_IN_EGYPT_EVENT,
  93: REVOLT_IN_IRELAND_EVENT,
  110: WAR_IN_PERSIA_EVENT,
  82: JANISSARIES_REBEL_EVENT,
  83: JOHN_ZAPOLYA_EVENT,
  70: CHARLES_BOURBON_EVENT,
  40: MACHIAVELLI_EVENT,
  105: TREACHERY_EVENT,
  95: SACK_OF_ROME_EVENT,
  42: ROXELANA_EVENT,
  97: SCOTS_RAID_EVENT,
  66: AKINJI_RAIDERS_EVENT,
  71: CITY_STATE_REBELS_EVENT,
  69: AULD_ALLIANCE_EVENT,
  108: VENETIAN_ALLIANCE_EVENT,
  73: DIPLOMATIC_MARRIAGE_EVENT,
  74: DIPLOMATIC_OVERTURE_EVENT,
  76: FOREIGN_RECRUITS_EVENT,
  87: MERCENARIES_DEMAND_PAY_EVENT,
  88: PEASANTS_WAR_EVENT,
  94: REVOLT_OF_THE_COMMUNEROS_EVENT,
  91: RANSOM_EVENT,
  104: TRACE_ITALIENNE_EVENT,
  103: THREAT_TO_POWER_EVENT,
  106: UNPAID_MERCENARIES_EVENT,
  107: UNSANITARY_CAMP_EVENT,
  55: JESUIT_EDUCATION_EVENT,
  56: PAPAL_INQUISITION_EVENT,
  58: SPANISH_INQUISITION_EVENT,
  47: COPERNICUS_EVENT,
  52: MICHELANGELO_EVENT,
  72: CLOTH_PRICES_EVENT,
  79: FUGGERS_EVENT,
  80: GABELLE_REVOLT_EVENT,
  84: JULIA_GONZAGA_EVENT,
  67: ANABAPTISTS_EVENT,
  81: INDULGENCE_VENDOR_EVENT,
  90: PRINTING_PRESS_EVENT,
  16: CALVIN_EVENT,
  17: COUNCIL_OF_TRENT_EVENT,
  20: HENRY_II_EVENT,
  22: JULIUS_III_EVENT,
  ...ENGLISH_EVENTS,
  9: BARBARY_PIRATES_EVENT,
  18: DRAGUT_EVENT,
  100: SHIPBUILDING_EVENT,
  ...NAVAL_EVENTS,
  ...NEW_WORLD_EVENTS,
  ...COMBAT_CARD_EVENTS,
};
