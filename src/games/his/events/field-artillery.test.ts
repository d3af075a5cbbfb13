import { describe, expect, it } from 'vitest';
import { act, choices, declareWar, loadDice, place, runProcedure } from '../testing/position.ts';
import { battle, board, decline, dice, give, respond, rolls } from './combat-test-helpers.ts';

describe('card 25 Field Artillery', () => {
  it('+2 dice for most powers', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'hapsburg', 25);
    place(s, 'st_quentin', 'hapsburg', { regular: 2 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    loadDice(s, [...dice(4, 1), ...dice(5, 2)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    act(s, 'hapsburg', respond(25));
    expect(rolls(s)[1]).toEqual({ side: 'defender', dice: 5, hits: 2 });
  });

  it('+3 dice when France plays it (the attacker, 14 step 4)', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'france', 25);
    place(s, 'st_quentin', 'hapsburg', { regular: 2 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    loadDice(s, [...dice(7, 1), ...dice(3, 2)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    expect(choices(s, 'france')).toEqual([respond(25), decline]);
    act(s, 'france', respond(25));
    expect(rolls(s)[0]).toEqual({ side: 'attacker', dice: 7, hits: 1 });
  });

  it('not in a naval combat', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'france', 25);
    const sea = (squadron: number) => ({ regular: 0, mercenary: 0, cavalry: 0, squadron, corsair: 0, leaders: [] });
    s.seas.gulf_of_lyon.units = { france: sea(1), hapsburg: sea(1) };
    loadDice(s, [...dice(2, 0), ...dice(2, 0)]);
    runProcedure(s, { proc: 'navalCombat', where: 'gulf_of_lyon', attacker: 'france', defender: 'hapsburg' });
    expect(choices(s, 'france')).not.toContainEqual(respond(25));
    expect(decline).toBeDefined();
    expect(s.log.find((e) => e.key === 'his.log.navalCombat')!.params).toMatchObject({ attackerDice: 2 });
  });
});
