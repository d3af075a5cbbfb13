import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { atWar } from '../queries.ts';
import { blankReligiousMap, protestant } from '../religion/testing.ts';
import type { HisState } from '../state.ts';
import { act, choices, place } from '../testing/position.ts';
import { formSchmalkaldicLeague, leaderPlaces, mayFormLeague } from './schmalkaldic-league.ts';

/** Form the league (as at its 19.8 deadline) and run its frames, the Protestant taking the first choice when asked. */
function playLeague(s: HisState): HisState {
  formSchmalkaldicLeague(s);
  advance(s);
  while (choices(s, 'protestant').length > 0) act(s, 'protestant', choices(s, 'protestant')[0]!);
  return s;
}

describe('21.6 Schmalkaldic League (card 13)', () => {
  it('may be played from turn 2 with 12 Protestant spaces, spaces in unrest counted', () => {
    const s = blankReligiousMap();
    protestant(s, 'wittenberg', 'leipzig', 'magdeburg', 'brandenburg', 'erfurt', 'kassel', 'mainz', 'worms', 'nuremberg', 'augsburg', 'stettin', 'lubeck');
    s.spaces.lubeck.unrest = true;
    expect(mayFormLeague(s)).toBe(false); // turn 1
    s.turn = 2;
    expect(mayFormLeague(s)).toBe(true);
    s.spaces.lubeck.religion = 'catholic';
    expect(mayFormLeague(s)).toBe(false);
  });

  it('leaders, control of Protestant home spaces, permanent wars, stranded units, electorate regulars', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg', 'leipzig', 'mainz', 'worms', 'zurich');
    s.turn = 3;
    place(s, 'wittenberg', 'protestant', { regular: 2 });
    place(s, 'mainz', 'protestant', { regular: 1 });
    place(s, 'trier', 'protestant', { regular: 1 }); // Trier is Catholic: these must go
    place(s, 'leipzig', 'hapsburg', { regular: 1 });
    s.religion.electorateDisplay = { mainz: 1 };
    s.spaces.mainz.control = 'hapsburg';
    // Philip goes to the stack of regulars nearest Kassel: Mainz, next door.
    expect(leaderPlaces(s, 'kassel')).toEqual(['mainz']);
    playLeague(s);
    expect(s.eventsResolved).toContain(13);
    expect(s.spaces.wittenberg.units.protestant?.leaders).toContain('john-frederick');
    expect(s.spaces.mainz.units.protestant?.leaders).toEqual(['philip-of-hesse']);
    // Protestant home spaces under Protestant influence come under Protestant control; Zurich is not one.
    expect(s.spaces.leipzig.control).toBe('protestant');
    expect(s.spaces.worms.control).toBe('protestant');
    expect(s.spaces.mainz.control).toBe('protestant');
    expect(s.spaces.zurich.control).toBe('independent');
    expect(s.spaces.brandenburg.control).not.toBe('protestant'); // Catholic
    expect(atWar(s, 'hapsburg', 'protestant')).toBe(true);
    expect(atWar(s, 'papacy', 'protestant')).toBe(true);
    // The regular waiting for Mainz joins it now that Mainz is Protestant-controlled; Trier's go to Mainz.
    expect(s.religion.electorateDisplay).toEqual({});
    expect(s.spaces.trier.units.protestant).toBeUndefined();
    expect(s.spaces.mainz.units.protestant?.regular).toBe(3);
    // 9.6 separates new enemies only where both have units: the Hapsburg regular alone in Leipzig stays.
    expect(s.spaces.leipzig.units.hapsburg?.regular).toBe(1);
  });

  it('a leader goes to the nearest stack of Protestant regulars; the Protestant breaks ties', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg');
    place(s, 'leipzig', 'protestant', { regular: 1 });
    place(s, 'brandenburg', 'protestant', { regular: 1 });
    expect(leaderPlaces(s, 'wittenberg')).toEqual(['brandenburg', 'leipzig']);
    formSchmalkaldicLeague(s);
    advance(s);
    expect(choices(s, 'protestant')).toEqual([
      { type: 'space', space: 'brandenburg' },
      { type: 'space', space: 'leipzig' },
    ]);
    act(s, 'protestant', { type: 'space', space: 'leipzig' });
    expect(s.spaces.leipzig.units.protestant?.leaders).toContain('john-frederick');
    expect(s.spaces.brandenburg.units.protestant?.leaders ?? []).not.toContain('john-frederick');
  });
});
