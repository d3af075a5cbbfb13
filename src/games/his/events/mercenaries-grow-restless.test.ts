import { describe, expect, it } from 'vitest';
import type { HisState } from '../state.ts';
import { act, choices, declareWar, loadDice, place, runProcedure, setControl } from '../testing/position.ts';
import { board, dice, give, respond, rolls, unitsIn } from './combat-test-helpers.ts';

function antwerp(regular: number, mercenary: number): HisState {
  const s = board();
  declareWar(s, 'france', 'hapsburg');
  setControl(s, 'brussels', 'france');
  give(s, 'hapsburg', 27);
  place(s, 'antwerp', 'hapsburg', { regular: 2 });
  place(s, 'antwerp', 'france', { regular, mercenary });
  s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
  return s;
}

describe('card 27 Mercenaries Grow Restless', () => {
  it('the mercenaries of the declared formation are eliminated; the siege holds, the rest assaults', () => {
    const s = antwerp(2, 3);
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 1 });
    // 15.1 step 1: France declares 2 regulars and 2 of its 3 mercenaries (4 without a leader).
    expect(choices(s, 'france')).toEqual([0, 1, 2].map((count) => ({ type: 'units', power: 'france', kind: 'regular', count })));
    act(s, 'france', { type: 'units', power: 'france', kind: 'regular', count: 2 });
    act(s, 'france', { type: 'units', power: 'france', kind: 'mercenary', count: 2 });
    loadDice(s, [...dice(1, 0), ...dice(3, 0)]);
    act(s, 'hapsburg', respond(27));
    expect(unitsIn(s, 'antwerp', 'france')).toMatchObject({ regular: 2, mercenary: 1 });
    // 3 besiegers still outnumber 2: the assault goes on with the 2 regulars (1 die).
    expect(s.spaces.antwerp.siege).not.toBeNull();
    expect(rolls(s, 'his.log.assaultRoll')[0]).toEqual({ side: 'attacker', dice: 1, hits: 0 });
  });

  it('if the besiegers no longer outnumber the garrison the siege is broken and there is no assault (15.3)', () => {
    const s = antwerp(1, 3);
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 1 });
    act(s, 'france', { type: 'units', power: 'france', kind: 'regular', count: 1 });
    act(s, 'france', { type: 'units', power: 'france', kind: 'mercenary', count: 3 });
    act(s, 'hapsburg', respond(27));
    expect(s.spaces.antwerp.siege).toBeNull();
    expect(choices(s, 'france')).toEqual([{ type: 'space', space: 'brussels' }]);
    act(s, 'france', { type: 'space', space: 'brussels' });
    expect(unitsIn(s, 'brussels', 'france')).toMatchObject({ regular: 1, mercenary: 0 });
    expect(rolls(s, 'his.log.assaultRoll')).toEqual([]);
  });

  it('not when the formation holds no mercenary (a power may keep them out of it)', () => {
    const s = antwerp(3, 2);
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 1 });
    act(s, 'france', { type: 'units', power: 'france', kind: 'regular', count: 3 });
    act(s, 'france', { type: 'units', power: 'france', kind: 'mercenary', count: 0 });
    expect(choices(s, 'hapsburg')).toEqual([]);
  });
});
