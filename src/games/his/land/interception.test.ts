import { describe, expect, it } from 'vitest';
import type { HisState } from '../state.ts';
import { declareWar, loadDice, place, setControl } from '../testing/position.ts';
import { interceptionModifier } from './interception.ts';
import { hereIStand } from '../module.ts';
import { createTranslator, renderFacts } from '../i18n/render.ts';
import { en } from '../i18n/en.ts';
import { es } from '../i18n/es.ts';
import { act, choices, declareMove, emptyBoard, fieldBattleFrame, pickFormation, prompt, topFrame } from './move-test-helpers.ts';


/**
 * 14 INTERCEPTION AND BATTLE EXAMPLE: Suleiman, Ibrahim, 7 regulars and 1 cavalry in
 * Pressburg move to Vienna; Charles V and 8 regulars in Graz; Ferdinand and 2 regulars in
 * Vienna. (1532 setup: Hungary-Bohemia is the Hapsburgs' ally.)
 */
function pressburgToVienna(): HisState {
  const state = emptyBoard('1532');
  setControl(state, 'pressburg', 'ottoman');
  place(state, 'pressburg', 'ottoman', { regular: 7, cavalry: 1, leaders: ['suleiman', 'ibrahim-pasha'] });
  place(state, 'graz', 'hapsburg', { regular: 8, leaders: ['charles-v'] });
  place(state, 'vienna', 'hapsburg', { regular: 2, leaders: ['ferdinand'] });
  declareMove(state, 'ottoman', 'pressburg', 'vienna', ['suleiman', 'ibrahim-pasha'], { regular: 7, cavalry: 1 }, 1);
  return state;
}

describe('13.2 INTERCEPTION AND BATTLE EXAMPLE (Pressburg to Vienna)', () => {
  it('Charles may intercept from Graz: +2 for his battle rating, -1 against Ottoman cavalry', () => {
    const state = pressburgToVienna();
    expect(prompt(state)).toEqual({ power: 'hapsburg', key: 'his.prompt.intercept' });
    expect(choices(state, 'hapsburg')).toEqual([{ type: 'space', space: 'graz' }, { type: 'done' }]);
    expect(interceptionModifier('hapsburg', { leaders: ['charles-v'], units: [] }, true)).toBe(1);
  });

  it('the prompt shows the roll needed, the Ottoman formation and what the Hapsburg has in Graz (issue 15)', () => {
    const asked = hereIStand.pending(pressburgToVienna()).find((p) => p.key === 'his.prompt.intercept')!;
    expect(renderFacts(asked, createTranslator(en))).toEqual([
      'Roll 2 dice plus the best battle rating of the leaders that go: 9 or more succeeds.',
      'Ottoman moves 8 land units into Vienna.',
      'From Graz you have 8 land units.',
    ]);
    expect(renderFacts(asked, createTranslator(es))).toContain('Desde Graz tienes 8 unidades terrestres.');
  });

  it('a roll of 8 is just enough: the interceptors join Vienna and a field battle follows, the Ottoman attacking', () => {
    const state = pressburgToVienna();
    loadDice(state, [5, 3]);
    act(state, 'hapsburg', { type: 'space', space: 'graz' });
    pickFormation(state, 'hapsburg', ['charles-v'], { regular: 8 });
    expect(state.spaces.vienna.units.hapsburg).toMatchObject({ regular: 10, leaders: ['ferdinand', 'charles-v'] });
    expect(state.spaces.vienna.units.ottoman).toMatchObject({ regular: 7, cavalry: 1, leaders: ['suleiman', 'ibrahim-pasha'] });
    expect(state.spaces.graz.units.hapsburg).toBeUndefined();
    // No avoid battle, no withdrawal: straight to the battle (13.1 step 5).
    expect(topFrame(state)).toMatchObject({ proc: 'fieldBattle', space: 'vienna', attacker: 'ottoman', intercepted: true });
    expect(state.log.find((e) => e.key === 'his.log.interception')?.params).toMatchObject({ dice: [5, 3], modifier: 1, total: 9, success: true });
  });

  it('[had it failed] Ferdinand could avoid battle to Brunn, Linz or Graz, or withdraw into Vienna', () => {
    const state = pressburgToVienna();
    loadDice(state, [4, 3]);
    act(state, 'hapsburg', { type: 'space', space: 'graz' });
    pickFormation(state, 'hapsburg', ['charles-v'], { regular: 8 });
    expect(state.spaces.graz.units.hapsburg?.regular).toBe(8);
    // Graz used: no second attempt from there.
    expect(prompt(state)).toEqual({ power: 'hapsburg', key: 'his.prompt.avoidBattle' });
    expect(choices(state, 'hapsburg').map((a) => a.space ?? a.type).sort()).toEqual(['brunn', 'graz', 'linz', 'skip']);
    act(state, 'hapsburg', { type: 'skip' });
    expect(prompt(state)).toEqual({ power: 'hapsburg', key: 'his.prompt.withdraw' });
    act(state, 'hapsburg', { type: 'withdraw' });
    // 8 Ottoman units outnumber 2: Vienna is besieged; no battle.
    expect(state.spaces.vienna.siege).toEqual({ besieger: 'ottoman', since: state.impulse });
    expect(fieldBattleFrame(state)).toBeUndefined();
  });
});

describe('13.2 interception restrictions', () => {
  function setup(): HisState {
    const state = emptyBoard('1517');
    declareWar(state, 'hapsburg', 'ottoman');
    setControl(state, 'agram', 'ottoman');
    setControl(state, 'graz', 'hapsburg');
    place(state, 'agram', 'ottoman', { regular: 4 });
    return state;
  }

  it('never across a pass: Salzburg (pass to Graz) may not intercept, Vienna may', () => {
    const state = setup();
    place(state, 'salzburg', 'hapsburg', { regular: 4, leaders: ['duke-of-alva'] });
    place(state, 'vienna', 'hapsburg', { regular: 2 });
    place(state, 'graz', 'hapsburg', { regular: 1 });
    declareMove(state, 'ottoman', 'agram', 'graz', [], { regular: 4 }, 1);
    expect(choices(state, 'hapsburg')).toEqual([{ type: 'space', space: 'vienna' }, { type: 'done' }]);
  });

  it('only powers at war with the mover; once one succeeds no other power tries', () => {
    const state = setup();
    declareWar(state, 'papacy', 'ottoman');
    place(state, 'graz', 'hapsburg', { regular: 1 });
    place(state, 'trieste', 'hapsburg', { regular: 2 });
    place(state, 'mohacs', 'papacy', { regular: 2 });
    place(state, 'belgrade', 'england', { regular: 2 });
    // Papal units may join a Hapsburg stack only if allied to the Hapsburgs.
    state.diplomacy.alliances.push('hapsburg|papacy');
    setControl(state, 'mohacs', 'papacy');
    loadDice(state, [6, 6]);
    declareMove(state, 'ottoman', 'agram', 'graz', [], { regular: 4 }, 1);
    expect(prompt(state)?.power).toBe('hapsburg');
    act(state, 'hapsburg', { type: 'space', space: 'trieste' });
    pickFormation(state, 'hapsburg', [], { regular: 2 });
    expect(state.spaces.graz.units.hapsburg?.regular).toBe(3);
    // The Hapsburgs may go on (no more spaces), the Papacy is never asked.
    expect(topFrame(state)).toMatchObject({ proc: 'fieldBattle', intercepted: true });
  });

  it('the Papacy is asked after the Hapsburgs fail', () => {
    const state = setup();
    declareWar(state, 'papacy', 'ottoman');
    state.diplomacy.alliances.push('hapsburg|papacy');
    place(state, 'graz', 'hapsburg', { regular: 1 });
    place(state, 'trieste', 'hapsburg', { regular: 2 });
    place(state, 'mohacs', 'papacy', { regular: 2 });
    setControl(state, 'mohacs', 'papacy');
    loadDice(state, [1, 1]);
    declareMove(state, 'ottoman', 'agram', 'graz', [], { regular: 4 }, 1);
    act(state, 'hapsburg', { type: 'space', space: 'trieste' });
    pickFormation(state, 'hapsburg', [], { regular: 2 });
    expect(prompt(state)).toEqual({ power: 'papacy', key: 'his.prompt.intercept' });
    expect(choices(state, 'papacy')).toEqual([{ type: 'space', space: 'mohacs' }, { type: 'done' }]);
  });

  it('units that already tried this impulse may not try again', () => {
    const state = setup();
    place(state, 'vienna', 'hapsburg', { regular: 2 });
    place(state, 'trieste', 'hapsburg', { regular: 1 });
    loadDice(state, [1, 1]);
    declareMove(state, 'ottoman', 'agram', 'graz', [], { regular: 2 }, 2);
    act(state, 'hapsburg', { type: 'space', space: 'vienna' });
    pickFormation(state, 'hapsburg', [], { regular: 2 });
    act(state, 'hapsburg', { type: 'done' });
    // Second move of the same impulse, into Pressburg (next to Vienna): the 2 regulars
    // that tried may not try again; 2 fresh ones may.
    place(state, 'buda', 'ottoman', { regular: 2 });
    setControl(state, 'pressburg', 'ottoman');
    place(state, 'vienna', 'hapsburg', { regular: 2 });
    act(state, 'ottoman', { type: 'action', action: 'move' });
    act(state, 'ottoman', { type: 'space', space: 'buda' });
    pickFormation(state, 'ottoman', [], { regular: 2 });
    act(state, 'ottoman', { type: 'space', space: 'pressburg' });
    expect(prompt(state)).toEqual({ power: 'hapsburg', key: 'his.prompt.intercept' });
    act(state, 'hapsburg', { type: 'space', space: 'vienna' });
    expect(choices(state, 'hapsburg').map((a) => a.count)).toEqual([1, 2]);
  });

  it('leaders may not intercept alone unless the destination holds friendly units', () => {
    const state = setup();
    place(state, 'vienna', 'hapsburg', { leaders: ['ferdinand'] });
    declareMove(state, 'ottoman', 'agram', 'graz', [], { regular: 4 }, 1);
    // Graz is empty: no interception at all.
    expect(prompt(state)).toBeNull();
    expect(state.spaces.graz.units.ottoman?.regular).toBe(4);

    const s2 = setup();
    place(s2, 'vienna', 'hapsburg', { leaders: ['ferdinand'] });
    place(s2, 'graz', 'hapsburg', { regular: 1 });
    declareMove(s2, 'ottoman', 'agram', 'graz', [], { regular: 4 }, 1);
    expect(choices(s2, 'hapsburg')).toEqual([{ type: 'space', space: 'vienna' }, { type: 'done' }]);
  });

  it('no interception of a move into a friendly fortified space that is not besieged', () => {
    const state = emptyBoard('1517');
    declareWar(state, 'hapsburg', 'ottoman');
    place(state, 'graz', 'hapsburg', { regular: 2 });
    place(state, 'pressburg', 'ottoman', { regular: 4 });
    place(state, 'linz', 'hapsburg', { regular: 2 });
    setControl(state, 'pressburg', 'ottoman');
    declareMove(state, 'hapsburg', 'graz', 'vienna', [], { regular: 2 }, 1);
    expect(prompt(state)).toBeNull();
    expect(state.spaces.vienna.units.hapsburg?.regular).toBe(2);
  });

  it('into an empty fortified space only its controller or an ally may intercept', () => {
    const state = emptyBoard('1517');
    declareWar(state, 'hapsburg', 'france');
    declareWar(state, 'england', 'france');
    place(state, 'st_dizier', 'france', { regular: 3 });
    // Brussels is Hapsburg: English units in Antwerp are at war with France but not allied to the Hapsburgs.
    place(state, 'antwerp', 'england', { regular: 3 });
    place(state, 'liege', 'hapsburg', { regular: 3 });
    setControl(state, 'antwerp', 'england');
    declareMove(state, 'france', 'st_dizier', 'brussels', [], { regular: 3 }, 1);
    expect(prompt(state)).toEqual({ power: 'hapsburg', key: 'his.prompt.intercept' });
    act(state, 'hapsburg', { type: 'done' });
    // England is never asked; France besieges the empty fortress.
    expect(state.spaces.brussels.siege?.besieger).toBe('france');
  });

  it('into an occupied space only to join own or allied units; not if someone there is besieged', () => {
    const state = emptyBoard('1517');
    declareWar(state, 'france', 'england');
    place(state, 'st_dizier', 'france', { regular: 4 });
    place(state, 'st_quentin', 'hapsburg', { regular: 1 });
    setControl(state, 'st_quentin', 'hapsburg');
    // English units next door are at war with France but not allied to the Hapsburgs in St Quentin.
    place(state, 'brussels', 'england', { regular: 3 });
    declareMove(state, 'france', 'st_dizier', 'st_quentin', [], { regular: 4 }, 1);
    expect(prompt(state)?.key).toBe('his.prompt.avoidBattle');
  });

  it('the Ottoman adds 1 with cavalry in the intercepting formation', () => {
    expect(interceptionModifier('ottoman', { leaders: ['ibrahim-pasha'], units: [{ power: 'ottoman', kind: 'cavalry', count: 1 }] }, false)).toBe(2);
    expect(interceptionModifier('ottoman', { leaders: [], units: [{ power: 'ottoman', kind: 'regular', count: 1 }] }, false)).toBe(0);
  });
});
