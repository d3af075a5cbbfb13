// Every procedure of the sequence of play, by the name frames use.
import type { ProcedureTable } from '../../../engine/flow/index.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';
import type { HisAction, HisFrameMap } from './frames.ts';
import { gameProcedure, turnProcedure } from '../phases/turn.ts';
import { actionPhaseProcedure, eventResolutionProcedure, impulseProcedure } from '../phases/action-phase.ts';
import { spendCpProcedure } from '../phases/spend-cp-procedure.ts';
import { cardDrawProcedure } from '../phases/card-draw.ts';
import { luther95Procedure } from '../phases/luther95.ts';
import { dietOfWormsProcedure } from '../phases/diet-of-worms.ts';
import { RELIGION_PROCEDURES } from '../religion/index.ts';
import { victoryDeterminationProcedure } from '../phases/victory-determination.ts';
import { windowProcedure } from './window.ts';
import { RESPONSES } from '../events/response-cards.ts';
import { ACTION_PROCEDURES } from '../actions/index.ts';
import { springDeploymentProcedure } from '../phases/spring-deployment.ts';
import { displacementProcedure, navalPortRetreatProcedure } from '../land/control.ts';
import { DIPLOMACY_PROCEDURES } from '../phases/diplomacy/index.ts';
import { WINTER_PROCEDURES } from '../phases/winter/index.ts';
import { siegeBrokenRetreatProcedure } from '../land/siege.ts';
import { landMoveProcedure } from '../land/move-procedure.ts';
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
import { twoPlayerDiplomacyProcedure } from '../two-player/diplomacy-phase.ts';
import { twoPlayerChoice } from '../two-player/cards.ts';
import { CHOICE_RESOLVERS } from '../events/choice-resolvers.ts';
import { COMBAT_CARD_PROCEDURES } from '../events/combat-procedures.ts';
import { shipbuildingProcedure } from '../events/shipbuilding.ts';
import { scotsRaidProcedure } from '../events/scots-raid.ts';

/** The procedures by name; each one's frame type gives HisFrameMap (flow/frames.ts). */
export const HIS_PROCEDURES = {
  game: gameProcedure,
  turn: turnProcedure,
  luther95: luther95Procedure,
  cardDraw: cardDrawProcedure,
  dietOfWorms: dietOfWormsProcedure,
  springDeployment: springDeploymentProcedure,
  displacement: displacementProcedure,
  navalPortRetreat: navalPortRetreatProcedure,
  landMove: landMoveProcedure,
  interception: interceptionProcedure,
  avoidBattle: avoidBattleProcedure,
  withdrawal: withdrawalProcedure,
  fieldBattle: fieldBattleProcedure,
  retreat: retreatProcedure,
  siegeBrokenRetreat: siegeBrokenRetreatProcedure,
  actionPhase: actionPhaseProcedure,
  impulse: impulseProcedure,
  eventResolution: eventResolutionProcedure,
  spendCp: spendCpProcedure,
  window: windowProcedure(RESPONSES),
  newWorld: newWorldProcedure,
  victoryDetermination: victoryDeterminationProcedure,
  foreignWarSend: foreignWarSendProcedure,
  charlesBourbon: charlesBourbonProcedure,
  machiavelli: machiavelliProcedure,
  treachery: treacheryProcedure,
  sackOfRome: sackOfRomeProcedure,
  akinjiRaiders: akinjiRaidersProcedure,
  cityStateRebels: cityStateRebelsProcedure,
  minorAllianceCard: minorAllianceProcedure,
  diplomaticMarriage: diplomaticMarriageProcedure,
  diplomaticOverture: diplomaticOvertureProcedure,
  foreignRecruits: foreignRecruitsProcedure,
  mercenariesDemandPay: mercenariesDemandPayProcedure,
  ransomCard: ransomCardProcedure,
  traceItalienne: traceItalienneProcedure,
  threatToPower: threatToPowerProcedure,
  leaderReturn: leaderReturnProcedure,
  campEvent: campEventProcedure,
  springCard: springCardProcedure,
  henryIi: henryIiProcedure,
  janissaries: janissariesProcedure,
  mauriceEnters: mauriceEntersProcedure,
  mauriceOfSaxony: mauriceProcedure,
  holyRomanEmperor: holyRomanEmperorProcedure,
  patronOfTheArts: patronProcedure,
  eventChoice: eventChoiceProcedure(CHOICE_RESOLVERS),
  // The two-player variant's Diplomacy Phase and its diplomacy card choices.
  twoPlayerDiplomacy: twoPlayerDiplomacyProcedure,
  twoPlayerChoice,
  shipbuilding: shipbuildingProcedure,
  scotsRaid: scotsRaidProcedure,
  ...ACTION_PROCEDURES,
  ...COMBAT_CARD_PROCEDURES,
  ...RELIGION_PROCEDURES,
  ...DIPLOMACY_PROCEDURES,
  ...WINTER_PROCEDURES,
  ...ENGLAND_PROCEDURES,
};

/** Frozen: tests make variations with `HIS_FLOW.withOverrides`, never by editing this table. */
export const PROCEDURES: ProcedureTable<HisState, HisFrameMap, MajorPower, HisAction> = Object.freeze(HIS_PROCEDURES);

