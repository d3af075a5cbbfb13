import { describe, expect, it } from 'vitest';
import type { HisView, MajorPower } from '../../games/his/index.ts';
import { hereIStand, MAJOR_POWERS } from '../../games/his/index.ts';
import { endsThisTurn, leafChance } from './leaf.ts';
import { winChance } from './win-model.ts';

/** A view with only what the end test reads: the turn and each power's VP. */
function standingsView(turn: number, vp: Record<MajorPower, number>): HisView {
  return { turn, standings: Object.fromEntries(MAJOR_POWERS.map((p) => [p, { vp: vp[p] }])) } as unknown as HisView;
}

describe('search leaf near the end', () => {
  it('is the fitted chance while no victory is met at the turn\'s end', () => {
    const state = hereIStand.setup({ scenario: '1517' }, 'leaf-test');
    const view = hereIStand.view(state, 'france');
    expect(endsThisTurn(view)).toBe(false);
    expect(leafChance(view, 'france')).toBe(winChance(view, 'france'));
  });

  it('gives the VP leader the game once a power has 25 VP (23.3), and a rival at 25 a point ahead nearly all of it', () => {
    const view = standingsView(3, { ottoman: 18, hapsburg: 24, england: 15, france: 25, papacy: 12, protestant: 20 });
    expect(endsThisTurn(view)).toBe(true);
    expect(leafChance(view, 'france')).toBeGreaterThan(0.5);
    expect(leafChance(view, 'hapsburg')).toBeLessThan(leafChance(view, 'france'));
    expect(leafChance(view, 'papacy')).toBeLessThan(0.01);
    const total = MAJOR_POWERS.reduce((s, p) => s + leafChance(view, p), 0);
    expect(total).toBeCloseTo(1, 9);
  });

  it('sees a Domination Victory only from turn 4 (23.3)', () => {
    const vp = { ottoman: 16, hapsburg: 17, england: 23, france: 14, papacy: 15, protestant: 18 };
    expect(endsThisTurn(standingsView(3, vp))).toBe(false);
    expect(endsThisTurn(standingsView(4, vp))).toBe(true);
  });
});
