// 17.1: raise regulars, buy mercenaries, raise cavalry in a friendly home space that is
// not occupied by enemy units (and not in unrest, 12.4).
import type { SpaceId } from '../data/map.ts';
import { SPACES, SPACE_IDS } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import type { Frame, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import { spendCp } from '../phases/spend-cp.ts';
import { addUnits, hasEnemyLandUnits, isFriendlySpace, isInPlay } from '../queries.ts';
import { unitsAvailable } from '../counter-mix.ts';
import type { HisState, LandUnitKind } from '../state.ts';
import type { CpAction } from './registry.ts';

const ACTION_OF: Record<LandUnitKind, 'raiseRegular' | 'buyMercenary' | 'raiseCavalry'> = {
  regular: 'raiseRegular',
  mercenary: 'buyMercenary',
  cavalry: 'raiseCavalry',
};

export function buildCost(power: MajorPower, kind: LandUnitKind): number | null {
  return ACTION_COSTS[ACTION_OF[kind]][power] ?? null;
}

/** 17.1, 12.4: where this power may place a new land unit. */
export function landBuildSpaces(state: HisState, power: MajorPower): SpaceId[] {
  return SPACE_IDS.filter((id) => {
    const s = state.spaces[id];
    return (
      SPACES[id].home === power &&
      isInPlay(state, id) &&
      isFriendlySpace(state, power, id) &&
      !s.unrest &&
      !hasEnemyLandUnits(state, power, id) &&
      (s.siege === null)
    );
  });
}

interface BuildFrame extends Frame {
  proc: 'buildLand';
  power: MajorPower;
  kind: LandUnitKind;
}

function buildAction(kind: LandUnitKind): CpAction {
  return {
    id: ACTION_OF[kind],
    cost: (_state, power) => buildCost(power, kind),
    available(state, power, cp) {
      const cost = buildCost(power, kind);
      return cost !== null && cost <= cp && unitsAvailable(state, power, kind) > 0 && landBuildSpaces(state, power).length > 0;
    },
    start(state, power) {
      const frame: BuildFrame = { proc: 'buildLand', power, kind };
      state.stack.push(frame);
    },
  };
}

export const BUILD_LAND_ACTIONS: CpAction[] = [buildAction('mercenary'), buildAction('regular'), buildAction('cavalry')];

export const buildLandProcedure: Procedure<BuildFrame> = {
  ask(state, f) {
    return [
      {
        power: f.power,
        key: 'his.prompt.buildWhere',
        params: { kind: f.kind },
        actions: landBuildSpaces(state, f.power).map((space) => ({ type: 'space', space })),
      },
    ];
  },
  decide(state, f, power, action) {
    const space = action.space as SpaceId;
    spendCp(state, buildCost(power, f.kind)!);
    addUnits(state, { space }, power, f.kind, 1);
    state.log.push({ key: 'his.log.built', params: { power, kind: f.kind, space } });
    pop(state, f);
  },
};
