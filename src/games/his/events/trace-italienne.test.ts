import { describe, expect, it } from 'vitest';
import { mayControlUnfortified } from '../actions/control-unfortified.ts';
import { isPrintedFortified } from '../data/map.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { mayAssault } from '../land/assault.ts';
import { hasLoc, isLocSource } from '../land/loc.ts';
import { declareMove } from '../land/move-test-helpers.ts';
import { isFortified } from '../queries.ts';
import type { HisState } from '../state.ts';
import { act, choices, clearMap, declareWar, loadDice, place, runProcedure, startingState } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

function board(): HisState {
  const s = clearMap(startingState('1517'));
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.stack = [];
  s.impulse = 5;
  return s;
}

/** Play card 104 and answer its two prompts (zone, then space). */
function trace(s: HisState, power: (typeof MAJOR_POWERS)[number], zone: string, space: string): HisState {
  EVENTS[104]!.play(s, power);
  advance(s);
  act(s, power, { type: 'zone', zone });
  act(s, power, { type: 'space', space });
  return s;
}

describe('card 104 Trace Italienne (2.1)', () => {
  it('asks a language zone, then an unfortified space of it; printed fortifications are not offered', () => {
    const s = board();
    expect(EVENTS[104]!.canPlay(s, 'france')).toBe(true);
    EVENTS[104]!.play(s, 'france');
    advance(s);
    expect(choices(s, 'france')).toEqual(['german', 'french', 'italian', 'spanish', 'english', 'other'].map((zone) => ({ type: 'zone', zone })));
    act(s, 'france', { type: 'zone', zone: 'french' });
    const spaces = choices(s, 'france').map((a) => a.space);
    expect(spaces).toContain('dijon');
    expect(spaces).not.toContain('paris');
    expect(spaces).not.toContain('besancon');
    expect(spaces).not.toContain('metz');
  });

  it("a fortress marker, and 1 regular from the controller's counter mix — also in another power's space", () => {
    const s = trace(board(), 'hapsburg', 'french', 'dijon');
    expect(s.stack).toEqual([]);
    expect(s.fortressMarkers).toEqual(['dijon']);
    expect(isPrintedFortified('dijon')).toBe(false);
    expect(isFortified(s, 'dijon')).toBe(true);
    expect(s.spaces.dijon.control).toBe('france');
    expect(s.spaces.dijon.units.france?.regular).toBe(1);
    expect(s.spaces.dijon.units.hapsburg).toBeUndefined();
    expect(s.log.some((e) => e.key === 'his.log.traceItalienne' && e.params.space === 'dijon')).toBe(true);
  });

  it('no regular in an independent space or a space in unrest', () => {
    const s = trace(board(), 'france', 'french', 'geneva');
    expect(isFortified(s, 'geneva')).toBe(true);
    expect(s.spaces.geneva.units.independent?.regular ?? 0).toBe(0);
    s.spaces.orleans.unrest = true;
    trace(s, 'france', 'french', 'orleans');
    expect(s.fortressMarkers).toEqual(['geneva', 'orleans']);
    expect(s.spaces.orleans.units.france?.regular ?? 0).toBe(0);
  });

  it('not a space already fortified by a marker, out of play, or holding land units at war with its controller', () => {
    const s = trace(board(), 'france', 'french', 'dijon');
    declareWar(s, 'hapsburg', 'france');
    place(s, 'orleans', 'hapsburg', { regular: 2 });
    EVENTS[104]!.play(s, 'france');
    advance(s);
    act(s, 'france', { type: 'zone', zone: 'french' });
    const spaces = choices(s, 'france').map((a) => a.space);
    expect(spaces).not.toContain('dijon');
    expect(spaces).not.toContain('orleans');
    expect(spaces).toContain('tours');
    // Algiers is printed fortified anyway; an out-of-play space is never offered.
    s.outOfPlay.push('tours');
    s.stack = [];
    EVENTS[104]!.play(s, 'france');
    advance(s);
    act(s, 'france', { type: 'zone', zone: 'french' });
    expect(choices(s, 'france').map((a) => a.space)).not.toContain('tours');
  });

  it('siege (15): a formation entering the new fortress besieges it; without the fortress it does not', () => {
    const plain = board();
    place(plain, 'besancon', 'hapsburg', { regular: 4 });
    declareMove(plain, 'hapsburg', 'besancon', 'geneva', [], { regular: 4 });
    expect(plain.spaces.geneva.siege).toBeNull();

    const s = trace(board(), 'france', 'french', 'geneva');
    place(s, 'besancon', 'hapsburg', { regular: 4 });
    declareMove(s, 'hapsburg', 'besancon', 'geneva', [], { regular: 4 });
    expect(s.spaces.geneva.siege).toEqual({ besieger: 'hapsburg', since: 5 });
    expect(s.spaces.geneva.control).toBe('independent');
  });

  it('assault and control (15.1, 12.2): the besieged fortress needs an assault, then it changes control', () => {
    const s = trace(board(), 'france', 'french', 'geneva');
    place(s, 'geneva', 'hapsburg', { regular: 4 });
    s.spaces.geneva.siege = { besieger: 'hapsburg', since: 4 };
    // 12.2: no Control Unfortified Space action on a fortified space.
    expect(mayControlUnfortified(s, 'hapsburg', 'geneva')).toBe(false);
    expect(mayAssault(s, 'hapsburg', 'geneva')).toBe(true);
    loadDice(s, [6, 6, 6, 6, 1, 1]);
    runProcedure(s, { proc: 'assault', power: 'hapsburg', space: null }, { power: 'hapsburg', cp: 1 });
    act(s, 'hapsburg', { type: 'space', space: 'geneva' });
    expect(s.spaces.geneva.siege).toBeNull();
    expect(s.spaces.geneva.control).toBe('hapsburg');
  });

  it('control (12.2): an enemy may no longer take the space with Control Unfortified Space', () => {
    const s = board();
    declareWar(s, 'hapsburg', 'france');
    place(s, 'besancon', 'hapsburg', { regular: 2 });
    expect(mayControlUnfortified(s, 'hapsburg', 'dijon')).toBe(true);
    trace(s, 'france', 'french', 'dijon');
    s.spaces.dijon.units = {};
    expect(mayControlUnfortified(s, 'hapsburg', 'dijon')).toBe(false);
  });

  it('LOC (12.1): a fortress in a home space is an LOC source', () => {
    const s = board();
    declareWar(s, 'hapsburg', 'france');
    expect(isLocSource(s, 'france', 'dijon')).toBe(false);
    trace(s, 'france', 'french', 'dijon');
    expect(isLocSource(s, 'france', 'dijon')).toBe(true);
    // Not for a power whose home it is not, nor once the home power lost control.
    expect(isLocSource(s, 'hapsburg', 'dijon')).toBe(false);
    s.spaces.dijon.control = 'hapsburg';
    expect(isLocSource(s, 'france', 'dijon')).toBe(false);
    // The Hapsburgs still reach it from their fortress of Besançon.
    expect(hasLoc(s, 'hapsburg', 'dijon')).toBe(true);
  });
});
