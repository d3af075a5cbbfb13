// The heuristic seat's Reformation attempts (18.3): it reads the dice each side would
// throw (its neighbours of each faith) and aims where an attempt is likeliest to flip a
// space worth having.
import { describe, expect, it } from 'vitest';
import type { Action, Prompt } from '../../../engine/types.ts';
import type { HisAction } from '../../../games/his/index.ts';
import { hereIStand } from '../../../games/his/index.ts';
import { adjacentSpaces } from '../../../games/his/data/map.ts';
import { clearMap, startingState } from '../../../games/his/testing/position.ts';
import { heuristicChoice } from '../index.ts';
import { attemptOdds } from './religion.ts';

describe('heuristic bot aiming its Reformation attempts', () => {
  it('knows the odds of one die against one (18.3 steps 5-8)', () => {
    // In the target zone a 6 wins and ties go to the attacker: 1/6 + (1+2+3+4+5)/36.
    expect(attemptOdds(1, 1, true)).toBeCloseTo(21 / 36, 10);
    // Elsewhere the Papacy wins ties: (0+1+2+3+4+5)/36.
    expect(attemptOdds(1, 1, false)).toBeCloseTo(15 / 36, 10);
    expect(attemptOdds(3, 1, true)).toBeGreaterThan(attemptOdds(1, 3, true));
  });

  it('aims where fewer Catholic neighbours throw dice against it', () => {
    const s = clearMap(startingState('1517'));
    // Kassel, Protestant, borders both; Nuremberg has five Catholic neighbours to Munster's three.
    for (const id of [...adjacentSpaces('nuremberg'), ...adjacentSpaces('munster'), 'nuremberg', 'munster'] as const) s.spaces[id].religion = 'catholic';
    s.spaces.kassel.religion = 'protestant';
    const candidates = ['nuremberg', 'munster'] as const;
    const actions: Action[] = candidates.map((space) => ({ type: 'space', space }));
    const prompt = { player: 'protestant', key: 'his.prompt.reformationTarget', params: { attempts: 1, zones: ['german'] } } as Prompt;
    expect(heuristicChoice(hereIStand.view(s, 'protestant'), actions as HisAction[], prompt, () => 0.5)).toEqual({ type: 'space', space: 'munster' });
  });
});
