// Card 91 Ransom.
import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { act, choices, clearMap, declareWar, place, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { EVENTS } from './registry.ts';

function play(s: HisState): HisState {
  s.stack = [];
  EVENTS[91]!.play(s, 'papacy');
  advance(s);
  return s;
}

describe('card 91 Ransom', () => {
  it('only while a leader is captive', () => {
    const s = clearMap(startingState('1517', 'ransom'));
    expect(EVENTS[91]!.canPlay(s, 'papacy')).toBe(false);
    s.powers.hapsburg.captives.push('montmorency');
    expect(EVENTS[91]!.canPlay(s, 'papacy')).toBe(true);
  });

  it('any captive, whoever holds him; his owner places him in a fortified home space it controls, not besieged', () => {
    const s = clearMap(startingState('1517', 'ransom'));
    s.powers.hapsburg.captives.push('montmorency');
    s.powers.england.captives.push('ibrahim-pasha');
    declareWar(s, 'france', 'hapsburg');
    place(s, 'lyon', 'hapsburg', { regular: 3 });
    place(s, 'lyon', 'france', { regular: 1 });
    s.spaces.lyon.siege = { besieger: 'hapsburg', since: 0 };
    play(s);
    expect(choices(s, 'papacy')).toEqual([
      { type: 'leader', leader: 'montmorency' },
      { type: 'leader', leader: 'ibrahim-pasha' },
    ]);
    act(s, 'papacy', { type: 'leader', leader: 'montmorency' });
    const homes = choices(s, 'france').map((a) => a.space);
    expect(homes).toContain('paris');
    expect(homes).not.toContain('lyon');
    expect(homes).not.toContain('orleans'); // unfortified
    act(s, 'france', { type: 'space', space: 'paris' });
    expect(s.spaces.paris.units.france?.leaders).toEqual(['montmorency']);
    expect(s.powers.hapsburg.captives).toEqual([]);
  });
});
