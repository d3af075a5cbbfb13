// 17, 17.1, 17.2, 12.4: the one construction path (construction.ts).
import { describe, expect, it } from 'vitest';
import { constructUnits, mayConstructIn } from './construction.ts';
import { unitsAvailable } from './counter-mix.ts';
import { checkInvariants } from './invariants.ts';
import { placeUnrest } from './land/unrest.ts';
import { forcesAt } from './queries.ts';
import type { HisState } from './state.ts';
import { clearMap, declareWar, makePeace, place, startingState } from './testing/position.ts';

function fresh(): HisState {
  return clearMap(startingState('1517', 'construction'));
}

describe('17: every construction goes through constructUnits', () => {
  it('17, 12.4: never in a space in unrest; the units are forfeited and the log says why', () => {
    const s = fresh();
    s.spaces.lyon.unrest = true;
    expect(mayConstructIn(s, 'france', 'lyon')).toBe(false);
    expect(constructUnits(s, 'lyon', 'france', 'regular', 2)).toBe(0);
    expect(forcesAt(s, { space: 'lyon' }, 'france').regular).toBe(0);
    expect(s.log.at(-1)).toMatchObject({ key: 'his.log.unitsNotBuilt', params: { power: 'france', n: 2, where: 'lyon' } });
  });

  it('17.1: never in a space occupied by units of a power at war with the owner (land or naval)', () => {
    const s = fresh();
    place(s, 'dijon', 'hapsburg', { regular: 1 });
    place(s, 'marseille', 'hapsburg', { squadron: 1 });
    makePeace(s, 'france', 'hapsburg');
    expect(mayConstructIn(s, 'france', 'dijon')).toBe(true); // not at war: not an enemy
    declareWar(s, 'france', 'hapsburg');
    expect(mayConstructIn(s, 'france', 'dijon')).toBe(false);
    expect(mayConstructIn(s, 'france', 'marseille')).toBe(false);
    expect(mayConstructIn(s, 'france', 'paris')).toBe(true);
  });

  it('17 exception: Landsknechts and Swiss Mercenaries join a stack among enemies, still never in unrest', () => {
    const s = fresh();
    declareWar(s, 'france', 'hapsburg');
    place(s, 'dijon', 'hapsburg', { regular: 1 });
    expect(mayConstructIn(s, 'france', 'dijon', { amongEnemies: true })).toBe(true);
    s.spaces.dijon.unrest = true;
    expect(mayConstructIn(s, 'france', 'dijon', { amongEnemies: true })).toBe(false);
  });

  it('5.2, 17: never beyond the counter mix; the rest is forfeited', () => {
    const s = fresh();
    const left = unitsAvailable(s, 'france', 'regular');
    expect(constructUnits(s, 'paris', 'france', 'regular', left + 3)).toBe(left);
    expect(s.log.at(-1)).toMatchObject({ key: 'his.log.unitsForfeited', params: { n: 3 } });
  });

  it('invariant builds: a unit built this impulse in a space now in unrest is a violation; unrest placed later is not', () => {
    const s = fresh();
    constructUnits(s, 'paris', 'france', 'regular', 1);
    expect(s.landMarks.built).toEqual(['paris']);
    expect(checkInvariants(s)).toEqual([]);
    s.spaces.paris.unrest = true; // as if the build had ignored 12.4
    expect(checkInvariants(s)).toEqual(['builds: paris is in unrest but units were built there this impulse (17, 12.4)']);
    s.spaces.paris.unrest = false;
    placeUnrest(s, 'paris'); // Book of Common Prayer or Carlstadt after the build
    expect(checkInvariants(s)).toEqual([]);
    s.spaces.paris.unrest = true;
    s.impulse++;
    expect(checkInvariants(s)).toEqual([]);
  });
});
