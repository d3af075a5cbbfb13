// 15 Siege: who is inside and who besieges a fortified space, when a siege begins, and
// 15.3 breaking a siege. While a siege lasts, the units of the controller and its allies
// are inside the fortifications; every other power's units in the space besiege it.
//
// 15.3 is checked in one place: `checkSiege`. Procedures that move besiegers out call it
// at once (a move, an interception, an avoid battle, the end of an assault or relief
// battle); and the flow kernel calls `breakSiegesThatNoLongerHold` before every step, so
// a siege can never outlast the units that held it, whatever took them away (an event,
// peace, a minor's deactivation...), once no procedure is still resolving something there.
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS, adjacentSpaces } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { allied, controllingMajor, isFortified, landUnitsIn, powersInSpace } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { Formation } from './formation.ts';
import { commandedPowers, eliminateFormation, formationsAt, moveFormation } from './formation.ts';
import { retreatAllowed } from './movement.ts';
import { garrisonUnits, isInsideFortifications, landPresence } from './occupants.ts';
import { frame } from '../flow/frames.ts';
import { spaceStates } from '../space-list.ts';

export { garrisonUnits, isInsideFortifications };

/** The powers in a fortified space that are (or would be) inside: the controller and its allies. */
export function garrisonPowers(state: HisState, space: SpaceId): Power[] {
  const control = state.spaces[space].control;
  return powersInSpace(state, space).filter((p) => allied(state, p, control));
}

/**
 * The powers in the space that are not friends of the controller: the besiegers. Once a
 * siege is under way only the besieger's side counts (15: two powers besiege together only
 * as allies); an enemy of the besieger that came in (after the besieger avoided battle) is
 * not part of the besieging stack.
 */
export function besiegingPowers(state: HisState, space: SpaceId): Power[] {
  const { control, siege } = state.spaces[space];
  return powersInSpace(state, space).filter((p) => !allied(state, p, control) && (!siege || allied(state, p, siege.besieger)));
}

/** 15.3: land units of the besieging stack (cavalry included). */
export function besiegingUnits(state: HisState, space: SpaceId): number {
  return besiegingPowers(state, space).reduce((n, p) => n + landUnitsIn(state, space, p), 0);
}

/** 15, 15.3: a siege lasts while the besiegers outnumber the units inside (cavalry counted). */
export function siegeHolds(state: HisState, space: SpaceId): boolean {
  return besiegingUnits(state, space) > garrisonUnits(state, space);
}

/**
 * 15, 15.1: the impulse from which this power besieges the space (the besieger's group, or an
 * ally that joined the siege and still outnumbers the garrison by itself), or null.
 */
export function besiegingSince(state: HisState, space: SpaceId, power: MajorPower): number | null {
  const siege = state.spaces[space].siege;
  if (!siege) return null;
  if ((controllingMajor(state, siege.besieger) ?? siege.besieger) === power) return siege.since;
  const joined = (siege.joined ?? []).find((j) => j.power === power);
  if (!joined || !allied(state, power, siege.besieger)) return null;
  const own = commandedPowers(state, power).reduce((n, p) => n + landUnitsIn(state, space, p), 0);
  return own > garrisonUnits(state, space) ? joined.since : null;
}

/** 15: the space is now under siege by this power, from this impulse on (13.4, 14 step 12). */
export function beginSiege(state: HisState, space: SpaceId, besieger: Power): void {
  if (!isFortified(state, space)) throw new Error(`siege: ${space} is not fortified`);
  state.spaces[space].siege = { besieger, since: state.impulse };
  state.log.push({ key: 'his.log.siegeBegins', params: { power: besieger, space } });
}

// ---- 15.3: breaking a siege ----

export interface SiegeBrokenRetreatFrame extends Frame {
  proc: 'siegeBrokenRetreat';
  space: SpaceId;
  /** Major powers whose besieging pieces must still retreat, in impulse order. */
  queue: MajorPower[];
}

/**
 * 15.3: "A siege is broken immediately if the besieging stack no longer contains more land
 * units than are in the fortification (cavalry units are included)": then the siege marker
 * goes and the besieging stack must retreat to an adjacent space (no CP), or is eliminated
 * with its leaders captured if none qualifies. Nothing happens while the siege holds.
 */
export function checkSiege(state: HisState, space: SpaceId): void {
  const s = state.spaces[space];
  if (!s.siege || siegeHolds(state, space)) return;
  // 15.3: the besieging stack retreats, not another power's formation that stands there too.
  const besiegers = new Set(besiegingPowers(state, space));
  const outside = landPresence(state, space).filter((p) => besiegers.has(p));
  s.siege = null;
  state.log.push({ key: 'his.log.siegeBroken', params: { space } });
  const queue = MAJOR_POWERS.filter((m) => outside.some((p) => controllingMajor(state, p) === m));
  if (queue.length > 0) {
    push(state, frame('siegeBrokenRetreat', { space, queue }));
  }
}

/**
 * Frames that last a whole phase or impulse: whatever spaces they may name, they are not
 * resolving anything in them.
 */
const LASTING_PROCEDURES: ReadonlySet<string> = new Set(['game', 'turn', 'actionPhase', 'impulse']);

/**
 * Is some procedure under way resolving something in this space (a battle, an assault, an
 * event taking units from it)? A relief force stands in the space while its battle is
 * fought, and an event takes its losses before the siege is looked at again.
 */
export function resolvingIn(state: HisState, space: SpaceId): boolean {
  const names = (value: unknown): boolean => {
    if (typeof value === 'string') return value === space;
    if (Array.isArray(value)) return value.some(names);
    if (value !== null && typeof value === 'object') return Object.values(value).some(names);
    return false;
  };
  return state.stack.some((f) => !LASTING_PROCEDURES.has(f.proc) && names(f));
}

/**
 * 15.3 for every removal path at once: each siege whose besiegers no longer outnumber the
 * garrison, in a space no procedure is still resolving, is broken now. The flow kernel
 * calls this before every step, so events, peace, deactivation and the rest need not.
 */
export function breakSiegesThatNoLongerHold(state: HisState): void {
  const spaces = spaceStates(state);
  for (let i = 0; i < spaces.length; i++) {
    if (!spaces[i]!.siege) continue;
    const id = SPACE_IDS[i]!;
    if (!siegeHolds(state, id) && !resolvingIn(state, id)) checkSiege(state, id);
  }
}

function siegeRetreatSpaces(state: HisState, f: SiegeBrokenRetreatFrame, power: MajorPower): SpaceId[] {
  return adjacentSpaces(f.space).filter((to) => retreatAllowed(state, power, to));
}

/** Everything a major power commands in a space outside fortifications. */
function stackOf(state: HisState, space: SpaceId, power: MajorPower): Formation {
  const pool = formationsAt(state, space, power);
  return { leaders: pool.leaders, units: pool.units.filter((u) => !isInsideFortifications(state, space, u.power)) };
}

export const siegeBrokenRetreatProcedure: Procedure<SiegeBrokenRetreatFrame, SpaceAction> = {
  ask(state, f): Ask<SpaceAction>[] {
    const power = f.queue[0];
    if (!power) return [];
    const spaces = siegeRetreatSpaces(state, f, power);
    if (spaces.length === 0) return [];
    return [{ power, key: 'his.prompt.siegeRetreat', params: { space: f.space }, actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    const power = f.queue.shift();
    if (!power) {
      pop(state, f);
      return;
    }
    // 15.3: no legal space: the stack is eliminated and its leaders captured.
    eliminateFormation(state, stackOf(state, f.space, power), f.space, controllingMajor(state, state.spaces[f.space].control));
    state.log.push({ key: 'his.log.eliminatedNoRetreat', params: { power, space: f.space } });
  },
  decide(state, f, power, action) {
    const to = action.space;
    moveFormation(state, stackOf(state, f.space, power), f.space, to);
    state.log.push({ key: 'his.log.siegeRetreat', params: { power, from: f.space, to } });
    f.queue.shift();
  },
};
