// Caches that hold only while an ask runs (query-cache.ts), and the map scans that read
// space records through space-list.ts: they give the answers the plain queries give.
import { describe, expect, it } from 'vitest';
import { SPACE_IDS } from './data/map.ts';
import { ALL_POWERS } from './data/powers.ts';
import { landStrengthOnMap } from './counter-mix.ts';
import { hasLoc } from './land/loc.ts';
import { adjacentControlCondition, hasOwnLandUnits, mayRemoveUnrest, ownLandInOrNextTo, ownLandInOrNextToSpaces } from './land/unrest.ts';
import { MAJOR_POWERS } from './data/powers.ts';
import { BUILD_LAND_ACTIONS } from './actions/build-land.ts';
import { homeSpacesOf } from './data/map.ts';
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

describe('land units memo (land/unrest.ts)', () => {
  // Every question the memo answers, for every major power and space.
  const answers = (state: ReturnType<typeof startingState>) =>
    MAJOR_POWERS.map((p) =>
      SPACE_IDS.map((id) => [hasOwnLandUnits(state, p, id), ownLandInOrNextTo(state, p, id), adjacentControlCondition(state, p, id), mayRemoveUnrest(state, p, id)]),
    );

  it('answers within an ask as outside one, and afresh after the state changed between asks', () => {
    let state = startingState('1532');
    state = declareWar(state, 'france', 'hapsburg');
    state = place(state, 'dijon', 'hapsburg', { regular: 2 });
    state.spaces.besancon.unrest = true;
    const plain = answers(state);
    expect(whileAsking(state, () => answers(state))).toEqual(plain);
    expect(plain.flat(2).filter((x) => x).length).toBeGreaterThan(0);
    expect(plain.flat(2).filter((x) => !x).length).toBeGreaterThan(0);
    // Play in place moves units between asks: the next ask must not reuse the memo.
    const before = whileAsking(state, () => [hasOwnLandUnits(state, 'hapsburg', 'dijon'), adjacentControlCondition(state, 'hapsburg', 'besancon')]);
    state.spaces.dijon.units.hapsburg!.regular = 0;
    state = place(state, 'lyon', 'france', { regular: 1 });
    const after = whileAsking(state, () => [hasOwnLandUnits(state, 'hapsburg', 'dijon'), adjacentControlCondition(state, 'hapsburg', 'besancon')]);
    expect(before[0]).toBe(true);
    expect(after[0]).toBe(false);
    expect(whileAsking(state, () => answers(state))).toEqual(answers(state));
  });
});

describe('spaces with own land units in or next to them (land/unrest.ts)', () => {
  it('are exactly the spaces ownLandInOrNextTo holds for, for every major power', () => {
    let state = startingState('1532');
    state = declareWar(state, 'france', 'hapsburg');
    state = place(state, 'dijon', 'hapsburg', { regular: 2 });
    for (const power of MAJOR_POWERS) {
      const listed = ownLandInOrNextToSpaces(state, power).map((i) => SPACE_IDS[i]!);
      expect(new Set(listed).size).toBe(listed.length);
      expect([...listed].sort()).toEqual(SPACE_IDS.filter((id) => ownLandInOrNextTo(state, power, id)).sort());
    }
    expect(ownLandInOrNextToSpaces(state, 'hapsburg').map((i) => SPACE_IDS[i])).toContain('besancon');
  });
});

describe('land build availability (cached per ask for the three build actions)', () => {
  const available = (state: ReturnType<typeof startingState>) => MAJOR_POWERS.map((p) => BUILD_LAND_ACTIONS.map((a) => a.available(state, p, 6)));

  it('answers within an ask as outside one, and afresh once the home spaces are lost', () => {
    const state = startingState('1532');
    const plain = available(state);
    expect(whileAsking(state, () => available(state))).toEqual(plain);
    expect(plain.flat().some((x) => x)).toBe(true);
    // France loses every home space to unrest: the next ask must see it.
    expect(whileAsking(state, () => BUILD_LAND_ACTIONS[0]!.available(state, 'france', 6))).toBe(true);
    for (const id of homeSpacesOf('france')) state.spaces[id].unrest = true;
    expect(whileAsking(state, () => BUILD_LAND_ACTIONS[0]!.available(state, 'france', 6))).toBe(false);
    expect(whileAsking(state, () => available(state))).toEqual(available(state));
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
