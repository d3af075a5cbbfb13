import { describe, expect, it } from 'vitest';
import { CARDS } from '../data/cards.ts';
import { act, choices, runProcedure, stackWithBudgets, startingState } from '../testing/position.ts';
import { mayPass } from './action-phase.ts';

const HOME = { ottoman: 1, papacy: [5, 6] } as const;
const SCHMALKALDIC_LEAGUE = 13;
/** Event cards without an implemented event and with CP values. */
const PLAIN = [31, 36] as const;

describe('11 impulses', () => {
  it('offers each card for CP and, where implemented, as an event; combat cards never as events', () => {
    const s = startingState('1517');
    s.powers.ottoman.hand = [HOME.ottoman, ...PLAIN];
    runProcedure(s, { proc: 'impulse', power: 'ottoman' });
    const acts = choices(s, 'ottoman');
    for (const c of PLAIN) expect(acts).toContainEqual({ type: 'play', card: c, as: 'cp' });
    // 11: no passing while the Home card is in hand.
    expect(acts).not.toContainEqual({ type: 'pass' });
  });

  it('may not pass with a Home card, a playable mandatory event, or more cards than the admin rating (11)', () => {
    const s = startingState('1517');
    s.powers.ottoman.hand = [HOME.ottoman];
    expect(mayPass(s, 'ottoman')).toBe(false);
    s.powers.ottoman.hand = [];
    expect(mayPass(s, 'ottoman')).toBe(true);
    // Suleiman's admin rating is 2 (3.3): two plain cards may be kept, three may not.
    s.powers.ottoman.hand = [31, 36];
    expect(mayPass(s, 'ottoman')).toBe(true);
    s.powers.ottoman.hand = [31, 36, 37];
    expect(mayPass(s, 'ottoman')).toBe(false);
    const mandatory = Object.values(CARDS).find((c) => c.type === 'mandatory' && c.id !== SCHMALKALDIC_LEAGUE && c.id !== 8)!.id;
    s.powers.ottoman.hand = [mandatory];
    expect(mayPass(s, 'ottoman')).toBe(false);
  });

  it('6.1: a mandatory event whose own condition fails (Schmalkaldic League on turn 1, 21.6) is still played, never held', () => {
    const s = startingState('1517');
    s.powers.protestant.hand = [SCHMALKALDIC_LEAGUE];
    expect(mayPass(s, 'protestant')).toBe(false);
    runProcedure(s, { proc: 'impulse', power: 'protestant' });
    expect(choices(s, 'protestant')).toEqual([{ type: 'play', card: SCHMALKALDIC_LEAGUE, as: 'event' }]);
  });

  it('playing a card for CP discards it and opens a CP budget of its value (11, 6.2)', () => {
    const s = startingState('1517');
    s.powers.ottoman.hand = [31];
    runProcedure(s, { proc: 'actionPhase', next: 0, consecutivePasses: 0 });
    act(s, 'ottoman', { type: 'play', card: 31, as: 'cp' });
    expect(s.discard).toContain(31);
    const budget = stackWithBudgets(s).find((f) => f.proc === 'spendCp');
    expect(budget).toMatchObject({ power: 'ottoman', cp: CARDS[31].cp });
  });

  it('the action phase ends when all six pass in a row; a power with no cards passes by itself', () => {
    const s = startingState('1517');
    for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) s.powers[p].hand = [];
    runProcedure(s, { proc: 'actionPhase', next: 0, consecutivePasses: 0 });
    expect(s.stack).toEqual([]);
    expect(s.log.filter((e) => e.key === 'his.log.pass')).toHaveLength(6);
  });
});
