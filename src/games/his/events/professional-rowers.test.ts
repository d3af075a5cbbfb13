import { describe, expect, it } from 'vitest';
import { asks } from '../flow/kernel.ts';
import { forcesAt } from '../queries.ts';
import { act, choices, declareWar, loadDice, place, runProcedure, spend } from '../testing/position.ts';
import { board, decline, dice, give, respond } from './combat-test-helpers.ts';

const sea = (squadron: number) => ({ regular: 0, mercenary: 0, cavalry: 0, squadron, corsair: 0, leaders: [] });

describe('card 34 Professional Rowers', () => {
  it('option 2: after both naval rolls (16.2 step 6) any power gives a side 3 more dice', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'england', 34);
    s.seas.gulf_of_lyon.units = { france: sea(1), hapsburg: sea(1) };
    // France 2 dice, 1 hit; Hapsburg 2 dice, 1 hit; then 3 dice for France, 2 hits.
    loadDice(s, [...dice(2, 1), ...dice(2, 1), ...dice(3, 2)]);
    runProcedure(s, { proc: 'navalCombat', where: 'gulf_of_lyon', attacker: 'france', defender: 'hapsburg' });
    expect(choices(s, 'england')).toEqual([respond(34), decline]);
    act(s, 'england', respond(34));
    expect(choices(s, 'england')).toEqual([
      { type: 'side', side: 'attacker' },
      { type: 'side', side: 'defender' },
    ]);
    act(s, 'england', { type: 'side', side: 'attacker' });
    expect(s.log.find((e) => e.key === 'his.log.navalCombat')!.params).toMatchObject({ attackerHits: 3, defenderHits: 1, winner: 'france' });
  });

  it('16.2 step 6: with the Ottoman in the battle, the Ottoman (Janissaries) is asked before a Rowers holder, even as defender', () => {
    const s = board();
    declareWar(s, 'ottoman', 'hapsburg');
    give(s, 'ottoman', 1);
    give(s, 'hapsburg', 34);
    s.seas.aegean_sea.units = { ottoman: sea(1), hapsburg: sea(1) };
    loadDice(s, [...dice(2, 1), ...dice(2, 1)]);
    runProcedure(s, { proc: 'navalCombat', where: 'aegean_sea', attacker: 'hapsburg', defender: 'ottoman' });
    expect(asks(s).map((a) => a.power)).toEqual(['ottoman']);
    expect(choices(s, 'ottoman')).toEqual([respond(1), decline]);
    act(s, 'ottoman', decline);
    // Then the Hapsburgs may still play Professional Rowers.
    expect(choices(s, 'hapsburg')).toEqual([respond(34), decline]);
  });

  it('option 1: +2 to a naval avoid-battle roll once rolled (16.1 step 5)', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'papacy', 34);
    place(s, 'marseille', 'france', { squadron: 1 });
    s.seas.gulf_of_lyon.units = { hapsburg: sea(1) };
    spend(s, 'france', 1);
    act(s, 'france', { type: 'action', action: 'navalMove' });
    act(s, 'france', { type: 'space', space: 'marseille' });
    act(s, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    act(s, 'france', { type: 'done' });
    loadDice(s, [3, 4]);
    act(s, 'hapsburg', { type: 'space', space: 'barcelona' });
    // 7 would fail; the Papacy adds 2.
    act(s, 'papacy', respond(34));
    act(s, 'papacy', { type: 'modifier', n: 2 });
    expect(forcesAt(s, { space: 'barcelona' }, 'hapsburg').squadron).toBe(1);
    expect(s.log.find((e) => e.key === 'his.log.navalAvoidBattle')!.params).toMatchObject({ total: 9, success: true });
  });

  it('option 1: -2 to a naval interception roll (16.1 step 4)', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'france', 34);
    place(s, 'marseille', 'france', { squadron: 1 });
    s.seas.barbary_coast.units = { hapsburg: sea(1) };
    spend(s, 'france', 1);
    act(s, 'france', { type: 'action', action: 'navalMove' });
    act(s, 'france', { type: 'space', space: 'marseille' });
    act(s, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    act(s, 'france', { type: 'done' });
    loadDice(s, [5, 5]);
    act(s, 'hapsburg', { type: 'sea', sea: 'barbary_coast' });
    act(s, 'france', respond(34));
    act(s, 'france', { type: 'modifier', n: -2 });
    expect(s.log.find((e) => e.key === 'his.log.navalInterception')!.params).toMatchObject({ total: 8, success: false });
    expect(forcesAt(s, { sea: 'barbary_coast' }, 'hapsburg').squadron).toBe(1);
  });
});
