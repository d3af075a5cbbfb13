// 18.2 debater bonuses not proven elsewhere: Canisius (+1 die to Counter Reformation attempts
// within 2 spaces of Regensburg) and Calvin (a treatise of 3 attempts, all in the French zone).
import { describe, expect, it } from 'vitest';
import { CP_ACTIONS } from '../actions/index.ts';
import { advance } from '../flow/kernel.ts';
import { EVENTS } from '../events/registry.ts';
import { act, choices, loadDice, runProcedure, setSpending } from '../testing/position.ts';
import { counterReformationFrame } from './counter-reformation.ts';
import { catholicDice } from './modifiers.ts';
import { blankReligiousMap, logged, protestant } from './testing.ts';

describe('18.2 Canisius', () => {
  function withCanisius() {
    // Leipzig is within 2 spaces of Regensburg; Magdeburg is not.
    const s = protestant(blankReligiousMap(), 'wittenberg', 'leipzig', 'magdeburg');
    s.religion.debaters.push('canisius');
    s.religion.committed.push('tetzel');
    return runProcedure(s, counterReformationFrame({ attempts: 2, zones: ['german'], why: 'test' }));
  }

  it('adds 1 die within 2 spaces of Regensburg, and is committed', () => {
    const s = withCanisius();
    act(s, 'papacy', { type: 'space', space: 'leipzig' });
    expect(choices(s, 'papacy')).toEqual([{ type: 'debater', debater: 'canisius' }, { type: 'noBonus' }]);
    const base = catholicDice(s, 'leipzig');
    loadDice(s, [...Array<number>(base + 1).fill(1), ...Array<number>(10).fill(6)]);
    act(s, 'papacy', { type: 'debater', debater: 'canisius' });
    expect(logged(s, 'his.log.counterReformation').at(-1)).toMatchObject({ space: 'leipzig', dice: base + 1 });
    expect(s.religion.committed).toContain('canisius');
  });

  it('is not offered farther away (Magdeburg)', () => {
    const s = withCanisius();
    const base = catholicDice(s, 'magdeburg');
    loadDice(s, [...Array<number>(base).fill(1), ...Array<number>(10).fill(6)]);
    act(s, 'papacy', { type: 'space', space: 'magdeburg' });
    expect(choices(s, 'papacy')).not.toContainEqual({ type: 'debater', debater: 'canisius' });
    expect(logged(s, 'his.log.counterReformation').at(-1)).toMatchObject({ space: 'magdeburg', dice: base });
  });
});

describe('18.2 Calvin', () => {
  it('Publish Treatise: 3 attempts, all in the French zone', () => {
    const s = protestant(blankReligiousMap(), 'basel');
    if (!s.religion.debaters.includes('calvin')) s.religion.debaters.push('calvin');
    const treatise = CP_ACTIONS.find((a) => a.id === 'publishTreatise')!;
    setSpending(s, 'protestant', 2);
    treatise.start(s, 'protestant');
    if (s.stack.length > 1) runProcedure(s, s.stack.pop()!, { power: 'protestant', cp: 2 });
    expect(choices(s, 'protestant')).toContainEqual({ type: 'debater', debater: 'calvin' });
    act(s, 'protestant', { type: 'debater', debater: 'calvin' });
    expect(s.stack.at(-1)).toMatchObject({ proc: 'reformation', attempts: 3, zones: ['french'], zonesOnly: true, bonus: 'calvin' });
    const offered = choices(s, 'protestant').map((a) => a.space);
    expect(offered).toContain('geneva');
    expect(offered).not.toContain('strasburg');
    expect(s.religion.committed).toContain('calvin');
  });
});

describe('18.2: debater bonuses in religious activity initiated for another power', () => {
  it('Erasmus (card 75) played by the Hapsburgs from turn 3: the Papacy allocates its debater bonus (Canisius) to the attempts', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg', 'leipzig', 'magdeburg');
    s.turn = 3;
    s.religion.debaters.push('canisius');
    s.religion.committed.push('tetzel');
    s.stack = [];
    EVENTS[75]!.play(s, 'hapsburg');
    advance(s);
    act(s, 'papacy', { type: 'space', space: 'leipzig' });
    // The choice is the Papacy's, not the Hapsburgs' who played the card.
    expect(choices(s, 'hapsburg')).toEqual([]);
    expect(choices(s, 'papacy')).toEqual([{ type: 'debater', debater: 'canisius' }, { type: 'noBonus' }]);
    const base = catholicDice(s, 'leipzig');
    loadDice(s, [...Array<number>(base + 1).fill(1), ...Array<number>(10).fill(6)]);
    act(s, 'papacy', { type: 'debater', debater: 'canisius' });
    expect(logged(s, 'his.log.counterReformation').at(-1)).toMatchObject({ space: 'leipzig', dice: base + 1 });
    expect(s.religion.committed).toContain('canisius');
  });

  it('Erasmus (card 75) played by France in turns 1-2: the Protestant allocates its debater bonus (Bucer near Strasburg)', () => {
    const s = protestant(blankReligiousMap(), 'strasburg');
    s.turn = 2;
    if (!s.religion.debaters.includes('bucer')) s.religion.debaters.push('bucer');
    s.stack = [];
    EVENTS[75]!.play(s, 'france');
    advance(s);
    act(s, 'protestant', { type: 'space', space: 'metz' });
    expect(choices(s, 'france')).toEqual([]);
    expect(choices(s, 'protestant')).toEqual([{ type: 'debater', debater: 'bucer' }, { type: 'noBonus' }]);
  });
});

