// The tournament scenario (9.3, 21.4, 23.3; printed VP track): the 1532 position played over
// turns 4-6, Standard Victory at 23 VP, +1 on Chateau rolls, no Peace Segment on turn 6.
import { describe, expect, it } from 'vitest';
import { replay } from '../../engine/record.ts';
import { simulate } from '../../sim/simulate.ts';
import { MAJOR_POWERS } from './data/powers.ts';
import type { MajorPower } from './data/powers.ts';
import { chateauModifier } from './events/patron-of-the-arts.ts';
import { hereIStand } from './module.ts';
import { segmentHappens } from './phases/diplomacy/phase.ts';
import { determineVictory } from './phases/victory-determination.ts';
import { setup } from './setup.ts';
import type { HisState } from './state.ts';
import { clearMap, setControl, startingState } from './testing/position.ts';
import { vpTable } from './victory-points.ts';

function setVp(s: HisState, want: Partial<Record<MajorPower, number>>): void {
  const now = vpTable(s);
  for (const p of MAJOR_POWERS) if (want[p] !== undefined) s.powers[p].bonusVp += want[p]! - now[p];
}

describe('tournament scenario', () => {
  it('is offered by setup through the public contract and starts from the 1532 position on turn 4', () => {
    const t = hereIStand.setup({ scenario: 'tournament' }, 'seed-t');
    const c = hereIStand.setup({ scenario: '1532' }, 'seed-t');
    expect(t.options.scenario).toBe('tournament');
    expect(t.turn).toBe(4);
    expect(t.spaces).toEqual(c.spaces);
    expect(t.deck.length).toBe(c.deck.length);
    expect(() => setup({ scenario: 'tourney' as never }, 's')).toThrow(/tournament/);
  });

  it('23.3: Standard Victory at 23 VP (25 in the other scenarios)', () => {
    for (const [scenario, wins] of [['tournament', true], ['1532', false]] as const) {
      const s = clearMap(startingState(scenario));
      s.turn = 5;
      setVp(s, { ottoman: 23, hapsburg: 20, england: 20, france: 20, papacy: 20, protestant: 20 });
      expect(determineVictory(s)).toBe(wins ? 'standard' : null);
      if (wins) expect(s.result).toMatchObject({ winner: 'ottoman', kind: 'standard' });
    }
  });

  it('23.3: the game ends after turn 6 with a Time Limit victory (turn 9 in 1532)', () => {
    for (const [scenario, turn, ends] of [['tournament', 5, false], ['tournament', 6, true], ['1532', 6, false]] as const) {
      const s = clearMap(startingState(scenario));
      s.turn = turn;
      setVp(s, { ottoman: 12, hapsburg: 14, england: 11, france: 13, papacy: 12, protestant: 11 });
      expect(determineVictory(s)).toBe(ends ? 'time-limit' : null);
      if (ends) expect(s.result).toMatchObject({ winner: 'hapsburg', kind: 'time-limit' });
    }
  });

  it('9.3: no Peace Segment on turn 6, the last turn', () => {
    const s = startingState('tournament');
    s.turn = 5;
    expect(segmentHappens(s, 'peace')).toBe(true);
    s.turn = 6;
    expect(segmentHappens(s, 'peace')).toBe(false);
    const c = startingState('1532');
    c.turn = 6;
    expect(segmentHappens(c, 'peace')).toBe(true);
  });

  it('21.4: +1 on the Chateau roll in the tournament scenario only', () => {
    const t = clearMap(startingState('tournament'));
    const c = clearMap(startingState('1532'));
    for (const s of [t, c]) setControl(s, 'milan', 'independent');
    expect(chateauModifier(t) - chateauModifier(c)).toBe(1);
  });

  it('random six-bot games run to a result by the end of turn 6 with every invariant', () => {
    const turns: number[] = [];
    const summary = simulate({ games: 2, seed: 'tournament', scenario: 'tournament', checkInvariants: true, onGame: (g) => turns.push(replay(hereIStand, g.record).turn) });
    expect(summary.failures).toEqual([]);
    expect(summary).toMatchObject({ games: 2, completed: 2, errors: 0, invariantViolations: 0 });
    expect(turns).toHaveLength(2);
    for (const t of turns) expect(t).toBeLessThanOrEqual(6);
  }, 300_000);
});
