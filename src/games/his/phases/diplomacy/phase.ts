// 9: the Diplomacy Phase, segment by segment: Negotiation (9.1-9.2), Peace (9.3),
// Ransom (9.4), Excommunication (9.5), War (9.6). Each segment is its own frame above
// this one; the phase's record (Diplomacy.thisPhase) keeps what the later segments need to know.
import { SCENARIOS } from '../../data/scenarios.ts';
import type { Procedure } from '../../flow/frames.ts';
import { call, pop, push } from '../../flow/stack.ts';
import type { RatifiedMarks } from './deal-effects.ts';
import { negotiationFrame } from './negotiation.ts';
import type { HisState } from '../../state.ts';
import type { DiplomacyFrame } from './war-status.ts';

const SEGMENTS = ['negotiation', 'peace', 'ransom', 'excommunication', 'war'] as const;
type Segment = (typeof SEGMENTS)[number];

const SEGMENT_PROC = {
  negotiation: 'negotiation',
  peace: 'peaceSegment',
  ransom: 'ransomSegment',
  excommunication: 'excommunicationSegment',
  war: 'warSegment',
} as const satisfies Record<Segment, string>;

/**
 * 7: on turn 1 the phase is abbreviated to England's negotiations with France and the
 * Hapsburgs; the other segments are skipped (A24). 9.3: no Peace Segment on the last turn.
 */
export function segmentHappens(state: HisState, segment: Segment): boolean {
  if (state.turn === 1) return segment === 'negotiation';
  if (segment === 'peace') return state.turn < SCENARIOS[state.options.scenario].lastTurn;
  return true;
}

export const diplomacyProcedure: Procedure<DiplomacyFrame> = {
  run(state, f) {
    // The phase's record lives in the state while the phase runs (Diplomacy.thisPhase).
    state.diplomacy.thisPhase ??= { peaceMade: [], alliancesMade: [], homeCeded: [] };
    let i = f.step === undefined ? 0 : SEGMENTS.indexOf(f.step as Segment);
    while (i >= 0 && i < SEGMENTS.length && !segmentHappens(state, SEGMENTS[i]!)) i++;
    const segment = SEGMENTS[i];
    if (i < 0 || segment === undefined) {
      delete state.diplomacy.thisPhase;
      pop(state, f);
      return;
    }
    f.step = SEGMENTS[i + 1] ?? 'end';
    state.log.push({ key: 'his.log.segment', params: { segment } });
    // 9.1: the Negotiation Segment returns what the Peace and War segments must know.
    if (segment === 'negotiation') call(state, f, 'negotiated', negotiationFrame(state));
    else push(state, { proc: SEGMENT_PROC[segment] });
  },
  resume: {
    negotiated(state, _f, marks: RatifiedMarks) {
      const record = state.diplomacy.thisPhase!;
      record.alliancesMade.push(...marks.alliances);
      record.homeCeded.push(...marks.homeCeded);
    },
  },
};
