// 15, 15.1, 15.2, 15.3: corners of the siege rules not covered by the rulebook's example.
import { describe, expect, it } from 'vitest';
import { MAJOR_POWERS } from '../data/powers.ts';
import { navalMoveOrigins } from '../naval/movement.ts';
import type { HisState } from '../state.ts';
import { act, choices, clearMap, declareWar, loadDice, place, runProcedure, setControl, startingState } from '../testing/position.ts';
import { mayAssault } from './assault.ts';
import { declareMove } from './move-test-helpers.ts';

function board(): HisState {
  const s = clearMap(startingState('1517'));
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.impulse = 10;
  return s;
}

/** h hits out of n dice. */
function dice(n: number, h: number): number[] {
  return [...Array<number>(h).fill(6), ...Array<number>(n - h).fill(1)];
}

/** France besieges the Hapsburg key of Antwerp since impulse 3, with an LOC through French Brussels. */
function antwerp(): HisState {
  const s = board();
  declareWar(s, 'france', 'hapsburg');
  setControl(s, 'brussels', 'france');
  return s;
}

/** Francis and 6 regulars besiege English Calais (2 regulars inside); Brandon will come from Boulogne. */
function calais(): HisState {
  const s = board();
  declareWar(s, 'france', 'england');
  setControl(s, 'brussels', 'france');
  setControl(s, 'boulogne', 'england');
  place(s, 'calais', 'england', { regular: 2 });
  place(s, 'calais', 'france', { regular: 6, leaders: ['francis-i'] });
  s.spaces.calais.siege = { besieger: 'france', since: 10 };
  s.impulse = 11;
  return s;
}

function relief(s: HisState, rolled: number[]): void {
  place(s, 'calais', 'england', { regular: 4, leaders: ['charles-brandon'] });
  loadDice(s, rolled);
  runProcedure(s, {
    proc: 'fieldBattle',
    space: 'calais',
    attacker: 'england',
    intercepted: false,
    from: 'boulogne',
    formation: [{ power: 'england', kind: 'regular', n: 4 }],
    formationLeaders: ['charles-brandon'],
  });
}

describe('15: naval units in a besieged port may still move', () => {
  it('the English squadron in besieged Calais may make a Naval Move', () => {
    const s = calais();
    place(s, 'calais', 'england', { squadron: 1 });
    expect(navalMoveOrigins(s, 'england')).toContain('calais');
  });
});

describe('15.1 step 10: a naval leader in the captured port goes to the Turn Track', () => {
  it('Andrea Doria (Genoa, allied to the Hapsburgs) in Antwerp when it falls: back next turn, not off the map', () => {
    const s = antwerp();
    s.turn = 2;
    s.diplomacy.minorAllies.genoa = 'hapsburg';
    place(s, 'antwerp', 'hapsburg', { regular: 1 });
    place(s, 'antwerp', 'genoa', { leaders: ['andrea-doria'] });
    place(s, 'antwerp', 'france', { regular: 4 });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    // France 2 dice (4 units against 1: one die per 2), Hapsburg 1 + 1 for defending.
    loadDice(s, [...dice(2, 1), ...dice(2, 0)]);
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 1 });
    expect(s.spaces.antwerp.control).toBe('france');
    expect(s.spaces.antwerp.units.genoa).toBeUndefined();
    expect(s.navalLeadersAway).toEqual([{ leader: 'andrea-doria', owner: 'genoa', turn: 3 }]);
  });
});

describe('15.1: who assaults', () => {
  it('units that joined the besiegers earlier in the impulse take part in the assault', () => {
    const s = antwerp();
    place(s, 'antwerp', 'france', { regular: 2 });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    place(s, 'brussels', 'france', { regular: 2 });
    declareMove(s, 'france', 'brussels', 'antwerp', [], { regular: 2 }, 1);
    expect(s.spaces.antwerp.units.france?.regular).toBe(4);
    // The siege still dates from impulse 3: the assault is allowed in this impulse.
    expect(s.spaces.antwerp.siege).toMatchObject({ besieger: 'france', since: 3 });
    setControl(s, 'brussels', 'france');
    expect(mayAssault(s, 'france', 'antwerp')).toBe(true);
    // Against the empty fortress: 1 die per unit, all 4.
    loadDice(s, dice(4, 1));
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 1 });
    // 4 dice for the attackers (the defender still rolls 1 for defending).
    expect(s.log.filter((e) => e.key === 'his.log.assaultRoll').map((e) => e.params.dice)).toEqual([4, 1]);
    expect(s.spaces.antwerp.control).toBe('france');
  });

  it('Ottoman cavalry may be taken as losses in an assault', () => {
    const s = board();
    declareWar(s, 'ottoman', 'hapsburg');
    // Belgrade (Hungarian key, Hapsburg-held here) besieged by Ottoman regulars and cavalry; LOC from Nezh.
    setControl(s, 'belgrade', 'hapsburg');
    place(s, 'belgrade', 'hapsburg', { regular: 1 });
    place(s, 'belgrade', 'ottoman', { regular: 2, cavalry: 2 });
    s.spaces.belgrade.siege = { besieger: 'ottoman', since: 3 };
    expect(mayAssault(s, 'ottoman', 'belgrade')).toBe(true);
    // Ottoman 1 die (2 non-cavalry units against 1), Hapsburg 1 + 1: one Ottoman loss.
    loadDice(s, [...dice(1, 0), ...dice(2, 1)]);
    runProcedure(s, { proc: 'assault', power: 'ottoman', space: 'belgrade' }, { power: 'ottoman', cp: 1 });
    expect(choices(s, 'ottoman')).toContainEqual({ type: 'casualty', power: 'ottoman', kind: 'cavalry' });
    act(s, 'ottoman', { type: 'casualty', power: 'ottoman', kind: 'cavalry' });
    expect(s.spaces.belgrade.units.ottoman).toMatchObject({ regular: 2, cavalry: 1 });
  });
});

describe('15: a siege by two allied powers at once', () => {
  function joint(): HisState {
    const s = antwerp();
    declareWar(s, 'england', 'hapsburg');
    s.diplomacy.alliances.push('england|france');
    place(s, 'antwerp', 'hapsburg', { regular: 1 });
    place(s, 'antwerp', 'france', { regular: 2 });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    place(s, 'brussels', 'england', { regular: 2 });
    return s;
  }

  it('an ally of the besieger at war with the controller and outnumbering the garrison by itself joins the siege', () => {
    const s = joint();
    s.impulse = 4;
    declareMove(s, 'england', 'brussels', 'antwerp', [], { regular: 2 }, 1);
    expect(s.spaces.antwerp.siege).toMatchObject({ besieger: 'france', since: 3, joined: [{ power: 'england', since: 4 }] });
    // Not in the impulse it began its own siege; in a later one England may assault.
    expect(mayAssault(s, 'england', 'antwerp')).toBe(false);
    s.impulse = 5;
    expect(mayAssault(s, 'england', 'antwerp')).toBe(true);
    expect(mayAssault(s, 'france', 'antwerp')).toBe(true);
    // England assaults with its own formation only: 2 units against 1, 1 die.
    loadDice(s, [...dice(1, 1), ...dice(2, 0)]);
    runProcedure(s, { proc: 'assault', power: 'england', space: 'antwerp' }, { power: 'england', cp: 1 });
    expect(s.log.find((e) => e.key === 'his.log.assaultRoll')?.params).toMatchObject({ side: 'attacker', dice: 1 });
    expect(s.spaces.antwerp.control).toBe('england');
  });

  it('an ally that does not outnumber the garrison by itself does not besiege', () => {
    const s = joint();
    s.spaces.antwerp.units.hapsburg!.regular = 2;
    s.spaces.antwerp.units.france!.regular = 3;
    s.impulse = 4;
    declareMove(s, 'england', 'brussels', 'antwerp', [], { regular: 2 }, 1);
    expect(s.spaces.antwerp.siege?.joined).toBeUndefined();
    s.impulse = 5;
    expect(mayAssault(s, 'england', 'antwerp')).toBe(false);
  });
});

describe('15.2: a relief force wiped out', () => {
  it('has its army leaders captured and does not retreat; the garrison that stayed inside is untouched', () => {
    const s = calais();
    // England 4 + 1 dice; France 6 + 1 (Francis) + 1 defending: 4 hits wipe out the relief force.
    relief(s, [...dice(5, 0), ...dice(8, 4)]);
    act(s, 'england', { type: 'count', n: 0 });
    for (let i = 0; i < 4 && choices(s, 'england').some((a) => a.type === 'casualty'); i++) act(s, 'england', choices(s, 'england')[0]!);
    expect(s.powers.france.captives).toContain('charles-brandon');
    expect(s.spaces.boulogne.units.england).toBeUndefined();
    expect(s.spaces.calais.units.england).toMatchObject({ regular: 2, leaders: [] });
    expect(s.spaces.calais.siege?.besieger).toBe('france');
  });
});

describe('15.3: breaking a siege', () => {
  it('with no legal retreat space the besieging stack is eliminated and its leaders captured', () => {
    const s = calais();
    // Brussels Hapsburg (not a French ally), Boulogne is where the relief force came from.
    setControl(s, 'brussels', 'hapsburg');
    relief(s, [...dice(5, 5), ...dice(8, 0)]);
    act(s, 'england', { type: 'count', n: 0 });
    expect(s.spaces.calais.siege).toBeNull();
    expect(s.spaces.calais.units.france).toBeUndefined();
    expect(s.powers.england.captives).toContain('francis-i');
  });
});
