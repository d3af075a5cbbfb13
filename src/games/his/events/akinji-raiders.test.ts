// Card 66 Akinji Raiders.
import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import { advance } from '../flow/kernel.ts';
import { act, choices, clearMap, declareWar, place, setControl, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { EVENTS } from './registry.ts';

/** Ottoman cavalry in Nezh; Agram (two spaces away, through Belgrade) is Hapsburg. */
function raiders(): HisState {
  const s = clearMap(startingState('1517', 'akinji'));
  s.diplomacy.wars = [];
  place(s, 'nezh', 'ottoman', { cavalry: 1 });
  setControl(s, 'agram', 'hapsburg');
  return s;
}

function hand(s: HisState, power: 'hapsburg' | 'france', cards: CardId[]): void {
  for (const c of cards) {
    s.deck = s.deck.filter((x) => x !== c);
    s.discard = s.discard.filter((x) => x !== c);
    for (const p of Object.values(s.powers)) {
      p.hand = p.hand.filter((x) => x !== c);
      p.homeCardUsed = p.homeCardUsed.filter((x) => x !== c);
    }
  }
  s.powers[power].hand = [...cards];
}

function play(s: HisState): HisState {
  s.stack = [];
  EVENTS[66]!.play(s, 'hapsburg');
  advance(s);
  return s;
}

describe('card 66 Akinji Raiders', () => {
  it('needs a war and cavalry within 2 spaces of the enemy\'s territory, the middle space Ottoman', () => {
    const s = raiders();
    expect(EVENTS[66]!.canPlay(s, 'ottoman')).toBe(false); // not at war
    declareWar(s, 'ottoman', 'hapsburg');
    expect(EVENTS[66]!.canPlay(s, 'ottoman')).toBe(false); // Belgrade, between, is Hungarian
    setControl(s, 'belgrade', 'ottoman');
    expect(EVENTS[66]!.canPlay(s, 'ottoman')).toBe(true);
    s.spaces.nezh.units = {}; // regulars do not raid
    place(s, 'nezh', 'ottoman', { regular: 3 });
    expect(EVENTS[66]!.canPlay(s, 'ottoman')).toBe(false);
    place(s, 'agram', 'ottoman', { cavalry: 1 }); // distance 0
    expect(EVENTS[66]!.canPlay(s, 'ottoman')).toBe(true);
  });

  it('the Ottoman takes a random card, never a Home card, even when another power plays it', () => {
    const s = raiders();
    declareWar(s, 'ottoman', 'hapsburg');
    setControl(s, 'belgrade', 'ottoman');
    hand(s, 'hapsburg', [2, 50]);
    const before = s.powers.ottoman.hand.length;
    play(s);
    expect(s.powers.hapsburg.hand).toEqual([2]);
    expect(s.powers.ottoman.hand).toHaveLength(before + 1);
    expect(s.powers.ottoman.hand).toContain(50);
  });

  it('with several victims the Ottoman chooses', () => {
    const s = raiders();
    declareWar(s, 'ottoman', 'hapsburg');
    declareWar(s, 'ottoman', 'france');
    place(s, 'agram', 'ottoman', { cavalry: 1 });
    // Graz, next to the cavalry in Agram, is French.
    setControl(s, 'graz', 'france');
    hand(s, 'france', [50]);
    play(s);
    expect(choices(s, 'ottoman')).toEqual([
      { type: 'target', target: 'hapsburg' },
      { type: 'target', target: 'france' },
    ]);
    act(s, 'ottoman', { type: 'target', target: 'france' });
    expect(s.powers.france.hand).toEqual([]);
    expect(s.powers.ottoman.hand).toContain(50);
  });
});
