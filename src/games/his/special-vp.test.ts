// 23.2 special VP not covered elsewhere, and 12.4: unrest takes them away.
import { describe, expect, it } from 'vitest';
import { ELECTORATES, homeSpacesOf } from './data/map.ts';
import { clearMap, setControl, startingState } from './testing/position.ts';
import { SCHMALKALDIC_LEAGUE } from './land/loc.ts';
import { specialVp, victoryPoints, vpBreakdown } from './victory-points.ts';

describe('23.2 Hapsburg electorate VP (12.4: none in unrest)', () => {
  it('1 VP per Hapsburg electorate once the Schmalkaldic League has formed; an electorate in unrest gives none', () => {
    const s = clearMap(startingState('1517'));
    for (const id of ELECTORATES) setControl(s, id, 'independent');
    setControl(s, 'mainz', 'hapsburg');
    setControl(s, 'trier', 'hapsburg');
    // Not before the League.
    expect(specialVp(s, 'hapsburg')).toBe(0);
    s.eventsResolved.push(SCHMALKALDIC_LEAGUE);
    expect(specialVp(s, 'hapsburg')).toBe(2);
    const total = victoryPoints(s, 'hapsburg');
    s.spaces.mainz.unrest = true;
    expect(specialVp(s, 'hapsburg')).toBe(1);
    expect(victoryPoints(s, 'hapsburg')).toBe(total - 1);
  });
});

describe('23.2 England: 1 VP per 2 English home spaces under Protestant influence', () => {
  it('rounds down, and a Protestant home space in unrest does not count (12.4)', () => {
    const s = clearMap(startingState('1517'));
    const base = specialVp(s, 'england');
    const [a, b, c] = homeSpacesOf('england');
    s.spaces[a!].religion = 'protestant';
    expect(specialVp(s, 'england')).toBe(base);
    s.spaces[b!].religion = 'protestant';
    expect(specialVp(s, 'england')).toBe(base + 1);
    s.spaces[c!].religion = 'protestant';
    expect(specialVp(s, 'england')).toBe(base + 1);
    // Two of the three in unrest: one Protestant home space counts, 0 VP.
    s.spaces[b!].unrest = true;
    s.spaces[c!].unrest = true;
    expect(specialVp(s, 'england')).toBe(base);
  });
});

describe('23.2 Ottoman piracy VP', () => {
  it('count in the Ottoman special VP and total', () => {
    const s = clearMap(startingState('1517'));
    const before = vpBreakdown(s, 'ottoman');
    s.tracks.piracyVp = 3;
    const after = vpBreakdown(s, 'ottoman');
    expect(after.special).toBe(before.special + 3);
    expect(after.total).toBe(before.total + 3);
  });
});
