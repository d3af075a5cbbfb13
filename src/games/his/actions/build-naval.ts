// 17.2: Build Naval Squadron (2 CP, not the Protestant) and Build Corsair (1 CP, the
// Ottoman after Barbary Pirates).
import type { NavalUnitKind } from '../state.ts';
import { buildNavalCost, navalBuildSites } from '../naval/build.ts';
import type { CpAction } from './registry.ts';
import { push } from '../flow/stack.ts';
import { frame } from '../flow/frames.ts';

function buildNavalAction(kind: NavalUnitKind): CpAction {
  return {
    id: kind === 'squadron' ? 'buildSquadron' : 'buildCorsair',
    cost: (_state, power) => buildNavalCost(power, kind),
    available(state, power, cp) {
      const cost = buildNavalCost(power, kind);
      return cost !== null && cost <= cp && navalBuildSites(state, power, kind).length > 0;
    },
    start(state, power) {
      push(state, frame('buildNaval', { power, kind }));
    },
  };
}

export const BUILD_NAVAL_ACTIONS: CpAction[] = [buildNavalAction('squadron'), buildNavalAction('corsair')];
