// The heuristic seat's armies (13, 15): an army besieging an enemy key stays to assault it
// rather than marching off (which lifts the siege), and the assault goes to the key.
import { describe, expect, it } from 'vitest';
import type { Action, Prompt } from '../../../engine/types.ts';
import type { HisAction } from '../../../games/his/index.ts';
import { hereIStand } from '../../../games/his/index.ts';
import { clearMap, declareWar, place, startingState } from '../../../games/his/testing/position.ts';
import { heuristicChoice } from '../index.ts';

function besieging(): ReturnType<typeof startingState> {
  const s = clearMap(startingState('1517'));
  declareWar(s, 'ottoman', 'hungary');
  place(s, 'belgrade', 'hungary', { regular: 1 });
  place(s, 'belgrade', 'ottoman', { regular: 6 });
  place(s, 'sofia', 'ottoman', { regular: 5 });
  s.spaces.belgrade.siege = { besieger: 'ottoman', since: 0 };
  return s;
}

const choose = (key: string, actions: Action[], params: Prompt['params'] = {}): Action =>
  heuristicChoice(hereIStand.view(besieging(), 'ottoman'), actions as HisAction[], { player: 'ottoman', key: `his.prompt.${key}`, params } as Prompt, () => 0.5);

describe('heuristic bot with an army besieging a key', () => {
  it('moves another army, not the one holding the siege', () => {
    const from = [{ type: 'space', space: 'belgrade' }, { type: 'space', space: 'sofia' }, { type: 'done' }];
    expect(choose('moveFrom', from)).toEqual({ type: 'space', space: 'sofia' });
  });

  it('assaults the key rather than a lesser fortified space', () => {
    const where = [{ type: 'space', space: 'nezh' }, { type: 'space', space: 'belgrade' }];
    expect(choose('assaultWhere', where)).toEqual({ type: 'space', space: 'belgrade' });
  });
});
