import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { blankReligiousMap, logged, protestant } from '../religion/testing.ts';
import type { HisState } from '../state.ts';
import { act, choices, place } from '../testing/position.ts';
import { EVENTS } from './registry.ts';
import { zwingliTargets } from './zwingli-dons-armor.ts';

function position(): HisState {
  const s = protestant(blankReligiousMap(), 'zurich');
  s.religion.reformers = { zwingli: 'zurich' };
  if (!s.religion.debaters.includes('zwingli')) s.religion.debaters.push('zwingli');
  return s;
}

describe('card 43 Zwingli Dons Armor (8.2, 18.2)', () => {
  it('the Protestant eliminates one Catholic land unit within 3 spaces of Zurich; Zwingli leaves the game for good', () => {
    const s = position();
    place(s, 'basel', 'hapsburg', { regular: 2 });
    place(s, 'lyon', 'france', { mercenary: 1 }); // Zurich-Geneva-Lyon: 2 spaces
    place(s, 'paris', 'france', { regular: 1 }); // too far
    place(s, 'strasburg', 'protestant', { regular: 1 }); // not Catholic
    place(s, 'innsbruck', 'ottoman', { cavalry: 1 }); // unaligned
    EVENTS[43]!.play(s, 'papacy');
    advance(s);
    expect(choices(s, 'protestant')).toEqual([
      { type: 'unit', space: 'basel', power: 'hapsburg', kind: 'regular' },
      { type: 'unit', space: 'lyon', power: 'france', kind: 'mercenary' },
    ]);
    act(s, 'protestant', { type: 'unit', space: 'basel', power: 'hapsburg', kind: 'regular' });
    expect(s.spaces.basel.units.hapsburg?.regular).toBe(1);
    expect(s.religion.reformers.zwingli).toBeUndefined();
    expect(s.religion.reformersRemoved).toContain('zwingli');
    expect(s.religion.debaters).not.toContain('zwingli');
    expect(s.religion.removedDebaters).toContain('zwingli');
    // Zurich keeps its religion.
    expect(s.spaces.zurich.religion).toBe('protestant');
    expect(EVENTS[43]!.canPlay(s, 'papacy')).toBe(false);
  });

  it('no Catholic unit in reach: Zwingli still leaves', () => {
    const s = position();
    expect(zwingliTargets(s)).toEqual([]);
    EVENTS[43]!.play(s, 'france');
    advance(s);
    expect(s.stack).toEqual([]);
    expect(s.religion.reformersRemoved).toContain('zwingli');
    expect(logged(s, 'his.log.zwingliRemoved')).toHaveLength(1);
  });
});
