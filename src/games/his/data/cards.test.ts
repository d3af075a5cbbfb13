// The card data against the counts the rulebook states (sections 4, 6, 6.1, 6.2, 19.8, 21.3)
// and the reference's counts where the rulebook gives none.
import { describe, expect, it } from 'vitest';
import {
  ALL_CARD_IDS,
  CARDS,
  CARD_IDS,
  CARD_TYPES,
  DIPLOMACY_CARD_IDS,
  cardsEnteringOnTurn,
  conditionalEntryCards,
  homeCardsOf,
  initialDeck,
  isCardId,
  isMandatory,
  type CardData,
  type CardId,
  type CardType,
} from './cards.ts';
import { MAJOR_POWERS } from './powers.ts';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const main = (): CardData[] => CARD_IDS.map((id) => CARDS[id]);
const idsWhere = (pred: (c: CardData) => boolean): number[] => main().filter(pred).map((c) => c.id);
const dated = (c: CardData): number | null => ('turn' in c.entry && !('condition' in c.entry) ? c.entry.turn : null);

describe('card ids', () => {
  it('has exactly 116 main-deck cards numbered 1..116 and 19 Diplomacy cards numbered 201..219', () => {
    expect(CARD_IDS).toEqual(range(1, 116));
    expect(DIPLOMACY_CARD_IDS).toEqual(range(201, 219));
    expect(ALL_CARD_IDS).toHaveLength(135);
    expect(new Set(ALL_CARD_IDS).size).toBe(135);
    expect(Object.keys(CARDS).map(Number).sort((a, b) => a - b)).toEqual([...range(1, 116), ...range(201, 219)]);
  });

  it('files every card under its own id', () => {
    for (const id of ALL_CARD_IDS) expect(CARDS[id].id).toBe(id);
  });

  it('recognises card ids', () => {
    expect(isCardId(1)).toBe(true);
    expect(isCardId(116)).toBe(true);
    expect(isCardId(117)).toBe(false);
    expect(isCardId(200)).toBe(false);
    expect(isCardId(219)).toBe(true);
    expect(isCardId(0)).toBe(false);
  });

  it('has unique names within each deck', () => {
    expect(new Set(main().map((c) => c.name)).size).toBe(116);
    expect(new Set(DIPLOMACY_CARD_IDS.map((id) => CARDS[id].name)).size).toBe(19);
  });
});

describe('card types (rulebook 6.1)', () => {
  const count = (type: CardType): number => ALL_CARD_IDS.filter((id) => CARDS[id].type === type).length;

  it('has 7 home, 19 mandatory, 9 response, 7 combat and 74 event cards, and 19 diplomacy cards', () => {
    expect(count('home')).toBe(7);
    expect(count('mandatory')).toBe(19);
    expect(count('response')).toBe(9);
    expect(count('combat')).toBe(7);
    expect(count('event')).toBe(74);
    expect(count('diplomacy')).toBe(19);
    expect(CARD_TYPES.reduce((n, t) => n + count(t), 0)).toBe(135);
  });

  it('places each type where the reference puts it', () => {
    expect(idsWhere((c) => c.type === 'home')).toEqual(range(1, 7));
    expect(idsWhere((c) => c.type === 'mandatory')).toEqual([...range(8, 23), 97, 113, 114]);
    expect(idsWhere((c) => c.type === 'combat')).toEqual(range(24, 30));
    expect(idsWhere((c) => c.type === 'response')).toEqual([...range(31, 38), 115]);
    expect(DIPLOMACY_CARD_IDS.every((id) => CARDS[id].type === 'diplomacy')).toBe(true);
  });

  it('isMandatory agrees with the type', () => {
    expect(ALL_CARD_IDS.filter(isMandatory)).toEqual([...range(8, 23), 97, 113, 114]);
  });
});

describe('home cards (rulebook 4, 6.1)', () => {
  it('gives every major power one home card and the Papacy two', () => {
    expect(homeCardsOf('ottoman')).toEqual([1]);
    expect(homeCardsOf('hapsburg')).toEqual([2]);
    expect(homeCardsOf('england')).toEqual([3]);
    expect(homeCardsOf('france')).toEqual([4]);
    expect(homeCardsOf('papacy')).toEqual([5, 6]);
    expect(homeCardsOf('protestant')).toEqual([7]);
    expect(MAJOR_POWERS.flatMap((p) => homeCardsOf(p))).toHaveLength(7);
  });

  it('names the home cards', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((id) => CARDS[id as CardId].name)).toEqual([
      'Janissaries',
      'Holy Roman Emperor',
      'Six Wives of Henry VIII',
      'Patron of the Arts',
      'Papal Bull',
      'Leipzig Debate',
      'Here I Stand',
    ]);
  });

  it('gives a power only to home cards', () => {
    for (const id of ALL_CARD_IDS) expect(CARDS[id].power !== null).toBe(CARDS[id].type === 'home');
  });
});

describe('command points', () => {
  it('keeps every main-deck CP within 1..6, except Luther\'s 95 Theses at 0', () => {
    for (const c of main()) {
      if (c.id === 8) expect(c.cp).toBe(0);
      else {
        expect(c.cp).toBeGreaterThanOrEqual(1);
        expect(c.cp).toBeLessThanOrEqual(6);
      }
    }
  });

  it('gives Diplomacy cards no CP', () => {
    for (const id of DIPLOMACY_CARD_IDS) expect(CARDS[id].cp).toBe(0);
  });

  it('prints 2 CP on every Mandatory Event but the 95 Theses (6.1)', () => {
    expect(idsWhere((c) => c.type === 'mandatory' && c.cp !== 2)).toEqual([8]);
  });

  it('has the reference CP distribution', () => {
    const byCp = (cp: number): number => main().filter((c) => c.cp === cp).length;
    expect([0, 1, 2, 3, 4, 5, 6].map(byCp)).toEqual([1, 12, 42, 31, 14, 15, 1]);
    expect([1, 2, 3, 4, 5, 6, 7].map((id) => CARDS[id as CardId].cp)).toEqual([5, 5, 5, 5, 4, 3, 5]);
  });
});

describe('card entry (rulebook 6.2)', () => {
  it('dates 42 cards: 36 by turn alone, 2 by turn and condition, 4 Variable', () => {
    expect(idsWhere((c) => dated(c) !== null && dated(c)! > 1)).toHaveLength(36);
    expect(idsWhere((c) => 'turn' in c.entry && 'condition' in c.entry)).toEqual([19, 21]);
    expect(idsWhere((c) => 'when' in c.entry)).toEqual([23, 62, 63, 64]);
    expect(idsWhere((c) => dated(c) === 1)).toHaveLength(116 - 42);
  });

  it('names the conditional and Variable cards as the rulebook does', () => {
    expect([19, 21, 23, 62, 63, 64].map((id) => CARDS[id as CardId].name)).toEqual([
      'Edward VI',
      'Mary I',
      'Elizabeth I',
      'Book of Common Prayer',
      'Dissolution of the Monasteries',
      'Pilgrimage of Grace',
    ]);
    for (const id of [19, 21]) expect(CARDS[id as CardId].entry).toMatchObject({ turn: 6 });
    for (const id of conditionalEntryCards()) {
      const entry = CARDS[id].entry;
      expect('condition' in entry && entry.condition.length > 20).toBe(true);
    }
    expect(conditionalEntryCards()).toEqual([19, 21, 23, 62, 63, 64, ...range(213, 219)]);
  });

  it('starts a 1517 game with 74 cards in play, 66 of them in the deck', () => {
    const start = cardsEnteringOnTurn(1);
    expect(start).toHaveLength(74);
    expect(start).toEqual(expect.arrayContaining([...range(1, 13), ...range(24, 37), ...range(65, 96), ...range(98, 112)]));
    expect(initialDeck()).toHaveLength(66);
    expect(initialDeck()).not.toContain(8);
    for (const home of range(1, 7)) expect(initialDeck()).not.toContain(home);
  });

  it('adds 10, 11, 7, 6 and 2 dated cards on turns 3 to 7, and none on turn 2, 8 or 9', () => {
    expect(cardsEnteringOnTurn(2)).toEqual([]);
    expect(cardsEnteringOnTurn(3)).toEqual([14, 38, 39, 40, 41, 42, 43, 97, 113, 114]);
    expect(cardsEnteringOnTurn(4)).toEqual([44, 45, 46, 48, 49, 50, 51, 52, 53, 54, 115]);
    expect(cardsEnteringOnTurn(5)).toEqual([15, 47, 55, 56, 57, 58, 116]);
    expect(cardsEnteringOnTurn(6)).toEqual([16, 17, 18, 20, 59, 60]);
    expect(cardsEnteringOnTurn(7)).toEqual([22, 61]);
    expect(cardsEnteringOnTurn(8)).toEqual([]);
    expect(cardsEnteringOnTurn(9)).toEqual([]);
  });

  it('brings every main-deck card into play exactly once, counting the conditional ones', () => {
    const all = [...range(1, 9).flatMap((t) => cardsEnteringOnTurn(t)), 19, 21, 23, 62, 63, 64];
    expect(all.sort((a, b) => a - b)).toEqual(range(1, 116));
  });

  it('starts the Diplomatic Deck with 12 cards and adds 7 after the Schmalkaldic League', () => {
    expect(DIPLOMACY_CARD_IDS.filter((id) => dated(CARDS[id]) === 1)).toEqual(range(201, 212));
    expect(DIPLOMACY_CARD_IDS.filter((id) => 'when' in CARDS[id].entry)).toEqual(range(213, 219));
  });
});

describe('the 1532 setup (rulebook 6.2, 19.8)', () => {
  const excluded = [8, 9, 11, 13, 38, 39, 41, 43, 78, 83, 85, 88, 95, 96, 112, 113];

  it('leaves out the 16 cards marked (1517)', () => {
    expect(idsWhere((c) => c.excludedFrom1532Start)).toEqual(excluded);
    expect(DIPLOMACY_CARD_IDS.some((id) => CARDS[id].excludedFrom1532Start)).toBe(false);
  });

  it('starts on turn 4 with every card dated up to turn 4, less the (1517) cards and Clement VII', () => {
    const start = cardsEnteringOnTurn(4, '1532');
    expect(start).toHaveLength(78);
    for (const id of excluded) expect(start).not.toContain(id);
    expect(start).not.toContain(10); // 19.8: due by Winter of turn 2, already ruling in 1532
    expect(start).toContain(14); // Paul III, dated turn 3, due by Winter of turn 4
    expect(start).toEqual(expect.arrayContaining(cardsEnteringOnTurn(4)));
    for (const id of [19, 21, 23, 62, 63, 64]) expect(start).not.toContain(id);
    expect(initialDeck('1532')).toHaveLength(71);
    expect(cardsEnteringOnTurn(3, '1532')).toEqual([]);
    expect(cardsEnteringOnTurn(5, '1532')).toEqual(cardsEnteringOnTurn(5));
    expect(cardsEnteringOnTurn(4, 'tournament')).toEqual(start);
  });
});

describe('removal after the event (rulebook 6.1, 6.2, 21.5)', () => {
  it('removes every Mandatory Event except Council of Trent and Master of Italy, three of them only on an outcome (6.1, card text)', () => {
    expect(idsWhere((c) => c.type === 'mandatory' && !c.removeAfterEvent && c.removeCondition === null)).toEqual([12, 17]);
    // Schmalkaldic League once the league forms; Imperial Coronation and La Forêt's Embassy "if cards are awarded".
    expect(idsWhere((c) => c.type === 'mandatory' && c.removeCondition !== null)).toEqual([13, 113, 114]);
  });

  it('never removes Home or Combat cards', () => {
    expect(idsWhere((c) => (c.type === 'home' || c.type === 'combat') && c.removeAfterEvent)).toEqual([]);
  });

  it('removes 35 main-deck cards outright and 7 on a condition', () => {
    expect(idsWhere((c) => c.removeAfterEvent)).toHaveLength(35);
    expect(idsWhere((c) => c.removeCondition !== null)).toEqual([13, 95, 99, 112, 113, 114, 115]);
    expect(idsWhere((c) => c.removeAfterEvent && c.removeCondition !== null)).toEqual([]);
  });

  it('lists the Mandatory Event deadlines of 19.8', () => {
    const due = Object.fromEntries(main().filter((c) => c.dueByWinterOfTurn !== null).map((c) => [c.id, c.dueByWinterOfTurn]));
    expect(due).toEqual({ 9: 3, 10: 2, 13: 4, 14: 4, 15: 6 });
  });
});

describe('two-player variant', () => {
  it('removes 49 main-deck cards and changes the face of 6', () => {
    expect(idsWhere((c) => c.twoPlayer === 'removed')).toHaveLength(49);
    expect(idsWhere((c) => c.twoPlayer === 'modified')).toEqual([5, 13, 63, 70, 71, 95]);
    expect(idsWhere((c) => c.twoPlayer === 'included')).toHaveLength(61);
    for (const c of main()) expect(c.twoPlayerSummary !== null).toBe(c.twoPlayer === 'modified');
  });

  it('uses the Diplomacy cards only there, six of them Invasion cards', () => {
    for (const id of DIPLOMACY_CARD_IDS) expect(CARDS[id].twoPlayer).toBe('only');
    expect(ALL_CARD_IDS.filter((id) => CARDS[id].invasion)).toEqual([202, 206, 211, 213, 214, 216]);
  });

  it('deals from a 36-card deck and adds the dated cards of the two-player sequence of play', () => {
    expect(initialDeck('1517', { twoPlayer: true })).toHaveLength(36);
    expect([3, 4, 5, 6, 7].map((t) => cardsEnteringOnTurn(t, '1517', { twoPlayer: true }).length)).toEqual([5, 5, 5, 4, 2]);
  });
});

describe('texts', () => {
  it('gives every card a name, a summary, mechanics and rule references', () => {
    for (const id of ALL_CARD_IDS) {
      const c = CARDS[id];
      expect(c.name.trim()).not.toBe('');
      expect(c.summary.trim().length).toBeGreaterThan(10);
      expect(c.mechanics.trim().length).toBeGreaterThan(c.summary.length / 2);
      expect(c.ruleRefs.length).toBeGreaterThan(0);
      for (const ref of c.ruleRefs) expect(ref).toMatch(/^([1-9]|1\d|2[0-3])(\.\d{1,2})?$/);
    }
  });

  it('carries the rulebook over the reference where they disagree', () => {
    expect(CARDS[44].summary).toContain('3 Reformation attempts'); // 18.3
    expect(CARDS[40].name).toBe('Machiavelli: "The Prince"'); // 9.6, 21.3
    for (const id of [92, 93, 110] as const) expect(CARDS[id].mechanics).toContain('at most one army leader'); // 21.7
    expect(CARDS[97].removeAfterEvent).toBe(true); // 6.1
    expect(CARDS[87].mechanics).toContain('never a Home card nor a Mandatory Event'); // 6.1
    expect(CARDS[3].mechanics).toContain('not in a space under siege'); // 21.3
  });

  it('keeps third-party implementation notes out of the data', () => {
    for (const id of ALL_CARD_IDS) {
      const c = CARDS[id];
      for (const text of [c.summary, c.mechanics, c.twoPlayerSummary ?? '']) {
        expect(text).not.toMatch(/Saito|lucioleKi|VASSAL|see doubts/);
      }
    }
  });
});
