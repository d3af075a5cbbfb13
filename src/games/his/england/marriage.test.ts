import { describe, expect, it } from 'vitest';
import { cardEntersNow } from '../card-entry.ts';
import { advance } from '../flow/kernel.ts';
import { addNewCards } from '../phases/card-draw.ts';
import { addReformersAndDebaters } from '../religion/entry.ts';
import { dowCost } from '../phases/diplomacy/restrictions.ts';
import { act, choices, loadDice, runProcedure, startingState } from '../testing/position.ts';
import {
  advanceMaritalStatus,
  englandPasses,
  grantDivorce,
  mayAdvanceMaritalStatus,
  mayGrantDivorce,
  papacyMayAllyWithHapsburgs,
  pregnancyResult,
} from './marriage.ts';

describe('21.3 Henry\'s Wives\' Pregnancy Chart', () => {
  it('reads the die, +1 for Jane Seymour, and moves up past results already had', () => {
    expect(pregnancyResult([], 'anneBoleyn', 4)).toBe('elizabeth');
    expect(pregnancyResult([], 'janeSeymour', 4)).toBe('sicklyEdward');
    expect(pregnancyResult([], 'janeSeymour', 6)).toBe('healthyEdward');
    // A result rolled again moves up one line at a time to the first not yet had.
    expect(pregnancyResult(['elizabeth'], 'anneOfCleves', 4)).toBe('sicklyEdward');
    expect(pregnancyResult(['noConsummation', 'noChild', 'wifeExecuted'], 'kathrynHoward', 1)).toBe('elizabeth');
    expect(pregnancyResult(['elizabeth', 'sicklyEdward'], 'anneOfCleves', 4)).toBe('healthyEdward');
  });
});

describe('21.3 Marital Status track', () => {
  it('Ask for Divorce is no marriage; Anne Boleyn is rolled for and starts the English Reformation next turn', () => {
    const s = startingState('1517');
    s.turn = 2;
    advanceMaritalStatus(s);
    expect(s.tracks.maritalStatus).toBe('askForDivorce');
    expect(s.tracks.pregnancyResults).toEqual([]);
    const before = dowCost(s, 'hapsburg', 'england')!;
    loadDice(s, [4]);
    advanceMaritalStatus(s);
    expect(s.tracks.maritalStatus).toBe('anneBoleyn');
    expect(s.tracks.pregnancyResults).toEqual(['elizabeth']);
    // The Catherine of Aragon marker: 2 CP off the Hapsburgs' next DOW on England.
    expect(dowCost(s, 'hapsburg', 'england')).toBe(before - 2);
    // Next Card Draw Phase: the three Boleyn cards join the deck.
    s.turn = 3;
    addNewCards(s);
    for (const c of [62, 63, 64]) expect(s.deck).toContain(c);
    // ... and Cranmer, Coverdale and Latimer enter (8.2).
    addReformersAndDebaters(s);
    expect(s.religion.reformers.cranmer).toBe('london');
    expect(s.religion.debaters).toEqual(expect.arrayContaining(['cranmer', 'coverdale', 'latimer']));
  });

  it('a birth sets the succession: a sickly Edward brings Edward VI on turn 6, not Mary I', () => {
    const s = startingState('1517');
    s.tracks.maritalStatus = 'anneBoleyn';
    loadDice(s, [4]); // Jane Seymour: 4 + 1 = 5
    advanceMaritalStatus(s);
    expect(s.tracks.pregnancyResults).toEqual(['sicklyEdward']);
    s.turn = 6;
    expect(cardEntersNow(s, 19)).toBe(true);
    expect(cardEntersNow(s, 21)).toBe(false);
  });

  it('a healthy Edward removes Mary I and Elizabeth I and ends the rolls for good', () => {
    const s = startingState('1517');
    s.tracks.maritalStatus = 'anneBoleyn';
    loadDice(s, [6]);
    advanceMaritalStatus(s);
    expect(s.setAside).not.toContain(21);
    expect(s.setAside).not.toContain(23);
    expect(s.removed).toEqual(expect.arrayContaining([21, 23]));
    expect(mayAdvanceMaritalStatus(s)).toBe(false);
  });

  it('not while Henry is captured, in a space under siege, no longer ruling, or once both heirs are born', () => {
    const s = startingState('1517');
    expect(mayAdvanceMaritalStatus(s)).toBe(true);
    s.spaces.london.siege = { besieger: 'france', since: 0 };
    expect(mayAdvanceMaritalStatus(s)).toBe(false);
    s.spaces.london.siege = null;
    s.powers.france.captives.push('henry-viii');
    expect(mayAdvanceMaritalStatus(s)).toBe(false);
    s.powers.france.captives = [];
    s.powers.england.ruler = 'edward-vi';
    expect(mayAdvanceMaritalStatus(s)).toBe(false);
    s.powers.england.ruler = 'henry-viii';
    s.tracks.pregnancyResults = ['elizabeth', 'sicklyEdward'];
    expect(mayAdvanceMaritalStatus(s)).toBe(false);
    s.tracks.pregnancyResults = ['elizabeth'];
    s.tracks.maritalStatus = 'katherineParr';
    expect(mayAdvanceMaritalStatus(s)).toBe(false);
  });

  it('Kathryn Howard: England draws a card; Anne of Cleves: England and an allied Protestant each draw', () => {
    const s = startingState('1517');
    s.tracks.maritalStatus = 'anneOfCleves';
    const eng = s.powers.england.hand.length;
    loadDice(s, [1]);
    advanceMaritalStatus(s);
    expect(s.tracks.maritalStatus).toBe('kathrynHoward');
    expect(s.powers.england.hand.length).toBe(eng + 1);

    const t = startingState('1517');
    t.tracks.maritalStatus = 'janeSeymour';
    const engT = t.powers.england.hand.length;
    const proT = t.powers.protestant.hand.length;
    loadDice(t, [1]);
    advanceMaritalStatus(t);
    expect(t.powers.england.hand.length).toBe(engT);
    t.tracks.maritalStatus = 'janeSeymour';
    t.tracks.pregnancyResults = [];
    t.diplomacy.alliances.push('england|protestant');
    loadDice(t, [1]);
    advanceMaritalStatus(t);
    expect(t.powers.england.hand.length).toBe(engT + 1);
    expect(t.powers.protestant.hand.length).toBe(proT + 1);
  });

  it('a "3" lets England advance again at its first pass this turn, once', () => {
    const s = startingState('1517');
    s.tracks.maritalStatus = 'askForDivorce';
    loadDice(s, [3]);
    advanceMaritalStatus(s);
    expect(s.tracks.pregnancyResults).toEqual(['wifeExecuted']);
    s.stack = [];
    englandPasses(s);
    expect(s.stack.map((f) => f.proc)).toEqual(['henryBonusMarriage']);
    runProcedure(s, s.stack[0]!);
    expect(choices(s, 'england')).toEqual([{ type: 'marry' }, { type: 'skip' }]);
    loadDice(s, [2]);
    act(s, 'england', { type: 'marry' });
    expect(s.tracks.maritalStatus).toBe('janeSeymour');
    expect(s.tracks.pregnancyResults).toEqual(['wifeExecuted', 'elizabeth']);
    // Used up at the first pass.
    englandPasses(s);
    expect(s.stack).toEqual([]);
  });

  it('the "3" bonus comes at England\'s first pass in the Action Phase', () => {
    const s = startingState('1517');
    s.tracks.maritalStatus = 'askForDivorce';
    loadDice(s, [3]);
    advanceMaritalStatus(s);
    s.powers.england.hand = [];
    s.stack = [{ proc: 'actionPhase', next: 2, consecutivePasses: 0, calling: 'impulse' }, { proc: 'impulse', power: 'england' }];
    advance(s);
    expect(s.log.map((l) => l.key)).toContain('his.log.pass');
    expect(choices(s, 'england')).toEqual([{ type: 'marry' }, { type: 'skip' }]);
    act(s, 'england', { type: 'skip' });
    expect(s.tracks.maritalStatus).toBe('anneBoleyn');
    expect(s.england.bonusMarriageTurn).toBeNull();
  });

  it('the "3" bonus is lost if Henry is besieged at that first pass', () => {
    const s = startingState('1517');
    s.tracks.maritalStatus = 'askForDivorce';
    loadDice(s, [3]);
    advanceMaritalStatus(s);
    s.stack = [];
    s.spaces.london.siege = { besieger: 'france', since: 0 };
    englandPasses(s);
    expect(s.stack).toEqual([]);
    expect(s.england.bonusMarriageTurn).toBeNull();
  });

  it('9.1: a divorce granted in negotiation marries Anne Boleyn at once and bars a Papal-Hapsburg alliance this turn', () => {
    const s = startingState('1517');
    expect(mayGrantDivorce(s)).toBe(false);
    s.tracks.maritalStatus = 'askForDivorce';
    expect(mayGrantDivorce(s)).toBe(true);
    loadDice(s, [2]);
    grantDivorce(s);
    expect(s.tracks.maritalStatus).toBe('anneBoleyn');
    expect(s.tracks.pregnancyResults).toEqual(['noChild']);
    expect(papacyMayAllyWithHapsburgs(s)).toBe(false);
    s.turn++;
    expect(papacyMayAllyWithHapsburgs(s)).toBe(true);
  });
});
