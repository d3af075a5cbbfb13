// 9.4: the Ransom Segment. A power regains a captured army leader by letting his captor
// draw one card at random from its hand; the leader goes to his capital, else to a
// friendly home key. Any number may be ransomed; none has to be. Powers in impulse order (A10).
import type { MajorPower } from '../../data/powers.ts';
import { MAJOR_POWERS } from '../../data/powers.ts';
import type { Ask, Frame, Procedure } from '../../flow/frames.ts';
import { pop } from '../../flow/stack.ts';
import type { HisState, LeaderId } from '../../state.ts';
import { canGiveCardDraw, leaderPower, leaderReturnSpaces, randomCardDraw, returnLeader } from './war-status.ts';

/** The captor of a leader, if he is held on a power card. */
export function captorOf(state: HisState, leader: LeaderId): MajorPower | null {
  return MAJOR_POWERS.find((p) => state.powers[p].captives.includes(leader)) ?? null;
}

/**
 * 9.4: the leaders `power` may ransom now: its own army leaders held by another power.
 * The ransom is a card draw, so a hand without a drawable card cannot pay it (A10); a
 * leader with no capital or friendly home key to return to cannot come back.
 */
export function ransomableLeaders(state: HisState, power: MajorPower): LeaderId[] {
  if (!canGiveCardDraw(state, power) || leaderReturnSpaces(state, power).length === 0) return [];
  return MAJOR_POWERS.flatMap((captor) => state.powers[captor].captives.filter((l) => captor !== power && leaderPower(l) === power));
}

export interface RansomSegmentFrame extends Frame {
  proc: 'ransomSegment';
  next?: number;
}

type RansomSegmentAction = { type: 'ransom'; leader: LeaderId } | { type: 'done' };

export const ransomSegmentProcedure: Procedure<RansomSegmentFrame, RansomSegmentAction> = {
  ask(state, f): Ask<RansomSegmentAction>[] {
    const power = MAJOR_POWERS[f.next ?? 0];
    if (!power) return [];
    const leaders = ransomableLeaders(state, power);
    if (leaders.length === 0) return [];
    return [
      {
        power,
        key: 'his.prompt.ransom',
        actions: [...leaders.map((leader): RansomSegmentAction => ({ type: 'ransom', leader })), { type: 'done' }],
      },
    ];
  },
  run(state, f) {
    const next = f.next ?? 0;
    if (next >= MAJOR_POWERS.length) pop(state, f);
    else f.next = next + 1;
  },
  decide(state, f, power, action) {
    if (action.type === 'done') {
      f.next = (f.next ?? 0) + 1;
      return;
    }
    const leader = action.leader;
    const captor = captorOf(state, leader)!;
    state.log.push({ key: 'his.log.ransom', params: { power, leader, captor } });
    randomCardDraw(state, power, captor);
    returnLeader(state, power, leader);
  },
};
