import { describe, expect, it } from 'vitest';
import { MAJOR_POWERS } from '../data/powers.ts';
import { asks } from '../flow/kernel.ts';
import type { HisState } from '../state.ts';
import { act, choices, clearMap, declareWar, loadDice, place, runProcedure, setControl, startingState } from '../testing/position.ts';
import { EVENTS } from './registry.ts';
import { janissarySpaces } from './janissaries.ts';

const JANISSARIES = 1;
const RESPOND = { type: 'respond', card: JANISSARIES };

function board(): HisState {
  const s = clearMap(startingState('1517'));
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.powers.ottoman.hand = [JANISSARIES];
  s.impulse = 5;
  return s;
}

/** n dice with `h` sixes first, then ones. */
function dice(n: number, h: number): number[] {
  return [...Array<number>(h).fill(6), ...Array<number>(n - h).fill(1)];
}

/** Answer every prompt with its first choice that is not Janissaries; true if Janissaries was ever offered. */
function playOut(s: HisState): boolean {
  let offered = false;
  for (let guard = 0; guard < 50; guard++) {
    const ask = asks(s)[0];
    if (!ask) break;
    if (ask.actions.some((a) => a.type === 'respond' && a.card === JANISSARIES)) offered = true;
    act(s, ask.power, ask.actions.find((a) => !(a.type === 'respond' && a.card === JANISSARIES))!);
  }
  return offered;
}

describe('card 1 Janissaries: the combat use (14 step 7, 16.2 step 6)', () => {
  it('after both sides rolled in a field battle, 5 more Ottoman dice turn a lost battle into a win', () => {
    const s = board();
    declareWar(s, 'ottoman', 'hapsburg');
    place(s, 'vienna', 'hapsburg', { regular: 4 });
    place(s, 'vienna', 'ottoman', { regular: 4 });
    loadDice(s, [...dice(4, 1), ...dice(5, 2)]);
    runProcedure(s, { proc: 'fieldBattle', space: 'vienna', attacker: 'ottoman', intercepted: false, from: 'pressburg' });
    expect(choices(s, 'ottoman')).toEqual([RESPOND, { type: 'decline' }]);
    loadDice(s, [5, 6, 1, 2, 3]);
    act(s, 'ottoman', RESPOND);
    expect(s.powers.ottoman.homeCardUsed).toContain(JANISSARIES);
    expect(s.powers.ottoman.hand).toEqual([]);
    expect(s.log.find((e) => e.key === 'his.log.dice' && e.params.why === 'janissaries')?.params.dice).toEqual([5, 6, 1, 2, 3]);
    playOut(s);
    // 1 + 2 = 3 hits against 2: the attacker wins.
    expect(s.log.find((e) => e.key === 'his.log.battleWon')?.params.winner).toBe('attacker');
  });

  it('the Ottoman as defender may play it too; not when the Ottoman is not in the battle', () => {
    const s = board();
    declareWar(s, 'ottoman', 'hapsburg');
    place(s, 'belgrade', 'ottoman', { regular: 2 });
    place(s, 'belgrade', 'hapsburg', { regular: 2 });
    loadDice(s, [...dice(2, 0), ...dice(3, 0)]);
    runProcedure(s, { proc: 'fieldBattle', space: 'belgrade', attacker: 'hapsburg', intercepted: false, from: 'szegedin' });
    expect(choices(s, 'ottoman')).toEqual([RESPOND, { type: 'decline' }]);

    const t = board();
    declareWar(t, 'france', 'hapsburg');
    place(t, 'st_quentin', 'hapsburg', { regular: 2 });
    place(t, 'st_quentin', 'france', { regular: 2 });
    loadDice(t, [...dice(2, 0), ...dice(3, 0)]);
    runProcedure(t, { proc: 'fieldBattle', space: 'st_quentin', attacker: 'france', intercepted: false, from: 'paris' });
    expect(playOut(t)).toBe(false);
  });

  it('never in an assault', () => {
    const s = board();
    declareWar(s, 'ottoman', 'hapsburg');
    place(s, 'vienna', 'hapsburg', { regular: 1 });
    place(s, 'vienna', 'ottoman', { regular: 4 });
    s.spaces.vienna.siege = { besieger: 'ottoman', since: 1 };
    loadDice(s, [...dice(2, 0), ...dice(2, 0)]);
    runProcedure(s, { proc: 'assault', power: 'ottoman', space: 'vienna' }, { power: 'ottoman', cp: 1 });
    expect(s.log.some((e) => e.key === 'his.log.assaultRoll')).toBe(true);
    expect(playOut(s)).toBe(false);
    expect(s.powers.ottoman.hand).toEqual([JANISSARIES]);
  });

  it('naval combat: 4 more dice', () => {
    const s = board();
    declareWar(s, 'ottoman', 'hapsburg');
    const sea = (squadron: number) => ({ regular: 0, mercenary: 0, cavalry: 0, squadron, corsair: 0, leaders: [] });
    s.seas.aegean_sea.units = { ottoman: sea(1), hapsburg: sea(1) };
    loadDice(s, [1, 1, 6, 1]);
    runProcedure(s, { proc: 'navalCombat', where: 'aegean_sea', attacker: 'ottoman', defender: 'hapsburg' });
    expect(choices(s, 'ottoman')).toEqual([RESPOND, { type: 'decline' }]);
    loadDice(s, [6, 5, 1, 1]);
    act(s, 'ottoman', RESPOND);
    const roll = s.log.find((e) => e.key === 'his.log.dice' && e.params.why === 'janissaries');
    expect(roll?.params.dice).toEqual([6, 5, 1, 1]);
    // 0 + 2 hits against 1: the Ottoman wins.
    expect(s.log.find((e) => e.key === 'his.log.navalCombat')?.params).toMatchObject({ attackerHits: 2, defenderHits: 1, winner: 'ottoman' });
  });
});

describe('card 1 Janissaries: the event (4 new regulars)', () => {
  it('places 4 regulars one at a time in Ottoman home spaces the Ottoman may build in', () => {
    const s = board();
    declareWar(s, 'ottoman', 'hapsburg');
    s.spaces.edirne.unrest = true;
    place(s, 'salonika', 'hapsburg', { regular: 1 });
    setControl(s, 'algiers', 'ottoman');
    const spaces = janissarySpaces(s);
    expect(spaces).toContain('istanbul');
    expect(spaces).not.toContain('edirne'); // unrest
    expect(spaces).not.toContain('salonika'); // enemy units
    expect(spaces).not.toContain('algiers'); // corsairs only
    expect(EVENTS[1]!.canPlay(s, 'ottoman')).toBe(true);
    expect(EVENTS[1]!.canPlay(s, 'hapsburg')).toBe(false);
    runProcedure(s, { proc: 'janissaries', left: 4 });
    for (let i = 0; i < 4; i++) {
      expect(choices(s, 'ottoman')).toContainEqual({ type: 'space', space: 'istanbul' });
      act(s, 'ottoman', { type: 'space', space: i < 3 ? 'istanbul' : 'athens' });
    }
    expect(s.stack).toEqual([]);
    expect(s.spaces.istanbul.units.ottoman?.regular).toBe(3);
    expect(s.spaces.athens.units.ottoman?.regular).toBe(1);
  });

  it('a foreign war card with room may take them, never above its limit', () => {
    const s = board();
    s.foreignWars = [{ card: 110, power: 'ottoman', limit: 5, units: { regular: 3, mercenary: 0, cavalry: 1 }, leader: null, foes: 4, foughtImpulse: 0 }];
    runProcedure(s, { proc: 'janissaries', left: 4 });
    expect(choices(s, 'ottoman')).toContainEqual({ type: 'foreignWar', card: 110 });
    act(s, 'ottoman', { type: 'foreignWar', card: 110 });
    expect(s.foreignWars[0]!.units.regular).toBe(4);
    expect(choices(s, 'ottoman')).not.toContainEqual({ type: 'foreignWar', card: 110 });
  });
});
