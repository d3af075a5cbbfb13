// 17.2: "Naval units lost by any method cannot reenter play on the turn in which they were
// eliminated"; 16.2 step 10, 8.2: naval leaders of an eliminated side go to the Turn Track.
import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { EVENTS } from '../events/registry.ts';
import { checkInvariants } from '../invariants.ts';
import { gainControl } from '../land/control.ts';
import type { HisState } from '../state.ts';
import { act, clearMap, declareWar, loadDice, place, runProcedure, setControl, startingState } from '../testing/position.ts';
import { unitsAvailable } from '../counter-mix.ts';

function fresh(): HisState {
  const s = clearMap(startingState('1517', 'naval-losses'));
  s.stack = [];
  return s;
}

describe('17.2: naval units lost outside combat wait on the Turn Track', () => {
  it('peace (9.3 step 4): a squadron France gives up cannot be built again this turn', () => {
    const s = fresh();
    s.turn = 2;
    s.phase = 'diplomacy';
    declareWar(s, 'france', 'england');
    s.powers.england.captives = ['montmorency'];
    place(s, 'marseille', 'france', { squadron: 1 });
    place(s, 'paris', 'france', { regular: 1 });
    const before = unitsAvailable(s, 'france', 'squadron');
    runProcedure(s, { proc: 'sueForPeace', loser: 'france', winner: 'england', step: 'award', removed: 0, pending: [], closing: false });
    act(s, 'france', { type: 'removeUnit', space: 'marseille', kind: 'squadron' });
    expect(s.spaces.marseille.units.france).toBeUndefined();
    expect(s.navalEliminated.france).toBe(1);
    expect(unitsAvailable(s, 'france', 'squadron')).toBe(before);
  });

  it('City State Rebels (card 71): a squadron lost in the key cannot be built again this turn', () => {
    const s = fresh();
    s.diplomacy.alliances = [];
    // Genoa, an independent key held by France: a regular and a squadron there.
    setControl(s, 'genoa', 'france');
    place(s, 'genoa', 'france', { regular: 1, squadron: 1 });
    const before = unitsAvailable(s, 'france', 'squadron');
    EVENTS[71]!.play(s, 'hapsburg');
    advance(s);
    loadDice(s, [6, 1, 1, 1, 1]);
    act(s, 'hapsburg', { type: 'space', space: 'genoa' });
    act(s, 'france', { type: 'casualty', power: 'france', kind: 'squadron' });
    expect(s.spaces.genoa.units.france?.squadron ?? 0).toBe(0);
    expect(s.navalEliminated.france).toBe(1);
    expect(unitsAvailable(s, 'france', 'squadron')).toBe(before);
  });
});

describe('16.2 step 10: a naval leader whose ships are lost goes to the Turn Track', () => {
  it('Coron changes hands with Barbarossa in port and both seas held by Hapsburg squadrons: he waits for the next turn', () => {
    const s = fresh();
    declareWar(s, 'ottoman', 'hapsburg');
    place(s, 'coron', 'ottoman', { squadron: 1, corsair: 1, leaders: ['barbarossa'] });
    s.seas.aegean_sea.units.hapsburg = { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] };
    s.seas.ionian_sea.units.hapsburg = { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] };
    const previous = structuredClone(s);
    gainControl(s, 'coron', 'hapsburg');
    expect(s.spaces.coron.units.ottoman).toBeUndefined();
    expect(s.navalEliminated.ottoman).toBe(2);
    expect(s.navalLeadersAway).toEqual([{ leader: 'barbarossa', owner: 'ottoman', turn: s.turn + 1 }]);
    expect(checkInvariants(s, { previous }).filter((m) => m.startsWith('pieces'))).toEqual([]);
  });
});
