// The Ottoman heuristic (21.1): its army attacks Buda only with a line of retreat (14.1: a
// beaten army with none is eliminated and Suleiman captured), takes control of the space
// beside the key first (12.2), and Suleiman winters in Istanbul for Spring Deployment (10).
import { describe, expect, it } from 'vitest';
import type { Action, Prompt } from '../../../engine/types.ts';
import type { HisAction } from '../../../games/his/index.ts';
import { hereIStand } from '../../../games/his/index.ts';
import type { HisState } from '../../../games/his/state.ts';
import { clearMap, declareWar, makePeace, place, setControl, startingState } from '../../../games/his/testing/position.ts';
import { context, targets } from '../context.ts';
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

  it('refuses a peace that ends its campaign and any alliance; confirms a peace far from its armies', () => {
    const answers = [{ type: 'confirm', declaration: 1 }, { type: 'refuse', declaration: 1 }];
    const s = armyAtMohacs();
    declareWar(s, 'ottoman', 'hapsburg');
    const peaceWithHapsburg = [{ kind: 'peace', from: 'hapsburg', to: 'ottoman' }];
    // Vienna (Hapsburg key) is three moves from the army at Mohacs.
    expect(choose(s, 'negotiationConfirm', answers, { items: peaceWithHapsburg }).type).toBe('refuse');
    declareWar(s, 'ottoman', 'england');
    expect(choose(s, 'negotiationConfirm', answers, { items: [{ kind: 'peace', from: 'england', to: 'ottoman' }] }).type).toBe('confirm');
    expect(choose(s, 'negotiationConfirm', answers, { items: [{ kind: 'alliance', from: 'france', to: 'ottoman' }] }).type).toBe('refuse');
  });

  it('counts a key held too strongly for its biggest army at a fraction of its worth', () => {
    const worthOfBuda = (s: HisState) => targets(context(hereIStand.view(s, 'ottoman'), undefined)).find((t) => t.space === 'buda')!.worth;
    const weak = worthOfBuda(armyAtMohacs());
    const s = armyAtMohacs();
    place(s, 'buda', 'hungary', { regular: 15 });
    expect(worthOfBuda(s)).toBeLessThan(weak / 2);
  });

  it('at war with no one it reaches, declares war on the power whose keys lie next to its lands', () => {
    const s = clearMap(startingState('1517'));
    place(s, 'istanbul', 'ottoman', { regular: 12, leaders: ['suleiman'] });
    setControl(s, 'buda', 'ottoman');
    setControl(s, 'belgrade', 'ottoman');
    makePeace(s, 'ottoman', 'hungary');
    // 9.6: a war costs cards; a hand of four affords one.
    s.powers.ottoman.hand = [20, 21, 22, 23] as HisState['powers']['ottoman']['hand'];
    const wars = [{ type: 'declareWar', target: 'hapsburg' }, { type: 'declareWar', target: 'france' }, { type: 'done' }];
    // Vienna is two moves from Buda; the army wintered far off in Istanbul.
    expect(choose(s, 'declareWar', wars)).toEqual({ type: 'declareWar', target: 'hapsburg' });
    declareWar(s, 'ottoman', 'hapsburg');
    expect(choose(s, 'declareWar', [{ type: 'declareWar', target: 'france' }, { type: 'done' }])).toEqual({ type: 'done' });
  });

  it('keeps a conquered key garrisoned through the winter and sends the rest home', () => {
    const s = clearMap(startingState('1517'));
    setControl(s, 'belgrade', 'ottoman');
    place(s, 'belgrade', 'ottoman', { regular: 3 });
    place(s, 'salonika', 'ottoman', { regular: 3 });
    const optional = [{ type: 'space', space: 'belgrade' }, { type: 'space', space: 'salonika' }, { type: 'done' }];
    expect(choose(s, 'winter.optional', optional)).toEqual({ type: 'space', space: 'salonika' });
    const fromSzegedin = [{ type: 'winterMove', owner: 'ottoman', to: 'istanbul' }, { type: 'winterMove', owner: 'ottoman', to: 'belgrade', kind: 'regular' }];
    expect(choose(s, 'winter.assign', fromSzegedin, { space: 'szegedin', mustMove: 5, losses: 0 })).toEqual(fromSzegedin[1]);
  });

  it('sends Suleiman to winter in Istanbul', () => {
    const s = armyAtMohacs();
    const where = [{ type: 'space', space: 'belgrade' }, { type: 'space', space: 'istanbul' }];
    expect(choose(s, 'winter.leader', where, { leader: 'suleiman', space: 'mohacs' })).toEqual({ type: 'space', space: 'istanbul' });
  });
});
