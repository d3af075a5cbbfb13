// Who a response window asks (flow/window.ts): by hand (the default) only holders of a card
// playable there; by rule (table option) every power that could hold one, whatever it holds.
import { describe, expect, it } from 'vitest';
import { board, decline, give, respond } from '../events/combat-test-helpers.ts';
import type { HisState } from '../state.ts';
import { act, choices } from '../testing/position.ts';
import { asks } from './kernel.ts';
import { openWindow } from './window.ts';

/** After an Ottoman action: the Papacy holds Halley's Comet (#38), the Ottoman and the Hapsburgs other cards. */
function afterOttomanAction(byRule: boolean, papalCard = 38): HisState {
  const s = board();
  if (byRule) s.options.responseWindows = 'by-rule';
  give(s, 'papacy', papalCard);
  give(s, 'ottoman', 24);
  give(s, 'hapsburg', 25);
  // Halley's Comet out of public view either way: in the Papal hand or in the deck.
  s.deck = s.deck.filter((c) => c !== 38 && c !== papalCard);
  if (papalCard !== 38) s.deck.push(38);
  s.stack = [];
  openWindow(s, 'afterAction', 'ottoman');
  return s;
}

const asked = (s: HisState) => asks(s).map((a) => a.power);

describe('response windows', () => {
  it('by hand (default): only the power holding a playable card is asked', () => {
    const s = afterOttomanAction(false);
    expect(asked(s)).toEqual(['papacy']);
    expect(choices(s, 'papacy')).toEqual([respond(38), decline]);
  });

  it('by rule: every power with cards is asked in impulse order from the active power, one without a playable card may only decline', () => {
    for (const papalCard of [38, 23]) {
      // The same asks whether the Papacy holds the card or it lies in the deck.
      const s = afterOttomanAction(true, papalCard);
      expect(asked(s)).toEqual(['ottoman']);
      expect(choices(s, 'ottoman')).toEqual([decline]);
      act(s, 'ottoman', decline);
      expect(asked(s)).toEqual(['hapsburg']);
      act(s, 'hapsburg', decline);
      // England, France and the Protestant have no cards: nothing they could play.
      expect(asked(s)).toEqual(['papacy']);
      expect(choices(s, 'papacy')).toEqual(papalCard === 38 ? [respond(38), decline] : [decline]);
      act(s, 'papacy', decline);
      expect(asked(s)).toEqual([]);
    }
  });

  it('by rule: a power none of whose possible cards is playable there is not asked (England under Mary I, 21.3)', () => {
    const s = afterOttomanAction(true);
    s.powers.england.ruler = 'mary-i';
    give(s, 'england', 26);
    act(s, 'ottoman', decline);
    act(s, 'hapsburg', decline);
    expect(asked(s)).toEqual(['papacy']);
  });
});
