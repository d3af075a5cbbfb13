// 9: the procedures of the Diplomacy Phase, by the names their frames use.
import type { Procedure } from '../../flow/frames.ts';
import { minorActivationProcedure } from '../../minors.ts';
import { dowPaymentProcedure, interventionProcedure, warSegmentProcedure } from './declarations.ts';
import { peaceSegmentProcedure, sueForPeaceProcedure } from './peace.ts';
import { diplomacyProcedure, negotiationProcedure } from './phase.ts';
import { excommunicationSegmentProcedure } from './excommunication.ts';
import { ransomSegmentProcedure } from './ransom.ts';
import { placeLeaderProcedure } from './war-status.ts';

export const DIPLOMACY_PROCEDURES: Record<string, Procedure> = {
  diplomacy: diplomacyProcedure as Procedure,
  negotiation: negotiationProcedure,
  peaceSegment: peaceSegmentProcedure as Procedure,
  sueForPeace: sueForPeaceProcedure as Procedure,
  ransomSegment: ransomSegmentProcedure as Procedure,
  excommunicationSegment: excommunicationSegmentProcedure as Procedure,
  warSegment: warSegmentProcedure as Procedure,
  intervention: interventionProcedure as Procedure,
  dowPayment: dowPaymentProcedure as Procedure,
  placeLeader: placeLeaderProcedure as Procedure,
  minorActivation: minorActivationProcedure as Procedure,
};
