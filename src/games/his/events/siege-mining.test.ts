import { describe, expect, it } from 'vitest';
import { act, choices, declareWar, loadDice, place, runProcedure, setControl } from '../testing/position.ts';
import { board, decline, dice, give, respond, rolls } from './combat-test-helpers.ts';

describe('card 28 Siege Mining', () => {
  it('the assaulting power rolls 3 more dice (15.1 step 5); the defender cannot use it', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    setControl(s, 'brussels', 'france');
    give(s, 'france', 28);
    give(s, 'hapsburg', 28);
    place(s, 'antwerp', 'hapsburg', { regular: 2 });
    place(s, 'antwerp', 'france', { regular: 4 });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    loadDice(s, [...dice(5, 2), ...dice(3, 0)]);
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 1 });
    // Not offered before the formation's responses (15.1 step 2), only at step 5.
    expect(choices(s, 'france')).toEqual([respond(28), decline]);
    act(s, 'france', respond(28));
    expect(choices(s, 'hapsburg')).toEqual([]);
    // 4 units against defenders: 2 dice, plus 3.
    expect(rolls(s, 'his.log.assaultRoll')).toEqual([
      { side: 'attacker', dice: 5, hits: 2 },
      { side: 'defender', dice: 3, hits: 0 },
    ]);
    expect(s.spaces.antwerp.control).toBe('france');
  });

  it('not in a field battle', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'france', 28);
    place(s, 'st_quentin', 'hapsburg', { regular: 2 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    loadDice(s, [...dice(4, 0), ...dice(3, 0)]);
    runProcedure(s, { proc: 'fieldBattle', space: 'st_quentin', attacker: 'france', intercepted: false, from: 'paris' });
    expect(choices(s, 'france')).not.toContainEqual(respond(28));
  });
});
