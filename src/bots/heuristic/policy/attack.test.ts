// The heuristic seat attacks with the force to win (14, 15.1): an army too small to besiege
// and assault a garrisoned key waits beside it, a strong one marches in; Henry marries when
// he may (21.3) and otherwise declares his war on the weakest-held keys near his armies; a
// port whose defender keeps a fleet at sea or in port (15.1) is no target worth a siege.
import { describe, expect, it } from 'vitest';
import type { Action, Prompt } from '../../../engine/types.ts';
import type { HisAction } from '../../../games/his/index.ts';
import { hereIStand } from '../../../games/his/index.ts';
import type { HisState } from '../../../games/his/state.ts';
import { clearMap, declareWar, place, setControl, startingState } from '../../../games/his/testing/position.ts';
import { context, targets } from '../context.ts';
import { heuristicChoice } from '../index.ts';

function nextToBuda(army: number): HisState {
  const s = clearMap(startingState('1517'));
  declareWar(s, 'ottoman', 'hungary');
  place(s, 'buda', 'hungary', { regular: 4 });
  place(s, 'mohacs', 'ottoman', { regular: army });
  // 14.1: the attack needs a line of retreat, a space of its own beside Buda.
  setControl(s, 'mohacs', 'ottoman');
  return s;
}

const choose = (s: HisState, power: 'ottoman' | 'england', key: string, actions: Action[], params: Prompt['params'] = {}): Action =>
  heuristicChoice(hereIStand.view(s, power), actions as HisAction[], { player: power, key: `his.prompt.${key}`, params } as Prompt, () => 0.5);

describe('heuristic bot choosing its attacks', () => {
  const destinations = [{ type: 'space', space: 'buda' }, { type: 'space', space: 'szegedin' }];

  it('does not march a small army into a garrisoned key', () => {
    expect(choose(nextToBuda(4), 'ottoman', 'moveTo', destinations, { from: 'mohacs' })).toEqual({ type: 'space', space: 'szegedin' });
  });

  it('marches an army big enough to besiege and assault', () => {
    expect(choose(nextToBuda(10), 'ottoman', 'moveTo', destinations, { from: 'mohacs' })).toEqual({ type: 'space', space: 'buda' });
  });

  it('does not count on a port whose defending fleet keeps the sea (15.1: no assault there)', () => {
    const s = clearMap(startingState('1517'));
    declareWar(s, 'england', 'scotland');
    place(s, 'edinburgh', 'scotland', { regular: 2 });
    const worth = (): number => targets(context(hereIStand.view(s, 'england'), undefined)).find((t) => t.space === 'edinburgh')!.worth;
    const open = worth();
    place(s, 'edinburgh', 'scotland', { squadron: 1 });
    expect(worth()).toBeLessThan(open / 2);
  });

  it('has Henry marry when he may, else declare war where the keys are held weakest', () => {
    const s = startingState('1517');
    const wars = [{ type: 'declareWar', target: 'hapsburg' }, { type: 'declareWar', target: 'france' }, { type: 'declareWar', target: 'scotland' }];
    expect(choose(s, 'england', 'sixWives', [...wars, { type: 'marry' }])).toEqual({ type: 'marry' });
    // Calais (2 regulars) is two moves from Rouen (1 regular): France, not Antwerp's 3 or Edinburgh's 3.
    expect(choose(s, 'england', 'sixWives', wars)).toEqual({ type: 'declareWar', target: 'france' });
  });
});
