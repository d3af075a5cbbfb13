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

describe('heuristic bot choosing how many units go', () => {
  // The engine's formation prompts (land/formation.ts pickAsk) name where the pieces are:
  // `space` in a march, `origin` in Spring Deployment.
  const units = (procedure: string, where: 'space' | 'origin' = 'space'): Action => {
    const s = clearMap(startingState('1517'));
    place(s, 'istanbul', 'ottoman', { regular: 4 });
    const view = { ...hereIStand.view(s, 'ottoman'), procedures: ['game', 'turn', 'actionPhase', 'spendCp', procedure] };
    const actions = [0, 1, 2, 3, 4].map((count) => ({ type: 'units', power: 'ottoman', kind: 'regular', count })) as HisAction[];
    const prompt = { player: 'ottoman', key: 'his.prompt.formationUnits', params: { [where]: 'istanbul', power: 'ottoman', kind: 'regular', available: 4 } } as Prompt;
    return heuristicChoice(view, actions, prompt, () => 0.5);
  };

  it('leaves one unit to hold a key its march leaves', () => {
    expect(units('landMove')).toMatchObject({ count: 3 });
  });

  it('leaves one in a key it deploys from in the spring (its prompt names the `origin`)', () => {
    expect(units('springDeployment', 'origin')).toMatchObject({ count: 3 });
  });

  it('takes every unit when avoiding battle (one left behind would fight alone)', () => {
    expect(units('avoidBattle')).toMatchObject({ count: 4 });
  });
});
