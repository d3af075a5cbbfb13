// Card 74 Diplomatic Overture (6.1).
import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { act, choices, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { EVENTS } from './registry.ts';

/** France holds exactly `cards`; the deck's top two cards are 50 and 51. */
function fresh(cards: CardId[], top: CardId[] = [50, 51]): HisState {
  const s = startingState('1517', 'overture');
  const all = [...cards, ...top];
  s.deck = s.deck.filter((c) => !all.includes(c));
  s.discard = s.discard.filter((c) => !all.includes(c));
  for (const p of MAJOR_POWERS) {
    s.powers[p].hand = s.powers[p].hand.filter((c) => !all.includes(c));
    s.powers[p].homeCardUsed = s.powers[p].homeCardUsed.filter((c) => !all.includes(c));
  }
  s.powers.france.hand = [...cards];
  s.deck.push(...[...top].reverse());
  return s;
}

function play(s: HisState): HisState {
  s.stack = [];
  EVENTS[74]!.play(s, 'france');
  advance(s);
  return s;
}

describe('card 74 Diplomatic Overture', () => {
  it('draws 2 cards, then gives one (not the Home card, not a Mandatory Event) to another power', () => {
    const s = play(fresh([4, 13]));
    expect(s.powers.france.hand).toEqual([4, 13, 50, 51]);
    expect(choices(s, 'france')).toEqual([
      { type: 'giveAway', card: 50 },
      { type: 'giveAway', card: 51 },
    ]);
    act(s, 'france', { type: 'giveAway', card: 51 });
    expect(choices(s, 'france').map((a) => a.power)).toEqual(['ottoman', 'hapsburg', 'england', 'papacy', 'protestant']);
    act(s, 'france', { type: 'giveTo', power: 'england' });
    expect(s.powers.france.hand).toEqual([4, 13, 50]);
    expect(s.powers.england.hand).toContain(51);
    // Only the two powers see which card it was.
    expect(s.log.at(-1)).toMatchObject({ key: 'his.log.overtureGivenSeen', to: ['france', 'england'] });
  });

  it('with only Home cards and Mandatory Events, it may give a Mandatory Event or nothing', () => {
    const s = fresh([4, 13], []);
    s.deck = [];
    s.discard = [];
    play(s);
    expect(choices(s, 'france')).toEqual([{ type: 'giveAway', card: 13 }, { type: 'skip' }]);
    act(s, 'france', { type: 'skip' });
    expect(s.powers.france.hand).toEqual([4, 13]);
    expect(s.stack).toEqual([]);
  });
});
