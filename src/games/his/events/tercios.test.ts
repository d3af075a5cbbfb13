import { describe, expect, it } from 'vitest';
import { act, choices, declareWar, loadDice, place, runProcedure } from '../testing/position.ts';
import { battle, board, decline, dice, give, respond, rolls } from './combat-test-helpers.ts';

describe('card 30 Tercios', () => {
  it('played by the Hapsburgs: 3 more dice hitting on 4-6', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'hapsburg', 30);
    place(s, 'st_quentin', 'hapsburg', { regular: 2 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    // France 4 dice; Hapsburg 3 normal dice (1 hit), then 3 Tercios dice: 4, 4, 3 = 2 hits.
    loadDice(s, [...dice(4, 1), 6, 1, 4, 4, 4, 3]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    act(s, 'hapsburg', respond(30));
    expect(rolls(s)[1]).toEqual({ side: 'defender', dice: 6, hits: 3 });
  });

  it('played against 3 or more Hapsburg regulars: the Hapsburgs roll 3 fewer dice', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'france', 30);
    place(s, 'st_quentin', 'hapsburg', { regular: 3 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    loadDice(s, [...dice(4, 1), ...dice(1, 1)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    act(s, 'france', respond(30));
    expect(rolls(s)[1]).toEqual({ side: 'defender', dice: 1, hits: 1 });
  });

  it('not against fewer than 3 Hapsburg regulars (mercenaries do not count), nor in a naval combat', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'france', 30);
    place(s, 'st_quentin', 'hapsburg', { regular: 2, mercenary: 3 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    loadDice(s, [...dice(4, 1), ...dice(6, 1)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    expect(choices(s, 'france')).toEqual([]);
    expect(rolls(s)[1]).toEqual({ side: 'defender', dice: 6, hits: 1 });

    const t = board();
    declareWar(t, 'france', 'hapsburg');
    give(t, 'hapsburg', 30);
    const sea = (squadron: number) => ({ regular: 0, mercenary: 0, cavalry: 0, squadron, corsair: 0, leaders: [] });
    t.seas.gulf_of_lyon.units = { france: sea(1), hapsburg: sea(1) };
    loadDice(t, [...dice(2, 0), ...dice(2, 0)]);
    runProcedure(t, { proc: 'navalCombat', where: 'gulf_of_lyon', attacker: 'france', defender: 'hapsburg' });
    expect(choices(t, 'hapsburg')).not.toContainEqual(respond(30));
    expect(decline).toBeDefined();
  });
});
