// Card 76 Foreign Recruits (17).
import { describe, expect, it } from 'vitest';
import type { MajorPower } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { act, choices, clearMap, declareWar, place, setControl, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { EVENTS } from './registry.ts';

function fresh(): HisState {
  return clearMap(startingState('1517', 'recruits'));
}

function play(s: HisState, power: MajorPower): HisState {
  s.stack = [];
  EVENTS[76]!.play(s, power);
  advance(s);
  return s;
}

describe('card 76 Foreign Recruits', () => {
  it('4 CP of building only, at normal costs, in any controlled space not besieged nor in unrest (home or not)', () => {
    const s = fresh();
    setControl(s, 'metz', 'france');
    s.spaces.lyon.unrest = true;
    declareWar(s, 'france', 'hapsburg');
    place(s, 'dijon', 'france', { regular: 1 });
    place(s, 'dijon', 'hapsburg', { regular: 2 });
    s.spaces.dijon.siege = { besieger: 'hapsburg', since: 0 };
    play(s, 'france');
    expect(choices(s, 'france')).toEqual([
      { type: 'build', kind: 'regular' },
      { type: 'build', kind: 'mercenary' },
      { type: 'build', kind: 'squadron' },
      { type: 'done' },
    ]);
    act(s, 'france', { type: 'build', kind: 'regular' });
    const spaces = choices(s, 'france').map((a) => a.space);
    expect(spaces).toContain('metz'); // not a French home space
    expect(spaces).not.toContain('lyon');
    expect(spaces).not.toContain('dijon');
    expect(spaces).toContain('milan'); // 1517: French-held, not a French home space
    act(s, 'france', { type: 'space', space: 'metz' });
    expect(s.spaces.metz.units.france?.regular).toBe(1);
    // 2 CP left: a squadron (2) is still possible, then nothing.
    expect(s.stack[0]).toMatchObject({ cp: 2 });
    act(s, 'france', { type: 'build', kind: 'mercenary' });
    act(s, 'france', { type: 'space', space: 'metz' });
    act(s, 'france', { type: 'build', kind: 'mercenary' });
    act(s, 'france', { type: 'space', space: 'metz' });
    expect(s.spaces.metz.units.france).toMatchObject({ regular: 1, mercenary: 2 });
    expect(s.stack).toEqual([]);
  });

  it('the Ottoman builds cavalry, not mercenaries; no corsair before Barbary Pirates', () => {
    const s = play(fresh(), 'ottoman');
    expect(choices(s, 'ottoman').map((a) => a.kind ?? a.type)).toEqual(['regular', 'cavalry', 'squadron', 'done']);
  });

  it('the Protestant cannot use it before the Schmalkaldic League', () => {
    const s = fresh();
    expect(EVENTS[76]!.canPlay(s, 'protestant')).toBe(false);
    s.eventsResolved.push(13);
    s.spaces.wittenberg.control = 'protestant';
    expect(EVENTS[76]!.canPlay(s, 'protestant')).toBe(true);
  });
});
