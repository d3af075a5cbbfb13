// 13.4: withdrawing into fortifications. When a formation enters a fortified space
// controlled by its enemy (or the enemy's ally) and 4 or fewer enemy land units are
// there after interceptions and avoid battle, they may all withdraw inside together; the
// power controlling the space decides. Inactive minors and independent garrisons always
// withdraw (22.1, 22.6). The Move procedure then checks for a siege (13.4, 15).
import type { SpaceId } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { isMajorPower } from '../data/powers.ts';
import { FORTIFIED_GARRISON_MAX } from '../data/tables.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { ret } from '../flow/stack.ts';
import { allied, controllingMajor, isFortified } from '../queries.ts';
import type { HisState } from '../state.ts';
import { hostileOutside, hostileOutsideUnits, isHostileControlled } from './movement.ts';

export interface WithdrawalFrame extends Frame {
  proc: 'withdrawal';
  active: MajorPower;
  space: SpaceId;
  /** The major power deciding; null when an inactive minor or independent garrison withdraws by itself. */
  decider: MajorPower | null;
}

/**
 * 13.4 conditions: the space is fortified and not besieged, it is controlled by the
 * defending side (an enemy of the mover or that enemy's ally), and at most 4 enemy land
 * units are there.
 */
export function mayWithdraw(state: HisState, active: MajorPower, space: SpaceId): boolean {
  const s = state.spaces[space];
  if (!isFortified(state, space) || s.siege !== null || !isHostileControlled(state, active, space)) return false;
  const defenders = hostileOutside(state, active, space);
  if (!defenders.some((p) => allied(state, p, s.control))) return false;
  return hostileOutsideUnits(state, active, space) <= FORTIFIED_GARRISON_MAX;
}

/** 13.4: the power controlling the space decides; an inactive minor or independent space decides nothing (22.1). */
export function withdrawalDecider(state: HisState, space: SpaceId): MajorPower | null {
  const control = state.spaces[space].control;
  if (isMajorPower(control)) return control;
  return controllingMajor(state, control);
}

/** What the withdrawal procedure returns to the move (or naval transport) that called it. */
export type WithdrawalResult = { withdrew: boolean };

/** 13.1 step 7: the withdrawal procedure for a move into `space`, to be called by the move. */
export function withdrawalFrame(state: HisState, active: MajorPower, space: SpaceId): WithdrawalFrame {
  return { proc: 'withdrawal', active, space, decider: withdrawalDecider(state, space) };
}

function conclude(state: HisState, f: WithdrawalFrame, withdrew: boolean): void {
  state.log.push({ key: withdrew ? 'his.log.withdrew' : 'his.log.standAndFight', params: { space: f.space } });
  const result: WithdrawalResult = { withdrew };
  ret(state, f, result);
}

export const withdrawalProcedure: Procedure<WithdrawalFrame> = {
  ask(state, f): Ask[] {
    if (!f.decider) return [];
    return [
      {
        power: f.decider,
        key: 'his.prompt.withdraw',
        params: { space: f.space, active: f.active, units: hostileOutsideUnits(state, f.active, f.space) },
        actions: [{ type: 'withdraw' }, { type: 'fight' }],
      },
    ];
  },
  run(state, f) {
    // 22.1, 22.6: 4 or fewer inactive minor or independent units always withdraw.
    conclude(state, f, true);
  },
  decide(state, f, _power, action) {
    conclude(state, f, action.type === 'withdraw');
  },
};
