// Each power's aims (rulebook 21) as the weights its heuristic gives to the CP actions
// (11.1) and to its home-card events: the Ottoman conquers and raids (piracy), the
// Hapsburgs conquer and send conquistadors, England marries and fights France and
// Scotland, France builds chateaux and takes Italy, the Papacy builds Saint Peter's and
// answers the Reformation, the Protestants spread it (treatises, translations).
import type { MajorPower } from '../../games/his/data/powers.ts';

/** Base score of starting each CP action (before the board makes it more or less urgent). */
export type ActionWeights = Readonly<Record<string, number>>;

const COMMON: ActionWeights = {
  assault: 100,
  controlUnfortified: 45,
  move: 30,
  raiseRegular: 22,
  buyMercenary: 20,
  raiseCavalry: 21,
  buildSquadron: 4,
  buildCorsair: 4,
  navalMove: 2,
  navalTransport: 2,
  fightForeignWar: 40,
  explore: 60,
  colonize: 50,
  conquer: 70,
  publishTreatise: 10,
  translateScripture: 10,
  callTheologicalDebate: 10,
  buildSaintPeters: 10,
  burnBooks: 10,
  foundJesuitUniversity: 10,
  initiatePiracy: 10,
  roxelanaAssault: 100,
  roxelanaSuleiman: 30,
};

const BY_POWER: Readonly<Record<MajorPower, ActionWeights>> = {
  // 21.1: the Ottoman's VP come from conquest in the Balkans and Hungary and from piracy.
  // Cavalry is cheap but throws no dice in an assault (15.1): regulars take the keys.
  ottoman: { ...COMMON, raiseRegular: 26, raiseCavalry: 20, buildCorsair: 40, initiatePiracy: 90, navalMove: 15 },
  // 21.2: the Hapsburgs hold a wide empire and reach for the New World's riches.
  hapsburg: { ...COMMON, conquer: 85, explore: 70 },
  // 21.3: England: heirs, France and Scotland, the New World; the Reformation once Edward reigns.
  england: { ...COMMON, publishTreatise: 85 },
  // 21.4: France: chateaux and Italy.
  france: { ...COMMON },
  // 21.5: the Papacy: Saint Peter's and the Counter-Reformation.
  papacy: { ...COMMON, buildSaintPeters: 95, burnBooks: 75, foundJesuitUniversity: 70, callTheologicalDebate: 45, move: 15 },
  // 21.6: the Protestants: Protestant spaces, electorates and Bible translations.
  protestant: { ...COMMON, publishTreatise: 90, translateScripture: 85, callTheologicalDebate: 60, move: 15 },
};

export function actionWeights(power: MajorPower): ActionWeights {
  return BY_POWER[power];
}

/** Home cards (6.1) whose event serves the power's aims better than their CP would. */
export const HOME_EVENT_SCORE: Readonly<Record<number, number>> = {
  1: 62, // Janissaries: four Ottoman land units at once
  2: 30, // Holy Roman Emperor
  3: 90, // Six Wives of Henry VIII: marriage, the Pregnancy Chart, an heir's VP
  4: 95, // Patron of the Arts: a chateaux roll, France's VP track
  5: 40, // Papal Bull
  6: 45, // Leipzig Debate
  7: 40, // Here I Stand
};
