// 5.2 "make change": a power short of small counters loses extra units in the space of the loss.
import { describe, expect, it } from 'vitest';
import { removeLandUnits, stacksFitCounters } from '../counter-mix.ts';
import { SPACE_IDS } from '../data/map.ts';
import type { EliminateMercenariesFrame } from '../events/new-mercenaries.ts';
import type { HisState } from '../state.ts';
import { act, choices, clearMap, place, runProcedure, startingState } from '../testing/position.ts';
import type { Due, SideRoll } from './casualties.ts';
import { takeAutomaticLoss } from './casualties.ts';

/**
 * Hungary has three 1/2 counters and one 2/4 counter (10 regulars at most). With 2 regulars in
 * each of Belgrade, Pressburg and Prague (the three 1/2 counters) and 4 in Buda (the 2/4),
 * a loss of 1 in Buda leaves 3, which no free counter can show.
 */
function hungary(): HisState {
  const s = clearMap(startingState('1517', 'make-change'));
  place(s, 'buda', 'hungary', { regular: 4 });
  for (const id of ['belgrade', 'pressburg', 'prague'] as const) place(s, id, 'hungary', { regular: 2 });
  return s;
}

function side(n: number): SideRoll {
  return { lots: [{ power: 'hungary', kind: 'regular', n }], leaders: [], dice: 0, rolls: [], hits: 1, capturedBy: null };
}

function loseOneIn(s: HisState, n: number): void {
  const sides = { attacker: side(0), defender: side(n) };
  const due: Due[] = [{ side: 'defender', group: 'hungary', n: 1 }];
  takeAutomaticLoss(s, 'buda', sides, due);
  expect(due).toEqual([]);
}

describe('5.2 make change', () => {
  it('a loss that leaves a stack no free counter can show costs another unit in that space', () => {
    const s = hungary();
    expect(stacksFitCounters(s, 'hungary')).toBe(true);
    loseOneIn(s, 4);
    // 4 - 1 = 3 cannot be shown (the 2/4 shows 2, every 1/2 is in use): down to 2.
    expect(s.spaces.buda.units.hungary?.regular).toBe(2);
    expect(s.log.filter((e) => e.key === 'his.log.makeChange')).toHaveLength(1);
    expect(stacksFitCounters(s, 'hungary')).toBe(true);
  });

  it('no extra loss when a counter is free to make change', () => {
    const s = hungary();
    s.spaces.prague.units = {};
    loseOneIn(s, 4);
    expect(s.spaces.buda.units.hungary?.regular).toBe(3);
    expect(s.log.some((e) => e.key === 'his.log.makeChange')).toBe(false);
  });

  it('a position already short elsewhere does not strip the space of the loss', () => {
    const s = hungary();
    // Five stacks for four counters: the shortage is not Buda's.
    place(s, 'vienna', 'hungary', { regular: 1 });
    s.spaces.pressburg.units.hungary!.regular = 1;
    loseOneIn(s, 4);
    expect(s.spaces.buda.units.hungary?.regular).toBe(3);
  });
});

describe('5.2 make change after an event or combat card (removeLandUnits)', () => {
  it('an event loss that leaves a stack no free counter can show costs more units in that space', () => {
    const s = hungary();
    expect(removeLandUnits(s, 'buda', 'hungary', 'regular', 1)).toBe(1);
    expect(s.spaces.buda.units.hungary?.regular).toBe(2);
    expect(s.log.filter((e) => e.key === 'his.log.makeChange')).toEqual([{ key: 'his.log.makeChange', params: { power: 'hungary', space: 'buda' } }]);
    expect(stacksFitCounters(s, 'hungary')).toBe(true);
  });

  it('no extra loss with a free counter, nor when the shortage was already there elsewhere', () => {
    const free = hungary();
    free.spaces.prague.units = {};
    expect(removeLandUnits(free, 'buda', 'hungary', 'regular', 1)).toBe(0);
    expect(free.spaces.buda.units.hungary?.regular).toBe(3);
    const short = hungary();
    place(short, 'vienna', 'hungary', { regular: 1 });
    short.spaces.pressburg.units.hungary!.regular = 1;
    expect(removeLandUnits(short, 'buda', 'hungary', 'regular', 1)).toBe(0);
    expect(short.spaces.buda.units.hungary?.regular).toBe(3);
  });

  it('Landsknechts, Ottoman option: a Papal stack of 4 mercenaries losing 1 goes down to what the free counters show', () => {
    // Papacy: seven 1s, four 2s, two 4s. Six 1-stacks, four 2-stacks and two 4-stacks leave
    // one 1 counter free: 3 and 2 cannot be shown, 1 can.
    const s = clearMap(startingState('1517', 'make-change-event'));
    place(s, 'rome', 'papacy', { mercenary: 4 });
    place(s, 'ravenna', 'papacy', { regular: 4 });
    const others = SPACE_IDS.filter((id) => id !== 'rome' && id !== 'ravenna').slice(0, 10);
    others.slice(0, 4).forEach((id) => place(s, id, 'papacy', { regular: 2 }));
    others.slice(4).forEach((id) => place(s, id, 'papacy', { regular: 1 }));
    expect(stacksFitCounters(s, 'papacy')).toBe(true);
    const frame: EliminateMercenariesFrame = { proc: 'eliminateMercenaries', power: 'ottoman', left: 1 };
    runProcedure(s, frame);
    expect(choices(s, 'ottoman')).toEqual([{ type: 'mercenary', space: 'rome', power: 'papacy' }]);
    act(s, 'ottoman', { type: 'mercenary', space: 'rome', power: 'papacy' });
    expect(s.spaces.rome.units.papacy?.mercenary).toBe(1);
    expect(s.log.filter((e) => e.key === 'his.log.makeChange')).toHaveLength(2);
    // Other spaces are untouched.
    expect(s.spaces.ravenna.units.papacy?.regular).toBe(4);
  });
});
