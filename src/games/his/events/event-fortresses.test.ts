// Fortresses added in play are fortresses for every rule: 21.1 pirate havens (Oran, Tripoli)
// are Ottoman home spaces with a fortress for all purposes, except that the Ottoman builds only
// corsairs there (as at Algiers); the Knights of St. John (card 86) bring a fortress too.
import { describe, expect, it } from 'vitest';
import { landBuildSpaces } from '../actions/build-land.ts';
import { mayControlUnfortified } from '../actions/control-unfortified.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { mayAssault } from '../land/assault.ts';
import { isLocSource } from '../land/loc.ts';
import { corsairBuildSites, squadronBuildSites } from '../naval/build.ts';
import { hasCaptured } from '../phases/diplomacy/war-status.ts';
import { homePower, isFortified } from '../queries.ts';
import type { HisState } from '../state.ts';
import { act, choices, clearMap, declareWar, spend, startingState } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

function havenAtOran(): HisState {
  const s = clearMap(declareWar(startingState(), 'ottoman', 'hapsburg'));
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.stack = [];
  EVENTS[9]!.play(s, 'ottoman');
  advance(s);
  s.stack = [];
  EVENTS[89]!.play(s, 'ottoman');
  advance(s);
  act(s, 'ottoman', { type: 'space', space: 'oran' });
  return s;
}

describe('21.1 pirate havens are Ottoman home spaces with a fortress', () => {
  it('before the event Oran is an unfortified Hapsburg home space; after it, a fortified Ottoman one', () => {
    const before = clearMap(startingState());
    expect(homePower(before, 'oran')).toBe('hapsburg');
    expect(isFortified(before, 'oran')).toBe(false);
    const s = havenAtOran();
    expect(homePower(s, 'oran')).toBe('ottoman');
    expect(isFortified(s, 'oran')).toBe(true);
    // Tripoli, not converted, stays Hapsburg.
    expect(homePower(s, 'tripoli')).toBe('hapsburg');
  });

  it('12.1: the haven is an Ottoman LOC source, no longer a Hapsburg one even if retaken', () => {
    const s = havenAtOran();
    expect(isLocSource(s, 'ottoman', 'oran')).toBe(true);
    s.spaces.oran.control = 'hapsburg';
    expect(isLocSource(s, 'hapsburg', 'oran')).toBe(false);
  });

  it('9.3: holding the haven is not the capture of a Hapsburg home space', () => {
    const s = havenAtOran();
    s.diplomacy.warCaptures = [];
    expect(hasCaptured(s, 'ottoman', 'hapsburg')).toBe(false);
    // An ordinary Hapsburg home space held by the Ottoman is one.
    s.spaces.tripoli.control = 'ottoman';
    expect(hasCaptured(s, 'ottoman', 'hapsburg')).toBe(true);
  });

  it('17.1, 17.2: the Ottoman builds only corsairs at Algiers and at the haven, never land units or squadrons', () => {
    const s = havenAtOran();
    s.spaces.oran.units = {};
    s.spaces.algiers.units = {};
    const land = landBuildSpaces(s, 'ottoman');
    expect(land).not.toContain('oran');
    expect(land).not.toContain('algiers');
    expect(land).toContain('istanbul');
    const corsairs = corsairBuildSites(s, 'ottoman').map((x) => x.space);
    expect(corsairs).toContain('oran');
    expect(corsairs).toContain('algiers');
    expect(squadronBuildSites(s, 'ottoman').map((x) => x.space)).not.toContain('oran');
    // The Hapsburgs, holding Oran again, build neither land units nor squadrons in an Ottoman home space.
    s.spaces.oran.control = 'hapsburg';
    expect(landBuildSpaces(s, 'hapsburg')).not.toContain('oran');
    expect(squadronBuildSites(s, 'hapsburg').map((x) => x.space)).not.toContain('oran');
  });
});

describe('21.1 the haven fortress for the land rules', () => {
  /** Hapsburg: 4 regulars in Cartagena, a squadron in the Barbary Coast; Oran emptied of Ottoman units. */
  function landAtOran(s: HisState): HisState {
    s.spaces.oran.units = {};
    s.spaces.cartagena.control = 'hapsburg';
    s.spaces.cartagena.units = { hapsburg: { regular: 4, mercenary: 0, cavalry: 0, squadron: 0, corsair: 0, leaders: [] } };
    s.seas.barbary_coast.units = { hapsburg: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] } };
    s.impulse = 5;
    spend(s, 'hapsburg', 2);
    act(s, 'hapsburg', { type: 'action', action: 'navalTransport' });
    act(s, 'hapsburg', { type: 'space', space: 'cartagena' });
    for (let guard = 0; guard < 10 && !choices(s, 'hapsburg').some((a) => a.type === 'sea'); guard++) {
      const units = choices(s, 'hapsburg').filter((a) => a.type === 'units');
      act(s, 'hapsburg', units.length > 0 ? units[units.length - 1]! : { type: 'done' });
    }
    act(s, 'hapsburg', { type: 'sea', sea: 'barbary_coast' });
    act(s, 'hapsburg', { type: 'space', space: 'oran' });
    return s;
  }

  it('16.3, 15: landing in the haven besieges it; landing in Oran before the event does not', () => {
    const plain = clearMap(declareWar(startingState(), 'ottoman', 'hapsburg'));
    for (const p of MAJOR_POWERS) plain.powers[p].hand = [];
    plain.stack = [];
    plain.spaces.oran.control = 'ottoman';
    landAtOran(plain);
    expect(plain.spaces.oran.units.hapsburg?.regular).toBe(4);
    expect(plain.spaces.oran.siege).toBeNull();

    const s = landAtOran(havenAtOran());
    expect(s.spaces.oran.units.hapsburg?.regular).toBe(4);
    expect(s.spaces.oran.siege).toEqual({ besieger: 'hapsburg', since: 5 });
    expect(s.spaces.oran.control).toBe('ottoman');
  });
});

describe('card 86 Knights of St. John: the fortress they bring is a fortress for the land rules', () => {
  it('Knights re-established in Oran: the Ottoman must besiege and assault it, not take it as an unfortified space', () => {
    const s = clearMap(startingState());
    for (const p of MAJOR_POWERS) s.powers[p].hand = [];
    s.stack = [];
    s.spaces.rhodes.control = 'ottoman';
    s.outOfPlay = [];
    EVENTS[86]!.play(s, 'papacy');
    advance(s);
    act(s, 'hapsburg', { type: 'space', space: 'oran' });
    expect(s.knightsOfStJohn).toBe('oran');
    expect(isFortified(s, 'oran')).toBe(true);
    // Ottoman LOC by sea from Algiers; 4 Ottoman regulars besiege the Knights since the last impulse.
    s.seas.barbary_coast.units = { ottoman: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] } };
    s.spaces.oran.units.ottoman = { regular: 4, mercenary: 0, cavalry: 0, squadron: 0, corsair: 0, leaders: [] };
    s.impulse = 6;
    s.spaces.oran.siege = { besieger: 'ottoman', since: 5 };
    expect(mayControlUnfortified(s, 'ottoman', 'oran')).toBe(false);
    expect(mayAssault(s, 'ottoman', 'oran')).toBe(true);
  });
});
