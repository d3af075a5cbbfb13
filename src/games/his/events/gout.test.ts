import { describe, expect, it } from 'vitest';
import { isLeaderBarred } from '../land/formation.ts';
import { landMoveFrame } from '../land/move-procedure.ts';
import { act, choices, declareWar, place, runProcedure, setControl, stackWithBudgets } from '../testing/position.ts';
import { board, decline, give, respond, unitsIn } from './combat-test-helpers.ts';

describe('card 32 Gout', () => {
  it('against a move with one army leader: the move stops, 1 CP is lost, the leader may not move this impulse', () => {
    const s = board();
    give(s, 'france', 32);
    place(s, 'vienna', 'hapsburg', { regular: 2, leaders: ['ferdinand'] });
    runProcedure(s, landMoveFrame('hapsburg'), { power: 'hapsburg', cp: 2 });
    act(s, 'hapsburg', { type: 'space', space: 'vienna' });
    act(s, 'hapsburg', { type: 'leader', leader: 'ferdinand' });
    act(s, 'hapsburg', { type: 'units', power: 'hapsburg', kind: 'regular', count: 2 });
    act(s, 'hapsburg', { type: 'space', space: 'graz' });
    expect(choices(s, 'france')).toEqual([respond(32), decline]);
    act(s, 'france', respond(32));
    expect(unitsIn(s, 'vienna', 'hapsburg')).toMatchObject({ regular: 2 });
    expect(isLeaderBarred(s, 'ferdinand')).toBe(true);
    expect(stackWithBudgets(s).at(-1)).toMatchObject({ proc: 'spendCp', cp: 1 });
    // The next move from Vienna may not take Ferdinand.
    runProcedure(s, landMoveFrame('hapsburg'), { power: 'hapsburg', cp: 1 });
    act(s, 'hapsburg', { type: 'space', space: 'vienna' });
    expect(choices(s, 'hapsburg').some((a) => a.type === 'leader')).toBe(false);
  });

  it('with several leaders the power playing Gout picks the one struck (A5)', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    setControl(s, 'brussels', 'france');
    give(s, 'hapsburg', 32);
    place(s, 'antwerp', 'hapsburg', { regular: 1 });
    place(s, 'antwerp', 'france', { regular: 4, leaders: ['francis-i', 'montmorency'] });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 2 });
    act(s, 'hapsburg', respond(32));
    expect(choices(s, 'hapsburg')).toEqual([
      { type: 'leader', leader: 'francis-i' },
      { type: 'leader', leader: 'montmorency' },
    ]);
    act(s, 'hapsburg', { type: 'leader', leader: 'montmorency' });
    expect(isLeaderBarred(s, 'montmorency')).toBe(true);
    expect(isLeaderBarred(s, 'francis-i')).toBe(false);
    expect(s.log.some((e) => e.key === 'his.log.assaultRoll')).toBe(false);
  });

  it('not against a formation without an army leader', () => {
    const s = board();
    give(s, 'france', 32);
    place(s, 'vienna', 'hapsburg', { regular: 2 });
    runProcedure(s, landMoveFrame('hapsburg'), { power: 'hapsburg', cp: 1 });
    act(s, 'hapsburg', { type: 'space', space: 'vienna' });
    act(s, 'hapsburg', { type: 'units', power: 'hapsburg', kind: 'regular', count: 2 });
    act(s, 'hapsburg', { type: 'space', space: 'graz' });
    expect(choices(s, 'france')).toEqual([]);
    expect(unitsIn(s, 'graz', 'hapsburg')).toMatchObject({ regular: 2 });
  });
});
