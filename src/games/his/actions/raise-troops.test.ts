// 11.1, 17.1: the Raise Regular Troop, Buy Mercenary and Raise Cavalry actions, played
// through the CP menu; 22.3: a regular of an active minor ally in the minor's home space.
import { describe, expect, it } from 'vitest';
import type { MajorPower } from '../data/powers.ts';
import type { HisState } from '../state.ts';
import { act, choices, clearMap, declareWar, place, spend, stackWithBudgets, startingState } from '../testing/position.ts';
import { minorRegularBuildSites } from './build-land.ts';
import { maxLandStrength } from '../data/pieces.ts';

function withCp(s: HisState, power: MajorPower, cp: number): HisState {
  return spend(s, power, cp);
}

function cpLeft(s: HisState): number | undefined {
  const top = stackWithBudgets(s).at(-1);
  return top?.proc === 'spendCp' ? top.cp : undefined;
}

describe('17.1 Raise Regular Troop (2 CP)', () => {
  it('puts a regular in the chosen friendly home space and costs 2 CP', () => {
    const s = withCp(clearMap(startingState('1517')), 'france', 3);
    expect(choices(s, 'france')).toContainEqual({ type: 'action', action: 'raiseRegular' });
    act(s, 'france', { type: 'action', action: 'raiseRegular' });
    const where = choices(s, 'france');
    expect(where).toContainEqual({ type: 'space', space: 'lyon' });
    expect(where).not.toContainEqual({ type: 'space', space: 'milan' });
    act(s, 'france', { type: 'space', space: 'lyon' });
    expect(s.spaces.lyon.units.france).toMatchObject({ regular: 1, mercenary: 0 });
    expect(cpLeft(s)).toBe(1);
  });

  it('is not offered with 1 CP', () => {
    const s = withCp(clearMap(startingState('1517')), 'france', 1);
    expect(choices(s, 'france')).not.toContainEqual({ type: 'action', action: 'raiseRegular' });
  });

  it('not in a home space held by enemy land units', () => {
    const s = clearMap(startingState('1517'));
    declareWar(s, 'france', 'hapsburg');
    place(s, 'lyon', 'hapsburg', { regular: 1 });
    withCp(s, 'france', 2);
    act(s, 'france', { type: 'action', action: 'raiseRegular' });
    expect(choices(s, 'france')).not.toContainEqual({ type: 'space', space: 'lyon' });
  });
});

describe('17.1 where land units are built, as read here (docs/data-decisions.md)', () => {
  it('a home space of the power controlled by it or an ally; never in unrest, nor with enemy units (land or naval), nor beyond the counter mix', () => {
    const s = clearMap(startingState('1517'));
    declareWar(s, 'france', 'hapsburg');
    s.diplomacy.alliances = ['france|ottoman'];
    s.spaces.dijon.control = 'ottoman'; // friendly: an ally's
    s.spaces.tours.unrest = true;
    place(s, 'marseille', 'hapsburg', { squadron: 1 }); // naval units of an enemy count too
    s.spaces.bordeaux.control = 'hapsburg'; // the enemy's: not friendly
    withCp(s, 'france', 4);
    act(s, 'france', { type: 'action', action: 'raiseRegular' });
    const where = choices(s, 'france').map((a) => a.space);
    expect(where).toContain('dijon');
    expect(where).toContain('paris');
    expect(where).not.toContain('tours');
    expect(where).not.toContain('marseille');
    expect(where).not.toContain('bordeaux');
  });

  it('the actions are not offered once the counter mix is used up (17)', () => {
    const s = clearMap(startingState('1517'));
    place(s, 'paris', 'france', { regular: maxLandStrength('france') });
    withCp(s, 'france', 4);
    expect(choices(s, 'france')).not.toContainEqual({ type: 'action', action: 'raiseRegular' });
    expect(choices(s, 'france')).not.toContainEqual({ type: 'action', action: 'buyMercenary' });
  });
});

describe('17.1 Buy Mercenary (1 CP, not the Ottoman)', () => {
  it('puts a mercenary in the chosen home space for 1 CP', () => {
    const s = withCp(clearMap(startingState('1517')), 'hapsburg', 2);
    act(s, 'hapsburg', { type: 'action', action: 'buyMercenary' });
    act(s, 'hapsburg', { type: 'space', space: 'vienna' });
    expect(s.spaces.vienna.units.hapsburg).toMatchObject({ regular: 0, mercenary: 1 });
    expect(cpLeft(s)).toBe(1);
  });

  it('the Ottoman may not buy mercenaries', () => {
    const s = withCp(clearMap(startingState('1517')), 'ottoman', 5);
    expect(choices(s, 'ottoman')).not.toContainEqual({ type: 'action', action: 'buyMercenary' });
  });
});

describe('17.1 Raise Cavalry (1 CP, the Ottoman only)', () => {
  it('puts a cavalry unit in an Ottoman home space for 1 CP', () => {
    const s = withCp(clearMap(startingState('1517')), 'ottoman', 1);
    act(s, 'ottoman', { type: 'action', action: 'raiseCavalry' });
    act(s, 'ottoman', { type: 'space', space: 'istanbul' });
    expect(s.spaces.istanbul.units.ottoman).toMatchObject({ regular: 0, cavalry: 1 });
    expect(cpLeft(s)).toBeUndefined();
  });

  it('no other power may raise cavalry', () => {
    const s = withCp(clearMap(startingState('1517')), 'hapsburg', 5);
    expect(choices(s, 'hapsburg')).not.toContainEqual({ type: 'action', action: 'raiseCavalry' });
  });
});

describe('22.3 Raise Regular Troop for an active minor ally', () => {
  it('builds a Genoese regular in Genoa for the French ally; not while Genoa is inactive', () => {
    const s = clearMap(startingState('1517'));
    expect(minorRegularBuildSites(s, 'france')).toEqual([]);
    s.diplomacy.minorAllies.genoa = 'france';
    s.spaces.genoa.control = 'france';
    // Genoa and Bastia are Genoa's home spaces.
    expect(minorRegularBuildSites(s, 'france')).toEqual([
      { space: 'bastia', owner: 'genoa' },
      { space: 'genoa', owner: 'genoa' },
    ]);
    withCp(s, 'france', 2);
    act(s, 'france', { type: 'action', action: 'raiseRegular' });
    expect(choices(s, 'france')).toContainEqual({ type: 'space', space: 'genoa', owner: 'genoa' });
    act(s, 'france', { type: 'space', space: 'genoa', owner: 'genoa' });
    expect(s.spaces.genoa.units.genoa).toMatchObject({ regular: 1 });
    expect(s.spaces.genoa.units.france).toBeUndefined();
  });

  it('only regulars: a mercenary may not be bought for the minor', () => {
    const s = clearMap(startingState('1517'));
    s.diplomacy.minorAllies.genoa = 'france';
    s.spaces.genoa.control = 'france';
    withCp(s, 'france', 1);
    act(s, 'france', { type: 'action', action: 'buyMercenary' });
    expect(choices(s, 'france').some((a) => a.owner === 'genoa')).toBe(false);
  });

  it('not in a home space of the minor held by the enemy or in unrest', () => {
    const s = clearMap(startingState('1517'));
    s.diplomacy.minorAllies.genoa = 'france';
    s.spaces.genoa.control = 'france';
    s.spaces.genoa.unrest = true;
    declareWar(s, 'france', 'hapsburg');
    place(s, 'bastia', 'hapsburg', { regular: 1 });
    expect(minorRegularBuildSites(s, 'france')).toEqual([]);
  });
});
