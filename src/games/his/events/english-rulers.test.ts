import { describe, expect, it } from 'vitest';
import { playCardFromHand } from '../cards.ts';
import type { CardId } from '../data/cards.ts';
import { advance } from '../flow/kernel.ts';
import { addNewCards } from '../phases/card-draw.ts';
import { findLeader } from '../queries.ts';
import { unitAlignment } from '../religion/modifiers.ts';
import { rulerOf } from '../rulers.ts';
import type { HisState } from '../state.ts';
import { act, choices, clearMap, place, startingState } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

const EDWARD_VI: CardId = 19;
const MARY_I: CardId = 21;
const ELIZABETH_I: CardId = 23;

/** Play a ruler card as an event from `power`'s hand, as the impulse does, and run its frames. */
function playRulerCard(s: HisState, card: CardId, power: 'france' | 'england' = 'france'): void {
  s.stack = [];
  s.deck = s.deck.filter((c) => c !== card);
  s.setAside = s.setAside.filter((c) => c !== card);
  s.powers[power].hand.push(card);
  playCardFromHand(s, power, card, 'event');
  EVENTS[card]!.play(s, power);
  advance(s);
}

describe('21.3 the English succession', () => {
  it('Edward VI: Henry dies, Dudley takes his place, admin 1 and no card bonus, English units Protestant', () => {
    const s = startingState('1517');
    s.turn = 6;
    s.tracks.pregnancyResults = ['sicklyEdward'];
    playRulerCard(s, EDWARD_VI);
    expect(s.powers.england.ruler).toBe('edward-vi');
    expect(rulerOf(s, 'england')).toMatchObject({ adminRating: 1, cardBonus: 0 });
    expect(findLeader(s, 'henry-viii')).toBeNull();
    expect(findLeader(s, 'dudley')).toEqual({ space: 'london' });
    expect(unitAlignment(s, 'england')).toBe('protestant');
    expect(s.england.rulerChangedTurn).toBe(6);
    expect(s.removed).toContain(EDWARD_VI);
    // A sickly Edward: Mary I enters at the next Card Draw Phase.
    s.turn = 7;
    addNewCards(s);
    expect(s.deck).toContain(MARY_I);
  });

  it('Dudley enters in London or in Henry\'s space (England chooses)', () => {
    const s = clearMap(startingState('1517'));
    place(s, 'calais', 'england', { regular: 2, leaders: ['henry-viii'] });
    s.tracks.pregnancyResults = ['healthyEdward'];
    playRulerCard(s, EDWARD_VI);
    expect(choices(s, 'england')).toEqual([
      { type: 'space', space: 'london' },
      { type: 'space', space: 'calais' },
    ]);
    act(s, 'england', { type: 'space', space: 'calais' });
    expect(s.spaces.calais.units.england!.leaders).toEqual(['dudley']);
    expect(s.powers.england.ruler).toBe('edward-vi');
  });

  it('a captured Henry leaves his captor\'s power card; Dudley goes to London', () => {
    const s = clearMap(startingState('1517'));
    s.powers.france.captives = ['henry-viii'];
    playRulerCard(s, MARY_I);
    expect(s.powers.france.captives).toEqual([]);
    expect(findLeader(s, 'dudley')).toEqual({ space: 'london' });
    expect(s.powers.england.ruler).toBe('mary-i');
  });

  it('Mary I: no Edward born; English units Catholic; Edward VI leaves the game; Elizabeth follows if born', () => {
    const s = startingState('1517');
    s.turn = 6;
    s.tracks.pregnancyResults = ['elizabeth'];
    addNewCards(s);
    expect(s.deck).toContain(MARY_I);
    playRulerCard(s, MARY_I);
    expect(s.powers.england.ruler).toBe('mary-i');
    expect(unitAlignment(s, 'england')).toBe('catholic');
    expect(s.setAside).not.toContain(EDWARD_VI);
    expect(s.removed).toContain(EDWARD_VI);
    s.turn = 7;
    addNewCards(s);
    expect(s.deck).toContain(ELIZABETH_I);
    playRulerCard(s, ELIZABETH_I);
    expect(s.powers.england.ruler).toBe('elizabeth-i');
    expect(rulerOf(s, 'england')).toMatchObject({ adminRating: 2, cardBonus: 1 });
    expect(unitAlignment(s, 'england')).toBe('protestant');
  });

  it('Mary I without Elizabeth born: she rules for the rest of the game', () => {
    const s = startingState('1517');
    s.turn = 6;
    playRulerCard(s, MARY_I);
    s.turn = 7;
    addNewCards(s);
    expect(s.deck).not.toContain(ELIZABETH_I);
  });

  it('special case: a sickly Edward born on turn 6+ while Mary I is about: her card counts as Edward VI and comes back', () => {
    const s = startingState('1517');
    s.turn = 6;
    s.tracks.pregnancyResults = ['noChild', 'sicklyEdward'];
    playRulerCard(s, MARY_I);
    expect(s.powers.england.ruler).toBe('edward-vi');
    expect(s.discard).toContain(MARY_I);
    expect(s.removed).not.toContain(MARY_I);
    expect(s.setAside).not.toContain(EDWARD_VI);
    // Next turn Edward VI's card does not enter; Mary I's comes back with the discards.
    s.turn = 7;
    addNewCards(s);
    expect(s.deck).not.toContain(EDWARD_VI);
  });

  it('special case with a healthy Edward: the Mary I card is removed from play', () => {
    const s = startingState('1517');
    s.turn = 6;
    s.tracks.pregnancyResults = ['healthyEdward'];
    playRulerCard(s, MARY_I);
    expect(s.powers.england.ruler).toBe('edward-vi');
    expect(s.removed).toContain(MARY_I);
    expect(s.discard).not.toContain(MARY_I);
  });
});
