// 9: the procedures of the Diplomacy Phase, by the names their frames use.
import { minorActivationProcedure } from '../../minor-activation.ts';
import { dowPaymentProcedure, interventionProcedure, warSegmentProcedure } from './declarations.ts';
import { peaceSegmentProcedure, sueForPeaceProcedure } from './peace.ts';
import { diplomacyProcedure } from './phase.ts';
import { negotiationProcedure } from './negotiation.ts';
import { mercenaryGiftProcedure, ratifyProcedure } from './deal-effects.ts';
import { excommunicationSegmentProcedure } from './excommunication.ts';
import { ransomSegmentProcedure } from './ransom.ts';
import { placeLeaderProcedure } from './war-status.ts';

export const DIPLOMACY_PROCEDURES = {
  diplomacy: diplomacyProcedure,
  negotiation: negotiationProcedure,
  ratify: ratifyProcedure,
  mercenaryGift: mercenaryGiftProcedure,
  peaceSegment: peaceSegmentProcedure,
  sueForPeace: sueForPeaceProcedure,
  ransomSegment: ransomSegmentProcedure,
  excommunicationSegment: excommunicationSegmentProcedure,
  warSegment: warSegmentProcedure,
  intervention: interventionProcedure,
  dowPayment: dowPaymentProcedure,
  placeLeader: placeLeaderProcedure,
  minorActivation: minorActivationProcedure,
};
