// 15.3: "A siege is broken immediately if the besieging stack no longer contains more land
// units than are in the fortification" — whatever took the besiegers away: an event, a
// peace, the survivors of a battle fought elsewhere coming back.
import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import { advance, asks } from '../flow/kernel.ts';
import { EVENTS } from '../events/registry.ts';
import { board, dice } from '../events/combat-test-helpers.ts';
import { checkInvariants } from '../invariants.ts';
import { blankReligiousMap, protestant } from '../religion/testing.ts';
import type { HisState } from '../state.ts';
import { act, choices, declareWar, loadDice, place, runProcedure, setControl } from '../testing/position.ts';

/** France (3 regulars) besieges the Hapsburg fortress of Besançon (2 regulars inside), two spaces from Zurich. */
function besancon(s: HisState): HisState {
  declareWar(s, 'france', 'hapsburg');
  place(s, 'besancon', 'hapsburg', { regular: 2 });
  place(s, 'besancon', 'france', { regular: 3, leaders: ['montmorency'] });
  s.spaces.besancon.siege = { besieger: 'france', since: 1 };
  return s;
}

describe('15.3: a siege is broken by losses outside combat', () => {
  it('Zwingli Dons Armor (card 43) takes a besieger: 2 against 2, the siege is broken and the French retreat', () => {
    const s = besancon(protestant(blankReligiousMap(), 'zurich'));
    s.religion.reformers = { zwingli: 'zurich' };
    EVENTS[43]!.play(s, 'papacy');
    advance(s);
    act(s, 'protestant', { type: 'unit', space: 'besancon', power: 'france', kind: 'regular' });
    expect(s.spaces.besancon.siege).toBeNull();
    // The French stack must retreat (15.3: an adjacent space that is theirs or an ally's).
    expect(asks(s)[0]).toMatchObject({ power: 'france', key: 'his.prompt.siegeRetreat' });
    act(s, 'france', choices(s, 'france').find((a) => a.space === 'dijon')!);
    expect(s.spaces.besancon.units.france).toBeUndefined();
    expect(s.spaces.dijon.units.france).toMatchObject({ regular: 2, leaders: ['montmorency'] });
  });

  it('Sack of Rome (card 95): the survivors come back to a siege they can no longer hold', () => {
    const s = board();
    // France besieges Papal Florence with 3 mercenaries and a regular against 2 Papal regulars.
    declareWar(s, 'france', 'papacy');
    setControl(s, 'florence', 'papacy');
    setControl(s, 'siena', 'france');
    place(s, 'florence', 'papacy', { regular: 2 });
    place(s, 'florence', 'france', { mercenary: 3, regular: 1 });
    s.spaces.florence.siege = { besieger: 'france', since: 1 };
    place(s, 'rome', 'papacy', { regular: 1 });
    s.discard.push(95 as CardId);
    s.stack = [];
    // France rolls 4 dice, 1 hit; the Papacy 2 dice, 2 hits: France loses two units.
    loadDice(s, [...dice(4, 1), ...dice(2, 2)]);
    EVENTS[95]!.play(s, 'hapsburg');
    advance(s);
    while (asks(s)[0]?.key === 'his.prompt.casualty') act(s, 'france', choices(s, 'france')[0]!);
    // Two French units back in Florence against two inside: no siege, and they retreat.
    expect(s.spaces.florence.siege).toBeNull();
    expect(asks(s)[0]).toMatchObject({ power: 'france', key: 'his.prompt.siegeRetreat', params: { space: 'florence' } });
    expect(choices(s, 'france')).toEqual([{ type: 'space', space: 'siena' }]);
  });

  it('peace (9.3 step 4): France gives up one of its three besiegers of Calais; 2 against 2, the siege is broken and they retreat', () => {
    const s = board();
    s.turn = 2;
    s.phase = 'diplomacy';
    declareWar(s, 'france', 'england');
    s.powers.england.captives = ['montmorency'];
    place(s, 'calais', 'england', { regular: 2 });
    place(s, 'calais', 'france', { regular: 3 });
    s.spaces.calais.siege = { besieger: 'france', since: 1 };
    place(s, 'paris', 'france', { regular: 1 });
    runProcedure(s, { proc: 'sueForPeace', loser: 'france', winner: 'england', step: 'award', removed: 0, pending: [], closing: false });
    act(s, 'france', { type: 'removeUnit', space: 'calais', kind: 'regular' });
    expect(s.spaces.calais.siege).toBeNull();
    expect(asks(s)[0]).toMatchObject({ power: 'france', key: 'his.prompt.siegeRetreat', params: { space: 'calais' } });
    act(s, 'france', { type: 'space', space: 'boulogne' });
    expect(s.spaces.boulogne.units.france?.regular).toBe(2);
    expect(checkInvariants(s)).toEqual([]);
    // Then the peace goes on: the second unit.
    expect(asks(s)[0]).toMatchObject({ power: 'france', key: 'his.prompt.peace.remove' });
  });
});

describe('invariant: a besieging stack always outnumbers the garrison', () => {
  it('reports a siege left standing at 1 against 2', () => {
    const s = board();
    declareWar(s, 'france', 'england');
    place(s, 'calais', 'england', { regular: 2 });
    place(s, 'calais', 'france', { regular: 1 });
    s.spaces.calais.siege = { besieger: 'france', since: 1 };
    s.stack = [{ proc: 'peaceSegment', next: 0 }];
    expect(checkInvariants(s)).toContain('sieges: calais is besieged by 1 land units against 2 inside (15.3: the siege should be broken)');
  });
});

describe('invariant: no piece in play ever vanishes', () => {
  it('reports a leader gone from everywhere, unless a rule removed him', () => {
    const s = board();
    place(s, 'coron', 'ottoman', { squadron: 1, leaders: ['barbarossa'] });
    const previous = structuredClone(s);
    s.spaces.coron.units = {};
    expect(checkInvariants(s, { previous })).toEqual(['pieces: barbarossa (coron (ottoman)) is nowhere now']);
    s.leadersRemoved = ['barbarossa'];
    expect(checkInvariants(s, { previous })).toEqual([]);
  });
});

