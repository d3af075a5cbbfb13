import { describe, expect, it } from 'vitest';
import { clearMap, place, startingState } from '../testing/position.ts';
import { landBuildSpaces } from '../actions/build-land.ts';
import { creditedKeys } from '../power-cards.ts';
import { hasLoc } from './loc.ts';
import { mayPlaceUnrest, placeUnrest, removeUnrest } from './unrest.ts';

describe('12.4 unrest', () => {
  it('is placed only in spaces without any units or leaders, unless the event ignores occupation', () => {
    const s = clearMap(startingState());
    expect(mayPlaceUnrest(s, 'tours')).toBe(true);
    place(s, 'tours', 'france', { leaders: ['montmorency'] });
    expect(mayPlaceUnrest(s, 'tours')).toBe(false);
    expect(mayPlaceUnrest(s, 'tours', true)).toBe(true);
    place(s, 'nantes', 'france', { squadron: 1 });
    expect(mayPlaceUnrest(s, 'nantes')).toBe(false);
  });

  it('a key in unrest is not credited on the power card until the unrest is removed', () => {
    const s = clearMap(startingState());
    const keys = creditedKeys(s, 'france');
    placeUnrest(s, 'lyon');
    expect(creditedKeys(s, 'france')).toBe(keys - 1);
    removeUnrest(s, 'lyon');
    expect(creditedKeys(s, 'france')).toBe(keys);
  });

  it('no LOC is traced through it and no unit is built in it', () => {
    const s = clearMap(startingState());
    expect(landBuildSpaces(s, 'france')).toContain('lyon');
    placeUnrest(s, 'lyon');
    expect(landBuildSpaces(s, 'france')).not.toContain('lyon');
    // Lyon is French, fortified: in unrest it is no longer an LOC source.
    for (const id of ['paris', 'orleans', 'dijon', 'limoges', 'avignon', 'marseille'] as const) s.spaces[id].control = 'independent';
    s.spaces.grenoble.control = 'independent';
    expect(hasLoc(s, 'france', 'grenoble')).toBe(false);
    removeUnrest(s, 'lyon');
    expect(hasLoc(s, 'france', 'grenoble')).toBe(true);
  });
});
