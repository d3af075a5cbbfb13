// Card 100, Shipbuilding (17.2, 21.1): the playing power (not the Protestant) adds 2 new
// squadrons to home ports it controls (both in one, or one in each of two). The Ottoman may
// take 2 corsairs instead of a squadron (only once Barbary Pirates has occurred, 17.2), and
// at Algiers or a pirate haven only corsairs (21.1). Ports in unrest or holding enemy units
// are refused as for any build (17); a besieged port is not (the card does not forbid it).
import type { SpaceId } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { corsairBuildSites, squadronBuildSites } from '../naval/build.ts';
import type { HisState, NavalUnitKind } from '../state.ts';
import { constructUnits } from '../construction.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

const SQUADRONS = 2;
/** Corsairs the Ottoman takes in place of one squadron. */
const CORSAIRS_PER_SQUADRON = 2;

export interface ShipbuildingFrame extends Frame {
  proc: 'shipbuilding';
  power: MajorPower;
  /** Squadrons (or pairs of corsairs) still to place. */
  left: number;
}

function ownPort(state: HisState, power: MajorPower, space: SpaceId): boolean {
  return state.spaces[space].control === power;
}

/** Where the next squadron (or pair of corsairs) may go. */
export type ShipbuildingAction = { type: 'space'; space: SpaceId; kind: NavalUnitKind };

export function shipbuildingChoices(state: HisState, power: MajorPower): ShipbuildingAction[] {
  const out: ShipbuildingAction[] = [];
  for (const s of squadronBuildSites(state, power)) {
    if (s.owner === power && ownPort(state, power, s.space)) out.push({ type: 'space', space: s.space, kind: 'squadron' });
  }
  for (const s of corsairBuildSites(state, power)) {
    if (ownPort(state, power, s.space)) out.push({ type: 'space', space: s.space, kind: 'corsair' });
  }
  return out;
}

export const shipbuildingProcedure: Procedure<ShipbuildingFrame, ShipbuildingAction> = {
  ask(state, f): Ask<ShipbuildingAction>[] {
    if (f.left <= 0) return [];
    const actions = shipbuildingChoices(state, f.power);
    return actions.length === 0 ? [] : [{ power: f.power, key: 'his.prompt.shipbuilding', params: { left: f.left }, actions }];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, power, action) {
    const kind = action.kind;
    const n = kind === 'corsair' ? CORSAIRS_PER_SQUADRON : 1;
    const placed = constructUnits(state, action.space, power, kind, n);
    if (placed > 0) state.log.push({ key: 'his.log.shipbuilding', params: { power, kind, n: placed, space: action.space } });
    f.left--;
  },
};

export const SHIPBUILDING_EVENT: CardEvent = {
  canPlay: (state, power) => power !== 'protestant' && shipbuildingChoices(state, power).length > 0,
  play(state, power) {
    push(state, frame('shipbuilding', { power, left: SQUADRONS }));
  },
};
