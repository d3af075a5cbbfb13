import { describe, expect, it } from 'vitest';
import { cardEntersNow } from './card-entry.ts';
import { addNewCards } from './phases/card-draw.ts';
import { startingState } from './testing/position.ts';

const EDWARD_VI = 19;
const MARY_I = 21;
const ELIZABETH_I = 23;
const BOLEYN_CARDS = [62, 63, 64] as const;

describe('6.2 adding cards by turn and by condition', () => {
  it('dated cards enter in their turn, not before', () => {
    const s = startingState('1517');
    const dated = s.setAside.filter((c) => cardEntersNow({ ...s, turn: 3 }, c));
    expect(dated.length).toBe(10);
    expect(s.setAside.filter((c) => cardEntersNow(s, c))).toEqual([]);
    s.turn = 3;
    const before = s.deck.length;
    addNewCards(s);
    expect(s.deck.length).toBe(before + 10);
    expect(s.setAside.some((c) => dated.includes(c))).toBe(false);
  });

  it('Edward VI only from turn 6 and once Edward is born; Mary I on turn 6 without him (21.3)', () => {
    const s = startingState('1517');
    s.turn = 6;
    expect(cardEntersNow(s, EDWARD_VI)).toBe(false);
    expect(cardEntersNow(s, MARY_I)).toBe(true);
    s.tracks.pregnancyResults = ['sicklyEdward'];
    expect(cardEntersNow(s, EDWARD_VI)).toBe(true);
    expect(cardEntersNow(s, MARY_I)).toBe(false);
    s.powers.england.ruler = 'edward-vi';
    expect(cardEntersNow(s, MARY_I)).toBe(true);
    s.tracks.pregnancyResults = ['healthyEdward'];
    expect(cardEntersNow(s, MARY_I)).toBe(false);
    s.turn = 5;
    expect(cardEntersNow(s, EDWARD_VI)).toBe(false);
  });

  it('Elizabeth I once Mary I rules and Elizabeth was born; the Boleyn cards after the marriage', () => {
    const s = startingState('1517');
    s.turn = 7;
    expect(cardEntersNow(s, ELIZABETH_I)).toBe(false);
    s.powers.england.ruler = 'mary-i';
    expect(cardEntersNow(s, ELIZABETH_I)).toBe(false);
    s.tracks.pregnancyResults = ['elizabeth'];
    expect(cardEntersNow(s, ELIZABETH_I)).toBe(true);
    for (const c of BOLEYN_CARDS) expect(cardEntersNow(s, c)).toBe(false);
    s.tracks.maritalStatus = 'anneBoleyn';
    for (const c of BOLEYN_CARDS) expect(cardEntersNow(s, c)).toBe(true);
    s.tracks.maritalStatus = 'katherineParr';
    for (const c of BOLEYN_CARDS) expect(cardEntersNow(s, c)).toBe(true);
  });
});
