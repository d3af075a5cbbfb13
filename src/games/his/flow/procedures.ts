// Every procedure of the sequence of play, by the name frames use.
import type { Procedure } from './frames.ts';
import { gameProcedure, turnProcedure } from '../phases/turn.ts';
import { actionPhaseProcedure, eventResolutionProcedure, impulseProcedure } from '../phases/action-phase.ts';
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
import { landMoveProcedure } from '../land/movement.ts';
import { siegeBrokenRetreatProcedure } from '../land/siege.ts';
import { interceptionProcedure } from '../land/interception.ts';
import { avoidBattleProcedure } from '../land/avoid-battle.ts';
import { withdrawalProcedure } from '../land/withdrawal.ts';
import { fieldBattleProcedure } from '../land/field-battle.ts';
import { retreatProcedure } from '../land/retreat.ts';
import { newWorldProcedure } from '../new-world/phase.ts';
import { foreignWarSendProcedure } from '../events/foreign-wars.ts';
import { charlesBourbonProcedure } from '../events/charles-bourbon.ts';
import { machiavelliProcedure } from '../events/machiavelli.ts';
import { treacheryProcedure } from '../events/treachery.ts';
import { sackOfRomeProcedure } from '../events/sack-of-rome.ts';
import { akinjiRaidersProcedure } from '../events/akinji-raiders.ts';
import { cityStateRebelsProcedure } from '../events/city-state-rebels.ts';
import { minorAllianceProcedure } from '../events/minor-alliance-cards.ts';
import { diplomaticMarriageProcedure } from '../events/diplomatic-marriage.ts';
import { diplomaticOvertureProcedure } from '../events/diplomatic-overture.ts';
import { foreignRecruitsProcedure } from '../events/foreign-recruits.ts';
import { mercenariesDemandPayProcedure } from '../events/mercenaries-demand-pay.ts';
import { ransomCardProcedure } from '../events/ransom.ts';
import { traceItalienneProcedure } from '../events/trace-italienne.ts';
import { leaderReturnProcedure, threatToPowerProcedure } from '../events/threat-to-power.ts';
import { campEventProcedure } from '../events/camp-events.ts';
import { springCardProcedure } from '../events/spring-cards.ts';
import { henryIiProcedure } from '../events/rulers.ts';
import { ENGLAND_PROCEDURES } from '../england/index.ts';
import { janissariesProcedure } from '../events/janissaries.ts';
import { mauriceEntersProcedure, mauriceProcedure } from '../events/maurice-of-saxony.ts';
import { holyRomanEmperorProcedure } from '../events/holy-roman-emperor.ts';
import { patronProcedure } from '../events/patron-of-the-arts.ts';
import { eventChoiceProcedure } from '../events/choice.ts';
import { COMBAT_CARD_PROCEDURES } from '../events/combat-procedures.ts';
import { shipbuildingProcedure } from '../events/shipbuilding.ts';
import { scotsRaidProcedure } from '../events/scots-raid.ts';

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
  eventResolution: eventResolutionProcedure as Procedure,
  spendCp: spendCpProcedure as Procedure,
  window: windowProcedure as Procedure,
  newWorld: newWorldProcedure as Procedure,
  victoryDetermination: victoryDeterminationProcedure as Procedure,
  foreignWarSend: foreignWarSendProcedure as Procedure,
  charlesBourbon: charlesBourbonProcedure as Procedure,
  machiavelli: machiavelliProcedure as Procedure,
  treachery: treacheryProcedure as Procedure,
  sackOfRome: sackOfRomeProcedure as Procedure,
  akinjiRaiders: akinjiRaidersProcedure as Procedure,
  cityStateRebels: cityStateRebelsProcedure as Procedure,
  minorAllianceCard: minorAllianceProcedure as Procedure,
  diplomaticMarriage: diplomaticMarriageProcedure as Procedure,
  diplomaticOverture: diplomaticOvertureProcedure as Procedure,
  foreignRecruits: foreignRecruitsProcedure as Procedure,
  mercenariesDemandPay: mercenariesDemandPayProcedure as Procedure,
  ransomCard: ransomCardProcedure as Procedure,
  traceItalienne: traceItalienneProcedure as Procedure,
  threatToPower: threatToPowerProcedure as Procedure,
  leaderReturn: leaderReturnProcedure as Procedure,
  campEvent: campEventProcedure as Procedure,
  springCard: springCardProcedure as Procedure,
  henryIi: henryIiProcedure as Procedure,
  janissaries: janissariesProcedure as Procedure,
  mauriceEnters: mauriceEntersProcedure as Procedure,
  mauriceOfSaxony: mauriceProcedure as Procedure,
  holyRomanEmperor: holyRomanEmperorProcedure as Procedure,
  patronOfTheArts: patronProcedure as Procedure,
  eventChoice: eventChoiceProcedure as Procedure,
  shipbuilding: shipbuildingProcedure as Procedure,
  scotsRaid: scotsRaidProcedure as Procedure,
  ...ACTION_PROCEDURES,
  ...COMBAT_CARD_PROCEDURES,
  ...RELIGION_PROCEDURES,
  ...DIPLOMACY_PROCEDURES,
  ...WINTER_PROCEDURES,
  ...ENGLAND_PROCEDURES,
};
