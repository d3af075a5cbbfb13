// Card 97, Scots Raid (Mandatory; 6.1, 15.1, 12.5, 22.3). Only if Scotland is France's
// active ally; otherwise only the playing power's 2 CP (6.1). Then:
// 1) Stirling becomes French if it is not, and every unit there that is neither French nor
//    Scottish is displaced (12.5);
// 2) France may first send one of its army leaders from anywhere to a Scottish home space:
//    then it gets 3 CP, otherwise 6 CP;
// 3) those CP buy only builds, moves, control (Control Unfortified Space) and assaults, all in
//    Scottish home spaces, Berwick, Carlisle or York; the builds may go in any friendly space
//    of these, and an assault may be made on a space besieged this impulse (15.1 exception).
//    War status and every other rule of these actions stand.
// The limited CP are spent before the playing power's 2 CP (the card's budget sits on top).
import type { SpaceId } from '../data/map.ts';
import { SPACES, SPACE_IDS } from '../data/map.ts';
import type { ArmyLeaderId } from '../data/pieces.ts';
import { ARMY_LEADERS } from '../data/pieces.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { displace, gainControl } from '../land/control.ts';
import { minorAlly } from '../minors.ts';
import { startSpending } from '../phases/spend-cp.ts';
import { forcesFor, hasEnemyLandUnits, isFriendlySpace, isInPlay, powersInSpace, tidy } from '../queries.ts';
import type { CpLimit, HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

export const SCOTS_RAID = 97;
export const SCOTS_RAID_CP = 6;
/** CP left when France first sends a leader to Scotland. */
export const SCOTS_RAID_CP_WITH_LEADER = 3;
const STIRLING: SpaceId = 'stirling';

/** Scotland's home spaces (Edinburgh, Glasgow, Stirling). */
export const SCOTTISH_HOME_SPACES: SpaceId[] = SPACE_IDS.filter((id) => SPACES[id].home === 'scotland');
/** Where the card's CP may be used: Scottish home spaces, Berwick, Carlisle, York. */
export const SCOTS_RAID_SPACES: SpaceId[] = SPACE_IDS.filter((id) => SCOTTISH_HOME_SPACES.includes(id) || ['berwick', 'carlisle', 'york'].includes(id));
/** The CP actions the card's CP may buy (ids of CP_ACTIONS). */
export const SCOTS_RAID_ACTIONS = ['raiseRegular', 'buyMercenary', 'raiseCavalry', 'buildSquadron', 'move', 'controlUnfortified', 'assault'];

export function scotsRaidLimit(): CpLimit {
  return { card: SCOTS_RAID, actions: [...SCOTS_RAID_ACTIONS], spaces: [...SCOTS_RAID_SPACES], buildInSpaces: true, sameImpulseAssault: true };
}

/** French army leaders on the map, with where they stand (in map order). */
function frenchLeaders(state: HisState): { leader: ArmyLeaderId; space: SpaceId }[] {
  const out: { leader: ArmyLeaderId; space: SpaceId }[] = [];
  for (const space of SPACE_IDS) {
    const f = state.spaces[space].units.france;
    for (const leader of f?.leaders ?? []) if (leader in ARMY_LEADERS) out.push({ leader: leader as ArmyLeaderId, space });
  }
  return out;
}

function leaderSpace(state: HisState, leader: ArmyLeaderId): SpaceId {
  return frenchLeaders(state).find((l) => l.leader === leader)!.space;
}

/** Scottish home spaces a lone French leader may be sent to: friendly and free of enemy units. */
function leaderDestinations(state: HisState): SpaceId[] {
  return SCOTTISH_HOME_SPACES.filter((id) => isInPlay(state, id) && isFriendlySpace(state, 'france', id) && !hasEnemyLandUnits(state, 'france', id));
}

/** Step 1: Stirling becomes French; everyone but the French and the Scots is displaced (12.5). */
function seizeStirling(state: HisState): void {
  if (state.spaces[STIRLING].control === 'france') return;
  gainControl(state, STIRLING, 'france');
  // No enemy can stay to besiege or be besieged once the others have left.
  state.spaces[STIRLING].siege = null;
  for (const p of powersInSpace(state, STIRLING)) {
    if (p !== 'france' && p !== 'scotland') displace(state, STIRLING, p);
  }
}

export interface ScotsRaidFrame extends Frame {
  proc: 'scotsRaid';
  /** The leader France chose to send, until it picks his Scottish space. */
  leader: ArmyLeaderId | null;
}

function grantCp(state: HisState, cp: number): void {
  state.log.push({ key: 'his.log.scotsRaidCp', params: { cp } });
  startSpending(state, 'france', cp, scotsRaidLimit());
}

type ScotsRaidAction = { type: 'leader'; leader: ArmyLeaderId } | { type: 'skip' } | SpaceAction;

export const scotsRaidProcedure: Procedure<ScotsRaidFrame, ScotsRaidAction> = {
  ask(state, f): Ask<ScotsRaidAction>[] {
    const spaces = leaderDestinations(state);
    if (f.leader !== null) {
      const from = leaderSpace(state, f.leader);
      const to = spaces.filter((space) => space !== from);
      return [{ power: 'france', key: 'his.prompt.scotsRaidLeaderTo', params: { leader: f.leader }, actions: to.map((space) => ({ type: 'space', space })) }];
    }
    // A leader must have somewhere to go other than where he stands.
    const leaders = frenchLeaders(state).filter((l) => spaces.some((space) => space !== l.space));
    if (leaders.length === 0) return [];
    return [
      {
        power: 'france',
        key: 'his.prompt.scotsRaidLeader',
        actions: [...leaders.map((l): ScotsRaidAction => ({ type: 'leader', leader: l.leader })), { type: 'skip' }],
      },
    ];
  },
  run(state, f) {
    // No leader can be sent: the full 6 CP.
    pop(state, f);
    grantCp(state, SCOTS_RAID_CP);
  },
  decide(state, f, _power, action) {
    if (action.type === 'skip') {
      pop(state, f);
      grantCp(state, SCOTS_RAID_CP);
      return;
    }
    if (action.type === 'leader') {
      f.leader = action.leader;
      return;
    }
    const to = action.space;
    const from = leaderSpace(state, f.leader!);
    const forces = forcesFor(state, { space: from }, 'france');
    forces.leaders = forces.leaders.filter((l) => l !== f.leader);
    tidy(state, { space: from });
    forcesFor(state, { space: to }, 'france').leaders.push(f.leader!);
    state.log.push({ key: 'his.log.scotsRaidLeader', params: { leader: f.leader!, from, to } });
    pop(state, f);
    grantCp(state, SCOTS_RAID_CP_WITH_LEADER);
  },
};

export const SCOTS_RAID_EVENT: CardEvent = {
  canPlay: () => true,
  play(state, power) {
    // The event needs Scotland allied to France; otherwise only the mandatory 2 CP.
    if (minorAlly(state, 'scotland') !== 'france') {
      state.log.push({ key: 'his.log.scotsRaidNoEffect', params: { power } });
      return;
    }
    // The leader choice and the CP come after Stirling's displacements (pushed first, run last).
    push(state, frame('scotsRaid', { leader: null }));
    seizeStirling(state);
  },
};
