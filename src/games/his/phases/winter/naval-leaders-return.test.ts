// 19.3 naval units and leaders returning home, and the 19.7 debaters step, run through the Winter Phase.
import { describe, expect, it } from 'vitest';
import { SPACE_IDS, isPort } from '../../data/map.ts';
import { asks } from '../../flow/kernel.ts';
import { act, choices, clearMap, runProcedure, setControl, startingState } from '../../testing/position.ts';
import { SCHMALKALDIC_LEAGUE } from '../../land/loc.ts';
import { clearWinterPath, navalReturnPorts } from './index.ts';

const NONE = { regular: 0, mercenary: 0, cavalry: 0, squadron: 0, corsair: 0 };

describe('19.3 naval leaders returning home', () => {
  it('a naval leader with no port of his power to return to goes to the Turn Track, back next turn (8.2)', () => {
    const s = clearMap(startingState('1517'));
    s.turn = 3;
    // No Ottoman port anywhere: Barbarossa and his corsairs at sea have nowhere to go.
    for (const id of SPACE_IDS) if (isPort(id) && s.spaces[id].control === 'ottoman') setControl(s, id, 'hapsburg');
    s.seas.ionian_sea.units.ottoman = { ...NONE, corsair: 2, leaders: ['barbarossa'] };
    runProcedure(s, { proc: 'winterNaval', sent: [] });
    expect(s.seas.ionian_sea.units.ottoman).toBeUndefined();
    expect(s.navalEliminated.ottoman).toBe(2);
    expect(s.navalLeadersAway).toEqual([{ leader: 'barbarossa', owner: 'ottoman', turn: 4 }]);
  });

  it('naval leaders go to the port their ships go to', () => {
    const s = clearMap(startingState('1517'));
    s.seas.aegean_sea.units.ottoman = { ...NONE, corsair: 1, squadron: 1, leaders: ['barbarossa'] };
    const ports = navalReturnPorts(s, { sea: 'aegean_sea' }, 'ottoman');
    runProcedure(s, { proc: 'winterNaval', sent: [] });
    for (let i = 0; i < 10 && asks(s).length > 0; i++) {
      const a = asks(s)[0]!;
      act(s, a.power, a.actions.find((x) => !('kind' in x)) ?? a.actions[0]!);
    }
    const where = SPACE_IDS.filter((id) => s.spaces[id].units.ottoman?.leaders.includes('barbarossa'));
    expect(where).toHaveLength(1);
    expect(ports).toContain(where[0]);
    expect(s.spaces[where[0]!].units.ottoman!.squadron + s.spaces[where[0]!].units.ottoman!.corsair).toBeGreaterThan(0);
    expect(s.navalLeadersAway).toEqual([]);
  });

  it('an active minor\'s squadrons may choose a home port of the minor; the major\'s own squadrons may not', () => {
    const s = clearMap(startingState('1517'));
    s.diplomacy.minorAllies.genoa = 'france';
    setControl(s, 'genoa', 'france');
    // From the Bay of Biscay the nearest French ports are on the Atlantic coast.
    expect(navalReturnPorts(s, { sea: 'bay_of_biscay' }, 'france')).not.toContain('genoa');
    expect(navalReturnPorts(s, { sea: 'bay_of_biscay' }, 'genoa')).toContain('genoa');
    s.seas.bay_of_biscay.units.genoa = { ...NONE, squadron: 1, leaders: [] };
    runProcedure(s, { proc: 'winterNaval', sent: [] });
    const options = choices(s, 'france').map((a) => a.space);
    expect(options).toContain('genoa');
    act(s, 'france', { type: 'port', space: 'genoa' });
    expect(s.spaces.genoa.units.genoa!.squadron).toBe(1);
  });
});

describe('19.7 debaters, run through the Winter Phase', () => {
  it('the Winter Phase flips every committed debater back, after replacements and before the Mandatory Events', () => {
    const s = clearMap(startingState('1517'));
    s.turn = 2;
    s.phase = 'winter';
    s.religion.committed = ['eck', 'luther'];
    runProcedure(s, { proc: 'winter' });
    expect(s.religion.committed).toEqual([]);
    expect(s.stack).toEqual([]);
    const keys = s.log.map((e) => e.key);
    expect(keys).toContain('his.log.debatersUncommitted');
    // 19.5 replacements (a regular in each capital) are logged before the debaters flip.
    expect(keys.indexOf('his.log.replacement')).toBeGreaterThanOrEqual(0);
    expect(keys.indexOf('his.log.replacement')).toBeLessThan(keys.indexOf('his.log.debatersUncommitted'));
  });

  it('debaters stay committed until the Winter Phase reaches the debaters step', () => {
    const s = clearMap(startingState('1517'));
    s.religion.committed = ['eck'];
    runProcedure(s, { proc: 'winter', step: 'mandatory' });
    expect(s.religion.committed).toEqual(['eck']);
  });
});

describe('19.3 exception 3: the Hapsburgs do not cross electorates before the Schmalkaldic League (21.6)', () => {
  it('no clear winter path into or through an electorate until the League has formed', () => {
    const s = clearMap(startingState('1517'));
    // Worms to Cologne (an electorate): only after the League.
    expect(clearWinterPath(s, 'hapsburg', 'worms', 'cologne')).toBe(false);
    // Not for the Protestant-free case of other spaces: Worms to Innsbruck needs no electorate.
    expect(clearWinterPath(s, 'hapsburg', 'worms', 'innsbruck')).toBe(true);
    s.eventsResolved.push(SCHMALKALDIC_LEAGUE);
    expect(clearWinterPath(s, 'hapsburg', 'worms', 'cologne')).toBe(true);
  });
});
