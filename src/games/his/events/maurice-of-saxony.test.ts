import { describe, expect, it } from 'vitest';
import { MAJOR_POWERS } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { findLeader } from '../queries.ts';
import type { HisState } from '../state.ts';
import { act, choices, clearMap, declareWar, place, runProcedure, setControl, startingState } from '../testing/position.ts';
import { EVENTS } from './registry.ts';
import { MAURICE, mauriceDestinations, mauriceEnters, mauriceEntrySpaces } from './maurice-of-saxony.ts';

function board(): HisState {
  const s = clearMap(startingState('1517'));
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  for (const e of ['augsburg', 'brandenburg', 'cologne', 'mainz', 'trier', 'wittenberg'] as const) setControl(s, e, 'hapsburg');
  declareWar(s, 'hapsburg', 'protestant');
  s.eventsResolved.push(13);
  return s;
}

describe('8.2 Maurice of Saxony enters on turn 6', () => {
  it('not before turn 6; then in an electorate under Protestant control of the Protestant\'s choice', () => {
    const s = board();
    setControl(s, 'wittenberg', 'protestant');
    setControl(s, 'mainz', 'protestant');
    s.turn = 5;
    s.stack = [];
    mauriceEnters(s);
    expect(s.stack).toEqual([]);
    s.turn = 6;
    expect(mauriceEntrySpaces(s)).toEqual(['mainz', 'wittenberg']);
    mauriceEnters(s);
    advance(s);
    expect(choices(s, 'protestant')).toEqual([
      { type: 'space', space: 'mainz' },
      { type: 'space', space: 'wittenberg' },
    ]);
    act(s, 'protestant', { type: 'space', space: 'wittenberg' });
    expect(s.spaces.wittenberg.units.protestant?.leaders).toEqual([MAURICE]);
    expect(s.mauriceOwner).toBe('protestant');
    // Only once.
    mauriceEnters(s);
    expect(s.stack).toEqual([]);
  });

  it('the Card Draw Phase of turn 6 places him', () => {
    const s = board();
    setControl(s, 'wittenberg', 'protestant');
    s.turn = 6;
    runProcedure(s, { proc: 'cardDraw' });
    while (s.stack.length > 0 && choices(s, 'protestant').length === 0) {
      const power = MAJOR_POWERS.find((p) => choices(s, p).length > 0);
      if (!power) break;
      act(s, power, choices(s, power)[0]!);
    }
    expect(findLeader(s, MAURICE)).toEqual({ space: 'wittenberg' });
  });
});

describe('card 60 Maurice of Saxony', () => {
  it('to the Hapsburgs with his mercenaries, to the nearest unoccupied Hapsburg-friendly space', () => {
    const s = board();
    s.mauriceOwner = 'protestant';
    setControl(s, 'leipzig', 'protestant');
    place(s, 'leipzig', 'protestant', { regular: 2, mercenary: 3, leaders: [MAURICE, 'john-frederick'] });
    setControl(s, 'prague', 'hapsburg');
    setControl(s, 'nuremberg', 'hapsburg');
    setControl(s, 'wittenberg', 'protestant');
    setControl(s, 'erfurt', 'hapsburg');
    place(s, 'erfurt', 'protestant', { regular: 1 }); // occupied
    expect(EVENTS[60]!.canPlay(s, 'protestant')).toBe(false);
    expect(EVENTS[60]!.canPlay(s, 'papacy')).toBe(false);
    expect(EVENTS[60]!.canPlay(s, 'hapsburg')).toBe(true);
    expect(mauriceDestinations(s, 'hapsburg', 'leipzig')).toEqual(['nuremberg', 'prague']);
    EVENTS[60]!.play(s, 'hapsburg');
    advance(s);
    expect(choices(s, 'hapsburg')).toEqual([
      { type: 'space', space: 'nuremberg' },
      { type: 'space', space: 'prague' },
    ]);
    act(s, 'hapsburg', { type: 'space', space: 'prague' });
    expect(s.spaces.prague.units.hapsburg).toMatchObject({ mercenary: 3, leaders: [MAURICE] });
    expect(s.spaces.leipzig.units.protestant).toMatchObject({ regular: 2, mercenary: 0, leaders: ['john-frederick'] });
    expect(s.spaces.leipzig.units.hapsburg).toBeUndefined();
    expect(s.mauriceOwner).toBe('hapsburg');
    // And back again, by the Protestant.
    expect(EVENTS[60]!.canPlay(s, 'protestant')).toBe(true);
  });

  it('a captured Maurice is released to the other side in a fortified space it controls', () => {
    const s = board();
    s.mauriceOwner = 'hapsburg';
    s.powers.protestant.captives = [MAURICE];
    setControl(s, 'wittenberg', 'protestant');
    EVENTS[60]!.play(s, 'protestant');
    advance(s);
    expect(s.powers.protestant.captives).toEqual([]);
    expect(findLeader(s, MAURICE)).toEqual({ space: 'wittenberg' });
    expect(s.mauriceOwner).toBe('protestant');
  });

  it('not playable before he enters', () => {
    const s = board();
    expect(EVENTS[60]!.canPlay(s, 'hapsburg')).toBe(false);
    expect(EVENTS[60]!.canPlay(s, 'protestant')).toBe(false);
  });
});
