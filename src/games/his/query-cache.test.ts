// Caches that hold only while an ask runs (query-cache.ts), and the map scans that read
// space records through space-list.ts: they give the answers the plain queries give.
import { describe, expect, it } from 'vitest';
import { SPACE_IDS } from './data/map.ts';
import { ALL_POWERS } from './data/powers.ts';
import { landStrengthOnMap } from './counter-mix.ts';
import { hasLoc } from './land/loc.ts';
import { perAsk, whileAsking } from './query-cache.ts';
import { spaceListViolations, spaceStates } from './space-list.ts';
import { declareWar, place, setControl, startingState } from './testing/position.ts';

describe('query cache', () => {
  it('computes once per ask, afresh outside an ask and in the next ask', () => {
    const state = startingState();
    let calls = 0;
    const units = perAsk((s: typeof state, space: 'paris') => {
      calls++;
      return s.spaces[space].units.france?.regular ?? 0;
    });
    whileAsking(state, () => {
      expect(units(state, 'paris')).toBe(units(state, 'paris'));
    });
    expect(calls).toBe(1);
    state.spaces.paris.units.france!.regular += 2; // play in place changes the state between asks
    const after = state.spaces.paris.units.france!.regular;
    expect(units(state, 'paris')).toBe(after);
    expect(whileAsking(state, () => units(state, 'paris'))).toBe(after);
    expect(calls).toBe(3);
  });

  it('answers hasLoc and counter counts within an ask as outside one, for every power and space', () => {
    let state = startingState('1532');
    state = declareWar(state, 'france', 'hapsburg');
    state = setControl(state, 'lyon', 'hapsburg');
    state = place(state, 'dijon', 'hapsburg', { regular: 2 });
    const plain = ALL_POWERS.map((p) => [landStrengthOnMap(state, p), ...SPACE_IDS.map((id) => hasLoc(state, p, id))]);
    const cached = whileAsking(state, () => ALL_POWERS.map((p) => [landStrengthOnMap(state, p), ...SPACE_IDS.map((id) => hasLoc(state, p, id))]));
    expect(cached).toEqual(plain);
    // Some LOC is missing somewhere, so the comparison is not all true.
    expect(plain.flat().filter((x) => x === false).length).toBeGreaterThan(0);
  });
});

describe('space list', () => {
  it('lists the space records in map order and notices one replaced', () => {
    const state = startingState();
    expect(spaceStates(state).map((s, i) => s === state.spaces[SPACE_IDS[i]!])).toEqual(SPACE_IDS.map(() => true));
    expect(spaceListViolations(state)).toEqual([]);
    state.spaces.paris = { ...state.spaces.paris };
    expect(spaceListViolations(state)).toEqual(['space record of paris replaced in place (space-list.ts)']);
  });
});
