import { describe, expect, it } from 'vitest';
import { act, choices, declareWar, loadDice, place, runProcedure } from '../testing/position.ts';
import { battle, board, decline, dice, give, respond, rolls } from './combat-test-helpers.ts';

describe('card 24 Arquebusiers', () => {
  it('the defender adds 2 dice in a field battle (14 step 5)', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'hapsburg', 24);
    place(s, 'st_quentin', 'hapsburg', { regular: 2 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    loadDice(s, [...dice(4, 1), ...dice(5, 2)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    // Not in the mercenaries step (14 step 1); first asked at the combat-card step.
    expect(choices(s, 'hapsburg')).toEqual([respond(24), decline]);
    act(s, 'hapsburg', respond(24));
    expect(rolls(s)).toEqual([
      { side: 'attacker', dice: 4, hits: 1 },
      { side: 'defender', dice: 5, hits: 2 },
    ]);
    expect(s.discard).toContain(24);
  });

  it('the attacker adds 2 dice in a naval combat (16.2 step 3)', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'france', 24);
    const sea = (squadron: number) => ({ regular: 0, mercenary: 0, cavalry: 0, squadron, corsair: 0, leaders: [] });
    s.seas.gulf_of_lyon.units = { france: sea(1), hapsburg: sea(1) };
    loadDice(s, [...dice(4, 2), ...dice(2, 0)]);
    runProcedure(s, { proc: 'navalCombat', where: 'gulf_of_lyon', attacker: 'france', defender: 'hapsburg' });
    act(s, 'france', respond(24));
    const log = s.log.find((e) => e.key === 'his.log.navalCombat')!.params;
    expect(log).toMatchObject({ attackerDice: 4, attackerHits: 2, defenderDice: 2, winner: 'france' });
  });

  it('a power with no units in the battle, or an assault, cannot use it', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'england', 24);
    give(s, 'hapsburg', 24);
    place(s, 'st_quentin', 'hapsburg', { regular: 2 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    loadDice(s, [...dice(4, 1), ...dice(3, 2)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    expect(choices(s, 'england')).toEqual([]);
    act(s, 'hapsburg', decline);
    expect(rolls(s)[1]).toEqual({ side: 'defender', dice: 3, hits: 2 });
  });

  it('not while Mary I rules England (21.3)', () => {
    const s = board();
    declareWar(s, 'france', 'england');
    s.powers.england.ruler = 'mary-i';
    give(s, 'england', 24);
    place(s, 'calais', 'england', { regular: 2 });
    place(s, 'calais', 'france', { regular: 4 });
    s.spaces.calais.control = 'france';
    loadDice(s, [...dice(4, 1), ...dice(3, 2)]);
    runProcedure(s, battle('calais', 'france', { from: 'boulogne' }));
    expect(choices(s, 'england')).toEqual([]);
    expect(rolls(s)[1]).toEqual({ side: 'defender', dice: 3, hits: 2 });
  });
});
