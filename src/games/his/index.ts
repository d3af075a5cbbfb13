// Here I Stand's public entry: what the command line, the simulator and other programs
// outside the game use. They import this file, never the game's internal files.
export { hereIStand } from './module.ts';
export { setup } from './setup.ts';
export { checkInvariants } from './invariants.ts';
export type { HisAction } from './flow/frames.ts';
export type { HisOptions, HisState, Scenario } from './state.ts';
export type { HisView } from './view.ts';
export type { MajorPower } from './data/powers.ts';
export { MAJOR_POWERS } from './data/powers.ts';
export { SCENARIO_IDS, isScenarioId } from './data/scenarios.ts';
export { playerName, validatePlayers } from './players.ts';
export { ALL_CARD_IDS, CARD_IDS, DIPLOMACY_CARD_IDS } from './data/cards.ts';
export { ELECTORATES, SEA_ZONE_IDS, SPACE_IDS } from './data/map.ts';
// Summaries and statistics of a position.
export { cardsDealt, keysControlled } from './power-cards.ts';
export { landUnits, navalUnits } from './queries.ts';
export { protestantSpaces, victoryPoints, vpTable } from './victory-points.ts';
export { NEW_WORLD_POWERS } from './new-world/voyages.ts';
export { newWorldVp } from './new-world/victory.ts';
// Messages in English and Spanish, and what makes a rendered one wrong (issue 15).
export { en } from './i18n/en.ts';
export { es } from './i18n/es.ts';
export type { Catalogue, Translate } from './i18n/render.ts';
export { actionCost, createTranslator, describeAction, renderCause, renderFacts, renderLog, renderPrompt, renderQuestion } from './i18n/render.ts';
export { entryPlaces, entryPower, resolutionsIn } from './resolutions.ts';
export type { Resolution, ResolutionSide } from './resolutions.ts';
export { messageProblems, untranslatedNames } from './i18n/check.ts';
