import { describe, expect, it } from 'vitest';
import { act, choices, clearMap, declareWar, loadDice, runProcedure, startingState } from '../testing/position.ts';
import { forcesAt } from '../queries.ts';
import { navalCombatDice, navalLosses } from './combat.ts';

const sea = (squadron: number, corsair = 0, leaders: string[] = []) => ({ regular: 0, mercenary: 0, cavalry: 0, squadron, corsair, leaders });

describe('16.2 step 8 casualties', () => {
  it('one squadron per two hits; odd hits cost the loser one more squadron, the winner nothing', () => {
    expect(navalLosses({ squadron: 3, corsair: 0 }, 3, false)).toEqual({ squadron: 1, corsair: 0 });
    expect(navalLosses({ squadron: 3, corsair: 0 }, 3, true)).toEqual({ squadron: 2, corsair: 0 });
    expect(navalLosses({ squadron: 1, corsair: 0 }, 5, true)).toEqual({ squadron: 1, corsair: 0 });
  });

  it('hits left over against the Ottoman sink one corsair each, winner or loser', () => {
    expect(navalLosses({ squadron: 2, corsair: 1 }, 3, true)).toEqual({ squadron: 1, corsair: 1 });
    expect(navalLosses({ squadron: 2, corsair: 1 }, 3, false)).toEqual({ squadron: 1, corsair: 1 });
    expect(navalLosses({ squadron: 1, corsair: 3 }, 5, false)).toEqual({ squadron: 1, corsair: 3 });
    expect(navalLosses({ squadron: 0, corsair: 4 }, 2, false)).toEqual({ squadron: 0, corsair: 2 });
  });
});

describe('16.2 naval combat', () => {
  it('dice: 2 a squadron, 1 a corsair, the best leader’s rating; the defender +1 in port only', () => {
    const s = clearMap(startingState());
    s.seas.ionian_sea.units = { ottoman: sea(1, 2, ['barbarossa', 'dragut']) };
    expect(navalCombatDice(s, 'ionian_sea', 'ottoman', true)).toBe(2 + 2 + 2);
    s.spaces.coron.units = { ottoman: sea(1) };
    expect(navalCombatDice(s, 'coron', 'ottoman', true)).toBe(3);
    expect(navalCombatDice(s, 'coron', 'ottoman', false)).toBe(2);
  });

  it('when both sides would be wiped out, the side that rolled more dice keeps a unit (ties: the defender)', () => {
    const s = clearMap(declareWar(startingState(), 'france', 'hapsburg'));
    s.seas.gulf_of_lyon.units = { france: sea(1), hapsburg: sea(1) };
    loadDice(s, [5, 6, 6, 5]);
    runProcedure(s, { proc: 'navalCombat', where: 'gulf_of_lyon', attacker: 'france', defender: 'hapsburg' });
    // Equal dice: the defender keeps its squadron (and wins the tie); the attacker is gone.
    expect(forcesAt(s, { sea: 'gulf_of_lyon' }, 'hapsburg').squadron).toBe(1);
    expect(forcesAt(s, { sea: 'gulf_of_lyon' }, 'france').squadron).toBe(0);
    expect(s.navalEliminated).toEqual({ france: 1 });

    const t = clearMap(declareWar(startingState(), 'ottoman', 'hapsburg'));
    t.seas.gulf_of_lyon.units = { ottoman: sea(1, 0, ['barbarossa']), hapsburg: sea(1) };
    loadDice(t, [5, 6, 1, 1, 6, 5]);
    runProcedure(t, { proc: 'navalCombat', where: 'gulf_of_lyon', attacker: 'ottoman', defender: 'hapsburg' });
    // The Ottoman rolled 4 dice against 2: it keeps its squadron; the Hapsburgs won the tie but are gone.
    expect(forcesAt(t, { sea: 'gulf_of_lyon' }, 'hapsburg').squadron).toBe(0);
    expect(t.navalEliminated).toEqual({ hapsburg: 1 });
    // Having lost, the Ottoman still retreats.
    expect(choices(t, 'ottoman')).toContainEqual({ type: 'sea', sea: 'tyrrhenian_sea' });
    act(t, 'ottoman', { type: 'sea', sea: 'tyrrhenian_sea' });
    expect(forcesAt(t, { sea: 'tyrrhenian_sea' }, 'ottoman')).toMatchObject({ squadron: 1, leaders: ['barbarossa'] });
  });

  it('naval leaders of a side wiped out go to the Turn Track and come back in the next Card Draw Phase', () => {
    const s = clearMap(declareWar(startingState(), 'ottoman', 'hapsburg'));
    s.seas.aegean_sea.units = { ottoman: sea(0, 1, ['barbarossa']), hapsburg: sea(2) };
    loadDice(s, [1, 1, 1, 5, 5, 1, 1]);
    runProcedure(s, { proc: 'navalCombat', where: 'aegean_sea', attacker: 'ottoman', defender: 'hapsburg' });
    expect(forcesAt(s, { sea: 'aegean_sea' }, 'ottoman').leaders).toEqual([]);
    expect(s.navalLeadersAway).toEqual([{ leader: 'barbarossa', owner: 'ottoman', turn: s.turn + 1 }]);
    s.turn++;
    runProcedure(s, { proc: 'navalLeaderReturn', leader: 'barbarossa', owner: 'ottoman' });
    const ports = choices(s, 'ottoman');
    expect(ports).toContainEqual({ type: 'space', space: 'istanbul' });
    act(s, 'ottoman', { type: 'space', space: 'istanbul' });
    expect(forcesAt(s, { space: 'istanbul' }, 'ottoman').leaders).toContain('barbarossa');
    expect(s.navalLeadersAway).toEqual([]);
  });

  it('a loser at sea with nowhere to go is eliminated', () => {
    const s = clearMap(declareWar(startingState(), 'ottoman', 'hapsburg'));
    // The Black Sea touches only Istanbul and Varna (both Ottoman) and no other sea zone.
    s.seas.black_sea.units = { ottoman: sea(3), hapsburg: sea(2) };
    loadDice(s, [5, 5, 1, 1, 1, 1, 1, 1, 1, 1]);
    runProcedure(s, { proc: 'navalCombat', where: 'black_sea', attacker: 'ottoman', defender: 'hapsburg' });
    expect(s.log.some((e) => e.key === 'his.log.navalNoRetreat')).toBe(true);
    expect(forcesAt(s, { sea: 'black_sea' }, 'hapsburg').squadron).toBe(0);
    expect(s.navalEliminated).toEqual({ hapsburg: 2 });
  });

  it('9.6: in the battle fought when a war begins, equal hits send both sides away', () => {
    const s = clearMap(declareWar(startingState(), 'france', 'hapsburg'));
    s.seas.gulf_of_lyon.units = { france: sea(2), hapsburg: sea(2) };
    loadDice(s, [5, 1, 1, 1, 6, 1, 1, 1]);
    runProcedure(s, { proc: 'navalCombat', where: 'gulf_of_lyon', attacker: 'france', defender: 'hapsburg', bothRetreatOnTie: true });
    act(s, 'france', { type: 'space', space: 'marseille' });
    act(s, 'hapsburg', { type: 'space', space: 'barcelona' });
    expect(forcesAt(s, { space: 'marseille' }, 'france').squadron).toBe(2);
    expect(forcesAt(s, { space: 'barcelona' }, 'hapsburg').squadron).toBe(2);
    expect(s.stack).toEqual([]);
  });
});
