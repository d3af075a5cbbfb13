// Card 66, Akinji Raiders (6.1): the Ottoman takes a random card (never a Home card) from
// the hand of a major power it is at war with, whose territory an Ottoman cavalry unit can
// reach: a space that power controls within 2 spaces of the cavalry, the space between
// being Ottoman-controlled at distance 2. Any power may play it; the Ottoman picks the victim
// when several qualify. A Mandatory Event taken this way is not triggered (it is only held).
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS, adjacentSpaces } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { randomCardDraw } from '../phases/diplomacy/war-status.ts';
import { atWar, forcesAt } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

function cavalrySpaces(state: HisState): SpaceId[] {
  return SPACE_IDS.filter((id) => forcesAt(state, { space: id }, 'ottoman').cavalry > 0);
}

/** Can Ottoman cavalry reach a space controlled by `victim` (within 2, through an Ottoman space)? */
export function akinjiReach(state: HisState, victim: MajorPower): boolean {
  const held = (id: SpaceId) => state.spaces[id].control === victim;
  return cavalrySpaces(state).some((c) => {
    if (held(c)) return true;
    return adjacentSpaces(c).some((n) => held(n) || (state.spaces[n].control === 'ottoman' && adjacentSpaces(n).some(held)));
  });
}

export function akinjiTargets(state: HisState): MajorPower[] {
  return MAJOR_POWERS.filter((p) => p !== 'ottoman' && atWar(state, 'ottoman', p) && akinjiReach(state, p));
}

export interface AkinjiRaidersFrame extends Frame {
  proc: 'akinjiRaiders';
}

function raid(state: HisState, victim: MajorPower): void {
  const card = randomCardDraw(state, victim, 'ottoman');
  state.log.push({ key: card === null ? 'his.log.akinjiNothing' : 'his.log.akinjiRaiders', params: { power: victim } });
}

type AkinjiRaidersAction = { type: 'target'; target: MajorPower };

export const akinjiRaidersProcedure: Procedure<AkinjiRaidersFrame, AkinjiRaidersAction> = {
  ask(state): Ask<AkinjiRaidersAction>[] {
    const targets = akinjiTargets(state);
    if (targets.length < 2) return [];
    return [{ power: 'ottoman', key: 'his.prompt.akinjiRaiders', actions: targets.map((target) => ({ type: 'target', target })) }];
  },
  run(state, f) {
    pop(state, f);
    const target = akinjiTargets(state)[0];
    if (target) raid(state, target);
  },
  decide(state, f, _power, action) {
    pop(state, f);
    raid(state, action.target);
  },
};

export const AKINJI_RAIDERS_EVENT: CardEvent = {
  canPlay: (state) => akinjiTargets(state).length > 0,
  play(state) {
    push(state, frame('akinjiRaiders', {}));
  },
};
