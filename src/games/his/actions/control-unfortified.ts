// 12.2, 12.4: the Control Unfortified Space action (1 CP): gain political control of an
// unfortified space, or remove unrest from a space.
import { controlMayChange } from '../two-player/zones.ts';
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { gainControl } from '../land/control.ts';
import { hasLoc, schmalkaldicLeagueOccurred } from '../land/loc.ts';
import { adjacentControlCondition, hasOwnLandUnits, mayRemoveUnrest, ownLandInOrNextTo, ownLandInOrNextToSpaces, removeUnrest } from '../land/unrest.ts';
import { cpLimit, cpLimitAllows, spendCp } from '../phases/spend-cp.ts';
import { allied, atWar, isFortified, landUnits } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { CpAction } from './registry.ts';
import { frame } from '../flow/frames.ts';
import { spaceStates } from '../space-list.ts';

function cost(power: MajorPower): number | null {
  return ACTION_COSTS.controlUnfortifiedSpace[power] ?? null;
}

/** 12.2: no land units of a power other than the active power's allies in the space. */
function occupiedByNonAllies(state: HisState, power: MajorPower, space: SpaceId): boolean {
  const units = state.spaces[space].units;
  return (Object.keys(units) as Power[]).some((p) => !allied(state, power, p) && landUnits(units[p]!) > 0);
}

/** 12.2: may the power gain political control of this space with the action? */
export function mayControlUnfortified(state: HisState, power: MajorPower, space: SpaceId): boolean {
  // 21.6: before the Schmalkaldic League the Protestant never gains political control.
  if (power === 'protestant' && !schmalkaldicLeagueOccurred(state)) return false;
  if (state.outOfPlay.includes(space)) return false;
  // Two-player variant: only the German and Italian zones, Metz and Liege change hands (zones.ts).
  if (!controlMayChange(state, space)) return false;
  const control = state.spaces[space].control;
  // The space is independent or controlled by an enemy power.
  if (control !== 'independent' && !atWar(state, power, control)) return false;
  if (isFortified(state, space)) return false;
  // (a) the power's land units occupy the space, or (b) they are adjacent and no enemy land units are (passes excepted).
  if (!hasOwnLandUnits(state, power, space) && !adjacentControlCondition(state, power, space)) return false;
  if (occupiedByNonAllies(state, power, space)) return false;
  // The LOC is needed to the space itself, not to the adjacent units (12.2 note).
  return hasLoc(state, power, space);
}

export function controlTargets(state: HisState, power: MajorPower): SpaceId[] {
  // Scots Raid (card 97): the card's CP act only in its spaces.
  return SPACE_IDS.filter((id) => mayControlUnfortified(state, power, id) && cpLimitAllows(state, power, id));
}

export function unrestTargets(state: HisState, power: MajorPower): SpaceId[] {
  return SPACE_IDS.filter((id) => mayRemoveUnrest(state, power, id) && cpLimitAllows(state, power, id));
}

export const CONTROL_UNFORTIFIED_ACTION: CpAction = {
  id: 'controlUnfortified',
  cost: (_state, power) => cost(power),
  available(state, power, cp) {
    const c = cost(power);
    if (c === null || c > cp) return false;
    // Stops at the first target (asked for every CP spent): unrestTargets/controlTargets list them all.
    const limit = cpLimit(state, power);
    const spaces = spaceStates(state);
    const target = (i: number): boolean => {
      // Neither is possible without unrest or an independent or enemy control marker: ruled out first.
      const s = spaces[i]!;
      const id = SPACE_IDS[i]!;
      if (!s.unrest && s.control !== 'independent' && !atWar(state, power, s.control)) return false;
      // Nor without the power's land units in or next to the space (the Protestant's home unrest aside).
      if (!ownLandInOrNextTo(state, power, id) && !(s.unrest && power === 'protestant')) return false;
      return (limit === null || limit.spaces.includes(id)) && (mayRemoveUnrest(state, power, id) || mayControlUnfortified(state, power, id));
    };
    // Only spaces with the power's land units in or next to them can pass the second test: tried first, the rest not at all.
    if (ownLandInOrNextToSpaces(state, power).some(target)) return true;
    return power === 'protestant' && spaces.some((s, i) => s.unrest && target(i));
  },
  start(state, power) {
    push(state, frame('controlUnfortified', { power }));
  },
};

export interface ControlUnfortifiedFrame extends Frame {
  proc: 'controlUnfortified';
  power: MajorPower;
}

type ControlUnfortifiedAction = { type: 'control'; space: SpaceId } | { type: 'removeUnrest'; space: SpaceId };

export const controlUnfortifiedProcedure: Procedure<ControlUnfortifiedFrame, ControlUnfortifiedAction> = {
  ask(state, f): Ask<ControlUnfortifiedAction>[] {
    return [
      {
        power: f.power,
        key: 'his.prompt.controlUnfortified',
        actions: [
          ...controlTargets(state, f.power).map((space): ControlUnfortifiedAction => ({ type: 'control', space })),
          ...unrestTargets(state, f.power).map((space): ControlUnfortifiedAction => ({ type: 'removeUnrest', space })),
        ],
      },
    ];
  },
  decide(state, f, power, action) {
    const space = action.space;
    spendCp(state, cost(power)!);
    pop(state, f);
    if (action.type === 'removeUnrest') removeUnrest(state, space);
    // 12.2: the new owner's marker; a port's hostile naval units retreat (may push a frame).
    else gainControl(state, space, power);
  },
};
