// Card 71 City State Rebels (22.6).
import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { act, choices, clearMap, loadDice, place, setControl, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { EVENTS } from './registry.ts';
import { rebelTargets } from './city-state-rebels.ts';

function fresh(): HisState {
  const s = clearMap(startingState('1517', 'rebels'));
  s.diplomacy.alliances = [];
  return s;
}

function play(s: HisState, rolled: number[]): HisState {
  s.stack = [];
  EVENTS[71]!.play(s, 'hapsburg');
  advance(s);
  loadDice(s, rolled);
  return s;
}

describe('card 71 City State Rebels', () => {
  it('targets captured keys not under siege: independent keys held by a major power, home keys held by a non-ally', () => {
    const s = fresh();
    expect(s.spaces.milan.control).toBe('france'); // 1517: Milan is French
    setControl(s, 'buda', 'ottoman');
    setControl(s, 'paris', 'england');
    const targets = rebelTargets(s, 'hapsburg');
    expect(targets).toContain('milan');
    expect(targets).toContain('buda');
    expect(targets).toContain('paris');
    expect(targets).not.toContain('metz'); // still independent
    expect(targets).not.toContain('london');
    expect(targets).not.toContain('tunis'); // held by the playing power itself
    s.diplomacy.alliances = ['england|france'];
    expect(rebelTargets(s, 'hapsburg')).not.toContain('paris');
    s.spaces.milan.siege = { besieger: 'hapsburg', since: 0 };
    expect(rebelTargets(s, 'hapsburg')).not.toContain('milan');
  });

  it('all the occupier\'s units lost: its leaders are captured, the key is independent again with an independent regular', () => {
    const s = fresh();
    place(s, 'milan', 'france', { regular: 2, leaders: ['montmorency'] });
    play(s, [6, 5, 1, 1, 1]);
    act(s, 'hapsburg', { type: 'space', space: 'milan' });
    expect(s.spaces.milan.control).toBe('independent');
    expect(s.spaces.milan.units.france).toBeUndefined();
    expect(s.spaces.milan.units.independent?.regular).toBe(1);
    expect(s.powers.hapsburg.captives).toContain('montmorency');
  });

  it('a home key goes back to its home power with one of its regulars', () => {
    const s = fresh();
    setControl(s, 'buda', 'ottoman');
    place(s, 'buda', 'ottoman', { cavalry: 1 });
    play(s, [6, 1, 1, 1, 1]);
    act(s, 'hapsburg', { type: 'space', space: 'buda' });
    expect(s.spaces.buda.control).toBe('hungary');
    expect(s.spaces.buda.units.hungary?.regular).toBe(1);
  });

  it('the occupier chooses its losses; with units left nothing else happens', () => {
    const s = fresh();
    place(s, 'milan', 'france', { regular: 2, mercenary: 1, squadron: 1 });
    play(s, [6, 1, 1, 1, 1]);
    act(s, 'hapsburg', { type: 'space', space: 'milan' });
    expect(choices(s, 'france')).toEqual([
      { type: 'casualty', power: 'france', kind: 'regular' },
      { type: 'casualty', power: 'france', kind: 'mercenary' },
      { type: 'casualty', power: 'france', kind: 'squadron' },
    ]);
    act(s, 'france', { type: 'casualty', power: 'france', kind: 'squadron' });
    expect(s.spaces.milan.units.france).toMatchObject({ regular: 2, mercenary: 1, squadron: 0 });
    expect(s.spaces.milan.control).toBe('france');
    expect(s.stack).toEqual([]);
  });
});
