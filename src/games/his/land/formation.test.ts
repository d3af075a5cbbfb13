import { describe, expect, it } from 'vitest';
import { place, setControl } from '../testing/position.ts';
import { landMoveFrame } from './move-procedure.ts';
import { landMarks } from './marks.ts';
import {
  bestBattleRating,
  formationsAt,
  markLostBattle,
  markedIn,
  maxFormationSize,
  moveFormation,
  newPick,
  pickActions,
  pickDecide,
  pickedFormation,
} from './formation.ts';
import { act, choices, emptyBoard, runProcedure } from './move-test-helpers.ts';


describe('5.1 formation size', () => {
  it('is 4 without a leader, the command rating with one, the two highest summed with more', () => {
    expect(maxFormationSize([])).toBe(4);
    expect(maxFormationSize(['ibrahim-pasha'])).toBe(6);
    expect(maxFormationSize(['suleiman'])).toBe(12);
    expect(maxFormationSize(['suleiman', 'ibrahim-pasha'])).toBe(18);
    expect(maxFormationSize(['charles-v', 'duke-of-alva', 'ferdinand'])).toBe(16);
  });

  it('ignores naval leaders', () => {
    expect(maxFormationSize(['barbarossa'])).toBe(4);
    expect(bestBattleRating(['barbarossa'])).toBe(0);
    expect(bestBattleRating(['suleiman', 'ibrahim-pasha'])).toBe(2);
  });
});

describe('5.1 FORMATION EXAMPLE: Suleiman and Ibrahim with 12 regulars and 2 cavalry in Buda move to Pressburg', () => {
  function atBuda() {
    const state = emptyBoard('1517');
    setControl(state, 'buda', 'ottoman');
    setControl(state, 'pressburg', 'ottoman');
    place(state, 'buda', 'ottoman', { regular: 12, cavalry: 2, leaders: ['suleiman', 'ibrahim-pasha'] });
    runProcedure(state, landMoveFrame('ottoman'), { power: 'ottoman', cp: 1 });
    act(state, 'ottoman', { type: 'space', space: 'buda' });
    return state;
  }
  const counts = (state: ReturnType<typeof atBuda>) => choices(state, 'ottoman').map((a) => a.count as number);

  it('offers the leaders first', () => {
    const state = atBuda();
    expect(choices(state, 'ottoman')).toEqual([
      { type: 'leader', leader: 'suleiman' },
      { type: 'leader', leader: 'ibrahim-pasha' },
      { type: 'done' },
    ]);
  });

  it('without a leader only 4 land units may move', () => {
    const state = atBuda();
    act(state, 'ottoman', { type: 'done' });
    expect(counts(state)).toEqual([0, 1, 2, 3, 4]);
    act(state, 'ottoman', { type: 'units', power: 'ottoman', kind: 'regular', count: 3 });
    // The last kind must bring the formation to at least one unit, at most 4 in all.
    expect(counts(state)).toEqual([0, 1]);
  });

  it('with Ibrahim alone at most his command rating (6)', () => {
    const state = atBuda();
    act(state, 'ottoman', { type: 'leader', leader: 'ibrahim-pasha' });
    act(state, 'ottoman', { type: 'done' });
    expect(Math.max(...counts(state))).toBe(6);
  });

  it('with Suleiman alone at most 12', () => {
    const state = atBuda();
    act(state, 'ottoman', { type: 'leader', leader: 'suleiman' });
    act(state, 'ottoman', { type: 'done' });
    expect(Math.max(...counts(state))).toBe(12);
    act(state, 'ottoman', { type: 'units', power: 'ottoman', kind: 'regular', count: 12 });
    // Full: the cavalry prompt is settled without asking (0 is the only number).
    expect(state.stack.at(-1)).toMatchObject({ step: 'destination' });
  });

  it('both leaders are needed to move all 14 units', () => {
    const state = atBuda();
    act(state, 'ottoman', { type: 'leader', leader: 'suleiman' });
    act(state, 'ottoman', { type: 'leader', leader: 'ibrahim-pasha' });
    act(state, 'ottoman', { type: 'units', power: 'ottoman', kind: 'regular', count: 12 });
    expect(counts(state)).toEqual([0, 1, 2]);
    act(state, 'ottoman', { type: 'units', power: 'ottoman', kind: 'cavalry', count: 2 });
    act(state, 'ottoman', { type: 'space', space: 'pressburg' });
    expect(state.spaces.buda.units.ottoman).toBeUndefined();
    expect(state.spaces.pressburg.units.ottoman).toMatchObject({ regular: 12, cavalry: 2, leaders: ['suleiman', 'ibrahim-pasha'] });
  });
});

describe('5.1 formations of a major power and its active minor allies', () => {
  it('formationsAt includes allied minor units, never another major power', () => {
    const state = emptyBoard('1532'); // Hungary-Bohemia is a Hapsburg ally
    place(state, 'vienna', 'hapsburg', { regular: 2, mercenary: 1, leaders: ['ferdinand'] });
    place(state, 'vienna', 'hungary', { regular: 3 });
    place(state, 'vienna', 'papacy', { regular: 1 });
    expect(formationsAt(state, 'vienna', 'hapsburg')).toEqual({
      leaders: ['ferdinand'],
      units: [
        { power: 'hapsburg', kind: 'regular', count: 2 },
        { power: 'hapsburg', kind: 'mercenary', count: 1 },
        { power: 'hungary', kind: 'regular', count: 3 },
      ],
    });
  });

  it('the pick prompts ask one kind at a time within the limit', () => {
    const pick = newPick(
      { leaders: [], units: [{ power: 'hapsburg', kind: 'regular', count: 3 }, { power: 'hungary', kind: 'regular', count: 3 }] },
      { limited: true, needUnit: true },
    );
    // No leaders to choose: the first prompt is the first unit kind.
    expect(pickActions(pick).map((a) => (a.type === 'units' ? a.count : null))).toEqual([0, 1, 2, 3]);
    pickDecide(pick, { type: 'units', power: 'hapsburg', kind: 'regular', count: 3 });
    expect(pickActions(pick).map((a) => (a.type === 'units' ? a.count : null))).toEqual([0, 1]);
    expect(pickDecide(pick, { type: 'units', power: 'hungary', kind: 'regular', count: 1 })).toBe(true);
    expect(pickedFormation(pick).units).toHaveLength(2);
  });
});

describe('marks for the impulse', () => {
  it('travel with the pieces and lapse at the next impulse', () => {
    const state = emptyBoard();
    place(state, 'vienna', 'hapsburg', { regular: 3, leaders: ['ferdinand'] });
    markLostBattle(state, 'vienna', { leaders: ['ferdinand'], units: [{ power: 'hapsburg', kind: 'regular', count: 2 }] });
    moveFormation(state, { leaders: ['ferdinand'], units: [{ power: 'hapsburg', kind: 'regular', count: 3 }] }, 'vienna', 'graz');
    expect(markedIn(state, 'lostBattle', 'graz', 'hapsburg')).toMatchObject({ regular: 2, leaders: ['ferdinand'] });
    expect(markedIn(state, 'lostBattle', 'vienna', 'hapsburg').regular).toBe(0);
    state.impulse++;
    expect(markedIn(state, 'lostBattle', 'graz', 'hapsburg').regular).toBe(0);
    expect(landMarks(state).lostBattle).toEqual([]);
  });
});
