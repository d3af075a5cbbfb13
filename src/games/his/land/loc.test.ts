import { describe, expect, it } from 'vitest';
import { SPACE_IDS } from '../data/map.ts';
import type { SpaceId } from '../data/map.ts';
import type { Power } from '../data/powers.ts';
import { clearMap, declareWar, place, setControl, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { hasLoc } from './loc.ts';

/** Everything independent except the listed spaces (control given per space). */
function isolate(state: HisState, controls: Partial<Record<SpaceId, Power>>): HisState {
  clearMap(state);
  for (const id of SPACE_IDS) setControl(state, id, 'independent');
  for (const [id, p] of Object.entries(controls) as [SpaceId, Power][]) setControl(state, id, p);
  return state;
}

function sea(state: HisState, zone: 'north_sea' | 'english_channel', power: Power, squadron = 1): void {
  state.seas[zone].units[power] = { regular: 0, mercenary: 0, cavalry: 0, squadron, corsair: 0, leaders: [] };
}

describe('12.1 line of communication over land', () => {
  const base = () => isolate(declareWar(startingState(), 'france', 'hapsburg'), { paris: 'france', orleans: 'france', tours: 'hapsburg' });

  it('runs from a fortified home space through friendly-controlled spaces to the end space', () => {
    const s = base();
    expect(hasLoc(s, 'france', 'orleans')).toBe(true);
    expect(hasLoc(s, 'france', 'tours')).toBe(true); // the end may be enemy-controlled
    expect(hasLoc(s, 'france', 'nantes')).toBe(false); // Tours (enemy) is not passable
  });

  it('is blocked by unrest on the path but not at the end', () => {
    const s = base();
    s.spaces.orleans.unrest = true;
    expect(hasLoc(s, 'france', 'tours')).toBe(false);
    expect(hasLoc(s, 'france', 'orleans')).toBe(true);
  });

  it('is blocked by an enemy unit (even a lone leader) on the path', () => {
    const s = place(base(), 'orleans', 'hapsburg', { regular: 1 });
    expect(hasLoc(s, 'france', 'tours')).toBe(false);
    const t = place(base(), 'orleans', 'hapsburg', { leaders: ['duke-of-alva'] });
    expect(hasLoc(t, 'france', 'tours')).toBe(false);
    // Units of a power not at war do not block.
    const u = place(base(), 'orleans', 'england', { regular: 1 });
    expect(hasLoc(u, 'france', 'tours')).toBe(true);
  });

  it('needs the source itself free of enemy units and unrest', () => {
    const s = place(base(), 'paris', 'hapsburg', { regular: 2 });
    expect(hasLoc(s, 'france', 'orleans')).toBe(false);
    const t = base();
    t.spaces.paris.unrest = true;
    expect(hasLoc(t, 'france', 'orleans')).toBe(false);
  });

  it('starts only from a fortified home space of the power or an ally (minor allies included)', () => {
    // Orleans alone is unfortified: no source.
    const s = isolate(startingState(), { orleans: 'france' });
    expect(hasLoc(s, 'france', 'tours')).toBe(false);
    // The Papacy traces from Paris only when allied with France.
    const t = base();
    expect(hasLoc(t, 'papacy', 'orleans')).toBe(false);
    t.diplomacy.alliances.push('france|papacy');
    expect(hasLoc(t, 'papacy', 'orleans')).toBe(true);
    // Genoa (minor) is a source for the power it is allied to.
    const u = isolate(startingState(), { genoa: 'genoa', turin: 'france' });
    expect(hasLoc(u, 'hapsburg', 'pavia')).toBe(false);
    u.diplomacy.minorAllies.genoa = 'hapsburg';
    expect(hasLoc(u, 'hapsburg', 'pavia')).toBe(true);
  });
});

describe('12.1 electorates', () => {
  const chain = () =>
    isolate(startingState(), { vienna: 'hapsburg', linz: 'hapsburg', salzburg: 'hapsburg', augsburg: 'hapsburg', worms: 'hapsburg' });

  it('cannot be traced through an electorate before the Schmalkaldic League', () => {
    const s = chain();
    expect(s.eventsResolved).not.toContain(13);
    expect(hasLoc(s, 'hapsburg', 'augsburg')).toBe(true); // the electorate may be the end
    expect(hasLoc(s, 'hapsburg', 'worms')).toBe(false);
  });

  it('can after it', () => {
    const s = chain();
    s.eventsResolved.push(13);
    expect(hasLoc(s, 'hapsburg', 'worms')).toBe(true);
  });
});

describe('12.1 sea zones', () => {
  const island = () => isolate(declareWar(startingState(), 'england', 'france'), { london: 'england', boulogne: 'france', paris: 'france' });

  it('crosses sea zones that each hold a friendly naval unit, to a non-friendly port at the end', () => {
    const s = island();
    expect(hasLoc(s, 'england', 'boulogne')).toBe(false);
    sea(s, 'north_sea', 'england');
    expect(hasLoc(s, 'england', 'boulogne')).toBe(false); // the Channel has no English squadron
    sea(s, 'english_channel', 'england');
    expect(hasLoc(s, 'england', 'boulogne')).toBe(true);
  });

  it('counts an ally squadron as friendly', () => {
    const s = island();
    sea(s, 'north_sea', 'england');
    sea(s, 'english_channel', 'hapsburg');
    expect(hasLoc(s, 'england', 'boulogne')).toBe(false);
    s.diplomacy.alliances.push('england|hapsburg');
    expect(hasLoc(s, 'england', 'boulogne')).toBe(true);
  });

  it('is blocked by enemy naval units in the sea zone', () => {
    const s = island();
    sea(s, 'north_sea', 'england');
    sea(s, 'english_channel', 'england');
    sea(s, 'english_channel', 'france');
    expect(hasLoc(s, 'england', 'boulogne')).toBe(false);
  });

  it('goes on from the landing port only if that port is friendly-controlled', () => {
    const s = island();
    sea(s, 'north_sea', 'england');
    sea(s, 'english_channel', 'england');
    expect(hasLoc(s, 'england', 'paris')).toBe(false);
    setControl(s, 'boulogne', 'england');
    expect(hasLoc(s, 'england', 'paris')).toBe(true);
  });
});
