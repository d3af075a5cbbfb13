import { describe, expect, it } from 'vitest';
import type { SpaceId } from '../data/map.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { ASSAULT_ACTION } from '../actions/assault.ts';
import { keysControlled } from '../power-cards.ts';
import type { HisState } from '../state.ts';
import { act, choices, clearMap, declareWar, loadDice, place, runProcedure, setControl, stackWithBudgets, startingState } from '../testing/position.ts';
import { assaultAttackerDice, assaultDefenderDice, assaultFormation, assaultTargets, mayAssault } from './assault.ts';
import { barLeader } from './formation.ts';

function board(): HisState {
  const s = clearMap(startingState('1517'));
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.impulse = 10;
  return s;
}

function units(s: HisState, space: SpaceId, power: keyof HisState['spaces'][SpaceId]['units']) {
  const f = s.spaces[space].units[power];
  return f ? { regular: f.regular, mercenary: f.mercenary, cavalry: f.cavalry, leaders: [...f.leaders].sort() } : null;
}

function rolls(s: HisState, key: string): { side: string; dice: number; hits: number }[] {
  return s.log.filter((e) => e.key === key).map((e) => ({ side: e.params.side as string, dice: e.params.dice as number, hits: e.params.hits as number }));
}

function dice(n: number, h: number): number[] {
  return [...Array<number>(h).fill(6), ...Array<number>(n - h).fill(1)];
}

describe('Siege, Relief Force, Assault Example (15, 15.1, 15.2)', () => {
  // French impulse: Francis and 6 regulars besiege Calais; the 2 English regulars withdrew inside.
  function calais(): HisState {
    const s = board();
    declareWar(s, 'france', 'england');
    setControl(s, 'brussels', 'france');
    setControl(s, 'boulogne', 'england');
    place(s, 'calais', 'england', { regular: 2, squadron: 1 });
    place(s, 'calais', 'france', { regular: 6, leaders: ['francis-i'] });
    s.spaces.calais.siege = { besieger: 'france', since: 10 };
    return s;
  }

  // English impulse: Brandon's 4 regulars have just moved in from Boulogne; the relief battle begins.
  function brandonRelieves(s: HisState, rolled: number[]): void {
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

  it('an assault must wait until a later impulse', () => {
    const s = calais();
    s.seas.north_sea.units.france = { regular: 0, mercenary: 0, cavalry: 0, squadron: 2, corsair: 0, leaders: [] };
    expect(mayAssault(s, 'france', 'calais')).toBe(false);
    s.impulse = 11;
    expect(mayAssault(s, 'france', 'calais')).toBe(true);
  });

  it('English impulse: Brandon relieves Calais, the garrison joins, the relief force loses and the garrison goes back inside', () => {
    const s = calais();
    s.impulse = 11;
    brandonRelieves(s, [...dice(7, 0), ...dice(8, 2)]);
    // 15.2: the 2 regulars inside may join the relief battle.
    expect(choices(s, 'england')).toEqual([0, 1, 2].map((n) => ({ type: 'count', n })));
    act(s, 'england', { type: 'count', n: 2 });
    // 6 units + 1 for Brandon against 6 + 1 for Francis + 1 for defending.
    expect(rolls(s, 'his.log.battleRoll')).toEqual([
      { side: 'attacker', dice: 7, hits: 0 },
      { side: 'defender', dice: 8, hits: 2 },
    ]);
    // England takes the losses on Brandon's formation.
    expect(choices(s, 'england')).toEqual([
      { type: 'casualty', power: 'england', kind: 'regular' },
      { type: 'casualty', power: 'england', kind: 'regular', inside: true },
    ]);
    act(s, 'england', { type: 'casualty', power: 'england', kind: 'regular' });
    act(s, 'england', { type: 'casualty', power: 'england', kind: 'regular' });
    // Fewer hits than the French: only those who started inside may go back in.
    expect(choices(s, 'england')).toEqual([0, 1, 2].map((n) => ({ type: 'count', n })));
    act(s, 'england', { type: 'count', n: 2 });
    expect(s.stack).toEqual([]);
    expect(units(s, 'boulogne', 'england')).toEqual({ regular: 2, mercenary: 0, cavalry: 0, leaders: ['charles-brandon'] });
    expect(units(s, 'calais', 'england')?.regular).toBe(2);
    // 6 French still outnumber 2: the siege goes on.
    expect(s.spaces.calais.siege).toEqual({ besieger: 'france', since: 10 });
  });

  it('French impulse: 2 French squadrons in the North Sea allow the assault; 3 + 1 dice against 2 + 1; 2 hits take Calais', () => {
    const s = calais();
    s.impulse = 12;
    s.seas.north_sea.units.france = { regular: 0, mercenary: 0, cavalry: 0, squadron: 2, corsair: 0, leaders: [] };
    expect(assaultTargets(s, 'france')).toEqual(['calais']);
    loadDice(s, [...dice(4, 2), ...dice(3, 0)]);
    runProcedure(s, { proc: 'assault', power: 'france', space: null }, { power: 'france', cp: 2 });
    expect(choices(s, 'france')).toEqual([{ type: 'space', space: 'calais' }]);
    act(s, 'france', { type: 'space', space: 'calais' });
    expect(rolls(s, 'his.log.assaultRoll')).toEqual([
      { side: 'attacker', dice: 4, hits: 2 },
      { side: 'defender', dice: 3, hits: 0 },
    ]);
    // 1 CP spent; Calais falls, the English squadron in port goes to the next turn.
    expect(stackWithBudgets(s)).toEqual([{ proc: 'spendCp', power: 'france', cp: 1 }]);
    expect(s.spaces.calais.control).toBe('france');
    expect(s.spaces.calais.siege).toBeNull();
    expect(units(s, 'calais', 'england')).toBeNull();
    expect(s.navalEliminated.england).toBe(1);
    expect(keysControlled(s, 'france')).toContain('calais');
    // 9.3: a home key of England captured.
    expect(s.diplomacy.warCaptures).toContain('france>england');
  });

  it('with only 1 French squadron against the English one in port there is no assault', () => {
    const s = calais();
    s.impulse = 12;
    s.seas.north_sea.units.france = { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 2, leaders: [] };
    expect(mayAssault(s, 'france', 'calais')).toBe(false);
  });

  it('an English squadron next to the port forbids the assault', () => {
    const s = calais();
    s.impulse = 12;
    s.spaces.calais.units.england!.squadron = 0;
    s.seas.english_channel.units.england = { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] };
    expect(mayAssault(s, 'france', 'calais')).toBe(false);
    delete s.seas.english_channel.units.england;
    expect(mayAssault(s, 'france', 'calais')).toBe(true);
  });

  it('relief on equal hits: any participant may go inside, 4 at most', () => {
    const s = calais();
    s.impulse = 11;
    s.spaces.calais.units.england!.squadron = 0;
    brandonRelieves(s, [...dice(7, 1), ...dice(8, 1)]);
    act(s, 'england', { type: 'count', n: 2 });
    act(s, 'england', { type: 'casualty', power: 'england', kind: 'regular' });
    // Relief regulars (3 left) first: up to 4 may go in.
    expect(choices(s, 'england')).toEqual([0, 1, 2, 3].map((n) => ({ type: 'count', n })));
    act(s, 'england', { type: 'count', n: 3 });
    // Then the 2 that started inside: room for 1 more.
    expect(choices(s, 'england')).toEqual([0, 1].map((n) => ({ type: 'count', n })));
    act(s, 'england', { type: 'count', n: 1 });
    act(s, 'england', { type: 'yes' });
    expect(units(s, 'calais', 'england')).toEqual({ regular: 4, mercenary: 0, cavalry: 0, leaders: ['charles-brandon'] });
    expect(units(s, 'boulogne', 'england')?.regular).toBe(1);
    // The French lost one unit: 5 still outnumber 4.
    expect(s.spaces.calais.siege?.besieger).toBe('france');
  });

  it('a relief force that wins breaks the siege; the besiegers retreat', () => {
    const s = calais();
    s.impulse = 11;
    s.spaces.calais.units.england!.squadron = 0;
    brandonRelieves(s, [...dice(5, 3), ...dice(8, 0)]);
    // The garrison stays out of the battle: 4 + 1 dice.
    act(s, 'england', { type: 'count', n: 0 });
    expect(rolls(s, 'his.log.battleRoll')[0]).toEqual({ side: 'attacker', dice: 5, hits: 3 });
    // France retreats: Brussels (French); Antwerp is Hapsburg, Boulogne is where England came from.
    expect(units(s, 'brussels', 'france')).toEqual({ regular: 3, mercenary: 0, cavalry: 0, leaders: ['francis-i'] });
    expect(s.spaces.calais.siege).toBeNull();
    expect(units(s, 'calais', 'england')?.regular).toBe(6);
  });
});

describe('assault (15.1)', () => {
  // France besieges the Hapsburg key of Antwerp; its LOC runs Paris - St Quentin - Brussels.
  function antwerp(): HisState {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    return s;
  }

  it('against an empty fortress: 1 die per unit (cavalry ignored) plus the leader', () => {
    expect(
      assaultAttackerDice(
        [
          { power: 'ottoman', kind: 'regular', n: 4 },
          { power: 'ottoman', kind: 'cavalry', n: 3 },
        ],
        [{ power: 'ottoman', leader: 'ibrahim-pasha' }],
        0,
      ),
    ).toBe(5);
    // With defenders: one die per 2 units, rounded up.
    expect(assaultAttackerDice([{ power: 'ottoman', kind: 'regular', n: 5 }], [{ power: 'ottoman', leader: 'suleiman' }], 1)).toBe(5);
    // Formation limit without leaders: 4 units.
    expect(assaultAttackerDice([{ power: 'france', kind: 'regular', n: 9 }], [], 0)).toBe(4);
    // Defender: non-cavalry units, best rating, 1 for defending.
    expect(assaultDefenderDice([{ power: 'ottoman', kind: 'cavalry', n: 2 }], [{ power: 'ottoman', leader: 'suleiman' }])).toBe(3);
  });

  it('needs an LOC to the space', () => {
    const s = antwerp();
    place(s, 'antwerp', 'france', { regular: 5 });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    // Calais (English, not an ally) and Brussels (Hapsburg) cut France off from Antwerp.
    expect(mayAssault(s, 'france', 'antwerp')).toBe(false);
    setControl(s, 'brussels', 'france');
    expect(mayAssault(s, 'france', 'antwerp')).toBe(true);
  });

  it('only one assault per space per impulse; a failed assault keeps the siege while the besiegers outnumber', () => {
    const s = antwerp();
    setControl(s, 'brussels', 'france');
    place(s, 'antwerp', 'hapsburg', { regular: 2 });
    place(s, 'antwerp', 'france', { regular: 5 });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    loadDice(s, [...dice(3, 0), ...dice(3, 1)]);
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 3 });
    expect(s.spaces.antwerp.control).toBe('hapsburg');
    expect(units(s, 'antwerp', 'france')?.regular).toBe(4);
    expect(s.spaces.antwerp.siege).toMatchObject({ besieger: 'france', assaulted: 10 });
    expect(mayAssault(s, 'france', 'antwerp')).toBe(false);
    expect(ASSAULT_ACTION.available(s, 'france', 2)).toBe(false);
  });

  it('no hit means no success even against an empty space', () => {
    const s = antwerp();
    setControl(s, 'brussels', 'france');
    place(s, 'antwerp', 'france', { regular: 2 });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    loadDice(s, [...dice(2, 0), ...dice(1, 0)]);
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 1 });
    expect(s.spaces.antwerp.control).toBe('hapsburg');
    loadDice(s, [...dice(2, 1), ...dice(1, 0)]);
    s.impulse = 11;
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 1 });
    expect(s.spaces.antwerp.control).toBe('france');
  });

  it('besieged army leaders are captured when the space falls', () => {
    const s = antwerp();
    setControl(s, 'brussels', 'france');
    place(s, 'antwerp', 'hapsburg', { regular: 1, leaders: ['duke-of-alva'] });
    place(s, 'antwerp', 'france', { regular: 4, leaders: ['montmorency'] });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    // France 2 + 1 dice, Hapsburg 1 + 1 + 1.
    loadDice(s, [...dice(3, 1), ...dice(3, 0)]);
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 1 });
    expect(s.spaces.antwerp.control).toBe('france');
    expect(s.powers.france.captives).toEqual(['duke-of-alva']);
  });

  it('heavy losses break the siege: the besiegers retreat (15.3)', () => {
    const s = antwerp();
    setControl(s, 'brussels', 'france');
    place(s, 'antwerp', 'hapsburg', { regular: 3 });
    place(s, 'antwerp', 'france', { regular: 4 });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    loadDice(s, [...dice(2, 0), ...dice(4, 2)]);
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 1 });
    // 2 French left against 3 inside: the siege is broken; Brussels is the only French neighbour.
    expect(s.spaces.antwerp.siege).toBeNull();
    expect(choices(s, 'france')).toEqual([{ type: 'space', space: 'brussels' }]);
    act(s, 'france', { type: 'space', space: 'brussels' });
    expect(units(s, 'brussels', 'france')?.regular).toBe(2);
    expect(units(s, 'antwerp', 'france')).toBeNull();
  });

  it('attacking leaders left without units are displaced (12.5)', () => {
    const s = antwerp();
    setControl(s, 'brussels', 'france');
    place(s, 'antwerp', 'hapsburg', { regular: 3 });
    place(s, 'antwerp', 'france', { regular: 4, leaders: ['montmorency'] });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    loadDice(s, [...dice(3, 0), ...dice(4, 4)]);
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 1 });
    // Montmorency goes to the nearest French fortified space (Brussels) or to Paris.
    expect(choices(s, 'france')).toEqual([
      { type: 'space', space: 'brussels' },
      { type: 'space', space: 'paris' },
    ]);
    act(s, 'france', { type: 'space', space: 'paris' });
    expect(units(s, 'antwerp', 'france')).toBeNull();
    expect(units(s, 'paris', 'france')?.leaders).toEqual(['montmorency']);
    expect(s.spaces.antwerp.siege).toBeNull();
    expect(s.powers.hapsburg.captives).toEqual([]);
  });
});

describe('the assaulting formation (15.1 step 1)', () => {
  it('takes regulars before mercenaries up to the command of the leaders not barred by Gout', () => {
    const s = board();
    place(s, 'antwerp', 'france', { regular: 3, mercenary: 6, leaders: ['montmorency', 'francis-i'] });
    barLeader(s, 'francis-i');
    expect(assaultFormation(s, 'france', 'antwerp')).toEqual({
      lots: [
        { power: 'france', kind: 'regular', n: 3 },
        { power: 'france', kind: 'mercenary', n: 3 },
      ],
      leaders: [{ power: 'france', leader: 'montmorency' }],
    });
  });
});

describe('the assaulting formation is declared (15.1 step 1)', () => {
  it('more units than the command allows: the power picks them kind by kind; only they roll', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    setControl(s, 'brussels', 'france');
    place(s, 'antwerp', 'hapsburg', { regular: 1 });
    place(s, 'antwerp', 'france', { regular: 3, mercenary: 3 });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 1 });
    // No leader: 4 units at most.
    expect(choices(s, 'france')).toEqual([0, 1, 2, 3].map((count) => ({ type: 'units', power: 'france', kind: 'regular', count })));
    act(s, 'france', { type: 'units', power: 'france', kind: 'regular', count: 1 });
    expect(choices(s, 'france')).toEqual([0, 1, 2, 3].map((count) => ({ type: 'units', power: 'france', kind: 'mercenary', count })));
    loadDice(s, [...dice(1, 0), ...dice(2, 0)]);
    act(s, 'france', { type: 'units', power: 'france', kind: 'mercenary', count: 1 });
    // 2 units against a defender: 1 die.
    expect(rolls(s, 'his.log.assaultRoll')[0]).toEqual({ side: 'attacker', dice: 1, hits: 0 });
  });

  it('no choice that matters (one kind, within the command): the whole stack goes without a prompt', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    setControl(s, 'brussels', 'france');
    place(s, 'antwerp', 'hapsburg', { regular: 1 });
    place(s, 'antwerp', 'france', { regular: 4, cavalry: 0 });
    s.spaces.antwerp.siege = { besieger: 'france', since: 3 };
    loadDice(s, [...dice(2, 0), ...dice(2, 0)]);
    runProcedure(s, { proc: 'assault', power: 'france', space: 'antwerp' }, { power: 'france', cp: 1 });
    expect(rolls(s, 'his.log.assaultRoll')[0]).toEqual({ side: 'attacker', dice: 2, hits: 0 });
  });
});
