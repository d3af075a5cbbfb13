import { describe, expect, it } from 'vitest';
import { ASSAULT_ACTION } from '../actions/assault.ts';
import { NAVAL_MOVE_ACTION } from '../actions/naval-move.ts';
import { landMoveFrame } from '../land/move-procedure.ts';
import { mayTransport } from '../naval/transport.ts';
import { mayInitiatePiracy } from '../naval/piracy.ts';
import { act, choices, declareWar, loadDice, place, runProcedure, setControl, spend, stackWithBudgets } from '../testing/position.ts';
import { board, decline, dice, give, respond, unitsIn } from './combat-test-helpers.ts';

function move(s: ReturnType<typeof board>, from: string, to: string, cp: number): void {
  runProcedure(s, landMoveFrame('hapsburg'), { power: 'hapsburg', cp });
  act(s, 'hapsburg', { type: 'space', space: from });
  act(s, 'hapsburg', { type: 'units', power: 'hapsburg', kind: 'regular', count: 2 });
  act(s, 'hapsburg', { type: 'space', space: to });
}

describe('card 31 Foul Weather', () => {
  it('stops the announced move; 1 CP is lost; the power may no longer assault or act at sea this impulse', () => {
    const s = board();
    give(s, 'france', 31);
    place(s, 'vienna', 'hapsburg', { regular: 3 });
    move(s, 'vienna', 'graz', 3);
    expect(choices(s, 'france')).toEqual([respond(31), decline]);
    act(s, 'france', respond(31));
    expect(unitsIn(s, 'vienna', 'hapsburg')).toMatchObject({ regular: 3 });
    expect(stackWithBudgets(s).at(-1)).toMatchObject({ proc: 'spendCp', cp: 2 });
    expect(s.discard).toContain(31);
    expect(ASSAULT_ACTION.available(s, 'hapsburg', 2)).toBe(false);
    expect(NAVAL_MOVE_ACTION.available(s, 'hapsburg', 2)).toBe(false);
    expect(mayTransport(s, 'hapsburg', 2)).toBe(false);
    expect(mayInitiatePiracy(s, 'hapsburg', 2)).toBe(false);
  });

  it('then each land unit moves one space at most; a naval move is stopped too (16.1 step 3)', () => {
    const s = board();
    give(s, 'france', 31);
    place(s, 'graz', 'hapsburg', { regular: 3 });
    move(s, 'graz', 'vienna', 3);
    act(s, 'france', respond(31));
    // One space: Graz to Vienna; from Vienna they may go no further this impulse.
    runProcedure(s, landMoveFrame('hapsburg'), { power: 'hapsburg', cp: 2 });
    act(s, 'hapsburg', { type: 'space', space: 'graz' });
    act(s, 'hapsburg', { type: 'units', power: 'hapsburg', kind: 'regular', count: 3 });
    act(s, 'hapsburg', { type: 'space', space: 'vienna' });
    expect(unitsIn(s, 'vienna', 'hapsburg')).toMatchObject({ regular: 3 });
    runProcedure(s, landMoveFrame('hapsburg'), { power: 'hapsburg', cp: 1 });
    expect(choices(s, 'hapsburg')).not.toContainEqual({ type: 'space', space: 'vienna' });

    const t = board();
    declareWar(t, 'france', 'hapsburg');
    give(t, 'hapsburg', 31);
    place(t, 'marseille', 'france', { squadron: 1 });
    spend(t, 'france', 2);
    act(t, 'france', { type: 'action', action: 'navalMove' });
    act(t, 'france', { type: 'space', space: 'marseille' });
    act(t, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    act(t, 'france', { type: 'done' });
    act(t, 'hapsburg', respond(31));
    expect(t.spaces.marseille.units.france?.squadron).toBe(1);
    expect(t.seas.gulf_of_lyon.units.france).toBeUndefined();
    expect(stackWithBudgets(t).at(-1)).toMatchObject({ proc: 'spendCp', cp: 1 });
  });

  it('stops a piracy (16.4; 2 CP paid, 1 comes back) and a naval transport (16.3)', () => {
    const s = board();
    declareWar(s, 'ottoman', 'hapsburg');
    setControl(s, 'malta', 'hapsburg');
    place(s, 'messina', 'hapsburg', { squadron: 1 });
    s.seas.ionian_sea.units = { ottoman: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 2, leaders: ['barbarossa'] } };
    s.eventsResolved.push(9);
    give(s, 'hapsburg', 31);
    spend(s, 'ottoman', 3);
    act(s, 'ottoman', { type: 'action', action: 'initiatePiracy' });
    act(s, 'ottoman', { type: 'sea', sea: 'ionian_sea' });
    act(s, 'ottoman', { type: 'target', target: 'hapsburg' });
    act(s, 'hapsburg', respond(31));
    expect(s.log.some((e) => e.key === 'his.log.piracyStopped')).toBe(true);
    expect(stackWithBudgets(s).at(-1)).toMatchObject({ proc: 'spendCp', cp: 2 });

    const t = board();
    give(t, 'hapsburg', 31);
    place(t, 'marseille', 'france', { regular: 2 });
    t.seas.gulf_of_lyon.units = { france: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] } };
    spend(t, 'france', 3);
    act(t, 'france', { type: 'action', action: 'navalTransport' });
    act(t, 'france', { type: 'space', space: 'marseille' });
    while (choices(t, 'france').some((a) => a.type === 'units')) {
      const max = Math.max(...choices(t, 'france').map((a) => a.count as number));
      act(t, 'france', choices(t, 'france').find((a) => a.count === max)!);
    }
    act(t, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    act(t, 'hapsburg', respond(31));
    expect(t.log.some((e) => e.key === 'his.log.navalTransportStopped')).toBe(true);
    expect(unitsIn(t, 'marseille', 'france')).toMatchObject({ regular: 2 });
    expect(stackWithBudgets(t).at(-1)).toMatchObject({ proc: 'spendCp', cp: 2 });
  });

  it('a move over a pass (2 CP) loses only 1 CP (A4)', () => {
    const s = board();
    give(s, 'france', 31);
    place(s, 'innsbruck', 'hapsburg', { regular: 2 });
    move(s, 'innsbruck', 'trent', 3);
    act(s, 'france', respond(31));
    expect(stackWithBudgets(s).at(-1)).toMatchObject({ proc: 'spendCp', cp: 2 });
  });

  it('the active power cannot play it against itself; not when its move is already stopped', () => {
    const s = board();
    give(s, 'hapsburg', 31);
    give(s, 'france', 31, 32);
    place(s, 'vienna', 'hapsburg', { regular: 2 });
    move(s, 'vienna', 'graz', 2);
    expect(choices(s, 'hapsburg')).toEqual([]);
    act(s, 'france', respond(31));
    // Gout has nothing left to stop (and no leader to strike).
    expect(choices(s, 'france')).toEqual([]);
  });

  it('stops an assault (15.1 step 2) and ends the siege attempts of the impulse', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    setControl(s, 'brussels', 'france');
    give(s, 'hapsburg', 31);
    place(s, 'antwerp', 'hapsburg', { regular: 1 });
    place(s, 'antwerp', 'france', { regular: 4 });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    loadDice(s, dice(5, 5));
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 2 });
    act(s, 'hapsburg', respond(31));
    expect(s.log.some((e) => e.key === 'his.log.assaultRoll')).toBe(false);
    expect(s.spaces.antwerp.control).toBe('hapsburg');
    expect(stackWithBudgets(s).at(-1)).toMatchObject({ proc: 'spendCp', cp: 1 });
  });

  it('not against the assault of Treachery! (card 105)', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    give(s, 'hapsburg', 31);
    place(s, 'antwerp', 'hapsburg', { regular: 1 });
    place(s, 'antwerp', 'france', { regular: 4 });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    loadDice(s, [...dice(2, 1), ...dice(2, 0)]);
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp', forced: true, free: true });
    expect(choices(s, 'hapsburg')).toEqual([]);
    expect(s.spaces.antwerp.control).toBe('france');
  });
});
