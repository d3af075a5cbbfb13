// 20: the New World actions of England, France and the Hapsburgs: Explore (2 CP),
// Colonize (Hapsburgs 2 CP, England and France 3), Conquer (4 CP). Each once per turn
// (11.1); the voyages are resolved in the New World Phase (new-world/phase.ts).
import type { MajorPower } from '../data/powers.ts';
import type { ActionKind } from '../data/tables.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import { spendCp } from '../phases/spend-cp.ts';
import type { HisState } from '../state.ts';
import { launchExploration, mayExplore } from '../new-world/exploration.ts';
import { launchColony, mayColonize } from '../new-world/colonies.ts';
import { launchConquest, mayConquer } from '../new-world/conquest.ts';
import type { NewWorldAction } from '../new-world/voyages.ts';
import { isNewWorldPower } from '../new-world/voyages.ts';
import type { CpAction } from './registry.ts';

const RULES: Record<NewWorldAction, { may: typeof mayExplore; launch: (state: HisState, power: 'hapsburg' | 'england' | 'france') => void }> = {
  explore: { may: mayExplore, launch: (state, power) => launchExploration(state, power) },
  colonize: { may: mayColonize, launch: launchColony },
  conquer: { may: mayConquer, launch: (state, power) => launchConquest(state, power) },
};

function newWorldAction(id: NewWorldAction & ActionKind): CpAction {
  const cost = (power: MajorPower) => ACTION_COSTS[id][power];
  return {
    id,
    oncePerTurn: true,
    cost: (_state, power) => cost(power),
    available(state, power, cp) {
      const c = cost(power);
      return c !== null && c <= cp && isNewWorldPower(power) && RULES[id].may(state, power);
    },
    start(state, power) {
      if (!isNewWorldPower(power)) throw new Error(`new world: ${power} cannot ${id}`);
      spendCp(state, cost(power)!);
      RULES[id].launch(state, power);
    },
  };
}

export const NEW_WORLD_ACTIONS: CpAction[] = [newWorldAction('explore'), newWorldAction('colonize'), newWorldAction('conquer')];
