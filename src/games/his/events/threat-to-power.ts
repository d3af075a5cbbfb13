// Card 103, Threat to Power: the playing power names Charles Brandon, the Duke of Alva,
// Montmorency or Ibrahim Pasha, on the map (not captured), and rolls a die: 1-3 he leaves the
// map for the rest of the turn and comes back in the next Card Draw Phase to his capital (or
// a friendly home key if the capital is not available, his power's choice); 4-6 he is out of
// the game. The units with him stay.
import type { SpaceId } from '../data/map.ts';
import { CAPITALS, SPACES, SPACE_IDS } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { rollDice } from '../dice.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { findLeader, forcesFor, hasEnemyLandUnits, isFriendlySpace, isInPlay, tidy } from '../queries.ts';
import type { HisState, LeaderId } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { removeLeaderFromPlay } from '../leaders-removed.ts';
import { frame } from '../flow/frames.ts';

/** The four leaders the card may strike, and their powers. */
export const THREATENED_LEADERS: readonly { leader: LeaderId; owner: MajorPower }[] = [
  { leader: 'charles-brandon', owner: 'england' },
  { leader: 'duke-of-alva', owner: 'hapsburg' },
  { leader: 'montmorency', owner: 'france' },
  { leader: 'ibrahim-pasha', owner: 'ottoman' },
];
/** Die results that send the leader away for the turn only. */
const AWAY_MAX = 3;

export function threatTargets(state: HisState): LeaderId[] {
  return THREATENED_LEADERS.filter((t) => findLeader(state, t.leader) !== null).map((t) => t.leader);
}

function ownerOf(leader: LeaderId): MajorPower {
  return THREATENED_LEADERS.find((t) => t.leader === leader)!.owner;
}

function takeOffMap(state: HisState, leader: LeaderId): void {
  const loc = findLeader(state, leader);
  if (!loc) return;
  const units = 'space' in loc ? state.spaces[loc.space].units : state.seas[loc.sea].units;
  for (const f of Object.values(units)) if (f) f.leaders = f.leaders.filter((l) => l !== leader);
  tidy(state, loc);
}

export interface ThreatToPowerFrame extends Frame {
  proc: 'threatToPower';
  player: MajorPower;
}

function strike(state: HisState, leader: LeaderId): void {
  const [die] = rollDice(state, 1, 'threatToPower', { leader });
  takeOffMap(state, leader);
  if (die! <= AWAY_MAX) {
    state.leadersAway.push({ leader, owner: ownerOf(leader), turn: state.turn + 1 });
    state.log.push({ key: 'his.log.threatAway', params: { leader } });
  } else {
    removeLeaderFromPlay(state, leader);
    state.log.push({ key: 'his.log.threatRemoved', params: { leader } });
  }
}

export const threatToPowerProcedure: Procedure<ThreatToPowerFrame, { type: 'leader'; leader: LeaderId }> = {
  ask(state, f): Ask<{ type: 'leader'; leader: LeaderId }>[] {
    const targets = threatTargets(state);
    return targets.length === 0 ? [] : [{ power: f.player, key: 'his.prompt.threatToPower', actions: targets.map((leader) => ({ type: 'leader', leader })) }];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, _power, action) {
    pop(state, f);
    strike(state, action.leader);
  },
};

export const THREAT_TO_POWER_EVENT: CardEvent = {
  canPlay: (state) => threatTargets(state).length > 0,
  play(state, power) {
    push(state, frame('threatToPower', { player: power }));
  },
};

// ---- the return in the next Card Draw Phase ----

/** His capital if friendly and free of enemy units; otherwise the friendly home keys. */
export function returnSpaces(state: HisState, owner: MajorPower): SpaceId[] {
  const usable = (s: SpaceId) => isInPlay(state, s) && isFriendlySpace(state, owner, s) && !hasEnemyLandUnits(state, owner, s);
  const capitals = CAPITALS[owner].filter(usable);
  if (capitals.length > 0) return capitals;
  return SPACE_IDS.filter((s) => SPACES[s].type === 'key' && SPACES[s].home === owner && usable(s));
}

export interface LeaderReturnFrame extends Frame {
  proc: 'leaderReturn';
  leader: LeaderId;
  owner: MajorPower;
}

function place(state: HisState, f: LeaderReturnFrame, space: SpaceId): void {
  state.leadersAway = state.leadersAway.filter((a) => a.leader !== f.leader);
  forcesFor(state, { space }, f.owner).leaders.push(f.leader);
  state.log.push({ key: 'his.log.leaderReturns', params: { leader: f.leader, space } });
}

export const leaderReturnProcedure: Procedure<LeaderReturnFrame, SpaceAction> = {
  ask(state, f): Ask<SpaceAction>[] {
    const spaces = returnSpaces(state, f.owner);
    return spaces.length < 2 ? [] : [{ power: f.owner, key: 'his.prompt.leaderReturn', params: { leader: f.leader }, actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    pop(state, f);
    const space = returnSpaces(state, f.owner)[0];
    if (space) place(state, f, space);
    else {
      // Nowhere to go: he waits another turn.
      const away = state.leadersAway.find((a) => a.leader === f.leader);
      if (away) away.turn = state.turn + 1;
    }
  },
  decide(state, f, _power, action) {
    pop(state, f);
    place(state, f, action.space);
  },
};

/** Card Draw Phase: the leaders due back this turn return (frames; their owners choose). */
export function returnLeadersAway(state: HisState): void {
  for (const away of state.leadersAway.filter((a) => a.turn <= state.turn)) {
    push(state, frame('leaderReturn', { leader: away.leader, owner: away.owner }));
  }
}
