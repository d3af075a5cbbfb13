// 21.3 England: the procedures of Henry's marriages, the succession and Mary I's impulses,
// and of the English events (registered in flow/procedures.ts by one spread).
import { henryDiesProcedure } from '../events/english-rulers.ts';
import { sixWivesProcedure, sixWivesWarProcedure } from '../events/six-wives-of-henry-viii.ts';
import { bookOfCommonPrayerProcedure, eventDrawProcedure } from '../events/english-reformation.ts';
import { ladyJaneGreyProcedure } from '../events/lady-jane-grey.ts';
import { thomasCromwellProcedure } from '../events/thomas-cromwell.ts';
import { thomasMoreProcedure } from '../events/thomas-more.ts';
import { henryBonusMarriageProcedure } from './marriage.ts';
import { maryDebateProcedure, maryImpulseProcedure } from './mary-impulse-procedure.ts';

export const ENGLAND_PROCEDURES = {
  sixWives: sixWivesProcedure,
  sixWivesWar: sixWivesWarProcedure,
  henryDies: henryDiesProcedure,
  henryBonusMarriage: henryBonusMarriageProcedure,
  maryImpulse: maryImpulseProcedure,
  maryDebate: maryDebateProcedure,
  eventDraw: eventDrawProcedure,
  bookOfCommonPrayer: bookOfCommonPrayerProcedure,
  thomasMore: thomasMoreProcedure,
  ladyJaneGrey: ladyJaneGreyProcedure,
  thomasCromwell: thomasCromwellProcedure,
};
