import { describe, expect, it } from 'vitest';
import { declareWar, loadDice, place, setControl, stackWithBudgets } from '../testing/position.ts';
import { foulWeatherStrikes, barLeader, markLostBattle } from './formation.ts';
import { canEnter, movablePieces, moveOrigins } from './movement.ts';
import { landMoveFrame } from './move-procedure.ts';
import { act, choices, declareMove, emptyBoard, fieldBattleFrame, pickFormation, prompt, runProcedure, topFrame, withResponseCards, stopAnnounced } from './move-test-helpers.ts';


describe('13.1 entry restrictions (canEnter)', () => {
  it('only adjacent spaces', () => {
    const state = emptyBoard();
    expect(canEnter(state, 'hapsburg', 'vienna', 'graz')).toBe(true);
    expect(canEnter(state, 'hapsburg', 'vienna', 'agram')).toBe(false);
  });

  it('never an out-of-play space (Algiers before Barbary Pirates, 21.1)', () => {
    const state = emptyBoard('1517');
    expect(state.outOfPlay).toContain('algiers');
    // Algiers has no land connection; the rule is checked on any space listed out of play.
    state.outOfPlay.push('graz');
    expect(canEnter(state, 'hapsburg', 'vienna', 'graz')).toBe(false);
  });

  it('a space of a power neither at war nor allied may not be entered; at war or allied it may', () => {
    const state = emptyBoard('1517');
    // Calais is English; France and England are at peace in 1517.
    expect(canEnter(state, 'france', 'boulogne', 'calais')).toBe(false);
    declareWar(state, 'france', 'england');
    expect(canEnter(state, 'france', 'boulogne', 'calais')).toBe(true);
    const allied = emptyBoard('1517');
    allied.diplomacy.alliances.push('england|france');
    expect(canEnter(allied, 'france', 'boulogne', 'calais')).toBe(true);
  });

  it('independent spaces may always be entered, also holding independent regulars (22.6)', () => {
    const state = emptyBoard('1517');
    place(state, 'metz', 'independent', { regular: 1 });
    expect(canEnter(state, 'hapsburg', 'besancon', 'metz')).toBe(true);
    expect(canEnter(state, 'france', 'st_dizier', 'metz')).toBe(true);
  });

  it('an inactive minor power space needs a war with that minor', () => {
    const state = emptyBoard('1517');
    expect(canEnter(state, 'hapsburg', 'trieste', 'venice')).toBe(false);
    declareWar(state, 'hapsburg', 'venice');
    expect(canEnter(state, 'hapsburg', 'trieste', 'venice')).toBe(true);
  });

  it('electorates are closed to other powers before the Schmalkaldic League (21.6)', () => {
    const state = emptyBoard('1517');
    expect(canEnter(state, 'hapsburg', 'regensburg', 'augsburg')).toBe(false);
    state.eventsResolved.push(13);
    expect(canEnter(state, 'hapsburg', 'regensburg', 'augsburg')).toBe(true);
  });

  it('a space with units of a power neither allied nor at war blocks entry', () => {
    const state = emptyBoard('1517');
    place(state, 'trent', 'france', { regular: 2 }); // Trent is independent
    expect(canEnter(state, 'england', 'innsbruck', 'trent')).toBe(false);
    declareWar(state, 'england', 'france');
    expect(canEnter(state, 'england', 'innsbruck', 'trent')).toBe(true);
  });

  it('a space where all units are allies may be entered', () => {
    const state = emptyBoard('1517');
    state.diplomacy.alliances.push('hapsburg|papacy');
    place(state, 'trent', 'papacy', { regular: 2 });
    expect(canEnter(state, 'hapsburg', 'innsbruck', 'trent')).toBe(true);
  });

  it('mixed allies and enemies block entry, except in an enemy space held by the enemy and its allies', () => {
    const state = emptyBoard('1517');
    // Hapsburg at war with France, allied with England; French and English units in independent Trent.
    state.diplomacy.alliances.push('england|hapsburg');
    place(state, 'trent', 'france', { regular: 2 });
    place(state, 'trent', 'england', { regular: 2 });
    expect(canEnter(state, 'hapsburg', 'innsbruck', 'trent')).toBe(false);
    // Third case: a French space holding French and Papal units (Papacy allied to France, not at war with Hapsburg).
    const s2 = emptyBoard('1517');
    s2.diplomacy.wars = s2.diplomacy.wars.filter((k) => k !== 'france|papacy');
    s2.diplomacy.alliances.push('france|papacy');
    place(s2, 'dijon', 'france', { regular: 1 });
    place(s2, 'dijon', 'papacy', { regular: 2 });
    expect(canEnter(s2, 'hapsburg', 'besancon', 'dijon')).toBe(true);
  });

  it('a besieged space: friends inside and enemies outside (relief) may be entered, an allied siege of an ally not', () => {
    const state = emptyBoard('1517');
    // French besiege Hapsburg Brussels.
    place(state, 'brussels', 'hapsburg', { regular: 2 });
    place(state, 'brussels', 'france', { regular: 4 });
    state.spaces.brussels.siege = { besieger: 'france', since: 1 };
    expect(canEnter(state, 'hapsburg', 'antwerp', 'brussels')).toBe(true);
    // England allied to France may join the besiegers; at war but not allied it may not.
    declareWar(state, 'england', 'hapsburg');
    expect(canEnter(state, 'england', 'calais', 'brussels')).toBe(false);
    state.diplomacy.alliances.push('england|france');
    expect(canEnter(state, 'england', 'calais', 'brussels')).toBe(true);
  });

  it('leaders alone may not enter an enemy-controlled space or one with enemy units', () => {
    const state = emptyBoard('1517');
    setControl(state, 'agram', 'hapsburg');
    expect(canEnter(state, 'hapsburg', 'graz', 'agram', { leadersOnly: true })).toBe(true);
    setControl(state, 'agram', 'ottoman');
    declareWar(state, 'hapsburg', 'ottoman');
    expect(canEnter(state, 'hapsburg', 'graz', 'agram', { leadersOnly: true })).toBe(false);
    expect(canEnter(state, 'hapsburg', 'graz', 'agram')).toBe(true);
    setControl(state, 'agram', 'hapsburg');
    place(state, 'agram', 'ottoman', { regular: 1 });
    expect(canEnter(state, 'hapsburg', 'graz', 'agram', { leadersOnly: true })).toBe(false);
  });

  it('moving into a space in unrest is allowed (12.4 restricts deployment, retreat and avoid battle only)', () => {
    const state = emptyBoard('1517');
    state.spaces.graz.unrest = true;
    expect(canEnter(state, 'hapsburg', 'vienna', 'graz')).toBe(true);
  });
});

describe('13.1 what may move', () => {
  it('the Protestant may not move before the Schmalkaldic League (21.6)', () => {
    const state = emptyBoard('1517');
    place(state, 'wittenberg', 'protestant', { regular: 2 });
    expect(moveOrigins(state, 'protestant', 5)).toEqual([]);
    state.eventsResolved.push(13);
    setControl(state, 'wittenberg', 'protestant');
    setControl(state, 'leipzig', 'protestant');
    expect(moveOrigins(state, 'protestant', 5)).toContain('wittenberg');
  });

  it('units besieged inside a fortification may not move (15)', () => {
    const state = emptyBoard('1517');
    place(state, 'brussels', 'hapsburg', { regular: 2 });
    place(state, 'brussels', 'france', { regular: 4 });
    state.spaces.brussels.siege = { besieger: 'france', since: 1 };
    expect(movablePieces(state, 'hapsburg', 'brussels').units).toEqual([]);
    expect(movablePieces(state, 'france', 'brussels').units).toEqual([{ power: 'france', kind: 'regular', count: 4 }]);
  });

  it('units that put a space under siege earlier in this impulse may not move', () => {
    const state = emptyBoard('1517');
    place(state, 'brussels', 'hapsburg', { regular: 2 });
    place(state, 'brussels', 'france', { regular: 4 });
    state.spaces.brussels.siege = { besieger: 'france', since: state.impulse };
    expect(movablePieces(state, 'france', 'brussels').units).toEqual([]);
    state.impulse++;
    expect(movablePieces(state, 'france', 'brussels').units).toHaveLength(1);
  });

  it('pieces that lost a field battle this impulse may not move', () => {
    const state = emptyBoard('1517');
    place(state, 'graz', 'hapsburg', { regular: 5, leaders: ['ferdinand'] });
    markLostBattle(state, 'graz', { leaders: ['ferdinand'], units: [{ power: 'hapsburg', kind: 'regular', count: 3 }] });
    expect(movablePieces(state, 'hapsburg', 'graz')).toEqual({ leaders: [], units: [{ power: 'hapsburg', kind: 'regular', count: 2 }] });
  });

  it('Gout: a barred leader may not move; Foul Weather: nothing moves twice', () => {
    const state = emptyBoard('1517');
    place(state, 'vienna', 'hapsburg', { regular: 2, leaders: ['ferdinand'] });
    barLeader(state, 'ferdinand');
    expect(movablePieces(state, 'hapsburg', 'vienna').leaders).toEqual([]);
    foulWeatherStrikes(state, 'hapsburg');
    declareMove(state, 'hapsburg', 'vienna', 'graz', [], { regular: 2 }, 3);
    expect(movablePieces(state, 'hapsburg', 'graz').units).toEqual([]);
  });
});

describe('13.1 the Move action', () => {
  it('moves a formation into a friendly space for 1 CP', () => {
    const state = emptyBoard('1517');
    place(state, 'vienna', 'hapsburg', { regular: 3, leaders: ['ferdinand'] });
    declareMove(state, 'hapsburg', 'vienna', 'linz', ['ferdinand'], { regular: 2 }, 3);
    expect(state.spaces.linz.units.hapsburg).toMatchObject({ regular: 2, leaders: ['ferdinand'] });
    expect(state.spaces.vienna.units.hapsburg).toMatchObject({ regular: 1, leaders: [] });
    expect(topFrame(state)).toMatchObject({ proc: 'spendCp', cp: 2 });
  });

  it('a move over a pass costs 2 CP and is offered only while 2 CP remain', () => {
    const state = emptyBoard('1517');
    place(state, 'graz', 'hapsburg', { regular: 2 });
    runProcedure(state, landMoveFrame('hapsburg'), { power: 'hapsburg', cp: 1 });
    act(state, 'hapsburg', { type: 'space', space: 'graz' });
    pickFormation(state, 'hapsburg', [], { regular: 2 });
    const oneCp = choices(state, 'hapsburg').map((a) => a.space);
    expect(oneCp).not.toContain('salzburg');
    expect(oneCp).toContain('vienna');

    runProcedure(state, landMoveFrame('hapsburg'), { power: 'hapsburg', cp: 3 });
    act(state, 'hapsburg', { type: 'space', space: 'graz' });
    pickFormation(state, 'hapsburg', [], { regular: 2 });
    expect(choices(state, 'hapsburg').map((a) => a.space)).toContain('salzburg');
    act(state, 'hapsburg', { type: 'space', space: 'salzburg' });
    expect(state.spaces.salzburg.units.hapsburg?.regular).toBe(2);
    expect(stackWithBudgets(state)).toEqual([{ proc: 'spendCp', power: 'hapsburg', cp: 1 }]);
  });

  it('leaders move alone into friendly spaces; the units prompt forces a unit when they could go nowhere alone', () => {
    const state = emptyBoard('1517');
    declareWar(state, 'hapsburg', 'ottoman');
    setControl(state, 'agram', 'ottoman');
    place(state, 'graz', 'hapsburg', { regular: 1, leaders: ['ferdinand'] });
    // Graz neighbours: Agram (Ottoman), Mohacs, Trieste (friendly or Hungarian)...
    declareMove(state, 'hapsburg', 'graz', 'trieste', ['ferdinand'], { regular: 0 }, 1);
    expect(state.spaces.trieste.units.hapsburg).toMatchObject({ regular: 0, leaders: ['ferdinand'] });

    const s2 = emptyBoard('1517');
    declareWar(s2, 'hapsburg', 'ottoman');
    for (const sp of ['vienna', 'linz', 'brunn', 'pressburg'] as const) setControl(s2, sp, 'ottoman');
    place(s2, 'vienna', 'hapsburg', { regular: 1, leaders: ['ferdinand'] });
    s2.spaces.vienna.control = 'hapsburg';
    setControl(s2, 'graz', 'ottoman');
    runProcedure(s2, landMoveFrame('hapsburg'), { power: 'hapsburg', cp: 1 });
    act(s2, 'hapsburg', { type: 'space', space: 'vienna' });
    act(s2, 'hapsburg', { type: 'leader', leader: 'ferdinand' });
    // Every neighbour of Vienna is Ottoman: the leader may not go alone, so the regular must
    // come (a single possible number is settled without a prompt).
    expect(topFrame(s2)).toMatchObject({ step: 'destination', formation: { leaders: ['ferdinand'], units: [{ power: 'hapsburg', kind: 'regular', count: 1 }] } });
  });

  it('a leader alone in an unfortified space is captured when enemy units enter (13.1)', () => {
    const state = emptyBoard('1517');
    declareWar(state, 'hapsburg', 'france');
    place(state, 'st_dizier', 'france', { regular: 3 });
    place(state, 'st_quentin', 'hapsburg', { leaders: ['duke-of-alva'] });
    setControl(state, 'st_quentin', 'hapsburg');
    declareMove(state, 'france', 'st_dizier', 'st_quentin', [], { regular: 3 }, 1);
    expect(state.spaces.st_quentin.units.hapsburg).toBeUndefined();
    expect(state.powers.france.captives).toEqual(['duke-of-alva']);
    expect(fieldBattleFrame(state)).toBeUndefined();
  });

  it('a leader alone in his own fortified space goes inside and is besieged', () => {
    const state = emptyBoard('1517');
    place(state, 'st_dizier', 'france', { regular: 3 });
    place(state, 'brussels', 'hapsburg', { leaders: ['duke-of-alva'] });
    declareMove(state, 'france', 'st_dizier', 'brussels', [], { regular: 3 }, 1);
    expect(state.spaces.brussels.units.hapsburg?.leaders).toEqual(['duke-of-alva']);
    expect(state.spaces.brussels.siege).toEqual({ besieger: 'france', since: state.impulse });
  });

  it('entering an unoccupied enemy fortified space puts it under siege this impulse', () => {
    const state = emptyBoard('1517');
    place(state, 'st_dizier', 'france', { regular: 2 });
    declareMove(state, 'france', 'st_dizier', 'brussels', [], { regular: 2 }, 2);
    expect(state.spaces.brussels.siege).toEqual({ besieger: 'france', since: 5 });
    expect(state.spaces.brussels.control).toBe('hapsburg');
    // Those units may not move again this impulse.
    expect(moveOrigins(state, 'france', 1)).toEqual([]);
  });

  it('entering an enemy unfortified space neither besieges nor takes control', () => {
    const state = emptyBoard('1517');
    place(state, 'st_dizier', 'france', { regular: 2 });
    declareMove(state, 'france', 'st_dizier', 'st_quentin', [], { regular: 2 }, 1);
    expect(state.spaces.st_quentin.siege).toBeNull();
    expect(state.spaces.st_quentin.control).toBe('france');
  });

  it('enemy land units in the space fight a field battle: the mover attacks', () => {
    const state = emptyBoard('1517');
    place(state, 'st_dizier', 'france', { regular: 4, leaders: ['francis-i'] });
    place(state, 'st_quentin', 'hapsburg', { regular: 2 });
    setControl(state, 'st_quentin', 'hapsburg');
    declareMove(state, 'france', 'st_dizier', 'st_quentin', ['francis-i'], { regular: 4 }, 1);
    // Hapsburg may avoid battle (to Brussels): decline.
    expect(prompt(state)).toEqual({ power: 'hapsburg', key: 'his.prompt.avoidBattle' });
    act(state, 'hapsburg', { type: 'skip' });
    expect(topFrame(state)).toMatchObject({ proc: 'fieldBattle', space: 'st_quentin', attacker: 'france', intercepted: false });
  });

  it('besiegers leaving so that the rest no longer outnumber the garrison break the siege and retreat (15.3)', () => {
    const state = emptyBoard('1517');
    place(state, 'brussels', 'hapsburg', { regular: 2 });
    place(state, 'brussels', 'france', { regular: 4 });
    state.spaces.brussels.siege = { besieger: 'france', since: 1 };
    declareMove(state, 'france', 'brussels', 'st_quentin', [], { regular: 2 }, 1);
    expect(state.spaces.brussels.siege).toBeNull();
    expect(prompt(state)).toEqual({ power: 'france', key: 'his.prompt.siegeRetreat' });
    const spaces = choices(state, 'france').map((a) => a.space);
    expect(spaces).toContain('st_quentin');
    expect(spaces).not.toContain('antwerp'); // Hapsburg-controlled
    act(state, 'france', { type: 'space', space: 'st_quentin' });
    expect(state.spaces.st_quentin.units.france?.regular).toBe(4);
    expect(state.spaces.brussels.units.france).toBeUndefined();
  });

  it('a response in the beforeMove window can stop the move (Foul Weather, Gout)', () => {
    const state = emptyBoard('1517');
    place(state, 'vienna', 'hapsburg', { regular: 2 });
    // France alone holds card 31, whatever the deal gave the others.
    for (const hand of Object.values(state.powers).map((p) => p.hand)) if (hand.includes(31)) hand.splice(hand.indexOf(31), 1);
    state.powers.france.hand.push(31);
    const h = withResponseCards({
      31: {
        windows: ['beforeMove'],
        canPlay: (_s, power, w) => power !== w.active,
        play: (_s, _p, w) => stopAnnounced(w),
      },
    });
    h.declareMove(state, 'hapsburg', 'vienna', 'graz', [], { regular: 2 }, 2);
    expect(h.prompt(state)).toEqual({ power: 'france', key: 'his.prompt.response' });
    h.act(state, 'france', { type: 'respond', card: 31 });
    expect(state.spaces.vienna.units.hapsburg?.regular).toBe(2);
    expect(state.spaces.graz.units.hapsburg).toBeUndefined();
    expect(topFrame(state)).toMatchObject({ proc: 'spendCp', cp: 1 });
  });

  it('a random move may be cancelled only when no destination is left (never a dead end otherwise)', () => {
    const state = emptyBoard('1517');
    place(state, 'vienna', 'hapsburg', { regular: 1 });
    runProcedure(state, landMoveFrame('hapsburg'), { power: 'hapsburg', cp: 1 });
    expect(choices(state, 'hapsburg')).toEqual([{ type: 'space', space: 'vienna' }]);
    act(state, 'hapsburg', { type: 'space', space: 'vienna' });
    expect(choices(state, 'hapsburg').every((a) => a.type === 'space')).toBe(true);
  });

  it('independent garrison of 4 or fewer withdraws by itself and is besieged (22.6)', () => {
    const state = emptyBoard('1517');
    place(state, 'metz', 'independent', { regular: 1 });
    place(state, 'besancon', 'hapsburg', { regular: 3 });
    declareMove(state, 'hapsburg', 'besancon', 'metz', [], { regular: 3 }, 1);
    expect(state.spaces.metz.siege).toEqual({ besieger: 'hapsburg', since: 5 });
    expect(fieldBattleFrame(state)).toBeUndefined();
  });

  it('5 or more inactive minor units hold their ground and fight (22.1)', () => {
    const state = emptyBoard('1517');
    place(state, 'buda', 'hungary', { regular: 5 });
    place(state, 'pressburg', 'ottoman', { regular: 8, leaders: ['suleiman'] });
    setControl(state, 'pressburg', 'ottoman');
    declareMove(state, 'ottoman', 'pressburg', 'buda', ['suleiman'], { regular: 8 }, 1);
    expect(topFrame(state)).toMatchObject({ proc: 'fieldBattle', space: 'buda', attacker: 'ottoman', intercepted: false });
  });

  it('uses the dice only for interception and avoid battle', () => {
    const state = emptyBoard('1517');
    loadDice(state, [6, 6]);
    place(state, 'vienna', 'hapsburg', { regular: 2 });
    declareMove(state, 'hapsburg', 'vienna', 'graz', [], { regular: 2 }, 1);
    expect(state.forcedDice).toEqual([6, 6]);
  });
});
