// 13.2 and 15: who may not intercept, and into where; 13.3: where avoid battle may not go
// and who goes together. Positions on the Brussels border (1517 map).
import { describe, expect, it } from 'vitest';
import type { HisState } from '../state.ts';
import { declareWar, loadDice, place, setControl } from '../testing/position.ts';
import { act, choices, declareMove, emptyBoard, fieldBattleFrame, prompt } from './move-test-helpers.ts';


/** France (at war with the Hapsburgs) will move 3 regulars from St Dizier into St Quentin, next to Brussels. */
function border(): HisState {
  const s = emptyBoard('1517');
  declareWar(s, 'france', 'hapsburg');
  setControl(s, 'st_quentin', 'hapsburg');
  place(s, 'st_dizier', 'france', { regular: 3 });
  return s;
}

describe('13.2, 15: units under siege may not intercept', () => {
  it('Hapsburg regulars free in Brussels may intercept into St Quentin', () => {
    const s = border();
    place(s, 'brussels', 'hapsburg', { regular: 2 });
    declareMove(s, 'france', 'st_dizier', 'st_quentin', [], { regular: 3 });
    expect(prompt(s)).toEqual({ power: 'hapsburg', key: 'his.prompt.intercept' });
    expect(choices(s, 'hapsburg')).toEqual([{ type: 'space', space: 'brussels' }, { type: 'done' }]);
  });

  it('the same regulars besieged in Brussels may not', () => {
    const s = border();
    place(s, 'brussels', 'hapsburg', { regular: 2 });
    place(s, 'brussels', 'france', { regular: 3 });
    s.spaces.brussels.siege = { besieger: 'france', since: 1 };
    declareMove(s, 'france', 'st_dizier', 'st_quentin', [], { regular: 3 });
    expect(prompt(s)?.key).not.toBe('his.prompt.intercept');
    expect(s.spaces.st_quentin.units.france?.regular).toBe(3);
  });

  it('a garrison may not intercept the besiegers leaving its space', () => {
    const s = border();
    place(s, 'brussels', 'hapsburg', { regular: 2 });
    place(s, 'brussels', 'france', { regular: 4 });
    s.spaces.brussels.siege = { besieger: 'france', since: 1 };
    declareMove(s, 'france', 'brussels', 'st_quentin', [], { regular: 4 });
    expect(prompt(s)?.key).not.toBe('his.prompt.intercept');
    expect(s.spaces.st_quentin.units.france?.regular).toBe(4);
  });
});

describe('13.2 restrictions on the destination', () => {
  it('no interception into a space holding besieged units, even to join them', () => {
    const s = border();
    // Brussels: 1 Hapsburg regular besieged by 3 French; France brings 3 more from St Dizier.
    place(s, 'brussels', 'hapsburg', { regular: 1 });
    place(s, 'brussels', 'france', { regular: 3 });
    s.spaces.brussels.siege = { besieger: 'france', since: 1 };
    place(s, 'antwerp', 'hapsburg', { regular: 4 });
    declareMove(s, 'france', 'st_dizier', 'brussels', [], { regular: 3 });
    expect(prompt(s)?.key).not.toBe('his.prompt.intercept');
    expect(s.spaces.brussels.units.france?.regular).toBe(6);
  });

  it('no interception into a space of a power that is neither enemy nor ally of the interceptor', () => {
    const run = (allied: boolean) => {
      const s = border();
      declareWar(s, 'france', 'england');
      setControl(s, 'st_quentin', 'england');
      if (allied) s.diplomacy.alliances.push('england|hapsburg');
      place(s, 'brussels', 'hapsburg', { regular: 2 });
      declareMove(s, 'france', 'st_dizier', 'st_quentin', [], { regular: 3 });
      return s;
    };
    // The Hapsburgs are at war with France but have no part in English St Quentin.
    expect(prompt(run(false))?.key).not.toBe('his.prompt.intercept');
    // Allied to England, they may.
    expect(choices(run(true), 'hapsburg')).toEqual([{ type: 'space', space: 'brussels' }, { type: 'done' }]);
  });
});

describe('13.2: formations moving by avoid battle, interception or retreat are never intercepted', () => {
  it('Hapsburg units avoiding battle from St Quentin into Brussels are not intercepted by the French next to Brussels', () => {
    const s = border();
    place(s, 'st_quentin', 'hapsburg', { regular: 2 });
    place(s, 'liege', 'france', { regular: 4, leaders: ['montmorency'] });
    setControl(s, 'liege', 'france');
    loadDice(s, [6, 6]);
    declareMove(s, 'france', 'st_dizier', 'st_quentin', [], { regular: 3 });
    expect(prompt(s)).toEqual({ power: 'hapsburg', key: 'his.prompt.avoidBattle' });
    act(s, 'hapsburg', { type: 'space', space: 'brussels' });
    act(s, 'hapsburg', { type: 'units', power: 'hapsburg', kind: 'regular', count: 2 });
    expect(s.spaces.brussels.units.hapsburg?.regular).toBe(2);
    // No interception prompt for France, no battle anywhere.
    expect(prompt(s)).toBeNull();
    expect(fieldBattleFrame(s)).toBeUndefined();
  });
});

describe('13.3 avoid battle: restrictions', () => {
  it('never into an independent space', () => {
    const run = (control: 'hapsburg' | 'independent') => {
      const s = border();
      place(s, 'st_quentin', 'hapsburg', { regular: 2 });
      setControl(s, 'brussels', control);
      declareMove(s, 'france', 'st_dizier', 'st_quentin', [], { regular: 3 });
      return s;
    };
    expect(choices(run('hapsburg'), 'hapsburg')).toEqual([{ type: 'space', space: 'brussels' }, { type: 'skip' }]);
    // Brussels independent: the only way out is closed; no avoid prompt, the battle follows.
    const closed = run('independent');
    expect(prompt(closed)?.key).not.toBe('his.prompt.avoidBattle');
    expect(fieldBattleFrame(closed)).toMatchObject({ space: 'st_quentin', attacker: 'france' });
  });

  it('an active minor ally\'s units avoid battle together with their major power\'s units, on one roll', () => {
    const s = border();
    s.diplomacy.minorAllies.genoa = 'hapsburg';
    place(s, 'st_quentin', 'hapsburg', { regular: 2 });
    place(s, 'st_quentin', 'genoa', { regular: 1 });
    loadDice(s, [6, 6]);
    declareMove(s, 'france', 'st_dizier', 'st_quentin', [], { regular: 3 });
    expect(prompt(s)).toEqual({ power: 'hapsburg', key: 'his.prompt.avoidBattle' });
    act(s, 'hapsburg', { type: 'space', space: 'brussels' });
    for (let i = 0; i < 4 && prompt(s)?.power === 'hapsburg'; i++) {
      const pick = choices(s, 'hapsburg');
      act(s, 'hapsburg', pick.reduce((a, b) => ((b.count as number) > (a.count as number) ? b : a)));
    }
    expect(s.spaces.brussels.units.hapsburg?.regular).toBe(2);
    expect(s.spaces.brussels.units.genoa?.regular).toBe(1);
    expect(s.spaces.st_quentin.units.genoa).toBeUndefined();
    // One attempt for the whole group.
    expect(s.log.filter((e) => e.key === 'his.log.avoidBattle')).toHaveLength(1);
  });
});

describe('15.3: besiegers leaving by interception break the siege', () => {
  it('2 of 3 French besiegers of Brussels intercept into St Quentin: 1 left against 1 inside, the siege is broken', () => {
    const s = emptyBoard('1517');
    declareWar(s, 'france', 'hapsburg');
    place(s, 'brussels', 'hapsburg', { regular: 1 });
    place(s, 'brussels', 'france', { regular: 3 });
    s.spaces.brussels.siege = { besieger: 'france', since: 1 };
    setControl(s, 'boulogne', 'hapsburg');
    place(s, 'boulogne', 'hapsburg', { regular: 2 });
    // 13.2: England, at war with France, next to St Quentin, may not intercept the French interceptors.
    declareWar(s, 'england', 'france');
    place(s, 'paris', 'england', { regular: 3 });
    loadDice(s, [6, 6]);
    declareMove(s, 'hapsburg', 'boulogne', 'st_quentin', [], { regular: 2 });
    expect(prompt(s)).toEqual({ power: 'france', key: 'his.prompt.intercept' });
    expect(choices(s, 'france')).toContainEqual({ type: 'space', space: 'brussels' });
    act(s, 'france', { type: 'space', space: 'brussels' });
    act(s, 'france', { type: 'units', power: 'france', kind: 'regular', count: 2 });
    expect(s.spaces.st_quentin.units.france?.regular).toBe(2);
    expect(s.spaces.brussels.siege).toBeNull();
    expect(s.log.filter((e) => e.key === 'his.log.interception')).toHaveLength(1);
    expect(prompt(s)?.key).not.toBe('his.prompt.intercept');
    // The French unit left behind must retreat (here to St Dizier, the only French neighbour).
    for (let i = 0; i < 3 && prompt(s)?.power === 'france'; i++) act(s, 'france', choices(s, 'france')[0]!);
    expect(s.spaces.brussels.units.france).toBeUndefined();
  });
});
