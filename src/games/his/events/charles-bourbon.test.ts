// Card 70 Charles Bourbon (19.2, 21.6).
import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { removeRenegade } from '../phases/winter/renegade.ts';
import { act, choices, clearMap, declareWar, place, startingState } from '../testing/position.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';
import { EVENTS } from './registry.ts';

function fresh(): HisState {
  return clearMap(startingState('1517', 'charles-bourbon'));
}

function play(s: HisState, power: MajorPower): HisState {
  s.stack = [];
  EVENTS[70]!.play(s, power);
  advance(s);
  return s;
}

const spaces = (s: HisState, p: MajorPower) => choices(s, p).map((a) => a.space as string);

describe('card 70 Charles Bourbon', () => {
  it('the Renegade Leader and 3 mercenaries enter a space the power controls, not besieged nor in unrest', () => {
    const s = fresh();
    s.spaces.valladolid.unrest = true;
    place(s, 'vienna', 'hapsburg', { regular: 1 });
    place(s, 'vienna', 'ottoman', { regular: 4 });
    s.spaces.vienna.siege = { besieger: 'ottoman', since: 0 };
    play(s, 'hapsburg');
    const offered = spaces(s, 'hapsburg');
    expect(offered).toContain('naples');
    expect(offered).not.toContain('valladolid');
    expect(offered).not.toContain('vienna');
    expect(offered).not.toContain('paris');
    act(s, 'hapsburg', { type: 'space', space: 'naples' });
    expect(s.spaces.naples.units.hapsburg).toMatchObject({ mercenary: 3, leaders: ['renegade'] });
    // 19.2: he leaves in the Winter Phase; the units stay.
    removeRenegade(s);
    expect(s.spaces.naples.units.hapsburg).toMatchObject({ mercenary: 3, leaders: [] });
  });

  it('the Ottoman gets 3 cavalry', () => {
    const s = fresh();
    play(s, 'ottoman');
    act(s, 'ottoman', { type: 'space', space: 'istanbul' });
    expect(s.spaces.istanbul.units.ottoman).toMatchObject({ cavalry: 3, mercenary: 0, leaders: ['renegade'] });
  });

  it('at war with France: an unoccupied space adjacent to Lyon, which the power then controls', () => {
    const s = fresh();
    place(s, 'dijon', 'france', { regular: 1 });
    expect(spaces(play(fresh(), 'england'), 'england')).not.toContain('grenoble');
    declareWar(s, 'england', 'france');
    play(s, 'england');
    const offered = spaces(s, 'england');
    expect(offered).toContain('grenoble');
    expect(offered).not.toContain('dijon');
    expect(offered).not.toContain('lyon');
    act(s, 'england', { type: 'space', space: 'grenoble' });
    expect(s.spaces.grenoble.control).toBe('england');
    expect(s.spaces.grenoble.units.england).toMatchObject({ mercenary: 3, leaders: ['renegade'] });
    expect(s.diplomacy.warCaptures).toContain('england>france');
  });

  it('not for the Protestant before the Schmalkaldic League, nor while the Renegade Leader is in play', () => {
    const s = fresh();
    expect(EVENTS[70]!.canPlay(s, 'protestant')).toBe(false);
    s.eventsResolved.push(13);
    s.spaces.wittenberg.control = 'protestant';
    expect(EVENTS[70]!.canPlay(s, 'protestant')).toBe(true);
    place(s, 'paris', 'france', { leaders: ['renegade'] });
    expect(EVENTS[70]!.canPlay(s, 'hapsburg')).toBe(false);
  });
});
