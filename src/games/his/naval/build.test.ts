import { describe, expect, it } from 'vitest';
import { act, choices, clearMap, declareWar, place, setControl, spend, stackWithBudgets, startingState } from '../testing/position.ts';
import { forcesAt } from '../queries.ts';
import { BARBARY_PIRATES, corsairBuildSites, markPirateHaven, squadronBuildSites } from './build.ts';
import { unitsAvailable } from '../counter-mix.ts';
import { eliminateNavalUnits } from './fleets.ts';
import { navalCardDraw } from './ports.ts';

const spaces = (sites: { space: string }[]) => sites.map((s) => s.space);

describe('17.2 building squadrons', () => {
  it('in a friendly home port, for 2 CP', () => {
    const s = clearMap(startingState());
    spend(s, 'france', 3);
    act(s, 'france', { type: 'action', action: 'buildSquadron' });
    const where = choices(s, 'france').map((a) => a.space);
    expect(where).toEqual(expect.arrayContaining(['marseille', 'bordeaux', 'brest', 'rouen', 'boulogne', 'nantes']));
    expect(where).not.toContain('paris'); // not a port
    expect(where).not.toContain('barcelona'); // not a home space
    act(s, 'france', { type: 'space', space: 'marseille' });
    expect(forcesAt(s, { space: 'marseille' }, 'france').squadron).toBe(1);
    // 1 CP left: not enough for another.
    expect(stackWithBudgets(s).find((f) => f.proc === 'spendCp')!.cp).toBe(1);
    expect(choices(s, 'france')).not.toContainEqual({ type: 'action', action: 'buildSquadron' });
  });

  it('not in a port in unrest, out of the power’s control, or holding enemy units', () => {
    const s = clearMap(declareWar(startingState(), 'france', 'hapsburg'));
    s.spaces.marseille.unrest = true;
    setControl(s, 'bordeaux', 'hapsburg');
    place(s, 'brest', 'hapsburg', { regular: 1 });
    place(s, 'rouen', 'hapsburg', { squadron: 1 });
    const where = spaces(squadronBuildSites(s, 'france'));
    expect(where).not.toContain('marseille');
    expect(where).not.toContain('bordeaux');
    expect(where).not.toContain('brest');
    expect(where).not.toContain('rouen');
    expect(where).toContain('nantes');
  });

  it('the Protestant builds no squadrons', () => {
    const s = clearMap(startingState());
    spend(s, 'protestant', 5);
    expect(choices(s, 'protestant')).not.toContainEqual({ type: 'action', action: 'buildSquadron' });
  });

  it('never beyond the counters, and not with squadrons lost this turn', () => {
    const s = clearMap(startingState());
    place(s, 'rome', 'papacy', { squadron: 1 });
    expect(squadronBuildSites(s, 'papacy').length).toBeGreaterThan(0);
    s.navalEliminated.papacy = 1; // the Papacy has 2 squadron counters
    expect(squadronBuildSites(s, 'papacy')).toEqual([]);
  });

  it('an active Genoa gets squadrons in its own home ports (22.3)', () => {
    const s = clearMap(startingState());
    expect(squadronBuildSites(s, 'france').some((x) => x.owner === 'genoa')).toBe(false);
    s.diplomacy.minorAllies.genoa = 'france';
    setControl(s, 'genoa', 'france');
    expect(squadronBuildSites(s, 'france')).toContainEqual({ space: 'genoa', owner: 'genoa' });
    spend(s, 'france', 2);
    act(s, 'france', { type: 'action', action: 'buildSquadron' });
    act(s, 'france', { type: 'space', space: 'genoa', owner: 'genoa' });
    expect(forcesAt(s, { space: 'genoa' }, 'genoa').squadron).toBe(1);
  });
});

describe('17.2 building corsairs', () => {
  it('only after Barbary Pirates; Ottoman home ports, Algiers and pirate havens; 1 CP', () => {
    const s = clearMap(startingState());
    s.outOfPlay = [];
    expect(corsairBuildSites(s, 'ottoman')).toEqual([]);
    s.eventsResolved.push(BARBARY_PIRATES);
    const where = spaces(corsairBuildSites(s, 'ottoman'));
    expect(where).toEqual(expect.arrayContaining(['istanbul', 'algiers', 'athens']));
    expect(where).not.toContain('tripoli');
    setControl(s, 'tripoli', 'ottoman');
    expect(spaces(corsairBuildSites(s, 'ottoman'))).not.toContain('tripoli');
    markPirateHaven(s, 'tripoli');
    expect(spaces(corsairBuildSites(s, 'ottoman'))).toContain('tripoli');
    spend(s, 'ottoman', 1);
    expect(choices(s, 'ottoman')).toContainEqual({ type: 'action', action: 'buildCorsair' });
    act(s, 'ottoman', { type: 'action', action: 'buildCorsair' });
    act(s, 'ottoman', { type: 'space', space: 'algiers' });
    expect(forcesAt(s, { space: 'algiers' }, 'ottoman').corsair).toBe(1);
  });

  it('Algiers and pirate havens take corsairs only; no other power builds corsairs', () => {
    const s = clearMap(startingState());
    s.outOfPlay = [];
    s.eventsResolved.push(BARBARY_PIRATES);
    setControl(s, 'tripoli', 'ottoman');
    markPirateHaven(s, 'tripoli');
    const squadrons = spaces(squadronBuildSites(s, 'ottoman'));
    expect(squadrons).toContain('istanbul');
    expect(squadrons).not.toContain('algiers');
    expect(squadrons).not.toContain('tripoli');
    expect(corsairBuildSites(s, 'hapsburg')).toEqual([]);
  });

  it('corsairs and Ottoman squadrons share the same counters', () => {
    const s = clearMap(startingState());
    s.outOfPlay = [];
    s.eventsResolved.push(BARBARY_PIRATES);
    place(s, 'istanbul', 'ottoman', { squadron: 5, corsair: 3 });
    expect(corsairBuildSites(s, 'ottoman').length).toBeGreaterThan(0);
    place(s, 'athens', 'ottoman', { squadron: 1 });
    expect(corsairBuildSites(s, 'ottoman')).toEqual([]);
    expect(squadronBuildSites(s, 'ottoman')).toEqual([]);
  });
});

describe('17.2 naval units lost come back next turn', () => {
  it('a squadron eliminated this turn cannot be rebuilt until the next Card Draw Phase', () => {
    const s = clearMap(startingState());
    const all = unitsAvailable(s, 'france', 'squadron');
    s.seas.gulf_of_lyon.units = { france: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] } };
    expect(unitsAvailable(s, 'france', 'squadron')).toBe(all - 1);
    eliminateNavalUnits(s, 'gulf_of_lyon', 'france', 'squadron', 1);
    // On the Turn Track: still out of the pool.
    expect(unitsAvailable(s, 'france', 'squadron')).toBe(all - 1);
    s.stack = [];
    navalCardDraw(s);
    expect(unitsAvailable(s, 'france', 'squadron')).toBe(all);
  });
});
