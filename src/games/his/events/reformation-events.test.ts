import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import type { DebaterId } from '../data/pieces.ts';
import type { MajorPower } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { isCommitted } from '../religion/debaters.ts';
import { attackDice, debateFrame } from '../religion/debate.ts';
import { protestantDice } from '../religion/modifiers.ts';
import { blankReligiousMap, logged, protestant } from '../religion/testing.ts';
import { turnEffectActive } from '../religion/turn-effects.ts';
import type { HisState } from '../state.ts';
import { act, choices, loadDice, runProcedure, startingState } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

function withDebaters(s: HisState, ...ids: DebaterId[]): HisState {
  for (const id of ids) if (!s.religion.debaters.includes(id)) s.religion.debaters.push(id);
  return s;
}

function play(s: HisState, card: CardId, by: MajorPower = 'france'): HisState {
  EVENTS[card]!.play(s, by);
  advance(s);
  return s;
}

/** The top frame of the flow. */
function top(s: HisState) {
  return s.stack[s.stack.length - 1]!;
}

describe('Reformation-attempt events (18.3)', () => {
  it('65 A Mighty Fortress: Luther uncommitted, committed on play; 6 attempts with German as target', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg');
    expect(EVENTS[65]!.canPlay(s, 'hapsburg')).toBe(true);
    play(s, 65);
    expect(isCommitted(s, 'luther')).toBe(true);
    expect(top(s)).toMatchObject({ proc: 'reformation', power: 'protestant', attempts: 6, zones: ['german'], why: 'aMightyFortress' });
    expect(EVENTS[65]!.canPlay(s, 'hapsburg')).toBe(false);
  });

  it('85 Katherina Bora: 5 attempts in all zones; committing Luther is no debater-bonus use (18.2 example)', () => {
    const s = withDebaters(protestant(blankReligiousMap(), 'strasburg'), 'bucer');
    play(s, 85, 'papacy');
    expect(isCommitted(s, 'luther')).toBe(true);
    expect(top(s)).toMatchObject({ proc: 'reformation', attempts: 5, zones: ['german', 'french', 'english', 'italian', 'spanish'] });
    // Bucer may still add his die near Strasburg.
    act(s, 'protestant', { type: 'space', space: 'metz' });
    expect(choices(s, 'protestant')).toEqual([{ type: 'debater', debater: 'bucer' }, { type: 'noBonus' }]);
  });

  it('44 Affair of the Placards: Cop uncommitted; 3 attempts with French as target, no die modifier', () => {
    const s = protestant(blankReligiousMap(), 'geneva');
    expect(EVENTS[44]!.canPlay(s, 'france')).toBe(false);
    withDebaters(s, 'cop');
    play(s, 44);
    expect(isCommitted(s, 'cop')).toBe(true);
    expect(top(s)).toMatchObject({ proc: 'reformation', attempts: 3, zones: ['french'], dieModifier: 0 });
    // Best die 5 is no automatic success; the Papacy's 6 wins.
    loadDice(s, [...Array<number>(protestantDice(s, 'lyon')).fill(5), 6, 6, 6, 6, 6, 6]);
    act(s, 'protestant', { type: 'space', space: 'lyon' });
    expect(s.spaces.lyon.religion).toBe('catholic');
  });

  it('46 Calvin\'s Institutes: Calvin uncommitted; 5 French attempts, +1 on each Protestant die there (a 5 becomes an automatic 6)', () => {
    const s = protestant(blankReligiousMap(), 'geneva');
    expect(EVENTS[46]!.canPlay(s, 'england')).toBe(false);
    withDebaters(s, 'calvin');
    play(s, 46, 'england');
    expect(isCommitted(s, 'calvin')).toBe(true);
    expect(top(s)).toMatchObject({ proc: 'reformation', attempts: 5, zones: ['french'], dieModifier: 1 });
    loadDice(s, Array<number>(protestantDice(s, 'lyon')).fill(5));
    act(s, 'protestant', { type: 'space', space: 'lyon' });
    expect(s.spaces.lyon.religion).toBe('protestant');
    expect(logged(s, 'his.log.reformation').at(-1)).toMatchObject({ space: 'lyon', high: 6, automatic: true });
  });

  it('75 Erasmus: 4 Protestant attempts in all zones in turns 1-2, 4 Papal Counter Reformation attempts from turn 3', () => {
    const early = protestant(blankReligiousMap(), 'wittenberg');
    early.turn = 2;
    play(early, 75, 'hapsburg');
    expect(top(early)).toMatchObject({ proc: 'reformation', attempts: 4, zones: ['german', 'french', 'english', 'italian', 'spanish'] });
    const late = protestant(blankReligiousMap(), 'wittenberg');
    late.turn = 3;
    play(late, 75, 'protestant');
    expect(top(late)).toMatchObject({ proc: 'counterReformation', attempts: 4, zones: ['german', 'french', 'english', 'italian', 'spanish'] });
  });
});

describe('39 Augsburg Confession (6.1, 18.4 step 4, 18.5 step 4)', () => {
  it('needs Melanchthon uncommitted, commits him and marks the turn', () => {
    const s = blankReligiousMap();
    s.religion.committed.push('melanchthon');
    expect(EVENTS[39]!.canPlay(s, 'papacy')).toBe(false);
    s.religion.committed = [];
    play(s, 39, 'papacy');
    expect(isCommitted(s, 'melanchthon')).toBe(true);
    expect(turnEffectActive(s, 'augsburgConfession')).toBe(true);
    s.turn++;
    expect(turnEffectActive(s, 'augsburgConfession')).toBe(false);
  });

  it('a Papal debater initiating a debate rolls one die fewer; -1 on each Papal Counter Reformation die', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg', 'leipzig');
    const f = debateFrame('papacy', 'german');
    f.papal = 'eck';
    f.protestant = 'melanchthon';
    const before = attackDice(s, f);
    play(s, 39);
    expect(attackDice(s, f)).toBe(before - 1);
    // A Counter Reformation attempt: a Papal 6 becomes 5, no automatic success; the Protestant's 5 holds (tie to the defender off Paul III).
    s.stack = [{ proc: 'counterReformation', attempts: 1, zones: ['german'], zonesOnly: false, spaces: null, bonus: null, why: 'test', step: 'target', target: null }];
    advance(s);
    loadDice(s, [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    act(s, 'papacy', { type: 'space', space: 'leipzig' });
    if (choices(s, 'papacy').some((a) => a.type === 'noBonus')) act(s, 'papacy', { type: 'noBonus' });
    const entry = logged(s, 'his.log.counterReformation').at(-1)!;
    expect(entry).toMatchObject({ high: 5, automatic: false });
  });
});

describe('11 Impulse Example, option 5', () => {
  it('Katherina Bora played as an event through the impulse prompt: Luther committed, attempts in any zones, the card removed', () => {
    const s = startingState('1517');
    s.powers.protestant.hand = [85, 103];
    s.religion.committed = s.religion.committed.filter((d) => d !== 'luther');
    runProcedure(s, { proc: 'actionPhase', next: 5, consecutivePasses: 0 });
    // Other powers' responses are not part of the example.
    for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy'] as const) s.powers[p].hand = [];
    act(s, 'protestant', { type: 'play', card: 85, as: 'event' });
    expect(s.removed).toContain(85);
    expect(isCommitted(s, 'luther')).toBe(true);
    // The rulebook example says 4 attempts; the card and the 18.3 list say 5.
    expect(top(s)).toMatchObject({ proc: 'reformation', attempts: 5, zones: ['german', 'french', 'english', 'italian', 'spanish'] });
  });
});
