// 21.3 England: the English Home card, the succession and the English events, by card id
// (spread into events/registry.ts).
import type { CardId } from '../data/cards.ts';
import type { CardEvent } from './registry.ts';
import { EDWARD_VI_EVENT, ELIZABETH_I_EVENT, MARY_I_EVENT } from './english-rulers.ts';
import { ENGLISH_REFORMATION_EVENTS } from './english-reformation.ts';
import { LADY_JANE_GREY_EVENT } from './lady-jane-grey.ts';
import { ROUGH_WOOING_EVENT } from './rough-wooing.ts';
import { SIX_WIVES_EVENT } from './six-wives-of-henry-viii.ts';
import { THOMAS_CROMWELL_EVENT } from './thomas-cromwell.ts';
import { THOMAS_MORE_EVENT } from './thomas-more.ts';

export const ENGLISH_EVENTS: Partial<Record<CardId, CardEvent>> = {
  3: SIX_WIVES_EVENT,
  19: EDWARD_VI_EVENT,
  21: MARY_I_EVENT,
  23: ELIZABETH_I_EVENT,
  ...ENGLISH_REFORMATION_EVENTS,
  59: LADY_JANE_GREY_EVENT,
  112: THOMAS_MORE_EVENT,
  115: THOMAS_CROMWELL_EVENT,
  116: ROUGH_WOOING_EVENT,
};
