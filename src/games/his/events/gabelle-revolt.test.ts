import { describe, expect, it } from 'vitest';
import { homeSpacesOf } from '../data/map.ts';
import { advance } from '../flow/kernel.ts';
import { blankReligiousMap } from '../religion/testing.ts';
import { act, choices, place } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

describe('card 80 Gabelle Revolt (12.4)', () => {
  it('the playing power places unrest on up to 2 unoccupied French home spaces', () => {
    const s = blankReligiousMap();
    place(s, 'paris', 'france', { regular: 1 });
    s.spaces.lyon.unrest = true;
    EVENTS[80]!.play(s, 'hapsburg');
    advance(s);
    const offered = choices(s, 'hapsburg').filter((a) => a.type === 'space').map((a) => a.space as string);
    expect(offered.every((id) => homeSpacesOf('france').includes(id as never))).toBe(true);
    expect(offered).not.toContain('paris');
    expect(offered).not.toContain('lyon');
    expect(offered).toContain('orleans');
    act(s, 'hapsburg', { type: 'space', space: 'orleans' });
    act(s, 'hapsburg', { type: 'space', space: 'dijon' });
    expect(s.spaces.orleans.unrest && s.spaces.dijon.unrest).toBe(true);
    expect(s.stack).toEqual([]);
  });

  it('“up to”: the power may stop after one', () => {
    const s = blankReligiousMap();
    EVENTS[80]!.play(s, 'france');
    advance(s);
    act(s, 'france', { type: 'space', space: 'bordeaux' });
    act(s, 'france', { type: 'done' });
    expect(s.stack).toEqual([]);
    expect(homeSpacesOf('france').filter((id) => s.spaces[id].unrest)).toEqual(['bordeaux']);
  });
});
