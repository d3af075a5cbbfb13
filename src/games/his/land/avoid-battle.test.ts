import { describe, expect, it } from 'vitest';
import type { HisState } from '../state.ts';
import { declareWar, loadDice, place, setControl } from '../testing/position.ts';
import { avoidBattleModifier } from './avoid-battle.ts';
import { markLostBattle } from './formation.ts';
import { act, choices, declareMove, emptyBoard, fieldBattleFrame, pickFormation, prompt, topFrame } from './move-test-helpers.ts';


/** France moves from St Dizier into Hapsburg St Quentin, held by Alva and 3 regulars. */
function frenchAttack(extra: (s: HisState) => void = () => {}): HisState {
  const state = emptyBoard('1517');
  place(state, 'st_dizier', 'france', { regular: 5, leaders: ['montmorency'] });
  place(state, 'st_quentin', 'hapsburg', { regular: 3, leaders: ['duke-of-alva'] });
  setControl(state, 'st_quentin', 'hapsburg');
  extra(state);
  declareMove(state, 'france', 'st_dizier', 'st_quentin', ['montmorency'], { regular: 5 }, 1);
  return state;
}

describe('13.3 avoid battle', () => {
  it('offers adjacent friendly spaces, not the space the mover came from, nor enemy, unrest or non-allied spaces', () => {
    // St Quentin: Boulogne (French), Brussels (Hapsburg), Paris (French), St Dizier (vacated), Calais? no.
    const state = frenchAttack();
    expect(prompt(state)).toEqual({ power: 'hapsburg', key: 'his.prompt.avoidBattle' });
    expect(choices(state, 'hapsburg')).toEqual([{ type: 'space', space: 'brussels' }, { type: 'skip' }]);

    const unrest = frenchAttack((s) => {
      s.spaces.brussels.unrest = true;
    });
    // No legal space: not asked; the battle follows.
    expect(fieldBattleFrame(unrest)).toMatchObject({ space: 'st_quentin', attacker: 'france', intercepted: false });

    const enemy = frenchAttack((s) => {
      place(s, 'brussels', 'france', { regular: 1 });
      s.spaces.brussels.siege = null;
    });
    expect(prompt(enemy)?.key).not.toBe('his.prompt.avoidBattle');
  });

  it('9 or more on 2d6 plus the best battle rating moves the chosen units away', () => {
    const state = frenchAttack();
    loadDice(state, [4, 4]);
    act(state, 'hapsburg', { type: 'space', space: 'brussels' });
    pickFormation(state, 'hapsburg', ['duke-of-alva'], { regular: 3 });
    // 8 + Alva's 1 = 9.
    expect(state.spaces.brussels.units.hapsburg).toMatchObject({ regular: 3, leaders: ['duke-of-alva'] });
    expect(state.spaces.st_quentin.units.hapsburg).toBeUndefined();
    expect(fieldBattleFrame(state)).toBeUndefined();
    expect(state.spaces.st_quentin.units.france?.regular).toBe(5);
  });

  it('a failed attempt leaves them to fight', () => {
    const state = frenchAttack();
    loadDice(state, [4, 3]);
    act(state, 'hapsburg', { type: 'space', space: 'brussels' });
    pickFormation(state, 'hapsburg', ['duke-of-alva'], { regular: 3 });
    expect(topFrame(state)).toMatchObject({ proc: 'fieldBattle', space: 'st_quentin', attacker: 'france', intercepted: false });
  });

  it('a leader may avoid by himself, leaving the units to fight', () => {
    const state = frenchAttack();
    loadDice(state, [6, 6]);
    act(state, 'hapsburg', { type: 'space', space: 'brussels' });
    pickFormation(state, 'hapsburg', ['duke-of-alva'], { regular: 0 });
    expect(state.spaces.brussels.units.hapsburg?.leaders).toEqual(['duke-of-alva']);
    expect(state.spaces.st_quentin.units.hapsburg?.regular).toBe(3);
    expect(fieldBattleFrame(state)).toBeDefined();
  });

  it('units left behind without land units: their leader is captured in an unfortified space', () => {
    const state = frenchAttack();
    loadDice(state, [6, 6]);
    act(state, 'hapsburg', { type: 'space', space: 'brussels' });
    act(state, 'hapsburg', { type: 'done' });
    act(state, 'hapsburg', { type: 'units', power: 'hapsburg', kind: 'regular', count: 3 });
    expect(state.spaces.brussels.units.hapsburg?.regular).toBe(3);
    expect(state.powers.france.captives).toEqual(['duke-of-alva']);
    expect(fieldBattleFrame(state)).toBeUndefined();
  });

  it('a leader alone in the space may not avoid battle (and is captured)', () => {
    const state = emptyBoard('1517');
    place(state, 'st_dizier', 'france', { regular: 5 });
    place(state, 'st_quentin', 'hapsburg', { leaders: ['duke-of-alva'] });
    setControl(state, 'st_quentin', 'hapsburg');
    declareMove(state, 'france', 'st_dizier', 'st_quentin', [], { regular: 4 }, 1);
    expect(prompt(state)).toBeNull();
    expect(state.powers.france.captives).toEqual(['duke-of-alva']);
  });

  it('units chosen may exceed a formation', () => {
    const state = frenchAttack((s) => place(s, 'st_quentin', 'hapsburg', { regular: 7 }));
    act(state, 'hapsburg', { type: 'space', space: 'brussels' });
    act(state, 'hapsburg', { type: 'done' });
    expect(choices(state, 'hapsburg').map((a) => a.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('automatic if every unit leaving already lost a field battle this impulse (no dice)', () => {
    const state = frenchAttack((s) => markLostBattle(s, 'st_quentin', { leaders: ['duke-of-alva'], units: [{ power: 'hapsburg', kind: 'regular', count: 3 }] }));
    loadDice(state, [1, 1]);
    act(state, 'hapsburg', { type: 'space', space: 'brussels' });
    pickFormation(state, 'hapsburg', ['duke-of-alva'], { regular: 3 });
    expect(state.spaces.brussels.units.hapsburg?.regular).toBe(3);
    expect(state.forcedDice).toEqual([1, 1]);
  });

  it('Ottoman cavalry: +1 to an Ottoman stack with cavalry, -1 to others avoiding a formation with Ottoman cavalry', () => {
    expect(avoidBattleModifier('ottoman', { leaders: [], units: [{ power: 'ottoman', kind: 'cavalry', count: 2 }] }, false)).toBe(1);
    expect(avoidBattleModifier('hapsburg', { leaders: ['ferdinand'], units: [] }, true)).toBe(0);
    expect(avoidBattleModifier('hapsburg', { leaders: ['charles-v', 'ferdinand'], units: [] }, false)).toBe(2);
  });

  it('allied powers in the space decide in impulse order, each for its own units', () => {
    const state = frenchAttack((s) => {
      declareWar(s, 'france', 'england');
      s.diplomacy.alliances.push('england|hapsburg');
      place(s, 'st_quentin', 'england', { regular: 2 });
    });
    expect(prompt(state)?.power).toBe('hapsburg');
    act(state, 'hapsburg', { type: 'skip' });
    expect(prompt(state)).toEqual({ power: 'england', key: 'his.prompt.avoidBattle' });
  });

  it('units under siege may not avoid battle; besiegers may, breaking the siege (relief force)', () => {
    const state = emptyBoard('1517');
    place(state, 'brussels', 'hapsburg', { regular: 1 });
    place(state, 'brussels', 'france', { regular: 3 });
    state.spaces.brussels.siege = { besieger: 'france', since: 1 };
    place(state, 'antwerp', 'hapsburg', { regular: 4 });
    loadDice(state, [6, 6]);
    declareMove(state, 'hapsburg', 'antwerp', 'brussels', [], { regular: 4 }, 1);
    expect(prompt(state)).toEqual({ power: 'france', key: 'his.prompt.avoidBattle' });
    act(state, 'france', { type: 'space', space: 'st_quentin' });
    act(state, 'france', { type: 'units', power: 'france', kind: 'regular', count: 3 });
    expect(state.spaces.st_quentin.units.france?.regular).toBe(3);
    expect(state.spaces.brussels.siege).toBeNull();
    expect(fieldBattleFrame(state)).toBeUndefined();
  });

  // Found by an arena game (seed 42/10): the besiegers avoid battle and leave; the mover that
  // came in is not part of the besieging stack, so 15.3 does not make it retreat.
  function frenchSiegeOfMetz(hapsburgRegulars: number): HisState {
    const state = emptyBoard('1517');
    declareWar(state, 'france', 'hapsburg');
    setControl(state, 'metz', 'independent');
    setControl(state, 'besancon', 'hapsburg');
    place(state, 'metz', 'independent', { regular: 1 });
    place(state, 'metz', 'france', { regular: 3 });
    state.spaces.metz.siege = { besieger: 'france', since: 1 };
    place(state, 'besancon', 'hapsburg', { regular: hapsburgRegulars });
    loadDice(state, [6, 6]);
    declareMove(state, 'hapsburg', 'besancon', 'metz', [], { regular: hapsburgRegulars }, 1);
    expect(prompt(state)).toEqual({ power: 'france', key: 'his.prompt.avoidBattle' });
    act(state, 'france', { type: 'space', space: 'st_dizier' });
    act(state, 'france', { type: 'units', power: 'france', kind: 'regular', count: 3 });
    expect(state.spaces.st_dizier.units.france?.regular).toBe(3);
    return state;
  }

  it('15.3: besiegers avoiding a mover too small to besiege leave it in the space to move on (13.4), not retreat with them', () => {
    const state = frenchSiegeOfMetz(1);
    expect(state.spaces.metz.siege).toBeNull();
    expect(state.spaces.metz.units.hapsburg?.regular).toBe(1);
    expect(prompt(state)?.key).toBe('his.prompt.moveOnOrRetreat');
    expect(choices(state, 'hapsburg')).toContainEqual({ type: 'retreat', space: 'besancon' });
    act(state, 'hapsburg', { type: 'retreat', space: 'besancon' });
    expect(state.spaces.besancon.units.hapsburg?.regular).toBe(1);
    expect(state.spaces.metz.units.hapsburg).toBeUndefined();
  });

  it('15: a mover that outnumbers the garrison once the besiegers have avoided battle begins its own siege', () => {
    const state = frenchSiegeOfMetz(3);
    expect(state.spaces.metz.siege).toMatchObject({ besieger: 'hapsburg' });
    expect(state.spaces.metz.units.hapsburg?.regular).toBe(3);
  });
});
