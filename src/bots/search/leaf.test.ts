import { describe, expect, it } from 'vitest';
import type { HisState, HisView, MajorPower } from '../../games/his/index.ts';
import { hereIStand, MAJOR_POWERS } from '../../games/his/index.ts';
import { endsThisTurn, leafChance } from './leaf.ts';
import { winChance } from './win-model.ts';

/** A world of the 1517 scenario at `turn`. */
function world(turn: number): HisState {
  const state = hereIStand.setup({ scenario: '1517' }, 'leaf-test');
  state.turn = turn;
  return state;
}

/** A view with only what the leaf reads near the end: each power's VP. */
function standingsView(vp: Record<MajorPower, number>): HisView {
  return { standings: Object.fromEntries(MAJOR_POWERS.map((p) => [p, { vp: vp[p] }])) } as unknown as HisView;
}

describe('search leaf near the end', () => {
  it("is the fitted chance while no victory is met at the turn's end", () => {
    const state = world(1);
    const view = hereIStand.view(state, 'france');
    const vp = Object.fromEntries(MAJOR_POWERS.map((p) => [p, view.standings[p].vp])) as Record<MajorPower, number>;
    expect(endsThisTurn(state, vp)).toBe(false);
    expect(leafChance(state, view, 'france')).toBe(winChance(view, 'france'));
  });

  it('gives the VP leader the game once a power has 25 VP (23.3), and a rival at 25 a point ahead nearly all of it', () => {
    const state = world(3);
    const vp = { ottoman: 18, hapsburg: 24, england: 15, france: 25, papacy: 12, protestant: 20 };
    const view = standingsView(vp);
    expect(endsThisTurn(state, vp)).toBe(true);
    expect(leafChance(state, view, 'france')).toBeGreaterThan(0.5);
    expect(leafChance(state, view, 'hapsburg')).toBeLessThan(leafChance(state, view, 'france'));
    expect(leafChance(state, view, 'papacy')).toBeLessThan(0.01);
    const total = MAJOR_POWERS.reduce((s, p) => s + leafChance(state, view, p), 0);
    expect(total).toBeCloseTo(1, 9);
  });

  it('sees a Domination Victory only from turn 4 (23.3)', () => {
    const vp = { ottoman: 16, hapsburg: 17, england: 23, france: 14, papacy: 15, protestant: 18 };
    expect(endsThisTurn(world(3), vp)).toBe(false);
    expect(endsThisTurn(world(4), vp)).toBe(true);
  });
});
