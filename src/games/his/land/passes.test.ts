// 2.5: units may retreat and avoid battle over a pass; two-zone ports (Messina, Gibraltar,
// Istanbul) join unconnected sea zones only across two Naval Moves.
import { describe, expect, it } from 'vitest';
import { isPassBetween } from '../data/map.ts';
import { asks } from '../flow/kernel.ts';
import { navalDestinations } from '../naval/movement.ts';
import { act, choices, clearMap, declareWar, loadDice, place, runProcedure, setControl, startingState } from '../testing/position.ts';
import { declareMove, emptyBoard, prompt } from './move-test-helpers.ts';

describe('2.5 passes: retreat and avoid battle over a pass', () => {
  it('Graz and Salzburg are joined by a pass', () => {
    expect(isPassBetween('graz', 'salzburg')).toBe(true);
  });

  it('Hapsburg units in Graz may avoid battle over the pass to Salzburg', () => {
    const s = emptyBoard('1517');
    declareWar(s, 'hapsburg', 'ottoman');
    setControl(s, 'agram', 'ottoman');
    place(s, 'agram', 'ottoman', { regular: 4 });
    place(s, 'graz', 'hapsburg', { regular: 2 });
    loadDice(s, [6, 6]);
    declareMove(s, 'ottoman', 'agram', 'graz', [], { regular: 4 });
    expect(prompt(s)).toEqual({ power: 'hapsburg', key: 'his.prompt.avoidBattle' });
    expect(choices(s, 'hapsburg')).toContainEqual({ type: 'space', space: 'salzburg' });
    act(s, 'hapsburg', { type: 'space', space: 'salzburg' });
    act(s, 'hapsburg', { type: 'units', power: 'hapsburg', kind: 'regular', count: 2 });
    expect(s.spaces.salzburg.units.hapsburg?.regular).toBe(2);
  });

  it('the loser of a field battle in Graz may retreat over the pass to Salzburg', () => {
    const s = clearMap(startingState('1517'));
    s.impulse = 5;
    declareWar(s, 'hapsburg', 'ottoman');
    setControl(s, 'agram', 'ottoman');
    place(s, 'graz', 'hapsburg', { regular: 3 });
    place(s, 'graz', 'ottoman', { regular: 6 });
    // 13.2: Ottoman units next to Salzburg may not intercept a retreat.
    setControl(s, 'linz', 'ottoman');
    place(s, 'linz', 'ottoman', { regular: 4, leaders: ['ibrahim-pasha'] });
    // Ottoman 6 dice, 2 hits; Hapsburg 3 + 1 for defending, none.
    loadDice(s, [6, 6, 1, 1, 1, 1, 1, 1, 1, 1]);
    runProcedure(s, {
      proc: 'fieldBattle',
      space: 'graz',
      attacker: 'ottoman',
      intercepted: false,
      from: 'agram',
      formation: [{ power: 'ottoman', kind: 'regular', n: 6 }],
      formationLeaders: [],
    });
    for (let i = 0; i < 5 && prompt(s)?.power === 'hapsburg' && !choices(s, 'hapsburg').some((a) => a.type === 'space'); i++) act(s, 'hapsburg', choices(s, 'hapsburg')[0]!);
    expect(choices(s, 'hapsburg')).toContainEqual({ type: 'space', space: 'salzburg' });
    act(s, 'hapsburg', { type: 'space', space: 'salzburg' });
    expect(s.spaces.salzburg.units.hapsburg?.regular).toBe(1);
    expect(s.spaces.graz.units.hapsburg).toBeUndefined();
    expect(asks(s).some((a) => a.key === 'his.prompt.intercept')).toBe(false);
  });
});

describe('2.5 two-zone ports', () => {
  it('the Tyrrhenian and Ionian Seas are not connected; through friendly Messina ships cross in two Naval Moves', () => {
    const s = clearMap(startingState('1517'));
    s.seas.tyrrhenian_sea.units.hapsburg = { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] };
    const first = navalDestinations(s, 'hapsburg', 'tyrrhenian_sea');
    expect(first).not.toContain('ionian_sea');
    expect(first).toContain('messina');
    // A later Naval Move from Messina: out to either zone.
    s.seas.tyrrhenian_sea.units = {};
    place(s, 'messina', 'hapsburg', { squadron: 1 });
    expect(navalDestinations(s, 'hapsburg', 'messina')).toEqual(expect.arrayContaining(['ionian_sea', 'tyrrhenian_sea']));
  });

  it('not through a two-zone port that is not friendly', () => {
    const s = clearMap(startingState('1517'));
    s.seas.aegean_sea.units.hapsburg = { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] };
    // Istanbul is Ottoman: the Hapsburgs at peace with the Ottoman may not put in there.
    expect(navalDestinations(s, 'hapsburg', 'aegean_sea')).not.toContain('istanbul');
    expect(navalDestinations(s, 'hapsburg', 'aegean_sea')).not.toContain('black_sea');
  });
});
