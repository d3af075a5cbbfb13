import { describe, expect, it } from 'vitest';
import { asks } from '../../flow/kernel.ts';
import type { HisState } from '../../state.ts';
import { act, clearMap, declareNothing, runProcedure, startingState } from '../../testing/position.ts';

/** The segments logged by this run (the setup already played turn 1's). */
function segmentsRun(s: HisState, from: number): string[] {
  return s.log.slice(from).filter((e) => e.key === 'his.log.segment').map((e) => String(e.params.segment));
}

function quiet(turn: number): HisState {
  const s = clearMap(startingState('1517'));
  s.turn = turn;
  s.phase = 'diplomacy';
  for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) s.powers[p].hand = [];
  return s;
}

describe('9 the Diplomacy Phase', () => {
  it('runs its five segments in order', () => {
    const s = quiet(2);
    const from = s.log.length;
    declareNothing(runProcedure(s, { proc: 'diplomacy' }));
    expect(segmentsRun(s, from)).toEqual(['negotiation', 'peace', 'ransom', 'excommunication', 'war']);
    expect(s.stack).toEqual([]);
  });

  it('7: turn 1 is abbreviated to the negotiations (A24)', () => {
    const s = quiet(1);
    s.powers.hapsburg.captives = ['montmorency'];
    s.powers.france.hand = [87];
    const from = s.log.length;
    declareNothing(runProcedure(s, { proc: 'diplomacy' }));
    expect(segmentsRun(s, from)).toEqual(['negotiation']);
    expect(s.stack).toEqual([]);
  });

  it('9.3: no Peace Segment on the last turn', () => {
    const s = quiet(9);
    const from = s.log.length;
    declareNothing(runProcedure(s, { proc: 'diplomacy' }));
    expect(segmentsRun(s, from)).toEqual(['negotiation', 'ransom', 'excommunication', 'war']);
  });

  it('a suit made in the Peace Segment bars a DOW on the same power in the War Segment', () => {
    const s = quiet(2);
    s.powers.hapsburg.captives = ['montmorency'];
    s.powers.france.hand = [87, 4];
    s.powers.hapsburg.hand = [2];
    declareNothing(runProcedure(s, { proc: 'diplomacy' }));
    act(s, 'france', { type: 'sue', enemy: 'hapsburg' });
    // Step 4: France has no units on the map; steps 5-7 have nothing; Montmorency: pay or not.
    expect(asks(s)[0]!.key).toBe('his.prompt.peace.leaders');
    act(s, 'france', { type: 'done' });
    expect(s.diplomacy.wars).not.toContain('france|hapsburg');
    // Ransom: France may ransom Montmorency with its last drawable card.
    expect(asks(s)[0]).toMatchObject({ power: 'france', key: 'his.prompt.ransom' });
    act(s, 'france', { type: 'done' });
    // War Segment: the Hapsburgs may not declare on France again this phase.
    const hapsburg = asks(s)[0]!;
    expect(hapsburg.power).toBe('hapsburg');
    expect(hapsburg.actions).not.toContainEqual({ type: 'declareWar', target: 'france' });
  });
});
