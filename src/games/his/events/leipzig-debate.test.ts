// Card 6 Leipzig Debate (18.5), option (b): the barred Protestant debater never defends.
import { describe, expect, it } from 'vitest';
import { MAJOR_POWERS } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { blankReligiousMap, logged, protestant } from '../religion/testing.ts';
import type { HisState } from '../state.ts';
import { act, choices, loadDice } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

/** German zone: Luther the only uncommitted Protestant debater, the others committed. */
function lutherFresh(): HisState {
  const s = protestant(blankReligiousMap(), 'wittenberg');
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.religion.committed = ['melanchthon', 'bucer', 'carlstadt'];
  EVENTS[6]!.play(s, 'papacy');
  advance(s);
  act(s, 'papacy', { type: 'zone', zone: 'german' });
  return s;
}

describe('card 6 Leipzig Debate, option (b)', () => {
  it('the barred debater is drawn in neither round, even as the only uncommitted one', () => {
    const s = lutherFresh();
    // All 1s: no hits, a tie in round 1 and again in round 2.
    loadDice(s, Array<number>(40).fill(1));
    act(s, 'papacy', { type: 'bar', debater: 'luther' });
    // With Luther out, the uncommitted pool is empty: no choice of pool, the committed are drawn.
    expect(choices(s, 'papacy')).toEqual([]);
    const rounds = logged(s, 'his.log.debate');
    expect(rounds.map((r) => r.round)).toEqual([1, 2]);
    for (const r of rounds) {
      expect(r.defender).not.toBe('luther');
      expect(['melanchthon', 'bucer', 'carlstadt']).toContain(r.defender);
    }
    expect(logged(s, 'his.log.debateInconclusive')).toHaveLength(1);
  });

  it('without the bar (option a) Luther, the only uncommitted one, may be drawn: the pool is asked', () => {
    const s = lutherFresh();
    act(s, 'papacy', { type: 'pickAttacker' });
    act(s, 'papacy', choices(s, 'papacy')[0]!);
    expect(choices(s, 'papacy')).toEqual([
      { type: 'defenderPool', pool: 'committed' },
      { type: 'defenderPool', pool: 'uncommitted' },
    ]);
  });
});
