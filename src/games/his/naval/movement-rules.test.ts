import { describe, expect, it } from 'vitest';
import { act, choices, clearMap, declareWar, loadDice, spend, setControl, startingState } from '../testing/position.ts';
import { navalAvoidDestinations } from './interception.ts';

const fleet = (squadron: number, leaders: string[] = []) => ({ regular: 0, mercenary: 0, cavalry: 0, squadron, corsair: 0, leaders });

describe('16.1 step 5 where naval units may avoid battle', () => {
  it('to an adjacent port the avoider controls, or an adjacent sea zone without units of a power at war with it', () => {
    const s = clearMap(declareWar(startingState(), 'ottoman', 'hapsburg'));
    s.seas.aegean_sea.units = { ottoman: fleet(2) };
    setControl(s, 'athens', 'ottoman');
    setControl(s, 'candia', 'venice');
    setControl(s, 'coron', 'hapsburg');
    // Hapsburg ships in the Ionian Sea close it; the North African Coast is free.
    s.seas.ionian_sea.units = { hapsburg: fleet(1) };
    const dest = navalAvoidDestinations(s, 'aegean_sea', 'ottoman');
    expect(dest).toContain('north_african_coast');
    expect(dest).toContain('athens');
    expect(dest).toContain('istanbul');
    expect(dest).not.toContain('ionian_sea');
    expect(dest).not.toContain('candia'); // not Ottoman-controlled
    expect(dest).not.toContain('coron');
    // Ships of a power not at war with the Ottoman do not close a sea zone.
    s.seas.ionian_sea.units = { england: fleet(1) };
    expect(navalAvoidDestinations(s, 'aegean_sea', 'ottoman')).toContain('ionian_sea');
  });

  it('an Ottoman port holding enemy ships is closed', () => {
    const s = clearMap(declareWar(startingState(), 'ottoman', 'hapsburg'));
    s.seas.aegean_sea.units = { ottoman: fleet(1) };
    s.spaces.salonika.units = { hapsburg: fleet(1) };
    expect(navalAvoidDestinations(s, 'aegean_sea', 'ottoman')).not.toContain('salonika');
  });
});

describe('16.1 step 4 interceptions by several enemy powers', () => {
  function position() {
    const s = clearMap(declareWar(declareWar(startingState(), 'ottoman', 'hapsburg'), 'ottoman', 'france'));
    for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) s.powers[p].hand = [];
    s.spaces.istanbul.units = { ottoman: fleet(1) };
    s.seas.ionian_sea.units = { hapsburg: fleet(1) };
    s.seas.north_african_coast.units = { france: fleet(1) };
    spend(s, 'ottoman', 1);
    act(s, 'ottoman', { type: 'action', action: 'navalMove' });
    act(s, 'ottoman', { type: 'space', space: 'istanbul' });
    act(s, 'ottoman', { type: 'sea', sea: 'aegean_sea' });
    if (choices(s, 'ottoman').some((a) => a.type === 'done')) act(s, 'ottoman', { type: 'done' });
    return s;
  }
  const tries = (s: ReturnType<typeof position>) => s.log.filter((e) => e.key === 'his.log.navalInterception').map((e) => e.params.power);

  it('in impulse order: the Hapsburgs first; once one succeeds no other power tries', () => {
    const s = position();
    expect(choices(s, 'france')).toEqual([]);
    expect(choices(s, 'hapsburg')).toContainEqual({ type: 'sea', sea: 'ionian_sea' });
    loadDice(s, [5, 5, ...Array.from({ length: 10 }, () => 1)]);
    act(s, 'hapsburg', { type: 'sea', sea: 'ionian_sea' });
    expect(tries(s)).toEqual(['hapsburg']);
    expect(choices(s, 'france')).toEqual([]);
  });

  it('a failed attempt lets the next power in impulse order try', () => {
    const s = position();
    loadDice(s, [1, 1]);
    act(s, 'hapsburg', { type: 'sea', sea: 'ionian_sea' });
    expect(choices(s, 'france')).toContainEqual({ type: 'sea', sea: 'north_african_coast' });
  });
});

describe('16.1 step 7 several enemy powers in one sea zone', () => {
  function position() {
    const s = clearMap(declareWar(declareWar(startingState(), 'ottoman', 'hapsburg'), 'ottoman', 'papacy'));
    for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) s.powers[p].hand = [];
    s.diplomacy.minorAllies.venice = 'papacy';
    s.spaces.istanbul.units = { ottoman: fleet(1) };
    // Allied enemy stacks are not combined: the Hapsburg and the Venetian (Papal) squadrons fight apart.
    s.seas.aegean_sea.units = { hapsburg: fleet(1), venice: fleet(1) };
    spend(s, 'ottoman', 1);
    act(s, 'ottoman', { type: 'action', action: 'navalMove' });
    act(s, 'ottoman', { type: 'space', space: 'istanbul' });
    act(s, 'ottoman', { type: 'sea', sea: 'aegean_sea' });
    if (choices(s, 'ottoman').some((a) => a.type === 'done')) act(s, 'ottoman', { type: 'done' });
    // Neither enemy tries to avoid battle.
    act(s, 'hapsburg', { type: 'stay' });
    act(s, 'papacy', { type: 'stay' });
    return s;
  }

  it('the active power chooses which enemy to fight first, and stops once it has lost', () => {
    const s = position();
    expect(choices(s, 'ottoman')).toEqual([
      { type: 'navalCombat', where: 'aegean_sea', defender: 'hapsburg' },
      { type: 'navalCombat', where: 'aegean_sea', defender: 'papacy' },
    ]);
    // The Ottoman misses with both dice; the Venetians hit twice: the Ottoman squadron is sunk.
    loadDice(s, [1, 1, 6, 6]);
    act(s, 'ottoman', { type: 'navalCombat', where: 'aegean_sea', defender: 'papacy' });
    const combats = s.log.filter((e) => e.key === 'his.log.navalCombatBegins');
    expect(combats).toHaveLength(1);
    expect(s.seas.aegean_sea.units.ottoman).toBeUndefined();
    expect(s.seas.aegean_sea.units.hapsburg?.squadron).toBe(1);
  });
});
