import { describe, expect, it } from 'vitest';
import { SPACE_IDS, isPort } from '../../data/map.ts';
import { EVENTS } from '../../events/registry.ts';
import { asks } from '../../flow/kernel.ts';
import type { HisState } from '../../state.ts';
import { act, choices, clearMap, declareWar, place, runProcedure, setControl, startingState } from '../../testing/position.ts';
import { addReplacements, clearWinterPath, overdueEvents, removeRenegade, returnLoans } from './index.ts';
import type { WinterLandFrame } from './land-return.ts';

const LAND: WinterLandFrame = { proc: 'winterLand', next: 0, part: 'overstack', done: [], sent: [] };

/** Answer the waiting power, checking who it is and what it is asked. */
function answer(s: HisState, power: string, key: string, action: Record<string, unknown>): void {
  expect(asks(s)[0]).toMatchObject({ power, key });
  act(s, power as 'france', action as { type: string });
}

/**
 * The rulebook's "Winter Returning Home Example" (19.3): Italy at the end of a turn with the
 * Papacy, France and the Hapsburgs all at war. Genoa is a French ally, Venice a Hapsburg ally.
 */
function italianWinter(): HisState {
  const s = clearMap(startingState('1517'));
  s.turn = 3;
  s.phase = 'winter';
  declareWar(s, 'hapsburg', 'papacy');
  s.diplomacy.minorAllies.genoa = 'france';
  setControl(s, 'genoa', 'france');
  s.diplomacy.minorAllies.venice = 'hapsburg';
  setControl(s, 'venice', 'hapsburg');
  // Charles V and 4 regulars in Turin, with a path over the Alps through Hapsburg Geneva to Besançon.
  setControl(s, 'geneva', 'hapsburg');
  // "there is no path of Hapsburg controlled spaces all the way to one of their capitals"
  setControl(s, 'strasburg', 'france');
  place(s, 'turin', 'hapsburg', { regular: 4, leaders: ['charles-v'] });
  // Montmorency and 5 regulars in French Milan; Pavia French; 2 Genoese regulars in Genoa.
  setControl(s, 'pavia', 'france');
  place(s, 'milan', 'france', { regular: 5, leaders: ['montmorency'] });
  place(s, 'genoa', 'genoa', { regular: 2 });
  // 5 Papal regulars in Trent; Modena in enemy hands; Florence and Ravenna Papal (1 regular in Ravenna).
  setControl(s, 'modena', 'hapsburg');
  setControl(s, 'florence', 'papacy');
  place(s, 'trent', 'papacy', { regular: 5 });
  place(s, 'ravenna', 'papacy', { regular: 1 });
  return s;
}

describe('19.3 returning home: the rulebook example', () => {
  it('has the paths the example describes', () => {
    const s = italianWinter();
    expect(clearWinterPath(s, 'hapsburg', 'turin', 'besancon')).toBe(true);
    expect(clearWinterPath(s, 'hapsburg', 'turin', 'vienna')).toBe(false);
    expect(clearWinterPath(s, 'hapsburg', 'turin', 'valladolid')).toBe(false);
    // France traces over the Gulf of Lyon from Genoa to Marseille.
    expect(clearWinterPath(s, 'france', 'milan', 'paris')).toBe(true);
    expect(clearWinterPath(s, 'papacy', 'trent', 'rome')).toBe(false);
    expect(clearWinterPath(s, 'papacy', 'trent', 'ravenna')).toBe(false);
  });

  it('plays out as the example: Besançon at full strength, one French regular to Paris, two Papal survivors in Rome', () => {
    const s = italianWinter();
    runProcedure(s, { ...LAND });

    // Hapsburgs: the capitals, or Besançon, the nearest fortified Hapsburg space.
    expect(choices(s, 'hapsburg')).toEqual([
      { type: 'winterMove', owner: 'hapsburg', to: 'besancon' },
      { type: 'winterMove', owner: 'hapsburg', to: 'besancon', kind: 'regular' },
      { type: 'winterMove', owner: 'hapsburg', to: 'valladolid' },
      { type: 'winterMove', owner: 'hapsburg', to: 'valladolid', kind: 'regular' },
      { type: 'winterMove', owner: 'hapsburg', to: 'vienna' },
      { type: 'winterMove', owner: 'hapsburg', to: 'vienna', kind: 'regular' },
    ]);
    answer(s, 'hapsburg', 'his.prompt.winter.assign', { type: 'winterMove', owner: 'hapsburg', to: 'besancon' });
    // Charles goes with his army or to a capital.
    expect(choices(s, 'hapsburg')).toEqual([
      { type: 'space', space: 'besancon' },
      { type: 'space', space: 'valladolid' },
      { type: 'space', space: 'vienna' },
    ]);
    answer(s, 'hapsburg', 'his.prompt.winter.leader', { type: 'space', space: 'besancon' });
    expect(s.spaces.besancon.units.hapsburg).toMatchObject({ regular: 4, leaders: ['charles-v'] });
    expect(s.spaces.turin.units).toEqual({});

    // France: Milan holds only 4; the fifth regular must go to the capital (clear path: no attrition).
    expect(choices(s, 'france')).toEqual([
      { type: 'winterMove', owner: 'france', to: 'paris' },
      { type: 'winterMove', owner: 'france', to: 'paris', kind: 'regular' },
    ]);
    answer(s, 'france', 'his.prompt.winter.assign', { type: 'winterMove', owner: 'france', to: 'paris', kind: 'regular' });
    expect(choices(s, 'france')).toContainEqual({ type: 'stay' });
    answer(s, 'france', 'his.prompt.winter.assign', { type: 'stay' });
    // Others may go home too, even the Genoese (their own key counts as a capital for them): France keeps them.
    expect(choices(s, 'france')).toEqual([
      { type: 'space', space: 'genoa' },
      { type: 'space', space: 'milan' },
      { type: 'done' },
    ]);
    answer(s, 'france', 'his.prompt.winter.optional', { type: 'done' });
    expect(s.spaces.milan.units.france).toMatchObject({ regular: 4, leaders: ['montmorency'] });
    expect(s.spaces.paris.units.france!.regular).toBe(1);
    expect(s.spaces.genoa.units.genoa!.regular).toBe(2);

    // Papacy: the Ravenna regular may go home (declined); the Trent stack must go to Rome,
    // Ravenna or Florence (both 2 spaces away) and loses 3 of 5 to attrition whichever it picks.
    answer(s, 'papacy', 'his.prompt.winter.optional', { type: 'done' });
    // Rome takes the whole stack; Florence (room for 4) and Ravenna (room for 3) take units one by one.
    expect(choices(s, 'papacy')).toEqual([
      { type: 'winterMove', owner: 'papacy', to: 'florence', kind: 'regular' },
      { type: 'winterMove', owner: 'papacy', to: 'ravenna', kind: 'regular' },
      { type: 'winterMove', owner: 'papacy', to: 'rome' },
      { type: 'winterMove', owner: 'papacy', to: 'rome', kind: 'regular' },
    ]);
    answer(s, 'papacy', 'his.prompt.winter.assign', { type: 'winterMove', owner: 'papacy', to: 'rome' });
    expect(s.log.some((e) => e.key === 'his.log.attrition' && e.params.losses === 3)).toBe(true);
    expect(s.spaces.rome.units.papacy!.regular).toBe(2);
    expect(s.spaces.ravenna.units.papacy!.regular).toBe(1);
    expect(s.spaces.trent.units).toEqual({});
    expect(s.stack).toEqual([]);
  });

  it('the Hapsburgs choosing a capital instead lose half (round up) to attrition', () => {
    const s = italianWinter();
    runProcedure(s, { ...LAND });
    answer(s, 'hapsburg', 'his.prompt.winter.assign', { type: 'winterMove', owner: 'hapsburg', to: 'vienna' });
    answer(s, 'hapsburg', 'his.prompt.winter.leader', { type: 'space', space: 'vienna' });
    expect(s.spaces.vienna.units.hapsburg).toMatchObject({ regular: 2, leaders: ['charles-v'] });
  });

  it('survivors of attrition may be split among the destinations (the owner picks the losses)', () => {
    const s = italianWinter();
    runProcedure(s, { ...LAND });
    answer(s, 'hapsburg', 'his.prompt.winter.assign', { type: 'winterMove', owner: 'hapsburg', to: 'besancon' });
    answer(s, 'hapsburg', 'his.prompt.winter.leader', { type: 'space', space: 'besancon' });
    answer(s, 'france', 'his.prompt.winter.assign', { type: 'winterMove', owner: 'france', to: 'paris', kind: 'regular' });
    answer(s, 'france', 'his.prompt.winter.assign', { type: 'stay' });
    answer(s, 'france', 'his.prompt.winter.optional', { type: 'done' });
    answer(s, 'papacy', 'his.prompt.winter.optional', { type: 'done' });
    answer(s, 'papacy', 'his.prompt.winter.assign', { type: 'winterMove', owner: 'papacy', to: 'florence', kind: 'regular' });
    answer(s, 'papacy', 'his.prompt.winter.assign', { type: 'winterMove', owner: 'papacy', to: 'rome' });
    // 5 exposed units lose 3: the Papacy takes them from the Rome group.
    expect(choices(s, 'papacy')).toEqual([
      { type: 'lose', owner: 'papacy', kind: 'regular', to: 'florence' },
      { type: 'lose', owner: 'papacy', kind: 'regular', to: 'rome' },
    ]);
    for (let i = 0; i < 3; i++) answer(s, 'papacy', 'his.prompt.winter.losses', { type: 'lose', owner: 'papacy', kind: 'regular', to: 'rome' });
    expect(s.spaces.florence.units.papacy!.regular).toBe(1);
    expect(s.spaces.rome.units.papacy!.regular).toBe(1);
  });
});

describe('19.3 returning home: exceptions', () => {
  it('2: units that must go to an enemy-held capital are eliminated instead', () => {
    const s = clearMap(startingState('1517'));
    setControl(s, 'paris', 'hapsburg');
    place(s, 'lyon', 'france', { regular: 6 });
    runProcedure(s, { ...LAND, next: 3 });
    expect(s.spaces.lyon.units.france!.regular).toBe(4);
    expect(s.log.some((e) => e.key === 'his.log.winterEliminated' && e.params.n === 2)).toBe(true);
  });

  it('1: Protestant units go to the nearest Protestant fortified spaces that have room, 4 at most in each', () => {
    const s = clearMap(startingState('1517'));
    s.eventsResolved.push(13);
    for (const id of ['wittenberg', 'brandenburg', 'magdeburg', 'leipzig'] as const) setControl(s, id, 'protestant');
    place(s, 'wittenberg', 'protestant', { regular: 3 });
    place(s, 'leipzig', 'protestant', { regular: 3 });
    runProcedure(s, { ...LAND, next: 5 });
    // Leipzig is unfortified: Wittenberg (1 away) takes one, then the next nearest takes the rest.
    const first = choices(s, 'protestant');
    expect(first).toContainEqual({ type: 'winterMove', owner: 'protestant', to: 'wittenberg', kind: 'regular' });
    expect(first.some((a) => a.to === 'wittenberg' && a.kind === undefined)).toBe(false);
    act(s, 'protestant', { type: 'winterMove', owner: 'protestant', to: 'wittenberg', kind: 'regular' });
    expect(choices(s, 'protestant').some((a) => a.to === 'wittenberg')).toBe(false);
  });

  it('21.6: before the Schmalkaldic League the Protestant moves nothing', () => {
    const s = clearMap(startingState('1517'));
    place(s, 'mainz', 'protestant', { regular: 2 });
    runProcedure(s, { ...LAND, next: 5 });
    expect(s.spaces.mainz.units.protestant!.regular).toBe(2);
    expect(s.stack).toEqual([]);
  });

  it('4: Scottish units winter in Edinburgh or Stirling, and are eliminated if neither is held', () => {
    const s = clearMap(startingState('1517'));
    s.diplomacy.minorAllies.scotland = 'france';
    setControl(s, 'edinburgh', 'france');
    setControl(s, 'stirling', 'england');
    place(s, 'glasgow', 'scotland', { regular: 2 });
    runProcedure(s, { ...LAND, next: 3 });
    expect(s.spaces.edinburgh.units.scotland!.regular).toBe(2);
    const t = clearMap(startingState('1517'));
    t.diplomacy.minorAllies.scotland = 'france';
    setControl(t, 'edinburgh', 'england');
    setControl(t, 'stirling', 'england');
    place(t, 'glasgow', 'scotland', { regular: 2 });
    runProcedure(t, { ...LAND, next: 3 });
    expect(t.spaces.glasgow.units).toEqual({});
  });
});

describe('19.3 naval units returning home', () => {
  it('go to the nearest port of their power; with no port of their power they are eliminated', () => {
    const s = clearMap(startingState('1517'));
    place(s, 'marseille', 'france', { regular: 1 });
    s.seas.gulf_of_lyon.units.france = { regular: 0, mercenary: 0, cavalry: 0, squadron: 2, corsair: 0, leaders: [] };
    s.seas.gulf_of_lyon.units.ottoman = { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] };
    for (const id of SPACE_IDS) if (isPort(id) && s.spaces[id].control === 'ottoman') setControl(s, id, 'hapsburg');
    runProcedure(s, { proc: 'winterNaval', sent: [] });
    // France: Marseille is the only French port on the Gulf of Lyon.
    expect(s.spaces.marseille.units.france!.squadron).toBe(2);
    expect(s.seas.gulf_of_lyon.units.france).toBeUndefined();
    expect(s.seas.gulf_of_lyon.units.ottoman).toBeUndefined();
    expect(s.navalEliminated.ottoman).toBe(1);
  });

  it('equidistant ports: the owner chooses', () => {
    const s = clearMap(startingState('1517'));
    s.seas.north_sea.units.england = { regular: 0, mercenary: 0, cavalry: 0, squadron: 2, corsair: 0, leaders: [] };
    runProcedure(s, { proc: 'winterNaval', sent: [] });
    const options = choices(s, 'england');
    expect(options.length).toBeGreaterThan(1);
    const port = options[0]!.space as 'london';
    act(s, 'england', { type: 'port', space: port, kind: 'squadron' });
    expect(s.spaces[port].units.england!.squadron).toBe(1);
  });

  it('inactive minors\' squadrons stay in port', () => {
    const s = clearMap(startingState('1517'));
    place(s, 'venice', 'venice', { squadron: 3 });
    runProcedure(s, { proc: 'winterNaval', sent: [] });
    expect(s.spaces.venice.units.venice!.squadron).toBe(3);
  });
});

describe('19.1, 19.2, 19.4, 19.5, 19.8', () => {
  it('19.1: loaned squadrons go back to their owner and then to the owner\'s port', () => {
    const s = clearMap(startingState('1517'));
    place(s, 'naples', 'hapsburg', { squadron: 2 });
    s.diplomacy.loans = [{ owner: 'papacy', holder: 'hapsburg', squadrons: 1, leaders: [] }];
    returnLoans(s);
    expect(s.spaces.naples.units.hapsburg!.squadron).toBe(1);
    expect(s.spaces.naples.units.papacy!.squadron).toBe(1);
    expect(s.diplomacy.loans).toEqual([]);
    runProcedure(s, { proc: 'winterNaval', sent: [] });
    expect(s.spaces.naples.units.papacy).toBeUndefined();
    expect(s.spaces.rome.units.papacy!.squadron).toBe(1);
  });

  it('19.2: the Renegade Leader leaves play; the units with him stay', () => {
    const s = clearMap(startingState('1517'));
    place(s, 'lyon', 'france', { regular: 3, leaders: ['renegade'] });
    removeRenegade(s);
    expect(s.spaces.lyon.units.france).toMatchObject({ regular: 3, leaders: [] });
  });

  it('19.5: a regular in each capital under its power\'s control and not in unrest, both Hapsburg capitals, never the Protestant', () => {
    const s = clearMap(startingState('1517'));
    setControl(s, 'vienna', 'ottoman');
    s.spaces.london.unrest = true;
    addReplacements(s);
    expect(s.spaces.istanbul.units.ottoman!.regular).toBe(1);
    expect(s.spaces.valladolid.units.hapsburg!.regular).toBe(1);
    expect(s.spaces.vienna.units.hapsburg).toBeUndefined();
    expect(s.spaces.vienna.units.ottoman).toBeUndefined();
    expect(s.spaces.london.units).toEqual({});
    expect(s.spaces.paris.units.france!.regular).toBe(1);
    expect(s.spaces.rome.units.papacy!.regular).toBe(1);
    const u = startingState('1517');
    clearMap(u);
    addReplacements(u);
    expect(u.spaces.vienna.units.hapsburg!.regular).toBe(1);
  });

  it('19.8: a Mandatory Event not played by its Winter is extracted and removed (no effect until implemented)', () => {
    const s = clearMap(startingState('1517'));
    s.turn = 2;
    // Clement VII (due by Winter of turn 2) is somewhere in the game: say, the deck.
    s.deck = [...s.deck.filter((c) => c !== 10), 10];
    s.powers.france.hand = s.powers.france.hand.filter((c) => c !== 10);
    expect(overdueEvents(s)).toEqual([10]);
    s.turn = 1;
    expect(overdueEvents(s)).toEqual([]);
    s.turn = 2;
    runProcedure(s, { proc: 'winter', step: 'mandatory' });
    expect(s.deck).not.toContain(10);
    expect(s.removed).toContain(10);
    if (!EVENTS[10]) expect(s.log.some((e) => e.key === 'his.log.eventNotImplemented' && e.params.card === 10)).toBe(true);
    expect(overdueEvents(s)).toEqual([]);
  });

  it('runs the whole phase: alliances end, minor alliances stay, capitals get their regular', () => {
    const s = clearMap(startingState('1517'));
    s.diplomacy.alliances = ['england|france'];
    s.diplomacy.minorAllies.genoa = 'france';
    runProcedure(s, { proc: 'winter' });
    expect(s.diplomacy.alliances).toEqual([]);
    expect(s.diplomacy.minorAllies.genoa).toBe('france');
    expect(s.spaces.paris.units.france!.regular).toBe(1);
    expect(s.stack).toEqual([]);
  });
});

describe('19.3 sieges in Winter', () => {
  it('every siege is lifted before the land return, so a besieged capital takes all its returning units', () => {
    const s = clearMap(startingState('1517'));
    s.turn = 3;
    s.phase = 'winter';
    declareWar(s, 'hapsburg', 'papacy');
    // Rome besieged by 4 Hapsburg regulars, 3 Papal regulars inside; 3 more in Ravenna's
    // unfortified neighbour must go home (19.3), to Rome, their capital (no limit of 4 there).
    place(s, 'rome', 'papacy', { regular: 3 });
    place(s, 'rome', 'hapsburg', { regular: 4 });
    s.spaces.rome.siege = { besieger: 'hapsburg', since: 0 };
    place(s, 'ancona', 'papacy', { regular: 3 });
    runProcedure(s, { proc: 'winter', step: 'land' });
    expect(s.spaces.rome.siege).toBeNull();
    // Whatever the powers still have to decide, no siege stands while they do.
    for (let i = 0; i < 40 && asks(s).length > 0; i++) {
      expect(Object.values(s.spaces).every((sp) => sp.siege === null)).toBe(true);
      const a = asks(s)[0]!;
      act(s, a.power, a.actions[0]!);
    }
    expect(s.spaces.rome.units.hapsburg).toBeUndefined();
  });
});

