// 20: the New World Phase (the eighth phase of each turn). Voyages of exploration are
// resolved first, best explorer first; then voyages of conquest; then colonies crossing
// the Atlantic settle. The Crossing Atlantic box is empty afterwards.
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import type { Exploration } from './exploration.ts';
import type { ExplorationChoice } from './exploration.ts';
import { applyExplorationChoice, drawExplorers, explorationChoices, rollExploration } from './exploration.ts';
import { resolveConquests } from './conquest.ts';
import { settleColonies } from './colonies.ts';

/** The turn pushes `{proc: 'newWorld'}`; the rest is filled in as the phase runs. */
export interface NewWorldFrame extends Frame {
  proc: 'newWorld';
  step?: 'explore' | 'choice' | 'conquer' | 'end';
  voyages?: Exploration[];
  index?: number;
}

function clearCrossing(state: HisState): void {
  const nw = state.newWorld;
  nw.crossingAtlantic = { explorations: [], conquests: [], colonies: [] };
  nw.voyages = { mercator: [], smallpox: [], cabot: [] };
}

export const newWorldProcedure: Procedure<NewWorldFrame, ExplorationChoice> = {
  ask(state, f): Ask<ExplorationChoice>[] {
    if (f.step !== 'choice') return [];
    const v = f.voyages![f.index!]!;
    const actions = explorationChoices(state);
    if (actions.length === 0) return [];
    return [{ power: v.power, key: 'his.prompt.explorationChoice', params: { explorer: v.explorer }, actions }];
  },
  run(state, f) {
    switch (f.step) {
      case undefined:
        // 20.2: explorers are drawn at random and shown, then ordered.
        f.voyages = drawExplorers(state);
        f.index = 0;
        f.step = 'explore';
        return;
      case 'explore': {
        const v = f.voyages![f.index!];
        if (!v) {
          f.step = 'conquer';
          return;
        }
        if (rollExploration(state, v)) f.step = 'choice';
        else f.index = f.index! + 1;
        return;
      }
      case 'choice':
        f.index = f.index! + 1;
        f.step = 'explore';
        return;
      case 'conquer':
        // 20.2: explorations are always resolved before conquests.
        resolveConquests(state);
        settleColonies(state);
        f.step = 'end';
        return;
      default:
        clearCrossing(state);
        pop(state, f);
    }
  },
  decide(state, f, _power, action) {
    applyExplorationChoice(state, f.voyages![f.index!]!, action);
    f.index = f.index! + 1;
    f.step = 'explore';
  },
};
