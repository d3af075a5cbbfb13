import { describe, expect, it } from 'vitest';
import { act, choices, declareWar, loadDice, place, runProcedure, setControl } from '../testing/position.ts';
import { board, decline, dice, give, respond, rolls } from './combat-test-helpers.ts';
import { locLength } from './siege-artillery.ts';

describe('card 35 Siege Artillery', () => {
  it('the LOC is counted in land spaces from the power’s own fortified home spaces', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    expect(locLength(s, 'france', 'paris')).toBe(0);
    // Brussels is Hapsburg: Antwerp is out of reach; with Brussels French: from Paris,
    // St Quentin, Brussels, Antwerp.
    expect(locLength(s, 'france', 'antwerp')).toBeNull();
    setControl(s, 'brussels', 'france');
    expect(locLength(s, 'france', 'antwerp')).toBe(3);
  });

  it('after both rolls any power may give the attacker 2 dice hitting on 3-6 (15.1 step 8)', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    setControl(s, 'brussels', 'france');
    give(s, 'england', 35);
    place(s, 'antwerp', 'hapsburg', { regular: 1 });
    place(s, 'antwerp', 'france', { regular: 4 });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    loadDice(s, [...dice(2, 0), ...dice(2, 0), 3, 2]);
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 1 });
    expect(choices(s, 'england')).toEqual([respond(35), decline]);
    act(s, 'england', respond(35));
    expect(rolls(s, 'his.log.assaultRoll')[0]).toEqual({ side: 'attacker', dice: 2, hits: 0 });
    // The 3 is a hit: the last defender falls and Antwerp is taken.
    expect(s.spaces.antwerp.control).toBe('france');
  });

  it('not with an LOC longer than 4 land spaces', () => {
    const s = board();
    declareWar(s, 'ottoman', 'hapsburg');
    give(s, 'ottoman', 35);
    for (const sp of ['pressburg', 'buda', 'belgrade', 'szegedin', 'mohacs', 'agram', 'graz'] as const) setControl(s, sp, 'ottoman');
    place(s, 'vienna', 'hapsburg', { regular: 1 });
    place(s, 'vienna', 'ottoman', { regular: 4 });
    s.spaces.vienna.siege = { besieger: 'ottoman', since: 3 };
    const length = locLength(s, 'ottoman', 'vienna');
    expect(length === null || length > 4).toBe(true);
  });
});
