import { describe, expect, it } from 'vitest';
import { act, choices, loadDice, place, runProcedure } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { setReligion } from './flip.ts';
import { catholicDice, protestantDice, reformationEligible } from './modifiers.ts';
import type { ReformationFrame, ReformationOptions } from './reformation.ts';
import { reformationFrame, reformationTargets } from './reformation.ts';
import { blankReligiousMap, logged, opening, protestant } from './testing.ts';
import { setTurnEffect } from './turn-effects.ts';
import { protestantSpaces } from '../victory-points.ts';

function top(s: HisState): ReformationFrame {
  return s.stack.at(-1) as ReformationFrame;
}

function attempts(s: HisState, o: Partial<ReformationOptions> = {}): HisState {
  return runProcedure(s, reformationFrame({ attempts: 1, zones: ['german'], why: 'test', ...o }));
}

/** Dice of the attempting power and of the defender, from the last attempt's log entry. */
function lastAttempt(s: HisState): Record<string, unknown> {
  return logged(s, 'his.log.reformation').at(-1)!;
}

describe('18.3 the Reformation attempt example (Luther’s 95 Theses, after Brandenburg)', () => {
  /** The 95 Theses under way; the first attempt has flipped Brandenburg, which brings its regular (21.6). */
  function example(): HisState {
    const s = opening();
    expect(top(s)).toMatchObject({ proc: 'reformation', attempts: 5, zones: ['german'], extraDice: 1 });
    top(s).attempts = 4;
    setReligion(s, 'brandenburg', 'protestant', 'reformation');
    return s;
  }

  it('Luther’s 95 Theses put Luther in Wittenberg, which turns Protestant with its 2 regulars', () => {
    const s = opening();
    expect(s.religion.reformers.luther).toBe('wittenberg');
    expect(s.spaces.wittenberg.religion).toBe('protestant');
    expect(s.spaces.wittenberg.units.protestant?.regular).toBe(2);
    expect(s.religion.electorateDisplay.wittenberg).toBeUndefined();
    expect(s.eventsResolved).toContain(8);
  });

  it('Brandenburg brings its 1 regular from the Electorate Display', () => {
    const s = example();
    expect(s.spaces.brandenburg.units.protestant?.regular).toBe(1);
    expect(s.religion.electorateDisplay.brandenburg).toBeUndefined();
  });

  it('the eligible spaces are exactly those of the example', () => {
    const s = example();
    expect(choices(s, 'protestant').map((a) => a.space)).toEqual(['breslau', 'leipzig', 'lubeck', 'magdeburg', 'prague', 'stettin']);
  });

  it('the dice of each target are those the example computes (with the 95 Theses die)', () => {
    const s = example();
    const dice = (space: Parameters<typeof protestantDice>[1]) => [protestantDice(s, space) + top(s).extraDice, catholicDice(s, space)];
    expect(dice('lubeck')).toEqual([3, 3]);
    expect(dice('stettin')).toEqual([3, 1]);
    expect(dice('breslau')).toEqual([6, 1]);
    expect(dice('prague')).toEqual([4, 5]);
    expect(dice('leipzig')).toEqual([4, 4]);
    expect(dice('magdeburg')).toEqual([6, 3]);
  });

  it('Magdeburg: the Protestant wins a tie in the German zone', () => {
    const s = example();
    loadDice(s, [5, 4, 3, 2, 1, 1, /* Papacy */ 5, 2, 1]);
    act(s, 'protestant', { type: 'space', space: 'magdeburg' });
    expect(lastAttempt(s)).toMatchObject({ space: 'magdeburg', dice: 6, high: 5, papalDice: 3, papalHigh: 5, success: true });
    expect(s.spaces.magdeburg.religion).toBe('protestant');
    expect(top(s).attempts).toBe(3);
  });

  it('Breslau: outside the German zone the Papacy wins a tie, and a 6 is no automatic success', () => {
    const s = example();
    loadDice(s, [6, 1, 1, 1, 1, 1, /* Papacy */ 6]);
    act(s, 'protestant', { type: 'space', space: 'breslau' });
    expect(lastAttempt(s)).toMatchObject({ space: 'breslau', high: 6, papalHigh: 6, success: false, automatic: false });
    expect(s.spaces.breslau.religion).toBe('catholic');
  });

  it('a 6 in the target zone succeeds at once, without a Papal roll', () => {
    const s = example();
    loadDice(s, [6, 1, 1]);
    act(s, 'protestant', { type: 'space', space: 'lubeck' });
    expect(lastAttempt(s)).toMatchObject({ space: 'lubeck', success: true, automatic: true });
    expect(logged(s, 'his.log.dice').at(-1)).toMatchObject({ why: 'reformation' });
    expect(s.spaces.lubeck.religion).toBe('protestant');
  });

  it('a space may be targeted once per impulse, even after a failure', () => {
    const s = example();
    loadDice(s, [1, 1, 1, /* Papacy */ 2, 1, 1]);
    act(s, 'protestant', { type: 'space', space: 'lubeck' });
    expect(s.spaces.lubeck.religion).toBe('catholic');
    expect(choices(s, 'protestant').map((a) => a.space)).not.toContain('lubeck');
  });

  it('the five attempts end the phase; the next phase (Card Draw) follows', () => {
    const s = opening('five');
    for (let i = 0; i < 5 && s.phase === 'luther95'; i++) {
      const target = choices(s, 'protestant')[0]!;
      act(s, 'protestant', target);
    }
    expect(logged(s, 'his.log.reformation')).toHaveLength(5);
    expect(s.phase).not.toBe('luther95');
  });
});

describe('18.3 step 1: target eligibility', () => {
  it('a Catholic space next to a Protestant one, even across a pass, or with a reformer', () => {
    const s = protestant(blankReligiousMap(), 'augsburg');
    expect(reformationEligible(s, 'innsbruck')).toBe(true); // across a pass
    expect(reformationEligible(s, 'zurich')).toBe(false);
    s.religion.reformers.zwingli = 'zurich';
    expect(reformationEligible(s, 'zurich')).toBe(true);
    s.religion.reformersAway.push('zwingli'); // excommunicated: off the map
    expect(reformationEligible(s, 'zurich')).toBe(false);
  });

  it('a port linked by its sea zone to another Protestant port', () => {
    const s = protestant(blankReligiousMap(), 'lubeck'); // Baltic Sea port
    expect(reformationEligible(s, 'stettin')).toBe(true); // also adjacent
    expect(reformationEligible(s, 'hamburg')).toBe(true); // adjacent to Lubeck
    s.spaces.lubeck.religion = 'catholic';
    protestant(s, 'bremen'); // North Sea
    expect(reformationEligible(s, 'amsterdam')).toBe(true); // North Sea port, not adjacent to Bremen
    expect(reformationEligible(s, 'stettin')).toBe(false);
  });

  it('12.4: a Protestant neighbour in unrest is not enough; a space in unrest may be targeted', () => {
    const s = protestant(blankReligiousMap(), 'stettin');
    s.spaces.stettin.unrest = true;
    expect(reformationEligible(s, 'brandenburg')).toBe(false);
    protestant(s, 'wittenberg');
    expect(reformationEligible(s, 'brandenburg')).toBe(true);
    s.spaces.brandenburg.unrest = true;
    expect(reformationEligible(s, 'brandenburg')).toBe(true);
  });

  it('only Catholic spaces: never Protestant ones nor Ottoman home spaces', () => {
    const s = protestant(blankReligiousMap(), 'belgrade');
    expect(s.spaces.sofia.religion).toBe('other');
    expect(reformationEligible(s, 'sofia')).toBe(false);
    expect(reformationEligible(s, 'belgrade')).toBe(false);
  });

  it('Carlstadt-like runs keep to their zones; Book of Common Prayer to listed spaces', () => {
    const s = protestant(blankReligiousMap(), 'basel');
    const anywhere = reformationTargets(s, reformationFrame({ attempts: 1, zones: ['german'], why: 'test' }));
    expect(anywhere).toEqual(expect.arrayContaining(['zurich', 'geneva', 'besancon', 'strasburg']));
    const german = reformationTargets(s, reformationFrame({ attempts: 1, zones: ['german'], zonesOnly: true, why: 'test' }));
    expect(german).toContain('strasburg');
    expect(german).not.toContain('geneva');
    const listed = reformationTargets(s, reformationFrame({ attempts: 1, zones: ['german'], spaces: ['zurich'], why: 'test' }));
    expect(listed).toEqual(['zurich']);
  });
});

describe('18.2, 18.3 steps 2-3: dice', () => {
  it('adjacent spaces, reformers and stacks give 1 die; in the space 2; across a pass or in unrest nothing', () => {
    const s = protestant(blankReligiousMap(), 'augsburg', 'worms');
    // Nuremberg: adjacent to Augsburg and Worms.
    expect(protestantDice(s, 'nuremberg')).toBe(2);
    s.spaces.worms.unrest = true;
    expect(protestantDice(s, 'nuremberg')).toBe(1);
    // Innsbruck is across a pass from Augsburg: the minimum of 1 die.
    expect(protestantDice(s, 'innsbruck')).toBe(1);
    place(s, 'augsburg', 'protestant', { regular: 1 });
    expect(protestantDice(s, 'nuremberg')).toBe(2); // Augsburg: the space and its stack
    place(s, 'nuremberg', 'protestant', { mercenary: 1 });
    expect(protestantDice(s, 'nuremberg')).toBe(4);
    s.religion.reformers.luther = 'nuremberg';
    expect(protestantDice(s, 'nuremberg')).toBe(6);
  });

  it('a stack counts once, whatever its size and whoever owns it; leaders alone do not count', () => {
    const s = blankReligiousMap();
    place(s, 'nuremberg', 'hapsburg', { regular: 3, leaders: ['charles-v'] });
    place(s, 'nuremberg', 'papacy', { mercenary: 2 });
    // Augsburg: Catholic neighbours + the Nuremberg stack.
    const withStack = catholicDice(s, 'augsburg');
    s.spaces.nuremberg.units = {};
    expect(catholicDice(s, 'augsburg')).toBe(withStack - 1);
    place(s, 'nuremberg', 'hapsburg', { leaders: ['charles-v'] });
    expect(catholicDice(s, 'augsburg')).toBe(withStack - 1);
  });

  it('English units lean with the ruler: none under Henry VIII, Protestant under Edward VI, Catholic under Mary I', () => {
    const s = blankReligiousMap();
    const base = protestantDice(s, 'lincoln');
    const catholic = catholicDice(s, 'lincoln');
    place(s, 'lincoln', 'england', { regular: 1 });
    expect([protestantDice(s, 'lincoln'), catholicDice(s, 'lincoln')]).toEqual([base, catholic]);
    s.powers.england.ruler = 'edward-vi';
    expect(protestantDice(s, 'lincoln')).toBe(base + 2 - (base === 1 ? 1 : 0));
    s.powers.england.ruler = 'mary-i';
    expect(catholicDice(s, 'lincoln')).toBe(catholic + 2);
  });

  it('Scottish units count as English while Scotland is allied with England, else Catholic; Ottoman units never', () => {
    const s = blankReligiousMap();
    s.powers.england.ruler = 'elizabeth-i';
    place(s, 'stirling', 'scotland', { regular: 1 });
    const catholic = catholicDice(s, 'stirling');
    s.diplomacy.minorAllies.scotland = 'england';
    expect(catholicDice(s, 'stirling')).toBe(catholic - 2);
    expect(protestantDice(s, 'stirling')).toBeGreaterThanOrEqual(2);
    const t = blankReligiousMap();
    place(t, 'buda', 'ottoman', { regular: 3, cavalry: 2 });
    const before = catholicDice(t, 'buda');
    t.spaces.buda.units = {};
    expect(catholicDice(t, 'buda')).toBe(before);
  });

  it('Printing Press adds a die to every attempt this turn (18.3 step 3)', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg');
    setTurnEffect(s, 'printingPress');
    attempts(s);
    loadDice(s, [1, 1, /* Papacy */ 6, 6, 6, 6, 6]);
    act(s, 'protestant', { type: 'space', space: 'leipzig' });
    expect(lastAttempt(s)).toMatchObject({ space: 'leipzig', dice: 2 });
    s.turn++;
    attempts(s);
    loadDice(s, [1, /* Papacy */ 6, 6, 6, 6, 6]);
    act(s, 'protestant', { type: 'space', space: 'magdeburg' });
    expect(lastAttempt(s)).toMatchObject({ space: 'magdeburg', dice: 1 });
  });

  it('the Full Bible +1 applies only in the target zone (18.3 step 4)', () => {
    const s = protestant(blankReligiousMap(), 'basel');
    s.religion.committed.push('bucer'); // no bonus prompt near Strasburg
    attempts(s, { attempts: 2, zones: ['german'], dieModifier: 1 });
    loadDice(s, [5]); // 5 + 1 = 6: automatic, no Papal dice
    act(s, 'protestant', { type: 'space', space: 'strasburg' });
    expect(lastAttempt(s)).toMatchObject({ high: 6, automatic: true, success: true });
    loadDice(s, [5, /* Papacy */ 5, 1, 1, 1, 1, 1, 1]);
    act(s, 'protestant', { type: 'space', space: 'geneva' });
    expect(lastAttempt(s)).toMatchObject({ high: 5, papalHigh: 5, success: false });
  });
});

describe('18.2 debater bonuses in Reformation attempts', () => {
  it('Bucer is offered within 2 spaces of Strasburg, adds a die, and is the one bonus of the impulse', () => {
    const s = protestant(blankReligiousMap(), 'basel');
    attempts(s, { attempts: 3 });
    act(s, 'protestant', { type: 'space', space: 'strasburg' });
    expect(choices(s, 'protestant')).toEqual([{ type: 'debater', debater: 'bucer' }, { type: 'noBonus' }]);
    loadDice(s, [1, 1, /* Papacy */ 6]);
    act(s, 'protestant', { type: 'debater', debater: 'bucer' });
    expect(s.religion.committed).toContain('bucer');
    expect(lastAttempt(s)).toMatchObject({ space: 'strasburg', dice: 2 }); // Basel next door, and Bucer
    // The bonus lasts for the action: the next attempt near Strasburg has it too, without asking.
    loadDice(s, [1, 1, /* Papacy */ 6]);
    act(s, 'protestant', { type: 'space', space: 'zurich' });
    expect(lastAttempt(s)).toMatchObject({ space: 'zurich', dice: 2 });
  });

  it('not offered far from Strasburg, nor once the power has used a bonus this impulse', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg');
    attempts(s);
    loadDice(s, [1, /* Papacy */ 6]);
    act(s, 'protestant', { type: 'space', space: 'leipzig' });
    expect(lastAttempt(s)).toMatchObject({ space: 'leipzig' });
    const t = protestant(blankReligiousMap(), 'basel');
    t.religion.impulseMarks = { key: `${t.turn}.${t.phase}.${t.impulse}`, reformationTargets: [], counterReformationTargets: [], bonusUsedBy: ['protestant'], translatedIn: [], translationBonusUsed: false };
    attempts(t);
    loadDice(t, [1, 1, /* Papacy */ 6]);
    act(t, 'protestant', { type: 'space', space: 'strasburg' });
    expect(lastAttempt(t)).toMatchObject({ space: 'strasburg', dice: 1 });
  });

  it('England may use only Cranmer, Latimer, Wishart and Knox', () => {
    const s = protestant(blankReligiousMap(), 'london');
    s.religion.debaters.push('cranmer', 'latimer');
    attempts(s, { power: 'england', zones: ['english'] });
    act(s, 'england', { type: 'space', space: 'lincoln' });
    expect(choices(s, 'england')).toEqual([{ type: 'debater', debater: 'cranmer' }, { type: 'debater', debater: 'latimer' }, { type: 'noBonus' }]);
  });

  it('Carlstadt: a failed German attempt leaves unrest, even in an occupied space', () => {
    const s = protestant(blankReligiousMap(), 'basel');
    place(s, 'strasburg', 'hapsburg', { regular: 1 });
    attempts(s, { bonus: 'carlstadt', zonesOnly: true });
    loadDice(s, [1, /* Papacy */ 6, 1, 1, 1, 1]);
    act(s, 'protestant', { type: 'space', space: 'strasburg' });
    expect(s.spaces.strasburg.religion).toBe('catholic');
    expect(s.spaces.strasburg.unrest).toBe(true);
  });
});

describe('21.6 the Electorate Display', () => {
  it('before the Schmalkaldic League a converted electorate brings its regulars at once', () => {
    const s = blankReligiousMap();
    s.religion.electorateDisplay = { mainz: 1 };
    setReligion(s, 'mainz', 'protestant', 'test');
    expect(s.spaces.mainz.units.protestant?.regular).toBe(1);
    expect(s.religion.electorateDisplay).toEqual({});
  });

  it('after it only under Protestant political control and not besieged', () => {
    const s = blankReligiousMap();
    s.eventsResolved.push(13);
    s.religion.electorateDisplay = { mainz: 1 };
    setReligion(s, 'mainz', 'protestant', 'test');
    expect(s.spaces.mainz.units.protestant).toBeUndefined();
    expect(s.religion.electorateDisplay).toEqual({ mainz: 1 });
    s.spaces.mainz.control = 'protestant';
    setReligion(s, 'mainz', 'catholic', 'test');
    setReligion(s, 'mainz', 'protestant', 'test');
    expect(s.spaces.mainz.units.protestant?.regular).toBe(1);
  });
});

describe('23.1 Religious Victory', () => {
  it('the 50th Protestant space (none in unrest) ends the game at once in the Action Phase', () => {
    const s = blankReligiousMap();
    const catholic = Object.keys(s.spaces).filter((id) => s.spaces[id as keyof typeof s.spaces].religion === 'catholic');
    protestant(s, ...(catholic.slice(0, 49) as Parameters<typeof protestant>[1][]));
    s.spaces[catholic[0] as 'vienna'].unrest = true;
    setReligion(s, catholic[49] as 'vienna', 'protestant', 'test');
    expect(s.result).toBeNull();
    s.spaces[catholic[0] as 'vienna'].unrest = false;
    setReligion(s, catholic[50] as 'vienna', 'protestant', 'test');
    expect(s.result).toMatchObject({ winner: 'protestant', kind: 'religious' });
    expect(s.stack).toEqual([]);
  });

  it('“influence over 50 spaces” means 50 or more: the 49th does not win, the 50th does (the track’s 50 box reads Auto Win)', () => {
    const s = blankReligiousMap();
    const catholic = Object.keys(s.spaces).filter((id) => s.spaces[id as keyof typeof s.spaces].religion === 'catholic');
    protestant(s, ...(catholic.slice(0, 48) as Parameters<typeof protestant>[1][]));
    setReligion(s, catholic[48] as 'vienna', 'protestant', 'test');
    expect(protestantSpaces(s)).toBe(49);
    expect(s.result).toBeNull();
    setReligion(s, catholic[49] as 'vienna', 'protestant', 'test');
    expect(protestantSpaces(s)).toBe(50);
    expect(s.result).toMatchObject({ winner: 'protestant', kind: 'religious' });
  });
});
