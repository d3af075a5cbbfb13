import { describe, expect, it } from 'vitest';
import { ALL_CARD_IDS, CARD_IDS, homeCardsOf } from './data/cards.ts';
import { MAJOR_POWERS } from './data/powers.ts';
import { SCENARIOS } from './data/scenarios.ts';
import { hereIStand } from './module.ts';
import { cardsDealt, keysControlled } from './power-cards.ts';
import { setup } from './setup.ts';
import { startingState } from './testing/position.ts';
import type { HisState } from './state.ts';
import { vpTable } from './victory-points.ts';

function cardPlaces(s: HisState): number[] {
  return [
    ...s.deck,
    ...s.discard,
    ...s.removed,
    ...s.setAside,
    ...MAJOR_POWERS.flatMap((p) => [...s.powers[p].hand, ...s.powers[p].homeCardUsed]),
  ];
}

describe('setup 1517', () => {
  // setup stops at the first decision: the Protestant's first 95 Theses Reformation target (8.1).
  const opening = setup({ scenario: '1517' }, 'seed-1');
  // After the 95 Theses, the card draw, the Diet of Worms: the first Spring Deployment decision.
  const s = startingState('1517', 'seed-1');

  it('gives the starting VP of the scenario (23.2, power cards)', () => {
    expect(vpTable(opening)).toEqual({ ottoman: 8, hapsburg: 9, england: 9, france: 12, papacy: 19, protestant: 0 });
    expect(vpTable(opening)).toEqual(SCENARIOS['1517'].startingVp);
  });

  it('begins with Luther’s 95 Theses: Luther in Wittenberg, then the Protestant picks a target (8.1, 18.1)', () => {
    expect(opening.phase).toBe('luther95');
    expect(opening.religion.reformers.luther).toBe('wittenberg');
    expect(opening.spaces.wittenberg.religion).toBe('protestant');
    expect(hereIStand.pending(opening)).toEqual([{ player: 'protestant', key: 'his.prompt.reformationTarget', params: expect.anything() }]);
    // Cards are dealt only after the 95 Theses; home cards wait on the power cards.
    expect(MAJOR_POWERS.every((p) => opening.powers[p].hand.length === 0)).toBe(true);
    expect(opening.powers.papacy.homeCardUsed).toEqual(homeCardsOf('papacy'));
  });

  it('counts keys as the power cards do, Algiers out of play (21.1)', () => {
    expect(keysControlled(s, 'ottoman').sort()).toEqual(['athens', 'edirne', 'istanbul', 'salonika']);
    expect(keysControlled(s, 'hapsburg')).toHaveLength(8);
    expect(keysControlled(s, 'england')).toHaveLength(4);
    expect(keysControlled(s, 'france')).toHaveLength(6);
    expect(keysControlled(s, 'papacy')).toHaveLength(2);
  });

  it('deals the cards the power cards give, with ruler bonus and home cards (6.2), less the Diet of Worms cards', () => {
    // Ottoman 4 keys: 3; Hapsburg 8 keys: 5; England 4 keys: 2 + Henry VIII's bonus 1;
    // France 6 keys: 4... per the printed tracks; Papacy 2 keys; Protestant 4 (fewer than 4 electorates).
    const dealt = Object.fromEntries(MAJOR_POWERS.map((p) => [p, cardsDealt(s, p)]));
    expect(dealt).toEqual({ ottoman: 3, hapsburg: 5, england: 3, france: 4, papacy: 3, protestant: 4 });
    for (const p of MAJOR_POWERS) {
      const hand = s.powers[p].hand;
      const onCard = s.powers[p].homeCardUsed;
      for (const home of homeCardsOf(p)) expect([...hand, ...onCard]).toContain(home);
      // 18.1: the Hapsburgs, the Papacy and the Protestant each gave a card to the Diet of Worms.
      const diet = ['hapsburg', 'papacy', 'protestant'].includes(p) ? 1 : 0;
      expect(hand.length).toBe(dealt[p]! + homeCardsOf(p).length - diet);
    }
  });

  it('places every main-deck card in exactly one place; 95 Theses already played (8.1)', () => {
    const places = cardPlaces(s);
    expect(places.length).toBe(CARD_IDS.length);
    expect(new Set(places).size).toBe(CARD_IDS.length);
    expect(s.removed).toContain(8);
    // 42 dated or variable cards wait for their turn (6.2).
    expect(s.setAside).toHaveLength(42);
    expect(ALL_CARD_IDS.length).toBe(135);
  });

  it('goes on to Spring Deployment after the card draw and the Diet of Worms', () => {
    expect(s.turn).toBe(1);
    // 10, 6.1: first Venetian Informant, out of public view, offered to every power at once (by rule).
    const pending = hereIStand.pending(s);
    expect(pending.map((p) => p.player)).toEqual([...MAJOR_POWERS]);
    expect(pending.every((p) => p.key === 'his.prompt.springCard' && p.params?.card === 109)).toBe(true);
    expect(s.stack.map((f) => f.proc)).toContain('springDeployment');
  });

  it('hides other hands, the deck and the RNG in a view', () => {
    const v = hereIStand.view(s, 'france');
    expect(v.powers.france.hand).toEqual(s.powers.france.hand);
    expect(v.powers.hapsburg.hand).toBeNull();
    expect(v.powers.hapsburg.handSize).toBe(s.powers.hapsburg.hand.length);
    const json = JSON.stringify(v);
    expect(json).not.toContain('"rng"');
    expect(json).not.toContain('"deck"');
    expect(v.deckSize).toBe(s.deck.length);
    const spectator = hereIStand.view(s, null);
    expect(MAJOR_POWERS.every((p) => spectator.powers[p].hand === null)).toBe(true);
  });

  it('is deterministic: same seed, same state; other seed, other deal', () => {
    expect(setup({ scenario: '1517' }, 'seed-1')).toEqual(opening);
    expect(startingState('1517', 'seed-1')).toEqual(s);
    expect(startingState('1517', 'seed-2').powers.ottoman.hand).not.toEqual(s.powers.ottoman.hand);
  });
});

describe('setup 1532', () => {
  const s = setup({ scenario: '1532' }, 'seed-1');
  it('starts on turn 4 with every card in one place and no 95 Theses in hand', () => {
    expect(s.turn).toBe(4);
    const places = cardPlaces(s);
    expect(new Set(places).size).toBe(CARD_IDS.length);
    expect(places.length).toBe(CARD_IDS.length);
    expect(s.powers.protestant.hand).not.toContain(8);
  });
  it('gives the VP that the 1532 position and tracks yield (23.2)', () => {
    // Keys, electorates after the Schmalkaldic League, St. Peter's, chateaux, war winners,
    // New World discoveries and conquests.
    expect(vpTable(s)).toEqual({ ottoman: 16, hapsburg: 18, england: 9, france: 12, papacy: 14, protestant: 14 });
  });
  it('deals by keys and electorates (plus the New World riches of the turn-4 Card Draw Phase, 20.4)', () => {
    const riches = (p: string) => s.log.filter((e) => e.key === 'his.log.richesCard' && e.params.power === p).length;
    for (const p of MAJOR_POWERS) expect(s.powers[p].hand.length).toBe(cardsDealt(s, p) + homeCardsOf(p).length + riches(p));
  });
});

describe('table options', () => {
  it('responseWindows: by-rule is kept, by-hand is the default and left out, anything else is refused', () => {
    expect(setup({ scenario: '1532', responseWindows: 'by-rule' }, 's').options).toEqual({ scenario: '1532', responseWindows: 'by-rule' });
    expect(setup({ scenario: '1532', responseWindows: 'by-hand' }, 's').options).toEqual({ scenario: '1532' });
    expect(() => setup({ scenario: '1532', responseWindows: 'everyone' } as never, 's')).toThrow(/responseWindows/);
  });
});
