// 9.6 step 6: the Phony War marker and what becomes of its -1 VP.
import { describe, expect, it } from 'vitest';
import { clearMap, declareWar, startingState } from '../../testing/position.ts';
import type { HisState } from '../../state.ts';
import { endWar, landCombatFought, placePhonyWar } from './war-status.ts';

/** England declared war on Scotland and France intervened: England carries a Phony War marker. */
function phony(): { s: HisState; vp: number } {
  const s = clearMap(startingState('1517'));
  declareWar(s, 'england', 'france');
  const vp = s.powers.england.bonusVp;
  placePhonyWar(s, 'england', 'scotland', 'france');
  expect(s.powers.england.bonusVp).toBe(vp - 1);
  return { s, vp };
}

describe('9.6 step 6 Phony War', () => {
  it('a land combat with the intervener before peace removes the marker and gives the VP back', () => {
    const { s, vp } = phony();
    landCombatFought(s, 'france', 'england');
    expect(s.diplomacy.phonyWars).toEqual([]);
    expect(s.powers.england.bonusVp).toBe(vp);
  });

  it('peace with the intervener before any combat makes the -1 VP permanent', () => {
    const { s, vp } = phony();
    endWar(s, 'england', 'france');
    expect(s.diplomacy.phonyWars).toEqual([]);
    expect(s.powers.england.bonusVp).toBe(vp - 1);
    // A later war and combat between them no longer gives it back.
    declareWar(s, 'england', 'france');
    landCombatFought(s, 'england', 'france');
    expect(s.powers.england.bonusVp).toBe(vp - 1);
  });

  it('peace between other powers leaves the marker in place', () => {
    const { s, vp } = phony();
    declareWar(s, 'england', 'hapsburg');
    endWar(s, 'england', 'hapsburg');
    expect(s.diplomacy.phonyWars).toEqual([{ declarer: 'england', minor: 'scotland', intervener: 'france' }]);
    landCombatFought(s, 'england', 'france');
    expect(s.powers.england.bonusVp).toBe(vp);
  });
});
