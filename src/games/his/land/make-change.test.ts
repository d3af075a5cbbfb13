// 5.2 "make change": a power short of small counters loses extra units in the space of the loss.
import { describe, expect, it } from 'vitest';
import { stacksFitCounters } from '../counter-mix.ts';
import type { HisState } from '../state.ts';
import { clearMap, place, startingState } from '../testing/position.ts';
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
