// Card 82 Janissaries Rebel and card 83 John Zapolya.
import { describe, expect, it } from 'vitest';
import { SPACES } from '../data/map.ts';
import { maxLandStrength } from '../data/pieces.ts';
import { advance } from '../flow/kernel.ts';
import { act, choices, clearMap, declareWar, place, setControl, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { EVENTS } from './registry.ts';

function fresh(): HisState {
  return clearMap(startingState('1517', 'janissaries-rebel'));
}

function play(s: HisState, card: 82 | 83, power: 'hapsburg' | 'papacy' = 'hapsburg'): HisState {
  s.stack = [];
  EVENTS[card]!.play(s, power);
  advance(s);
  return s;
}

describe('card 82 Janissaries Rebel', () => {
  it('up to 4 markers with the Ottoman at peace, on unoccupied Ottoman home spaces not in unrest; the player may stop early', () => {
    const s = fresh();
    place(s, 'edirne', 'ottoman', { regular: 1 });
    s.spaces.salonika.unrest = true;
    play(s, 82);
    const offered = choices(s, 'hapsburg').filter((a) => a.type === 'space').map((a) => a.space as string);
    expect(offered.length).toBeGreaterThan(4);
    expect(offered.every((id) => SPACES[id as keyof typeof SPACES].home === 'ottoman')).toBe(true);
    expect(offered).not.toContain('edirne');
    expect(offered).not.toContain('salonika');
    expect(offered).not.toContain('algiers'); // out of play before Barbary Pirates
    expect(s.stack[0]).toMatchObject({ proc: 'cardUnrest', left: 4 });
    act(s, 'hapsburg', { type: 'space', space: 'istanbul' });
    act(s, 'hapsburg', { type: 'done' });
    expect(s.spaces.istanbul.unrest).toBe(true);
    expect(s.stack).toEqual([]);
  });

  it('only 2 markers while the Ottoman is at war with a major power', () => {
    const s = fresh();
    declareWar(s, 'ottoman', 'hungary');
    play(s, 82);
    expect(s.stack[0]).toMatchObject({ left: 4 }); // a minor power does not count
    const t = fresh();
    declareWar(t, 'ottoman', 'papacy');
    play(t, 82);
    expect(t.stack[0]).toMatchObject({ left: 2 });
    act(t, 'hapsburg', { type: 'space', space: 'istanbul' });
    act(t, 'hapsburg', { type: 'space', space: 'edirne' });
    expect(t.stack).toEqual([]);
  });
});

describe('card 83 John Zapolya', () => {
  it('adds 4 Hungarian regulars in Buda while Hungary holds it', () => {
    const s = fresh();
    play(s, 83);
    expect(s.spaces.buda.units.hungary?.regular).toBe(4);
  });

  it('adds the controlling major power\'s regulars, within its counter mix', () => {
    const s = fresh();
    setControl(s, 'buda', 'ottoman');
    place(s, 'istanbul', 'ottoman', { regular: maxLandStrength('ottoman') - 2 });
    play(s, 83);
    expect(s.spaces.buda.units.ottoman?.regular).toBe(2);
  });

  it('may be played while Buda is under siege, with no effect', () => {
    const s = fresh();
    place(s, 'buda', 'ottoman', { regular: 5 });
    s.spaces.buda.siege = { besieger: 'ottoman', since: 0 };
    expect(EVENTS[83]!.canPlay(s, 'ottoman')).toBe(true);
    play(s, 83, 'papacy');
    expect(s.spaces.buda.units.hungary?.regular ?? 0).toBe(0);
    expect(s.log.at(-1)?.key).toBe('his.log.eventNoEffect');
  });
});
