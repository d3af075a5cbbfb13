// 14.1 Retreat after a lost field battle. The owner of the losing stack picks one legal
// adjacent space (movement's retreatAllowed: 14.1 / 15.3 restrictions); the active power
// must go back where it came from, a defender may not go there. With no legal space the
// stack is eliminated and its leaders captured.
import type { SpaceId } from '../data/map.ts';
import { adjacentSpaces } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { isMajorPower } from '../data/powers.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { addUnits } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { LeaderLot, Lot } from './casualties.ts';
import { captureLeaders, lotUnits, toFormation } from './casualties.ts';
import { markLostBattle, moveFormation } from './formation.ts';
import { captureLoneLeaders, retreatAllowed } from './movement.ts';

export interface RetreatRestrictions {
  /** 14.1: the active power that lost must go back where its formation entered from. */
  mustGoTo?: SpaceId | null;
  /** 14.1: a defender that lost may not retreat into the space the enemy entered from. */
  notInto?: SpaceId | null;
  /** Not after a lost battle (14 step 12: the winner retreats as in 15.3). */
  won?: boolean;
}

/** 14.1: the spaces a losing stack of this major power may retreat into. */
export function retreatSpaces(state: HisState, power: MajorPower, from: SpaceId, r: RetreatRestrictions = {}): SpaceId[] {
  return adjacentSpaces(from).filter((s) => {
    if (r.mustGoTo && s !== r.mustGoTo) return false;
    if (r.notInto && s === r.notInto) return false;
    return retreatAllowed(state, power, s);
  });
}

export interface RetreatFrame extends Frame {
  proc: 'retreat';
  /** The space the stack leaves. */
  space: SpaceId;
  /** The major power that chooses (its active minors' units go with it). */
  power: MajorPower;
  units: Lot[];
  leaders: LeaderLot[];
  mustGoTo: SpaceId | null;
  notInto: SpaceId | null;
  /** Who takes the leaders if no legal space exists. */
  captor: MajorPower | null;
  /** A loser's retreat (14.1) marks the pieces for 13.1 / 13.3; a 15.3 retreat after a win does not. */
  lostBattle: boolean;
}

/** Push the retreat of a losing stack (nothing if it is empty). */
export function pushRetreat(
  state: HisState,
  space: SpaceId,
  group: Power,
  units: readonly Lot[],
  leaders: readonly LeaderLot[],
  captor: MajorPower | null,
  r: RetreatRestrictions = {},
): void {
  const lots = units.filter((l) => l.n > 0).map((l) => ({ power: l.power, kind: l.kind, n: l.n }));
  if (lots.length === 0 && leaders.length === 0) return;
  if (!isMajorPower(group)) {
    // 22.1: inactive minors and independents never retreat (the battle keeps them inside or eliminates them).
    throw new Error(`retreat: ${group} does not retreat`);
  }
  const frame: RetreatFrame = {
    proc: 'retreat',
    space,
    power: group,
    units: lots,
    leaders: leaders.map((l) => ({ power: l.power, leader: l.leader })),
    mustGoTo: r.mustGoTo ?? null,
    notInto: r.notInto ?? null,
    captor,
    lostBattle: !r.won,
  };
  push(state, frame);
}

function options(state: HisState, f: RetreatFrame): SpaceId[] {
  return retreatSpaces(state, f.power, f.space, { mustGoTo: f.mustGoTo, notInto: f.notInto });
}

function retreatTo(state: HisState, f: RetreatFrame, to: SpaceId): void {
  const formation = toFormation(f.units, f.leaders);
  moveFormation(state, formation, f.space, to);
  // 13.1, 13.3: these pieces lost a field battle this impulse.
  if (f.lostBattle) markLostBattle(state, to, formation);
  state.log.push({ key: 'his.log.retreat', params: { power: f.power, from: f.space, to, units: lotUnits(f.units) } });
  // 13.1: an enemy leader alone where they arrive is captured.
  if (lotUnits(f.units) > 0) captureLoneLeaders(state, to, f.power);
}

/** 14.1: no legal space: all units in the stack are eliminated, leaders captured. */
function eliminateStack(state: HisState, f: RetreatFrame): void {
  for (const l of f.units) addUnits(state, { space: f.space }, l.power, l.kind, -l.n);
  state.log.push({ key: 'his.log.eliminatedNoRetreat', params: { power: f.power, space: f.space, units: lotUnits(f.units) } });
  captureLeaders(state, f.space, f.leaders, f.captor);
}

export const retreatProcedure: Procedure<RetreatFrame, SpaceAction> = {
  ask(state, f): Ask<SpaceAction>[] {
    const spaces = options(state, f);
    if (spaces.length < 2) return [];
    return [{ power: f.power, key: 'his.prompt.retreat', params: { space: f.space }, actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    const spaces = options(state, f);
    pop(state, f);
    if (spaces.length > 0) retreatTo(state, f, spaces[0]!);
    else eliminateStack(state, f);
  },
  decide(state, f, _power, action) {
    pop(state, f);
    retreatTo(state, f, action.space);
  },
};
