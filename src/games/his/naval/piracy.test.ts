import { describe, expect, it } from 'vitest';
import { act, choices, clearMap, declareWar, loadDice, makePeace, place, setControl, spend, stackWithBudgets, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { forcesAt } from '../queries.ts';
import { antiPiracyDice, piracyDice, piracyZones } from './piracy.ts';

const fleet = (squadron: number, corsair = 0, leaders: string[] = []) => ({ regular: 0, mercenary: 0, cavalry: 0, squadron, corsair, leaders });

/**
 * The rulebook's Piracy Example (16.4): Barbarossa, 2 corsairs and a squadron in the Ionian
 * Sea; the Hapsburgs (at war with the Ottoman) hold Malta, with the Knights, and have a
 * squadron in Messina; the Papacy (not at war) holds the fortress of Corfu.
 */
function example(): HisState {
  const s = clearMap(declareWar(startingState(), 'ottoman', 'hapsburg'));
  makePeace(s, 'ottoman', 'papacy');
  setControl(s, 'corfu', 'papacy');
  setControl(s, 'malta', 'hapsburg');
  place(s, 'malta', 'independent', { regular: 1 });
  place(s, 'messina', 'hapsburg', { squadron: 1 });
  s.seas.ionian_sea.units = { ottoman: fleet(1, 2, ['barbarossa']) };
  // No response card in any hand: the Foul Weather window after the declaration passes by.
  for (const p of ['ottoman', 'england', 'france', 'papacy', 'protestant'] as const) s.powers[p].hand = [];
  s.powers.hapsburg.hand = [30, 40];
  // 21.1: piracy is possible once Barbary Pirates has occurred.
  s.eventsResolved.push(9);
  return s;
}

function initiate(s: HisState, zone = 'ionian_sea', target = 'hapsburg'): HisState {
  spend(s, 'ottoman', 2);
  expect(choices(s, 'ottoman')).toContainEqual({ type: 'action', action: 'initiatePiracy' });
  act(s, 'ottoman', { type: 'action', action: 'initiatePiracy' });
  act(s, 'ottoman', { type: 'sea', sea: zone });
  return act(s, 'ottoman', { type: 'target', target });
}

describe('16.4 the piracy example', () => {
  it('2 dice against the pirates sink a corsair; 1 + 1 (Barbarossa) piracy dice hit twice; a squadron and a VP', () => {
    const s = example();
    expect(antiPiracyDice(s, 'ionian_sea', 'hapsburg')).toBe(2);
    spend(s, 'ottoman', 2);
    act(s, 'ottoman', { type: 'action', action: 'initiatePiracy' });
    act(s, 'ottoman', { type: 'sea', sea: 'ionian_sea' });
    // Any power holding a port on the zone may be targeted; war is not needed.
    expect(choices(s, 'ottoman')).toEqual([
      { type: 'target', target: 'hapsburg' },
      { type: 'target', target: 'papacy' },
    ]);
    loadDice(s, [5, 2, 6, 5]);
    act(s, 'ottoman', { type: 'target', target: 'hapsburg' });
    expect(forcesAt(s, { sea: 'ionian_sea' }, 'ottoman').corsair).toBe(1);
    expect(s.log.find((e) => e.key === 'his.log.piracy')!.params).toMatchObject({ defenceDice: 2, corsairsLost: 1, piracyDice: 2, hits: 2 });
    expect(choices(s, 'hapsburg')).toEqual([
      { type: 'piracyAward', award: 'squadron', where: 'messina', owner: 'hapsburg' },
      { type: 'piracyAward', award: 'card' },
      { type: 'piracyAward', award: 'vp' },
    ]);
    act(s, 'hapsburg', { type: 'piracyAward', award: 'squadron', where: 'messina', owner: 'hapsburg' });
    act(s, 'hapsburg', { type: 'piracyAward', award: 'vp' });
    expect(forcesAt(s, { space: 'messina' }, 'hapsburg').squadron).toBe(0);
    expect(s.tracks.piracyVp).toBe(1);
    expect(s.powers.hapsburg.hand).toHaveLength(2);
    expect(stackWithBudgets(s).find((f) => f.proc === 'spendCp')).toBeUndefined();
    // 16.4 step 1: one piracy a turn in a zone.
    expect(piracyZones(s)).not.toContain('ionian_sea');
  });

  it('the Papal fortress of Corfu counts only once the Papacy is at war with the Ottoman', () => {
    const s = example();
    declareWar(s, 'ottoman', 'papacy');
    expect(antiPiracyDice(s, 'ionian_sea', 'hapsburg')).toBe(3);
    // Keys are not fortresses; a fortress in unrest or under siege does not help.
    s.spaces.corfu.unrest = true;
    expect(antiPiracyDice(s, 'ionian_sea', 'hapsburg')).toBe(2);
  });

  it('the target’s squadrons in the zone give 2 dice each; those of powers at war nearby 1 each', () => {
    const s = example();
    s.seas.ionian_sea.units.hapsburg = fleet(1);
    s.seas.adriatic_sea.units = { hapsburg: fleet(2) };
    expect(antiPiracyDice(s, 'ionian_sea', 'hapsburg')).toBe(2 + 2 + 2);
    // The Papacy is not at war with the Ottoman: its squadrons nearby do not help.
    s.seas.aegean_sea.units = { papacy: fleet(2) };
    expect(antiPiracyDice(s, 'ionian_sea', 'hapsburg')).toBe(6);
  });

  it('piracy dice: 1 with a single corsair or a single target port, else 2, plus piracy ratings', () => {
    const s = example();
    // Hapsburg ports on the Ionian Sea: Malta, Messina, Taranto; 2 corsairs.
    expect(piracyDice(s, 'ionian_sea', 'hapsburg')).toBe(2 + 1);
    // The Papacy has one port there (Corfu).
    expect(piracyDice(s, 'ionian_sea', 'papacy')).toBe(1 + 1);
    s.seas.ionian_sea.units.ottoman!.leaders = ['barbarossa', 'dragut'];
    expect(piracyDice(s, 'ionian_sea', 'hapsburg')).toBe(2 + 1 + 2);
  });
});

describe('16.4 step 5 awards', () => {
  it('hits are spread: no award twice before each valid one once; useless awards are not offered', () => {
    const s = example();
    s.spaces.messina.units.hapsburg!.squadron = 2;
    loadDice(s, [1, 1, 1, 6, 6, 6]);
    s.seas.ionian_sea.units.ottoman!.leaders = ['barbarossa'];
    initiate(s);
    act(s, 'hapsburg', { type: 'piracyAward', award: 'squadron', where: 'messina', owner: 'hapsburg' });
    expect(choices(s, 'hapsburg').map((a) => a.award)).toEqual(['card', 'vp']);
    const before = s.powers.ottoman.hand.length;
    act(s, 'hapsburg', { type: 'piracyAward', award: 'card' });
    expect(s.powers.ottoman.hand).toHaveLength(before + 1);
    expect(s.powers.hapsburg.hand).toHaveLength(1);
    expect(choices(s, 'hapsburg').map((a) => a.award)).toEqual(['vp']);
    act(s, 'hapsburg', { type: 'piracyAward', award: 'vp' });
    expect(s.stack.filter((f) => f.proc === 'piracy')).toEqual([]);
  });

  it('no piracy VP beyond 10 in a game; no card draw from an empty hand', () => {
    const s = example();
    s.tracks.piracyVp = 10;
    s.powers.hapsburg.hand = [];
    loadDice(s, [1, 1, 6, 6, 6]);
    initiate(s);
    expect(choices(s, 'hapsburg')).toEqual([{ type: 'piracyAward', award: 'squadron', where: 'messina', owner: 'hapsburg' }]);
    act(s, 'hapsburg', { type: 'piracyAward', award: 'squadron', where: 'messina', owner: 'hapsburg' });
    // Nothing left to give: the other hits are lost.
    expect(s.tracks.piracyVp).toBe(10);
    expect(s.log.some((e) => e.key === 'his.log.piracyHitsLost')).toBe(true);
  });

  it('four piracy actions a turn at most', () => {
    const s = example();
    s.piracy = { turn: s.turn, zones: ['aegean_sea', 'barbary_coast', 'north_african_coast'] };
    expect(piracyZones(s)).toEqual(['ionian_sea']);
    s.piracy.zones.push('adriatic_sea');
    expect(piracyZones(s)).toEqual([]);
    // Markers of an earlier turn no longer count (19.6).
    s.piracy.turn = s.turn - 1;
    expect(piracyZones(s)).toEqual(['ionian_sea']);
  });
});

describe('21.1 no piracy before Barbary Pirates', () => {
  it('corsairs at sea may not initiate piracy until card 9 has occurred', () => {
    const s = example();
    s.eventsResolved = s.eventsResolved.filter((c) => c !== 9);
    expect(piracyZones(s)).toEqual([]);
    s.eventsResolved.push(9);
    expect(piracyZones(s)).toEqual(['ionian_sea']);
  });
});

describe('16.4 Foul Weather after the declaration', () => {
  it('stops the piracy: the Piracy marker and the 2 CP are spent, no dice are rolled', () => {
    const s = example();
    s.powers.papacy.hand = [31];
    initiate(s);
    act(s, 'papacy', { type: 'respond', card: 31 });
    expect(s.log.some((e) => e.key === 'his.log.piracyStopped')).toBe(true);
    expect(s.log.some((e) => e.key === 'his.log.piracy')).toBe(false);
    expect(forcesAt(s, { sea: 'ionian_sea' }, 'ottoman').corsair).toBe(2);
    expect(piracyZones(s)).not.toContain('ionian_sea');
  });
});

