// Card 87 Mercenaries Demand Pay.
import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { act, choices, clearMap, declareWar, place, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { EVENTS } from './registry.ts';
import { mercenariesKept } from './mercenaries-demand-pay.ts';

function fresh(hand: CardId[]): HisState {
  const s = clearMap(startingState('1517', 'demand-pay'));
  for (const c of hand) {
    s.deck = s.deck.filter((x) => x !== c);
    s.discard = s.discard.filter((x) => x !== c);
    for (const p of MAJOR_POWERS) {
      s.powers[p].hand = s.powers[p].hand.filter((x) => x !== c);
      s.powers[p].homeCardUsed = s.powers[p].homeCardUsed.filter((x) => x !== c);
    }
  }
  s.discard.push(...s.powers.france.hand);
  s.powers.france.hand = [...hand];
  return s;
}

function play(s: HisState): HisState {
  s.stack = [];
  EVENTS[87]!.play(s, 'hapsburg');
  advance(s);
  return s;
}

describe('card 87 Mercenaries Demand Pay', () => {
  it('the table of mercenaries kept', () => {
    expect([1, 2, 3, 4, 5, 6].map(mercenariesKept)).toEqual([2, 4, 6, 10, null, null]);
  });

  it('the target discards a card (never a Home card nor a Mandatory Event, 6.1) and keeps mercenaries by its CP, choosing where they go', () => {
    const s = fresh([4, 13, 50]);
    place(s, 'paris', 'france', { mercenary: 3, leaders: ['francis-i'] });
    place(s, 'lyon', 'france', { mercenary: 4 });
    play(s);
    act(s, 'hapsburg', { type: 'target', target: 'france' });
    expect(choices(s, 'france')).toEqual([
      { type: 'discard', card: 50, power: 'france' },
      { type: 'decline' },
    ]);
    // Mercator's Map (2 CP): 4 of the 7 mercenaries stay; France picks where the 3 others leave.
    act(s, 'france', { type: 'discard', card: 50, power: 'france' });
    expect(choices(s, 'france')).toEqual([{ type: 'space', space: 'lyon' }, { type: 'space', space: 'paris' }]);
    for (let i = 0; i < 3; i++) act(s, 'france', { type: 'space', space: 'lyon' });
    expect(s.spaces.paris.units.france?.mercenary).toBe(3);
    expect(s.spaces.lyon.units.france?.mercenary).toBe(1);
    expect(s.stack).toEqual([]);
    expect(s.spaces.paris.units.france?.leaders).toEqual(['francis-i']);
    expect(s.discard).toContain(50);
  });

  it('6.1: with only its Home card and a Mandatory Event the target cannot pay and loses every mercenary', () => {
    const s = fresh([4, 13]);
    place(s, 'paris', 'france', { mercenary: 3 });
    play(s);
    act(s, 'hapsburg', { type: 'target', target: 'france' });
    expect(choices(s, 'france')).toEqual([{ type: 'decline' }]);
    act(s, 'france', { type: 'decline' });
    expect(s.spaces.paris.units.france?.mercenary ?? 0).toBe(0);
    expect(s.powers.france.hand).toEqual([4, 13]);
  });

  it('declining: every mercenary of the target goes; a siege left too weak is broken', () => {
    const s = fresh([50]);
    declareWar(s, 'france', 'hapsburg');
    s.spaces.dijon.control = 'hapsburg';
    place(s, 'dijon', 'hapsburg', { regular: 1 });
    place(s, 'dijon', 'france', { regular: 1, mercenary: 2 });
    s.spaces.dijon.siege = { besieger: 'france', since: 0 };
    play(s);
    act(s, 'hapsburg', { type: 'target', target: 'france' });
    act(s, 'france', { type: 'decline' });
    while (choices(s, 'france').length > 0) act(s, 'france', choices(s, 'france')[0]!);
    expect(s.spaces.dijon.siege).toBeNull();
    expect(s.spaces.dijon.units.france).toBeUndefined(); // retreated
  });
});
