// The Ottoman heuristic (21.1): its army attacks Buda only with a line of retreat (14.1: a
// beaten army with none is eliminated and Suleiman captured), takes control of the space
// beside the key first (12.2), and Suleiman winters in Istanbul for Spring Deployment (10).
import { describe, expect, it } from 'vitest';
import type { Action, Prompt } from '../../../engine/types.ts';
import type { HisAction } from '../../../games/his/index.ts';
import { hereIStand } from '../../../games/his/index.ts';
import type { HisState } from '../../../games/his/state.ts';
import { clearMap, declareWar, place, setControl, startingState } from '../../../games/his/testing/position.ts';
import { heuristicChoice } from '../index.ts';

function armyAtMohacs(): HisState {
  const s = clearMap(startingState('1517'));
  declareWar(s, 'ottoman', 'hungary');
  place(s, 'buda', 'hungary', { regular: 5 });
  place(s, 'mohacs', 'ottoman', { regular: 12, leaders: ['suleiman'] });
  return s;
}

const choose = (s: HisState, key: string, actions: Action[], params: Prompt['params'] = {}): Action =>
  heuristicChoice(hereIStand.view(s, 'ottoman'), actions as HisAction[], { player: 'ottoman', key: `his.prompt.${key}`, params } as Prompt, () => 0.5);

describe('Ottoman heuristic', () => {
  const toBudaOrAgram = [{ type: 'space', space: 'buda' }, { type: 'space', space: 'agram' }];

  it('does not attack Buda when no space beside it is its own to retreat to', () => {
    expect(choose(armyAtMohacs(), 'moveTo', toBudaOrAgram, { from: 'mohacs' })).toEqual({ type: 'space', space: 'agram' });
  });

  it('does not attack from a space not its own, even when another space beside Buda is (14.1: the attacker retreats whence it came)', () => {
    const s = setControl(armyAtMohacs(), 'szegedin', 'ottoman');
    expect(choose(s, 'moveTo', toBudaOrAgram, { from: 'mohacs' })).toEqual({ type: 'space', space: 'agram' });
  });

  it('attacks Buda once it controls the space it attacks from', () => {
    const s = setControl(armyAtMohacs(), 'mohacs', 'ottoman');
    expect(choose(s, 'moveTo', toBudaOrAgram, { from: 'mohacs' })).toEqual({ type: 'space', space: 'buda' });
  });

  it('spends its CP taking control of the space beside Buda before it attacks', () => {
    const actions = [{ type: 'action', action: 'move' }, { type: 'action', action: 'controlUnfortified' }, { type: 'endImpulse' }];
    expect(choose(armyAtMohacs(), 'spendCp', actions)).toEqual({ type: 'action', action: 'controlUnfortified' });
    const spaces = [{ type: 'control', space: 'agram' }, { type: 'control', space: 'mohacs' }];
    expect(choose(armyAtMohacs(), 'controlUnfortified', spaces)).toEqual({ type: 'control', space: 'mohacs' });
  });

  it('sends Suleiman to winter in Istanbul', () => {
    const s = armyAtMohacs();
    const where = [{ type: 'space', space: 'belgrade' }, { type: 'space', space: 'istanbul' }];
    expect(choose(s, 'winter.leader', where, { leader: 'suleiman', space: 'mohacs' })).toEqual({ type: 'space', space: 'istanbul' });
  });
});
