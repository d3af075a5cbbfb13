// The religious CP actions of rulebook 18.1 and their procedures, for actions/index.ts.
import type { CpAction } from './registry.ts';
import { BUILD_ST_PETERS_ACTION } from './build-st-peters.ts';
import { BURN_BOOKS_ACTION, burnBooksProcedure } from './burn-books.ts';
import { CALL_DEBATE_ACTION, callDebateProcedure } from './call-debate.ts';
import { FOUND_JESUIT_UNIVERSITY_ACTION, foundJesuitUniversityProcedure } from './found-jesuit-university.ts';
import { PUBLISH_TREATISE_ACTION, publishTreatiseProcedure } from './publish-treatise.ts';
import { TRANSLATE_SCRIPTURE_ACTION, translateScriptureProcedure } from './translate-scripture.ts';

export const RELIGIOUS_ACTIONS: CpAction[] = [
  PUBLISH_TREATISE_ACTION,
  TRANSLATE_SCRIPTURE_ACTION,
  CALL_DEBATE_ACTION,
  BUILD_ST_PETERS_ACTION,
  BURN_BOOKS_ACTION,
  FOUND_JESUIT_UNIVERSITY_ACTION,
];

export const RELIGIOUS_ACTION_PROCEDURES = {
  publishTreatise: publishTreatiseProcedure,
  translateScripture: translateScriptureProcedure,
  callDebate: callDebateProcedure,
  burnBooks: burnBooksProcedure,
  foundJesuitUniversity: foundJesuitUniversityProcedure,
};
