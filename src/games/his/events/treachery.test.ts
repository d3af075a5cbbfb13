// Card 105 Treachery! (15.1).
import { describe, expect, it } from 'vitest';
import { MAJOR_POWERS } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { mayAssault } from '../land/assault.ts';
import { act, choices, clearMap, declareWar, loadDice, place, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { EVENTS } from './registry.ts';
import { treacheryTargets } from './treachery.ts';

/** France besieges English Calais since this impulse, with no line of communication. */
function calais(french: number): HisState {
  const s = clearMap(startingState('1517', 'treachery'));
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.impulse = 10;
  declareWar(s, 'france', 'england');
  place(s, 'calais', 'england', { regular: 2, squadron: 1, leaders: ['charles-brandon'] });
  place(s, 'calais', 'france', { regular: french, leaders: ['francis-i'] });
  s.spaces.calais.siege = { besieger: 'france', since: 10 };
  return s;
}

function play(s: HisState): HisState {
  s.stack = [];
  EVENTS[105]!.play(s, 'hapsburg');
  advance(s);
  return s;
}

describe('card 105 Treachery!', () => {
  it('targets a besieged space even where the besieger could not assault (same impulse, no LOC)', () => {
    const s = calais(6);
    expect(mayAssault(s, 'france', 'calais')).toBe(false);
    expect(treacheryTargets(s)).toEqual(['calais']);
    expect(EVENTS[105]!.canPlay(s, 'hapsburg')).toBe(true);
    s.spaces.calais.siege = null;
    expect(EVENTS[105]!.canPlay(s, 'hapsburg')).toBe(false);
  });

  it('the besieger assaults at once; if it still outnumbers the garrison afterwards, the fortress falls', () => {
    const s = play(calais(6));
    expect(choices(s, 'hapsburg')).toEqual([{ type: 'space', space: 'calais' }]);
    loadDice(s, Array<number>(20).fill(1)); // no hits on either side: the assault fails
    act(s, 'hapsburg', { type: 'space', space: 'calais' });
    expect(s.log.some((e) => e.key === 'his.log.assaultFailed')).toBe(true);
    expect(s.spaces.calais.control).toBe('france');
    expect(s.spaces.calais.siege).toBeNull();
    expect(s.spaces.calais.units.england).toBeUndefined();
    expect(s.powers.france.captives).toContain('charles-brandon');
    expect(s.navalEliminated.england).toBe(1);
    expect(s.stack).toEqual([]);
  });

  it('if the besiegers no longer outnumber the garrison, the assault\'s outcome stands', () => {
    const s = play(calais(3));
    // France: 3 units against 2 → 2 dice + 1 (Francis) = 3, no hits; England: 2 units + 1 (Brandon) = 3 dice, 2 hits.
    loadDice(s, [1, 1, 1, 6, 6, 1, ...Array<number>(10).fill(1)]);
    act(s, 'hapsburg', { type: 'space', space: 'calais' });
    while (choices(s, 'france').length > 0) act(s, 'france', choices(s, 'france')[0]!);
    expect(s.spaces.calais.control).toBe('england');
    expect(s.spaces.calais.units.england?.regular).toBe(2);
    expect(s.log.some((e) => e.key === 'his.log.treachery')).toBe(false);
  });
});
