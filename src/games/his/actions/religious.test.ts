import { describe, expect, it } from 'vitest';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { blankReligiousMap, logged, protestant } from '../religion/testing.ts';
import type { HisState } from '../state.ts';
import { act, choices, loadDice, runProcedure, setSpending, stackWithBudgets } from '../testing/position.ts';
import { victoryPoints } from '../victory-points.ts';
import { CP_ACTIONS } from './index.ts';
import type { CpAction } from './registry.ts';

function action(id: string): CpAction {
  const a = CP_ACTIONS.find((x) => x.id === id);
  if (!a) throw new Error(`no action ${id}`);
  return a;
}

/** The cost of an action for each power (null: never). */
function costs(s: HisState, id: string): Record<MajorPower, number | null> {
  return Object.fromEntries(MAJOR_POWERS.map((p) => [p, action(id).cost(s, p)])) as Record<MajorPower, number | null>;
}

/** Start an action as the spend-CP procedure does, over a budget of `cp`, and run it to its first decision. */
function begin(s: HisState, id: string, power: MajorPower, cp: number): HisState {
  setSpending(s, power, cp);
  action(id).start(s, power);
  // What the action paid on starting is off the budget; its own frame runs over what is left.
  if (s.stack.length > 1) runProcedure(s, s.stack.pop()!, { power, cp: s.cpBudgets![0]!.cp });
  return s;
}

function cpLeft(s: HisState): number {
  return stackWithBudgets(s).find((f) => f.proc === 'spendCp')?.cp ?? -1;
}

const NONE = { ottoman: null, hapsburg: null, england: null, france: null, papacy: null, protestant: null };

describe('18.1 religious actions: costs per power (11.1 table)', () => {
  it('publish treatise, translate, debate, St. Peter’s, burn books, Jesuit university', () => {
    const s = blankReligiousMap();
    expect(costs(s, 'publishTreatise')).toEqual({ ...NONE, england: 3, protestant: 2 });
    expect(costs(s, 'translateScripture')).toEqual({ ...NONE, protestant: 1 });
    expect(costs(s, 'callTheologicalDebate')).toEqual({ ...NONE, papacy: 3, protestant: 3 });
    expect(costs(s, 'buildSaintPeters')).toEqual({ ...NONE, papacy: 1 });
    expect(costs(s, 'burnBooks')).toEqual({ ...NONE, papacy: 2 });
    expect(costs(s, 'foundJesuitUniversity')).toEqual({ ...NONE, papacy: 3 });
    s.religion.debaters.push('loyola');
    expect(costs(s, 'foundJesuitUniversity').papacy).toBe(2);
  });
});

describe('18.1 Publish Treatise', () => {
  it('the Protestant: 2 CP, 2 attempts in the zone it names', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg');
    expect(action('publishTreatise').available(s, 'protestant', 1)).toBe(false);
    expect(action('publishTreatise').available(s, 'protestant', 2)).toBe(true);
    begin(s, 'publishTreatise', 'protestant', 4);
    expect(cpLeft(s)).toBe(2);
    expect(choices(s, 'protestant')).toEqual([{ type: 'debater', debater: 'carlstadt' }, { type: 'noBonus' }]);
    act(s, 'protestant', { type: 'noBonus' });
    expect(choices(s, 'protestant').map((a) => a.zone)).toEqual(['german', 'french', 'english', 'italian', 'spanish']);
    act(s, 'protestant', { type: 'zone', zone: 'french' });
    expect(s.stack.at(-1)).toMatchObject({ proc: 'reformation', power: 'protestant', attempts: 2, zones: ['french'], zonesOnly: false });
  });

  it('Carlstadt: 3 attempts, all in the German zone', () => {
    const s = protestant(blankReligiousMap(), 'basel');
    begin(s, 'publishTreatise', 'protestant', 2);
    act(s, 'protestant', { type: 'debater', debater: 'carlstadt' });
    expect(s.stack.at(-1)).toMatchObject({ proc: 'reformation', attempts: 3, zones: ['german'], zonesOnly: true, bonus: 'carlstadt' });
    const offered = choices(s, 'protestant').map((a) => a.space);
    expect(offered).toContain('strasburg');
    expect(offered).not.toContain('geneva');
    expect(s.religion.committed).toEqual(['carlstadt']);
  });

  it('England: 3 CP, only while Cranmer is on the map, always the English zone', () => {
    const s = protestant(blankReligiousMap(), 'london');
    expect(action('publishTreatise').available(s, 'england', 3)).toBe(false);
    s.religion.reformers.cranmer = 'london';
    expect(action('publishTreatise').available(s, 'england', 2)).toBe(false);
    expect(action('publishTreatise').available(s, 'england', 3)).toBe(true);
    begin(s, 'publishTreatise', 'england', 3);
    expect(s.stack.at(-1)).toMatchObject({ proc: 'reformation', power: 'england', attempts: 2, zones: ['english'] });
    expect(cpLeft(s)).toBe(0);
  });
});

describe('18.1 Translate Scripture', () => {
  it('1 CP per space; the Full Bible only after the New Testament', () => {
    const s = blankReligiousMap();
    begin(s, 'translateScripture', 'protestant', 1);
    expect(choices(s, 'protestant')).toEqual([
      { type: 'translate', zone: 'german', track: 'newTestament' },
      { type: 'translate', zone: 'french', track: 'newTestament' },
      { type: 'translate', zone: 'english', track: 'newTestament' },
    ]);
    s.tracks.translations.newTestament.german = 6;
    expect(choices(s, 'protestant')[0]).toEqual({ type: 'translate', zone: 'german', track: 'fullBible' });
    act(s, 'protestant', { type: 'translate', zone: 'french', track: 'newTestament' });
    expect(s.tracks.translations.newTestament.french).toBe(1);
    expect(s.stack).toEqual([]); // no CP left: the impulse's budget is spent
  });

  it('completing the New Testament brings 6 Reformation attempts in its language', () => {
    const s = protestant(blankReligiousMap(), 'london');
    s.tracks.translations.newTestament.english = 5;
    begin(s, 'translateScripture', 'protestant', 1);
    act(s, 'protestant', { type: 'translate', zone: 'english', track: 'newTestament' });
    expect(s.stack.at(-1)).toMatchObject({ proc: 'reformation', attempts: 6, zones: ['english'], dieModifier: 0, why: 'newTestament' });
  });

  it('completing the Full Bible: 6 attempts at +1 per die and 1 VP', () => {
    const s = protestant(blankReligiousMap(), 'paris');
    s.tracks.translations.newTestament.french = 6;
    s.tracks.translations.fullBible.french = 9;
    const vp = victoryPoints(s, 'protestant');
    begin(s, 'translateScripture', 'protestant', 1);
    act(s, 'protestant', { type: 'translate', zone: 'french', track: 'fullBible' });
    expect(s.stack.at(-1)).toMatchObject({ proc: 'reformation', attempts: 6, zones: ['french'], dieModifier: 1, why: 'fullBible' });
    expect(victoryPoints(s, 'protestant')).toBe(vp + 1);
    expect(logged(s, 'his.log.translationComplete')).toEqual([expect.objectContaining({ zone: 'french', track: 'fullBible' })]);
    // Nothing more to translate there.
    expect(choices(s, 'protestant').every((a) => a.type === 'space')).toBe(true);
    expect(s.tracks.translations.fullBible.french).toBe(10);
  });

  it('a translation debater adds one free space, once per impulse, only where CP were spent', () => {
    const s = blankReligiousMap();
    begin(s, 'translateScripture', 'protestant', 3);
    act(s, 'protestant', { type: 'translate', zone: 'german', track: 'newTestament' });
    expect(choices(s, 'protestant')).toEqual([{ type: 'debater', debater: 'luther' }, { type: 'debater', debater: 'melanchthon' }, { type: 'noBonus' }]);
    act(s, 'protestant', { type: 'debater', debater: 'melanchthon' });
    expect(s.tracks.translations.newTestament.german).toBe(2);
    expect(s.religion.committed).toEqual(['melanchthon']);
    // A second CP this impulse: no second bonus.
    action('translateScripture').start(s, 'protestant');
    runProcedure(s, s.stack.pop()!, { power: 'protestant', cp: 2 });
    act(s, 'protestant', { type: 'translate', zone: 'german', track: 'newTestament' });
    expect(s.tracks.translations.newTestament.german).toBe(3);
    expect(stackWithBudgets(s).at(-1)).toMatchObject({ proc: 'spendCp' });
  });
});

describe('18.1 Build Saint Peter’s', () => {
  it('1 CP per space; every 5 CP make 1 VP and reset the CP marker; at most 5 VP', () => {
    const s = blankReligiousMap();
    const vp = victoryPoints(s, 'papacy');
    for (let i = 0; i < 4; i++) begin(s, 'buildSaintPeters', 'papacy', 1);
    expect(s.tracks.stPeters).toEqual({ cp: 4, vp: 0 });
    begin(s, 'buildSaintPeters', 'papacy', 1);
    expect(s.tracks.stPeters).toEqual({ cp: 0, vp: 1 });
    expect(victoryPoints(s, 'papacy')).toBe(vp + 1);
    expect(cpLeft(s)).toBe(0);
    s.tracks.stPeters = { cp: 4, vp: 4 };
    begin(s, 'buildSaintPeters', 'papacy', 1);
    expect(s.tracks.stPeters).toEqual({ cp: 0, vp: 5 });
    expect(action('buildSaintPeters').available(s, 'papacy', 5)).toBe(false);
    expect(action('buildSaintPeters').available(s, 'protestant', 5)).toBe(false);
  });
});

describe('18.1 Burn Books', () => {
  it('2 CP, 2 Counter Reformation attempts in the zone the Papacy names', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg');
    s.religion.committed = ['cajetan'];
    expect(action('burnBooks').available(s, 'papacy', 2)).toBe(true);
    begin(s, 'burnBooks', 'papacy', 2);
    expect(choices(s, 'papacy').map((a) => a.zone)).toEqual(['german', 'french', 'english', 'italian', 'spanish']);
    act(s, 'papacy', { type: 'zone', zone: 'german' });
    expect(s.stack.at(-1)).toMatchObject({ proc: 'counterReformation', attempts: 2, zones: ['german'], bonus: null });
  });

  it('Cajetan: 3 attempts in one zone; Caraffa: 3 in any mix of zones', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg');
    s.religion.debaters.push('caraffa');
    begin(s, 'burnBooks', 'papacy', 2);
    expect(choices(s, 'papacy')).toEqual([{ type: 'debater', debater: 'cajetan' }, { type: 'debater', debater: 'caraffa' }, { type: 'noBonus' }]);
    act(s, 'papacy', { type: 'debater', debater: 'cajetan' });
    act(s, 'papacy', { type: 'zone', zone: 'german' });
    expect(s.stack.at(-1)).toMatchObject({ proc: 'counterReformation', attempts: 3, zones: ['german'], bonus: 'cajetan' });
    const t = protestant(blankReligiousMap(), 'wittenberg');
    t.religion.debaters.push('caraffa');
    begin(t, 'burnBooks', 'papacy', 2);
    act(t, 'papacy', { type: 'debater', debater: 'caraffa' });
    expect(t.stack.at(-1)).toMatchObject({ proc: 'counterReformation', attempts: 3, zones: ['german', 'french', 'english', 'italian', 'spanish'] });
  });

  it('needs a Protestant space to target', () => {
    const s = blankReligiousMap();
    expect(action('burnBooks').available(s, 'papacy', 2)).toBe(false);
  });
});

describe('18.1 Call Theological Debate', () => {
  it('3 CP and a legal zone', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg');
    expect(action('callTheologicalDebate').available(s, 'papacy', 2)).toBe(false);
    expect(action('callTheologicalDebate').available(s, 'papacy', 3)).toBe(true);
    begin(s, 'callTheologicalDebate', 'papacy', 3);
    expect(choices(s, 'papacy')).toEqual([{ type: 'zone', zone: 'german' }]);
    loadDice(s, Array<number>(20).fill(1));
    act(s, 'papacy', { type: 'zone', zone: 'german' });
    expect(logged(s, 'his.log.debateCalled')).toEqual([{ power: 'papacy', zone: 'german' }]);
    expect(cpLeft(s)).toBe(0);
  });
});

describe('18.1, 21.5 Found Jesuit University', () => {
  it('only after the Society of Jesus; 3 CP, or 2 with Loyola; a Catholic space without one', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg');
    expect(action('foundJesuitUniversity').available(s, 'papacy', 3)).toBe(false);
    s.eventsResolved.push(15);
    expect(action('foundJesuitUniversity').available(s, 'papacy', 2)).toBe(false);
    expect(action('foundJesuitUniversity').available(s, 'papacy', 3)).toBe(true);
    begin(s, 'foundJesuitUniversity', 'papacy', 3);
    expect(cpLeft(s)).toBe(0);
    act(s, 'papacy', { type: 'zone', zone: 'german' });
    const spaces = choices(s, 'papacy').map((a) => a.space);
    expect(spaces).toContain('leipzig');
    expect(spaces).not.toContain('wittenberg');
    act(s, 'papacy', { type: 'space', space: 'leipzig' });
    expect(s.spaces.leipzig.jesuitUniversity).toBe(true);
  });

  it('Loyola: 2 CP, committing him; with only 2 CP there is no full-price choice', () => {
    const s = blankReligiousMap();
    s.eventsResolved.push(15);
    s.religion.debaters.push('loyola');
    expect(action('foundJesuitUniversity').available(s, 'papacy', 2)).toBe(true);
    begin(s, 'foundJesuitUniversity', 'papacy', 2);
    expect(choices(s, 'papacy')).toEqual([{ type: 'debater', debater: 'loyola' }]);
    act(s, 'papacy', { type: 'debater', debater: 'loyola' });
    expect(cpLeft(s)).toBe(0);
    expect(s.religion.committed).toContain('loyola');
    act(s, 'papacy', { type: 'zone', zone: 'italian' });
    act(s, 'papacy', { type: 'space', space: 'rome' });
    expect(s.spaces.rome.jesuitUniversity).toBe(true);
    // Loyola is committed now: the next one costs 3.
    expect(action('foundJesuitUniversity').cost(s, 'papacy')).toBe(3);
  });
});
