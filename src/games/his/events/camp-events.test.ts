// Cards 106 Unpaid Mercenaries and 107 Unsanitary Camp.
import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { act, choices, clearMap, declareWar, place, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { EVENTS } from './registry.ts';

function play(s: HisState, card: 106 | 107): HisState {
  s.stack = [];
  EVENTS[card]!.play(s, 'papacy');
  advance(s);
  return s;
}

describe('card 106 Unpaid Mercenaries', () => {
  it('all of one power\'s mercenaries in one space leave; its leaders and other units stay', () => {
    const s = clearMap(startingState('1517', 'unpaid'));
    s.diplomacy.alliances = ['england|hapsburg'];
    place(s, 'calais', 'england', { regular: 1, mercenary: 3, leaders: ['charles-brandon'] });
    place(s, 'calais', 'hapsburg', { mercenary: 2 });
    place(s, 'paris', 'france', { regular: 2 });
    play(s, 106);
    expect(choices(s, 'papacy')).toEqual([
      { type: 'stack', space: 'calais', power: 'hapsburg' },
      { type: 'stack', space: 'calais', power: 'england' },
    ]);
    act(s, 'papacy', { type: 'stack', space: 'calais', power: 'england' });
    expect(s.spaces.calais.units.england).toMatchObject({ regular: 1, mercenary: 0, leaders: ['charles-brandon'] });
    expect(s.spaces.calais.units.hapsburg?.mercenary).toBe(2);
  });

  it('a siege left without more besiegers than defenders is broken', () => {
    const s = clearMap(startingState('1517', 'unpaid'));
    declareWar(s, 'france', 'england');
    place(s, 'calais', 'england', { regular: 2 });
    place(s, 'calais', 'france', { regular: 1, mercenary: 2 });
    s.spaces.calais.siege = { besieger: 'france', since: 0 };
    play(s, 106);
    act(s, 'papacy', { type: 'stack', space: 'calais', power: 'france' });
    while (choices(s, 'france').length > 0) act(s, 'france', choices(s, 'france')[0]!);
    expect(s.spaces.calais.units.france).toBeUndefined(); // retreated
    expect(s.spaces.calais.siege).toBeNull();
  });
});

describe('card 107 Unsanitary Camp', () => {
  it('a third of the stack (rounded up) dies, at least half of it regulars; active minor allies count in the stack', () => {
    const s = clearMap(startingState('1517', 'camp'));
    s.diplomacy.minorAllies.venice = 'papacy';
    // 7 units: 3 losses, at least 2 of them regulars.
    place(s, 'venice', 'papacy', { regular: 2, mercenary: 4 });
    place(s, 'venice', 'venice', { regular: 1 });
    play(s, 107);
    act(s, 'papacy', { type: 'stack', space: 'venice', power: 'papacy' });
    expect(s.stack[0]).toMatchObject({ losses: 3, regulars: 2 });
    act(s, 'papacy', { type: 'casualty', power: 'papacy', kind: 'mercenary' });
    // Two losses left, both regulars now.
    expect(choices(s, 'papacy')).toEqual([
      { type: 'casualty', power: 'papacy', kind: 'regular' },
      { type: 'casualty', power: 'venice', kind: 'regular' },
    ]);
    act(s, 'papacy', { type: 'casualty', power: 'venice', kind: 'regular' });
    // The last regular goes by itself.
    expect(s.spaces.venice.units.papacy).toMatchObject({ regular: 1, mercenary: 3 });
    expect(s.spaces.venice.units.venice).toBeUndefined();
    expect(s.stack).toEqual([]);
  });

  it('with fewer regulars than required, all the regulars go and other units make up the rest', () => {
    const s = clearMap(startingState('1517', 'camp'));
    place(s, 'paris', 'france', { regular: 1, mercenary: 8 }); // 9 units: 3 losses, 2 regulars wanted, 1 there
    play(s, 107);
    act(s, 'papacy', { type: 'stack', space: 'paris', power: 'france' });
    while (choices(s, 'france').length > 0) act(s, 'france', choices(s, 'france').at(-1)!);
    expect(s.spaces.paris.units.france).toMatchObject({ regular: 0, mercenary: 6 });
  });
});
