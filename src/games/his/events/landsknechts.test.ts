import { describe, expect, it } from 'vitest';
import { canPlayAsEvent } from '../phases/action-phase.ts';
import { act, choices, declareWar, loadDice, place, runProcedure, setControl } from '../testing/position.ts';
import { battle, board, decline, dice, give, respond, rolls, unitsIn } from './combat-test-helpers.ts';
import { LANDSKNECHTS_EVENT } from './landsknechts.ts';

describe('card 33 Landsknechts', () => {
  it('before a field battle (14 step 1) the defender places 2 mercenaries in the battle space; they fight', () => {
    const s = board();
    declareWar(s, 'france', 'england');
    give(s, 'england', 33);
    setControl(s, 'calais', 'france');
    place(s, 'calais', 'england', { regular: 2 });
    place(s, 'calais', 'france', { regular: 4 });
    place(s, 'london', 'england', { regular: 1 });
    // A power with no units in the battle waits for the open windows (A3).
    give(s, 'papacy', 33);
    place(s, 'rome', 'papacy', { regular: 1 });
    runProcedure(s, battle('calais', 'france', { from: 'boulogne' }));
    expect(choices(s, 'papacy')).toEqual([]);
    expect(choices(s, 'england')).toEqual([respond(33), decline]);
    act(s, 'england', respond(33));
    expect(choices(s, 'england')).toEqual([
      { type: 'space', space: 'calais' },
      { type: 'space', space: 'london' },
    ]);
    act(s, 'england', { type: 'space', space: 'calais' });
    loadDice(s, [...dice(4, 0), ...dice(5, 0)]);
    act(s, 'england', { type: 'space', space: 'calais' });
    expect(rolls(s)[1]).toEqual({ side: 'defender', dice: 5, hits: 0 });
    expect(unitsIn(s, 'calais', 'england')).toMatchObject({ regular: 2, mercenary: 2 });
  });

  it('the Hapsburgs place 4; as an event of their own impulse', () => {
    const s = board();
    place(s, 'vienna', 'hapsburg', { regular: 1 });
    place(s, 'naples', 'hapsburg', { regular: 1 });
    expect(canPlayAsEvent(s, 'hapsburg', 33)).toBe(true);
    s.stack = [];
    LANDSKNECHTS_EVENT.play(s, 'hapsburg');
    for (let i = 0; i < 4; i++) act(s, 'hapsburg', { type: 'space', space: i < 3 ? 'vienna' : 'naples' });
    expect(unitsIn(s, 'vienna', 'hapsburg')).toMatchObject({ mercenary: 3 });
    expect(unitsIn(s, 'naples', 'hapsburg')).toMatchObject({ mercenary: 1 });
    expect(s.stack).toEqual([]);
  });

  it('the Ottoman eliminates 2 mercenaries anywhere; a siege that no longer holds is broken', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    place(s, 'antwerp', 'hapsburg', { regular: 2 });
    place(s, 'antwerp', 'france', { regular: 1, mercenary: 2 });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    setControl(s, 'brussels', 'france');
    s.stack = [];
    LANDSKNECHTS_EVENT.play(s, 'ottoman');
    expect(choices(s, 'ottoman')).toEqual([{ type: 'mercenary', space: 'antwerp', power: 'france' }]);
    act(s, 'ottoman', { type: 'mercenary', space: 'antwerp', power: 'france' });
    // 2 French against 2 inside: the siege is broken, the French retreat.
    expect(s.spaces.antwerp.siege).toBeNull();
    act(s, 'france', { type: 'space', space: 'brussels' });
    act(s, 'ottoman', { type: 'mercenary', space: 'brussels', power: 'france' });
    expect(unitsIn(s, 'brussels', 'france')).toMatchObject({ regular: 1, mercenary: 0 });
  });

  it('before an assault only the assaulting power may play it (15.1 step 2, A7); the new mercenaries join the formation', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    setControl(s, 'brussels', 'france');
    give(s, 'france', 33);
    give(s, 'hapsburg', 33);
    place(s, 'antwerp', 'hapsburg', { regular: 2 });
    place(s, 'antwerp', 'france', { regular: 2, leaders: ['montmorency'] });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 1 });
    expect(choices(s, 'hapsburg')).toEqual([]);
    act(s, 'france', respond(33));
    act(s, 'france', { type: 'space', space: 'antwerp' });
    loadDice(s, [...dice(3, 0), ...dice(4, 0)]);
    act(s, 'france', { type: 'space', space: 'antwerp' });
    // 4 units (2 dice) + 1 for Montmorency.
    expect(rolls(s, 'his.log.assaultRoll')[0]).toEqual({ side: 'attacker', dice: 3, hits: 0 });
  });

  it('no Protestant mercenaries before the Schmalkaldic League (21.6); not England under Mary I (21.3)', () => {
    const s = board();
    place(s, 'wittenberg', 'protestant', { regular: 1 });
    expect(canPlayAsEvent(s, 'protestant', 33)).toBe(false);
    place(s, 'london', 'england', { regular: 1 });
    expect(canPlayAsEvent(s, 'england', 33)).toBe(true);
    s.powers.england.ruler = 'mary-i';
    expect(canPlayAsEvent(s, 'england', 33)).toBe(false);
  });
});
