import { describe, expect, it } from 'vitest';
import { act, choices, declareWar, loadDice, place, runProcedure } from '../testing/position.ts';
import { battle, board, dice, give, respond, rolls, unitsIn } from './combat-test-helpers.ts';

describe('card 26 Mercenaries Bribed', () => {
  it('half the enemy mercenaries (rounded up) leave; as many new ones join the player before the dice are counted', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'hapsburg', 26);
    place(s, 'st_quentin', 'hapsburg', { regular: 2 });
    place(s, 'st_quentin', 'france', { regular: 1, mercenary: 3 });
    // France: 4 - 2 = 2 units; Hapsburg 2 + 2 + 1 = 5 dice.
    loadDice(s, [...dice(2, 0), ...dice(5, 1)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    act(s, 'hapsburg', respond(26));
    expect(rolls(s)).toEqual([
      { side: 'attacker', dice: 2, hits: 0 },
      { side: 'defender', dice: 5, hits: 1 },
    ]);
    expect(unitsIn(s, 'st_quentin', 'hapsburg')).toMatchObject({ regular: 2, mercenary: 2 });
  });

  it('the attacker gains them, but beyond its formation limit they add no dice (14 step 1)', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'france', 26);
    place(s, 'st_quentin', 'hapsburg', { mercenary: 2 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    loadDice(s, [...dice(4, 0), ...dice(2, 0)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    act(s, 'france', respond(26));
    // 5 French units, no leader: 4 dice; 1 Hapsburg mercenary left + 1 for defending.
    expect(rolls(s)).toEqual([
      { side: 'attacker', dice: 4, hits: 0 },
      { side: 'defender', dice: 2, hits: 0 },
    ]);
  });

  it('mercenaries of two enemy powers defect evenly, a die deciding an odd one (9.2 by analogy)', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    declareWar(s, 'france', 'england');
    s.diplomacy.alliances = ['england|hapsburg'];
    give(s, 'france', 26);
    place(s, 'st_quentin', 'hapsburg', { mercenary: 2 });
    place(s, 'st_quentin', 'england', { regular: 1, mercenary: 4 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    // 6 mercenaries: 3 defect, one each and the odd one by a die (4-6: the second, England).
    loadDice(s, [6, ...dice(4, 0), ...dice(5, 0)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    act(s, 'france', respond(26));
    expect(unitsIn(s, 'st_quentin', 'hapsburg')).toMatchObject({ mercenary: 1 });
    expect(unitsIn(s, 'st_quentin', 'england')).toMatchObject({ regular: 1, mercenary: 2 });
    // France 4 + 3 = 7 units (4 dice, no leader); 4 defenders + 1 for defending.
    expect(rolls(s)).toEqual([
      { side: 'attacker', dice: 4, hits: 0 },
      { side: 'defender', dice: 5, hits: 0 },
    ]);
  });

  it('not by or against the Ottoman; not without enemy mercenaries', () => {
    const s = board();
    declareWar(s, 'ottoman', 'hapsburg');
    give(s, 'ottoman', 26);
    give(s, 'hapsburg', 26);
    place(s, 'buda', 'hapsburg', { mercenary: 2 });
    place(s, 'buda', 'ottoman', { regular: 4 });
    s.spaces.buda.control = 'ottoman';
    loadDice(s, [...dice(4, 0), ...dice(3, 0)]);
    runProcedure(s, battle('buda', 'hapsburg', { from: 'pressburg' }));
    expect(choices(s, 'ottoman')).toEqual([]);
    expect(choices(s, 'hapsburg')).toEqual([]);
    expect(rolls(s)).toHaveLength(2);
  });
});
