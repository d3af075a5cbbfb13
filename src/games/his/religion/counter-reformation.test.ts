import { describe, expect, it } from 'vitest';
import { act, choices, loadDice, place, runProcedure } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import type { CounterReformationOptions } from './counter-reformation.ts';
import { counterReformationFrame } from './counter-reformation.ts';
import type { SpaceId } from '../data/map.ts';
import { catholicDice, counterReformationEligible, protestantDice } from './modifiers.ts';
import { blankReligiousMap, logged, protestant } from './testing.ts';
import { setTurnEffect } from './turn-effects.ts';

function attempts(s: HisState, o: Partial<CounterReformationOptions> = {}): HisState {
  return runProcedure(s, counterReformationFrame({ attempts: 1, zones: ['german'], why: 'test', ...o }));
}

function lastAttempt(s: HisState): Record<string, unknown> {
  return logged(s, 'his.log.counterReformation').at(-1)!;
}

/** Load the dice of one attempt on `target`: the Papacy's best die, then (if it rolls) the Protestant's, the rest 1s. */
function loadAttempt(s: HisState, target: SpaceId, papal: number, protestantBest: number | null, extraPapal = 0): void {
  const pad = (best: number, n: number) => [best, ...Array<number>(n - 1).fill(1)];
  loadDice(s, pad(papal, catholicDice(s, target) + extraPapal));
  if (protestantBest !== null) loadDice(s, pad(protestantBest, protestantDice(s, target)));
}

/** Wittenberg, Leipzig and Magdeburg Protestant; the rest Catholic. */
function saxony(): HisState {
  return protestant(blankReligiousMap(), 'wittenberg', 'leipzig', 'magdeburg');
}

describe('18.4 step 1: targets', () => {
  it('a Protestant space next to a Catholic one not in unrest, or with a Jesuit university, or a linked port', () => {
    const s = saxony();
    expect(counterReformationEligible(s, 'leipzig')).toBe(true);
    expect(counterReformationEligible(s, 'nuremberg')).toBe(false); // Catholic
    // Wittenberg: every neighbour Protestant but Brandenburg and Prague.
    s.spaces.brandenburg.unrest = true;
    s.spaces.prague.unrest = true;
    protestant(s, 'breslau');
    expect(counterReformationEligible(s, 'wittenberg')).toBe(false);
    s.spaces.wittenberg.jesuitUniversity = true;
    expect(counterReformationEligible(s, 'wittenberg')).toBe(true);
  });

  it('a target is chosen once per impulse', () => {
    const s = saxony();
    attempts(s, { attempts: 2 });
    loadDice(s, [1, /* Protestant */ 6, 6, 6, 6]);
    act(s, 'papacy', { type: 'space', space: 'leipzig' });
    if (choices(s, 'papacy').some((a) => a.type === 'debater')) act(s, 'papacy', { type: 'noBonus' });
    expect(choices(s, 'papacy').map((a) => a.space)).not.toContain('leipzig');
  });
});

describe('18.4 steps 2-8: dice and result', () => {
  it('Jesuit universities: 2 dice in the space, 1 next door; Catholic stacks likewise', () => {
    const s = saxony();
    const base = catholicDice(s, 'leipzig');
    s.spaces.leipzig.jesuitUniversity = true;
    expect(catholicDice(s, 'leipzig')).toBe(base + 2);
    s.spaces.nuremberg.jesuitUniversity = true;
    expect(catholicDice(s, 'leipzig')).toBe(base + 3);
    place(s, 'leipzig', 'hapsburg', { regular: 1 });
    expect(catholicDice(s, 'leipzig')).toBe(base + 5);
  });

  it('the Protestant wins ties under Leo X; Paul III wins them in the target zone only', () => {
    const s = saxony();
    s.religion.committed.push('tetzel'); // no bonus prompt
    attempts(s);
    loadAttempt(s, 'leipzig', 5, 5);
    act(s, 'papacy', { type: 'space', space: 'leipzig' });
    expect(lastAttempt(s)).toMatchObject({ high: 5, protestantHigh: 5, success: false });
    s.powers.papacy.ruler = 'paul-iii';
    s.impulse++;
    attempts(s);
    loadAttempt(s, 'leipzig', 5, 5);
    act(s, 'papacy', { type: 'space', space: 'leipzig' });
    expect(lastAttempt(s)).toMatchObject({ high: 5, protestantHigh: 5, success: true });
    expect(s.spaces.leipzig.religion).toBe('catholic');
    s.impulse++;
    attempts(s, { zones: ['french'] });
    loadAttempt(s, 'magdeburg', 5, 5);
    act(s, 'papacy', { type: 'space', space: 'magdeburg' });
    expect(lastAttempt(s)).toMatchObject({ high: 5, protestantHigh: 5, success: false });
  });

  it('automatic success on a 6 only under Paul III or Julius III, in the target zone', () => {
    const s = saxony();
    s.religion.committed.push('tetzel');
    attempts(s);
    loadAttempt(s, 'leipzig', 6, 6);
    act(s, 'papacy', { type: 'space', space: 'leipzig' });
    expect(lastAttempt(s)).toMatchObject({ automatic: false, success: false });
    s.powers.papacy.ruler = 'julius-iii';
    s.impulse++;
    attempts(s);
    loadAttempt(s, 'leipzig', 6, null);
    act(s, 'papacy', { type: 'space', space: 'leipzig' });
    expect(lastAttempt(s)).toMatchObject({ automatic: true, success: true });
  });

  it('Augsburg Confession takes 1 from each Papal die this turn', () => {
    const s = saxony();
    s.religion.committed.push('tetzel');
    s.powers.papacy.ruler = 'paul-iii';
    setTurnEffect(s, 'augsburgConfession');
    attempts(s);
    loadAttempt(s, 'leipzig', 6, 5);
    act(s, 'papacy', { type: 'space', space: 'leipzig' });
    expect(lastAttempt(s)).toMatchObject({ high: 5, automatic: false, success: true });
  });
});

describe('18.4 debater bonuses', () => {
  it('Tetzel adds 1 CP to St. Peter’s for each attempt of the action', () => {
    const s = saxony();
    attempts(s, { attempts: 2 });
    act(s, 'papacy', { type: 'space', space: 'leipzig' });
    expect(choices(s, 'papacy')).toEqual([{ type: 'debater', debater: 'tetzel' }, { type: 'noBonus' }]);
    loadDice(s, [1, 1, 1, 1, 1, 6, 6, 6, 6, 6]);
    act(s, 'papacy', { type: 'debater', debater: 'tetzel' });
    expect(s.tracks.stPeters.cp).toBe(1);
    loadDice(s, [1, 1, 1, 1, 1, 6, 6, 6, 6, 6]);
    act(s, 'papacy', { type: 'space', space: 'magdeburg' });
    expect(s.tracks.stPeters.cp).toBe(2);
    expect(s.religion.committed).toContain('tetzel');
  });

  it('Faber adds 2 dice against an electorate', () => {
    const s = saxony();
    s.religion.debaters.push('faber');
    s.religion.committed.push('tetzel');
    attempts(s);
    act(s, 'papacy', { type: 'space', space: 'wittenberg' });
    expect(choices(s, 'papacy')).toEqual([{ type: 'debater', debater: 'faber' }, { type: 'noBonus' }]);
    const base = catholicDice(s, 'wittenberg');
    loadDice(s, Array(base + 2).fill(1).concat([6, 6, 6, 6, 6, 6]));
    act(s, 'papacy', { type: 'debater', debater: 'faber' });
    expect(lastAttempt(s)).toMatchObject({ space: 'wittenberg', dice: base + 2 });
  });

  it('Contarini only within 2 spaces of Charles V', () => {
    const s = saxony();
    s.religion.debaters.push('contarini');
    s.religion.committed.push('tetzel');
    place(s, 'vienna', 'hapsburg', { leaders: ['charles-v'] });
    attempts(s);
    loadAttempt(s, 'leipzig', 1, 6);
    act(s, 'papacy', { type: 'space', space: 'leipzig' });
    expect(logged(s, 'his.log.counterReformation')).toHaveLength(1); // no bonus prompt
    s.impulse++;
    s.spaces.vienna.units = {};
    place(s, 'erfurt', 'hapsburg', { leaders: ['charles-v'] });
    attempts(s);
    act(s, 'papacy', { type: 'space', space: 'magdeburg' });
    expect(choices(s, 'papacy')).toContainEqual({ type: 'debater', debater: 'contarini' });
  });
});
