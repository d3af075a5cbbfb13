import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { act, choices, clearMap, place, setControl, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { displace, displacementDestinations, gainControl } from './control.ts';

function fresh(): HisState {
  const s = clearMap(startingState());
  s.stack = [];
  return s;
}

describe('12.5 displacement', () => {
  it('land units and army leaders go to the nearest fortified space of their power, or the capital; the owner breaks ties', () => {
    const s = place(fresh(), 'tours', 'france', { regular: 2, mercenary: 1, leaders: ['montmorency'] });
    setControl(s, 'tours', 'hapsburg');
    // Bordeaux and Rouen are one space away; Paris is the capital.
    expect(displacementDestinations(s, 'tours', 'france', 'land')).toEqual(['bordeaux', 'paris', 'rouen']);
    displace(s, 'tours', 'france');
    advance(s);
    expect(choices(s, 'france')).toEqual([
      { type: 'space', space: 'bordeaux' },
      { type: 'space', space: 'paris' },
      { type: 'space', space: 'rouen' },
    ]);
    act(s, 'france', { type: 'space', space: 'rouen' });
    expect(s.spaces.tours.units.france).toBeUndefined();
    expect(s.spaces.rouen.units.france).toMatchObject({ regular: 2, mercenary: 1, leaders: ['montmorency'] });
    expect(s.stack).toEqual([]);
  });

  it('moves at once when only one space qualifies', () => {
    const s = place(fresh(), 'tours', 'france', { regular: 1 });
    for (const id of ['tours', 'bordeaux', 'rouen', 'lyon'] as const) setControl(s, id, 'hapsburg');
    expect(displacementDestinations(s, 'tours', 'france', 'land')).toEqual(['paris']);
    displace(s, 'tours', 'france');
    expect(s.stack).toEqual([]);
    expect(s.spaces.paris.units.france?.regular).toBe(1);
  });

  it('the capital is offered only under friendly control', () => {
    const s = place(fresh(), 'tours', 'france', { regular: 1 });
    setControl(s, 'tours', 'hapsburg');
    setControl(s, 'paris', 'hapsburg');
    expect(displacementDestinations(s, 'tours', 'france', 'land')).toEqual(['bordeaux', 'rouen']);
  });

  it('naval units go to the nearest port of their power, sea zones counting as a space', () => {
    const s = place(fresh(), 'brest', 'france', { squadron: 1 });
    setControl(s, 'brest', 'hapsburg');
    setControl(s, 'nantes', 'hapsburg');
    // Bordeaux (Biscay), Rouen and Boulogne (Channel) are 2 away; Boulogne only by sea.
    expect(displacementDestinations(s, 'brest', 'france', 'naval')).toEqual(['bordeaux', 'boulogne', 'rouen']);
    setControl(s, 'nantes', 'france');
    expect(displacementDestinations(s, 'brest', 'france', 'naval')).toEqual(['nantes']);
    displace(s, 'brest', 'france');
    expect(s.spaces.nantes.units.france?.squadron).toBe(1);
  });

  it('pieces with nowhere to go leave the map', () => {
    const s = place(fresh(), 'pavia', 'genoa', { regular: 1 });
    setControl(s, 'genoa', 'france');
    expect(displacementDestinations(s, 'pavia', 'genoa', 'land')).toEqual([]);
    displace(s, 'pavia', 'genoa');
    expect(s.spaces.pavia.units.genoa).toBeUndefined();
  });
});

describe('12.2 naval units in a port whose control changes', () => {
  it('retreat to a sea zone of the port; the owner picks between two', () => {
    const s = place(fresh(), 'brest', 'france', { squadron: 2 });
    gainControl(s, 'brest', 'england');
    advance(s);
    expect(choices(s, 'france')).toEqual([
      { type: 'sea', sea: 'bay_of_biscay' },
      { type: 'sea', sea: 'english_channel' },
    ]);
    act(s, 'france', { type: 'sea', sea: 'english_channel' });
    expect(s.seas.english_channel.units.france?.squadron).toBe(2);
    expect(s.spaces.brest.units.france).toBeUndefined();
  });

  it('are eliminated when every sea zone holds enemy naval units', () => {
    const s = place(fresh(), 'nice', 'france', { squadron: 1 });
    s.diplomacy.wars.push('france|hapsburg');
    s.seas.gulf_of_lyon.units.hapsburg = { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] };
    gainControl(s, 'nice', 'hapsburg');
    expect(s.spaces.nice.units.france).toBeUndefined();
    expect(s.navalEliminated.france).toBe(1);
  });

  it('units of the new owner’s allies stay', () => {
    const s = place(fresh(), 'nice', 'papacy', { squadron: 1 });
    s.diplomacy.alliances.push('france|papacy');
    gainControl(s, 'nice', 'france');
    expect(s.spaces.nice.units.papacy?.squadron).toBe(1);
  });
});

describe('12.5 displacement and sieges', () => {
  it('passes over a fortified space held by enemy land units', () => {
    const s = place(fresh(), 'tours', 'france', { regular: 1 });
    s.diplomacy.wars.push('france|hapsburg');
    setControl(s, 'tours', 'hapsburg');
    place(s, 'rouen', 'hapsburg', { regular: 5 });
    s.spaces.rouen.siege = { besieger: 'hapsburg', since: 0 };
    expect(displacementDestinations(s, 'tours', 'france', 'land')).toEqual(['bordeaux', 'paris']);
  });
});
