// The combat records a table shows (resolutions.ts), from the log of real procedures.
import { describe, expect, it } from 'vitest';
import { hereIStand } from './module.ts';
import { entryPlaces, entryPower, resolutionsIn } from './resolutions.ts';
import type { HisState } from './state.ts';
import { FRENCH_MOVE_INTO_MILAN, afterOpening, milanPosition } from './testing/table-positions.ts';
import { loadDice } from './testing/position.ts';

function frenchMove(s: HisState): HisState {
  let st = s;
  for (const action of FRENCH_MOVE_INTO_MILAN) {
    const legal = hereIStand.legalActions(st, 'france');
    if (!legal.some((a) => JSON.stringify(a) === JSON.stringify(action))) continue;
    st = hereIStand.apply(st, 'france', { ...action });
  }
  return st;
}

describe('resolutions', () => {
  it('Milan: the battle as one record, with both sides, their dice, and the Papal losses after it', () => {
    const s = milanPosition();
    loadDice(s, [6, 6, 1, 1, 1, 2, 3, 4]);
    const from = s.log.length;
    const after = frenchMove(s);
    const [battle, ...rest] = resolutionsIn(after.log, from);
    expect(rest).toEqual([]);
    expect(battle).toMatchObject({ kind: 'fieldBattle', where: 'milan', powers: ['france', 'papacy'] });
    const [attacker, defender] = battle!.sides;
    expect(attacker).toMatchObject({ side: 'attacker', powers: ['france'], forces: [{ power: 'france', kind: 'regular', n: 4 }], leaders: ['montmorency'], rolls: [6, 6, 1, 1, 1], dice: 5, hits: 2, rating: 1, mod: 0 });
    // 14 step 3: two units and the defender's die.
    expect(defender).toMatchObject({ side: 'defender', powers: ['papacy'], forces: [{ power: 'papacy', kind: 'regular', n: 2 }], rolls: [2, 3, 4], dice: 3, hits: 0 });
    const keys = battle!.entries.map((e) => e.key);
    expect(keys.filter((k) => k === 'his.log.casualty')).toHaveLength(2);
    expect(keys).toContain('his.log.battleWon');
    expect(keys).not.toContain('his.log.moved');
  });

  it('names the power and the places of an entry', () => {
    expect(entryPower({ params: { power: 'france', space: 'milan' } })).toBe('france');
    expect(entryPower({ params: { side: 'attacker', power: 'france,papacy' } })).toBeNull();
    expect(entryPlaces({ params: { from: 'turin', to: 'milan', space: 'milan' } })).toEqual(['milan', 'turin']);
  });

  it('the Diet of Worms (18.1): the Protestant side against the Papacy and the Hapsburgs, all their dice, and the flips', () => {
    const s = afterOpening({ scenario: '1517' }, 'diet');
    const diet = resolutionsIn(s.log).find((r) => r.kind === 'dietOfWorms')!;
    const [protestant, catholic] = diet.sides;
    expect(protestant).toMatchObject({ role: 'protestant', powers: ['protestant'] });
    expect(catholic).toMatchObject({ role: 'catholic', powers: ['papacy', 'hapsburg'] });
    const result = diet.entries.find((e) => e.key === 'his.log.dietOfWorms')!;
    expect(protestant!.hits).toBe(result.params.protestantHits);
    expect(catholic!.hits).toBe(result.params.catholicHits);
    // Every die rolled for the Diet is on one side or the other, and the hits are the 5s and 6s.
    const rolled = diet.entries.filter((e) => e.key === 'his.log.dice').flatMap((e) => e.params.dice as number[]);
    expect(protestant!.rolls.length + catholic!.rolls.length).toBe(rolled.length);
    expect(protestant!.rolls.filter((d) => d >= 5)).toHaveLength(protestant!.hits);
    expect(diet.entries.map((e) => e.key)).toContain('his.log.religionChanged');
  });
});
