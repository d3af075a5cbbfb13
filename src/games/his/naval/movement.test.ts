import { describe, expect, it } from 'vitest';
import { act, choices, clearMap, declareWar, loadDice, place, spend, setControl, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { forcesAt } from '../queries.ts';
import { mayEnterNavally, movableNavalLots, navalDestinations, navalMoveOrigins } from './movement.ts';

/**
 * The rulebook's Naval Movement and Combat Example (16.2): Barbarossa with 2 squadrons and
 * a corsair sails from Tunis into the Barbary Coast; Andrea Doria with a Genoese and a
 * Hapsburg squadron in the Tyrrhenian Sea, and the Venetian squadron loaned to the
 * Hapsburgs in the Ionian Sea, try to intercept.
 */
function example(): HisState {
  const s = clearMap(declareWar(startingState(), 'ottoman', 'hapsburg'));
  s.diplomacy.minorAllies.genoa = 'hapsburg';
  s.diplomacy.minorAllies.venice = 'papacy';
  setControl(s, 'tunis', 'ottoman');
  place(s, 'tunis', 'ottoman', { squadron: 2, corsair: 1, leaders: ['barbarossa'] });
  s.seas.tyrrhenian_sea.units = {
    hapsburg: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] },
    genoa: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: ['andrea-doria'] },
  };
  // The loaned Venetian squadron counts among the Hapsburg units this turn (9.2).
  s.seas.ionian_sea.units = { hapsburg: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] } };
  s.diplomacy.loans = [{ owner: 'papacy', holder: 'hapsburg', squadrons: 1, leaders: [] }];
  return s;
}

function startNavalMove(s: HisState, power: 'ottoman' | 'hapsburg' | 'france' = 'ottoman', cp = 1): HisState {
  spend(s, power, cp);
  expect(choices(s, power)).toContainEqual({ type: 'action', action: 'navalMove' });
  return act(s, power, { type: 'action', action: 'navalMove' });
}

describe('16.1-16.2 the naval movement and combat example', () => {
  it('Doria intercepts on 7 + 2, the Venetian squadron fails on 7; the Hapsburgs win the tie as defenders', () => {
    const s = example();
    startNavalMove(s);
    expect(choices(s, 'ottoman')).toEqual([{ type: 'space', space: 'tunis' }, { type: 'done' }]);
    act(s, 'ottoman', { type: 'space', space: 'tunis' });
    expect(choices(s, 'ottoman')).toContainEqual({ type: 'sea', sea: 'barbary_coast' });
    act(s, 'ottoman', { type: 'sea', sea: 'barbary_coast' });
    act(s, 'ottoman', { type: 'units', power: 'ottoman', kind: 'squadron', count: 2 });
    act(s, 'ottoman', { type: 'units', power: 'ottoman', kind: 'corsair', count: 1 });
    // Every ship leaves Tunis: Barbarossa must go with them, no question asked.
    expect(choices(s, 'ottoman')).toEqual([{ type: 'done' }]);
    act(s, 'ottoman', { type: 'done' });

    // 16.1 step 4: both Hapsburg stacks may try; the Hapsburg player picks the order.
    expect(choices(s, 'hapsburg')).toEqual([{ type: 'sea', sea: 'ionian_sea' }, { type: 'sea', sea: 'tyrrhenian_sea' }, { type: 'done' }]);
    loadDice(s, [3, 4]);
    act(s, 'hapsburg', { type: 'sea', sea: 'ionian_sea' }); // one squadron: nothing to choose; 7 fails
    expect(forcesAt(s, { sea: 'ionian_sea' }, 'hapsburg').squadron).toBe(1);
    act(s, 'hapsburg', { type: 'sea', sea: 'tyrrhenian_sea' });
    act(s, 'hapsburg', { type: 'units', power: 'hapsburg', kind: 'squadron', count: 1 });
    // 7 + 2 for Doria = 9; then the combat: the Ottoman rolls 7 dice, the Hapsburgs 6, 3 hits each.
    loadDice(s, [3, 4, 5, 6, 5, 1, 2, 3, 4, 6, 5, 5, 1, 1, 1]);
    act(s, 'hapsburg', { type: 'units', power: 'genoa', kind: 'squadron', count: 1 });
    const interceptions = s.log.filter((e) => e.key === 'his.log.navalInterception').map((e) => [e.params.total, e.params.success]);
    expect(interceptions).toEqual([
      [7, false],
      [9, true],
    ]);

    // 16.2: the Ottoman rolls 7 dice (4 + 1 + 2 for Barbarossa), the Hapsburgs 6 (4 + 2 for Doria); 3 hits each.
    expect(s.stack.some((f) => f.proc === 'navalCombat')).toBe(true);
    // The Hapsburgs choose which of their two squadrons is lost.
    expect(choices(s, 'hapsburg')).toEqual([
      { type: 'navalLoss', owner: 'hapsburg', kind: 'squadron' },
      { type: 'navalLoss', owner: 'genoa', kind: 'squadron' },
    ]);
    const combat = s.log.find((e) => e.key === 'his.log.navalCombat')!;
    expect(combat.params).toMatchObject({ attackerDice: 7, defenderDice: 6, attackerHits: 3, defenderHits: 3, winner: 'hapsburg' });
    act(s, 'hapsburg', { type: 'navalLoss', owner: 'hapsburg', kind: 'squadron' });

    // An Ottoman squadron and the corsair are gone; Barbarossa and a squadron retreat, not necessarily to Tunis.
    expect(forcesAt(s, { sea: 'barbary_coast' }, 'ottoman')).toMatchObject({ squadron: 1, corsair: 0, leaders: ['barbarossa'] });
    const retreats = choices(s, 'ottoman');
    expect(retreats).toEqual(
      expect.arrayContaining([{ type: 'space', space: 'tunis' }, { type: 'sea', sea: 'north_african_coast' }, { type: 'sea', sea: 'tyrrhenian_sea' }]),
    );
    // Not into a zone holding enemy ships (the Venetian squadron in the Ionian Sea), nor Algiers (out of play).
    expect(retreats).not.toContainEqual({ type: 'sea', sea: 'ionian_sea' });
    expect(retreats).not.toContainEqual({ type: 'space', space: 'algiers' });
    act(s, 'ottoman', { type: 'sea', sea: 'north_african_coast' });

    expect(forcesAt(s, { sea: 'north_african_coast' }, 'ottoman')).toMatchObject({ squadron: 1, corsair: 0, leaders: ['barbarossa'] });
    expect(forcesAt(s, { sea: 'barbary_coast' }, 'genoa')).toMatchObject({ squadron: 1, leaders: ['andrea-doria'] });
    expect(forcesAt(s, { sea: 'barbary_coast' }, 'hapsburg').squadron).toBe(0);
    expect(s.navalEliminated).toEqual({ ottoman: 2, hapsburg: 1 });
    expect(s.stack).toEqual([]);
    // 16.1: ships of a stack that lost may not make another Naval Move this impulse.
    expect(movableNavalLots(s, 'ottoman', 'north_african_coast')).toEqual([]);
    s.impulse++;
    expect(movableNavalLots(s, 'ottoman', 'north_african_coast')).toEqual([{ owner: 'ottoman', kind: 'squadron', n: 1 }]);
  });

  it('had Doria tried first, his success ends the other powers’ chances but the Hapsburgs may go on', () => {
    const s = example();
    startNavalMove(s);
    act(s, 'ottoman', { type: 'space', space: 'tunis' });
    act(s, 'ottoman', { type: 'sea', sea: 'barbary_coast' });
    act(s, 'ottoman', { type: 'units', power: 'ottoman', kind: 'squadron', count: 2 });
    act(s, 'ottoman', { type: 'units', power: 'ottoman', kind: 'corsair', count: 1 });
    act(s, 'ottoman', { type: 'done' });
    act(s, 'hapsburg', { type: 'sea', sea: 'tyrrhenian_sea' });
    act(s, 'hapsburg', { type: 'units', power: 'hapsburg', kind: 'squadron', count: 1 });
    loadDice(s, [3, 4]);
    act(s, 'hapsburg', { type: 'units', power: 'genoa', kind: 'squadron', count: 1 });
    expect(choices(s, 'hapsburg')).toEqual([{ type: 'sea', sea: 'ionian_sea' }, { type: 'done' }]);
    // Both successful stacks combine: 3 squadrons + Doria = 8 dice.
    loadDice(s, [6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    act(s, 'hapsburg', { type: 'sea', sea: 'ionian_sea' });
    expect(s.log.find((e) => e.key === 'his.log.navalCombat')!.params).toMatchObject({ attackerDice: 7, defenderDice: 8 });
  });
});

describe('16.1 naval movement restrictions', () => {
  it('ports: own or an active minor’s, or any port holding enemy ships; never an ally’s', () => {
    const s = clearMap(startingState());
    s.diplomacy.minorAllies.genoa = 'france';
    s.diplomacy.alliances = ['england|france'];
    expect(mayEnterNavally(s, 'france', 'marseille')).toBe(true);
    expect(mayEnterNavally(s, 'france', 'genoa')).toBe(true);
    expect(mayEnterNavally(s, 'france', 'barcelona')).toBe(false);
    declareWar(s, 'france', 'hapsburg');
    expect(mayEnterNavally(s, 'france', 'barcelona')).toBe(false);
    place(s, 'barcelona', 'hapsburg', { squadron: 1 });
    expect(mayEnterNavally(s, 'france', 'barcelona')).toBe(true);
    setControl(s, 'calais', 'england');
    place(s, 'calais', 'england', { squadron: 1 });
    expect(mayEnterNavally(s, 'france', 'calais')).toBe(false);
  });

  it('Genoese ships and Andrea Doria never enter the Atlantic Ocean', () => {
    const s = clearMap(startingState());
    s.diplomacy.minorAllies.genoa = 'hapsburg';
    s.seas.bay_of_biscay.units = { genoa: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: ['andrea-doria'] } };
    expect(navalDestinations(s, 'hapsburg', 'bay_of_biscay')).not.toContain('atlantic_ocean');
    s.seas.bay_of_biscay.units.hapsburg = { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] };
    expect(navalDestinations(s, 'hapsburg', 'bay_of_biscay')).toContain('atlantic_ocean');
    // Only the Hapsburg squadron is offered, and Doria stays with the Genoese ship.
    startNavalMove(s, 'hapsburg');
    act(s, 'hapsburg', { type: 'sea', sea: 'bay_of_biscay' });
    act(s, 'hapsburg', { type: 'sea', sea: 'atlantic_ocean' });
    // The Genoese ship could still sail elsewhere; here it stays.
    expect(choices(s, 'hapsburg')).toEqual([{ type: 'sea', sea: 'bay_of_biscay' }, { type: 'done' }]);
    act(s, 'hapsburg', { type: 'done' });
    expect(forcesAt(s, { sea: 'atlantic_ocean' }, 'hapsburg').squadron).toBe(1);
    expect(forcesAt(s, { sea: 'bay_of_biscay' }, 'genoa')).toMatchObject({ squadron: 1, leaders: ['andrea-doria'] });
  });

  it('a naval leader may stay behind with ships that stay, and must go when the last ship leaves', () => {
    const s = clearMap(startingState());
    place(s, 'marseille', 'france', { squadron: 2 });
    s.spaces.marseille.units.france!.leaders.push('andrea-doria');
    startNavalMove(s, 'france');
    act(s, 'france', { type: 'space', space: 'marseille' });
    act(s, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    expect(choices(s, 'france')).toEqual([1, 2].map((count) => ({ type: 'units', power: 'france', kind: 'squadron', count })));
    act(s, 'france', { type: 'units', power: 'france', kind: 'squadron', count: 1 });
    expect(choices(s, 'france')).toEqual([{ type: 'leader', leader: 'andrea-doria' }, { type: 'done' }]);
    act(s, 'france', { type: 'done' });
    // A second move from Marseille empties it: the leader goes with it.
    act(s, 'france', { type: 'space', space: 'marseille' });
    act(s, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    expect(choices(s, 'france')).toEqual([{ type: 'done' }]);
    act(s, 'france', { type: 'done' });
    expect(forcesAt(s, { sea: 'gulf_of_lyon' }, 'france')).toMatchObject({ squadron: 2, leaders: ['andrea-doria'] });
    expect(forcesAt(s, { space: 'marseille' }, 'france').squadron).toBe(0);
  });

  it('the Protestant has no Naval Move; a power with no ships has nothing to move', () => {
    const s = clearMap(startingState());
    spend(s, 'protestant', 3);
    expect(choices(s, 'protestant')).not.toContainEqual({ type: 'action', action: 'navalMove' });
    expect(navalMoveOrigins(s, 'france')).toEqual([]);
  });
});

describe('16.1 step 5 avoid battle and 16.2 combat in port', () => {
  it('enemy ships in a zone entered unopposed may slip away on 9+', () => {
    const s = clearMap(declareWar(startingState(), 'france', 'hapsburg'));
    place(s, 'marseille', 'france', { squadron: 1 });
    s.seas.gulf_of_lyon.units = { hapsburg: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] } };
    startNavalMove(s, 'france');
    act(s, 'france', { type: 'space', space: 'marseille' });
    act(s, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    act(s, 'france', { type: 'done' });
    const options = choices(s, 'hapsburg');
    expect(options).toContainEqual({ type: 'space', space: 'barcelona' });
    expect(options).toContainEqual({ type: 'stay' });
    // Not a French port.
    expect(options).not.toContainEqual({ type: 'space', space: 'marseille' });
    loadDice(s, [4, 5]);
    act(s, 'hapsburg', { type: 'space', space: 'barcelona' });
    expect(forcesAt(s, { space: 'barcelona' }, 'hapsburg').squadron).toBe(1);
    expect(s.log.some((e) => e.key === 'his.log.navalCombat')).toBe(false);
  });

  it('no avoid battle where the mover joined friendly ships already there', () => {
    const s = clearMap(declareWar(startingState(), 'france', 'hapsburg'));
    place(s, 'marseille', 'france', { squadron: 1 });
    s.seas.gulf_of_lyon.units = {
      hapsburg: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] },
      france: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] },
    };
    startNavalMove(s, 'france');
    act(s, 'france', { type: 'space', space: 'marseille' });
    act(s, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    loadDice(s, [1, 1, 1, 1, 1, 1, 1, 1]);
    act(s, 'france', { type: 'done' });
    expect(s.log.some((e) => e.key === 'his.log.navalAvoidBattle')).toBe(false);
    expect(s.log.find((e) => e.key === 'his.log.navalCombat')!.params).toMatchObject({ attackerDice: 4, defenderDice: 2 });
  });

  it('the defender of a port adds a die, and the attacker leaves the port even when it wins', () => {
    const s = clearMap(declareWar(startingState(), 'france', 'hapsburg'));
    s.seas.gulf_of_lyon.units = { france: { regular: 0, mercenary: 0, cavalry: 0, squadron: 3, corsair: 0, leaders: [] } };
    place(s, 'barcelona', 'hapsburg', { squadron: 1 });
    startNavalMove(s, 'france');
    act(s, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    act(s, 'france', { type: 'space', space: 'barcelona' });
    act(s, 'france', { type: 'units', power: 'france', kind: 'squadron', count: 3 });
    loadDice(s, [6, 6, 1, 1, 1, 1, 1, 1, 1]);
    act(s, 'france', { type: 'done' });
    expect(s.log.find((e) => e.key === 'his.log.navalCombat')!.params).toMatchObject({ attackerDice: 6, defenderDice: 3, winner: 'france' });
    // Barcelona's squadron is sunk; the French go back to sea (the only zone of the port).
    expect(forcesAt(s, { space: 'barcelona' }, 'hapsburg').squadron).toBe(0);
    expect(forcesAt(s, { space: 'barcelona' }, 'france').squadron).toBe(0);
    expect(forcesAt(s, { sea: 'gulf_of_lyon' }, 'france').squadron).toBe(3);
  });

  it('interception is not possible from a location holding ships of the active power', () => {
    const s = clearMap(declareWar(startingState(), 'france', 'hapsburg'));
    place(s, 'marseille', 'france', { squadron: 1 });
    s.seas.tyrrhenian_sea.units = {
      hapsburg: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] },
      france: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] },
    };
    place(s, 'barcelona', 'hapsburg', { squadron: 1 });
    startNavalMove(s, 'france');
    act(s, 'france', { type: 'space', space: 'marseille' });
    act(s, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    act(s, 'france', { type: 'done' });
    const from = choices(s, 'hapsburg');
    expect(from).toContainEqual({ type: 'space', space: 'barcelona' });
    expect(from).not.toContainEqual({ type: 'sea', sea: 'tyrrhenian_sea' });
  });
});
