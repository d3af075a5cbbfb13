// Ports: where naval units rest. 19.3: at the end of the Action Phase (first part of the
// Winter Phase) every naval unit returns to the nearest port its major power controls;
// 8.2, 17.2: in the Card Draw Phase naval units lost last turn return to the pools and
// naval leaders on the Turn Track come back in a friendly port.
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS, isPort } from '../data/map.ts';
import type { Power } from '../data/powers.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push, pushInOrder } from '../flow/stack.ts';
import { commandingMajor } from '../minors.ts';
import { atWar, forcesFor, powersInSpace } from '../queries.ts';
import type { HisState, LeaderId } from '../state.ts';
import { sideOf } from './fleets.ts';
import { frame } from '../flow/frames.ts';

/**
 * 19.3: naval units return to the nearest port controlled by their major power (ties and
 * split stacks chosen by the owner, minors' squadrons also to their own home ports, loaned
 * squadrons to their owner's ports). The rule lives in the Winter Phase's `winterNaval`
 * procedure (phases/winter/naval-return.ts); this pushes it for any caller. It runs above
 * the caller's frame: call it as a step of its own and go on at the next run.
 */
export function returnNavalUnitsToPort(state: HisState): void {
  push(state, frame('winterNaval', { sent: [] }));
}

/** 8.2: a port where a returning naval leader may be placed: controlled by his side, free of enemy units. */
export function friendlyPortsFor(state: HisState, owner: Power): SpaceId[] {
  const side = sideOf(state, owner);
  return SPACE_IDS.filter(
    (id) =>
      isPort(id) &&
      !state.outOfPlay.includes(id) &&
      sideOf(state, state.spaces[id].control) === side &&
      !powersInSpace(state, id).some((p) => atWar(state, owner, p)),
  );
}

export interface NavalLeaderReturnFrame extends Frame {
  proc: 'navalLeaderReturn';
  leader: LeaderId;
  owner: Power;
}

function placeLeader(state: HisState, f: NavalLeaderReturnFrame, space: SpaceId): void {
  forcesFor(state, { space }, f.owner).leaders.push(f.leader);
  state.navalLeadersAway = state.navalLeadersAway.filter((a) => a.leader !== f.leader);
  state.log.push({ key: 'his.log.leaderReturned', params: { leader: f.leader, power: f.owner, space } });
}

export const navalLeaderReturnProcedure: Procedure<NavalLeaderReturnFrame, SpaceAction> = {
  ask(state, f): Ask<SpaceAction>[] {
    const who = commandingMajor(state, f.owner);
    const ports = friendlyPortsFor(state, f.owner);
    if (!who || ports.length < 2) return [];
    return [{ power: who, key: 'his.prompt.placeLeader', params: { leader: f.leader }, actions: ports.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    const ports = friendlyPortsFor(state, f.owner);
    if (ports.length > 0) placeLeader(state, f, ports[0]!);
    else {
      // 8.2: "If no friendly port exists, they remain on the Turn Track for another turn."
      const away = state.navalLeadersAway.find((a) => a.leader === f.leader);
      if (away) away.turn = state.turn + 1;
      state.log.push({ key: 'his.log.leaderCannotReturn', params: { leader: f.leader, power: f.owner } });
    }
    pop(state, f);
  },
  decide(state, f, _power, action) {
    placeLeader(state, f, action.space);
    pop(state, f);
  },
};

/**
 * 8.2, 17.2: the Card Draw Phase's naval part: naval units eliminated in an earlier turn go
 * back to the pools; naval leaders due this turn come back (the owner picks the port).
 * Pushes frames: call it once the card draw frame is off the stack.
 */
export function navalCardDraw(state: HisState): void {
  state.navalEliminated = {};
  const due = state.navalLeadersAway.filter((a) => a.turn <= state.turn);
  pushInOrder(
    state,
    due.map((a) => frame('navalLeaderReturn', { leader: a.leader, owner: a.owner })),
  );
}
