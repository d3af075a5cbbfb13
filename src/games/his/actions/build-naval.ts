// 17.2: Build Naval Squadron (2 CP, not the Protestant) and Build Corsair (1 CP, the
// Ottoman after Barbary Pirates).
import type { NavalUnitKind } from '../state.ts';
import { buildNavalCost, navalBuildSites } from '../naval/build.ts';
import type { BuildNavalFrame } from '../naval/build.ts';
import type { CpAction } from './registry.ts';

function buildNavalAction(kind: NavalUnitKind): CpAction {
  return {
    id: kind === 'squadron' ? 'buildSquadron' : 'buildCorsair',
    cost: (_state, power) => buildNavalCost(power, kind),
    available(state, power, cp) {
      const cost = buildNavalCost(power, kind);
      return cost !== null && cost <= cp && navalBuildSites(state, power, kind).length > 0;
    },
    start(state, power) {
      const frame: BuildNavalFrame = { proc: 'buildNaval', power, kind };
      state.stack.push(frame);
    },
  };
}

export const BUILD_NAVAL_ACTIONS: CpAction[] = [buildNavalAction('squadron'), buildNavalAction('corsair')];
