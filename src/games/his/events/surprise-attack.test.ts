import { describe, expect, it } from 'vitest';
import { act, choices, declareWar, loadDice, place, runProcedure } from '../testing/position.ts';
import { battle, board, decline, dice, give, respond, rolls, unitsIn } from './combat-test-helpers.ts';

describe('card 29 Surprise Attack', () => {
  it('the attacker rolls first; the defender loses units before counting its dice (14 step 6)', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'france', 29);
    place(s, 'st_quentin', 'hapsburg', { regular: 3 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    // France 4 dice, 2 hits; the Hapsburgs, down to 1 regular, roll 1 + 1 = 2 dice.
    loadDice(s, [...dice(4, 2), ...dice(2, 1)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    act(s, 'france', respond(29));
    expect(rolls(s)).toEqual([
      { side: 'attacker', dice: 4, hits: 2 },
      { side: 'defender', dice: 2, hits: 1 },
    ]);
    expect(unitsIn(s, 'st_quentin', 'france')).toMatchObject({ regular: 3 });
  });

  it('a side wiped out by the surprise does not roll at all', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'france', 29);
    place(s, 'st_quentin', 'hapsburg', { regular: 1 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    loadDice(s, [...dice(4, 1)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    act(s, 'france', respond(29));
    // No unit left: the defender does not roll, not even its die for defending.
    expect(rolls(s)).toEqual([{ side: 'attacker', dice: 4, hits: 1 }]);
    expect(unitsIn(s, 'st_quentin', 'hapsburg')).toBeNull();
    expect(unitsIn(s, 'st_quentin', 'france')).toMatchObject({ regular: 4 });
  });

  it('only one surprise per battle: after the attacker plays it, the defender may not', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'france', 29);
    give(s, 'hapsburg', 29);
    place(s, 'st_quentin', 'hapsburg', { regular: 3 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    loadDice(s, [...dice(4, 0), ...dice(4, 0)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    act(s, 'france', respond(29));
    expect(choices(s, 'hapsburg')).toEqual([]);
    expect(decline).toBeDefined();
  });
});
