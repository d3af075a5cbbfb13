// 18.5 step 7: the winner's flips go to the debate's language zone while it has eligible
// spaces; the rest go to spaces in any other zone.
import { describe, expect, it } from 'vitest';
import { SPACES } from '../data/map.ts';
import { act, choices, runProcedure } from '../testing/position.ts';
import { blankReligiousMap, protestant } from './testing.ts';

describe('18.5 step 7: flips beyond the debate zone', () => {
  it('the Papacy, winning by 3 in the English zone with one Protestant English space, flips it first, then goes elsewhere', () => {
    const s = protestant(blankReligiousMap(), 'london', 'wittenberg', 'geneva');
    runProcedure(s, { proc: 'religiousFlips', power: 'papacy', flips: 3, zone: 'english', mode: 'debate', why: 'debate' });
    // Only the English space while one is left there.
    expect(choices(s, 'papacy')).toEqual([{ type: 'space', space: 'london' }]);
    act(s, 'papacy', { type: 'space', space: 'london' });
    expect(s.spaces.london.religion).toBe('catholic');
    // None left in the English zone: any other zone.
    const next = choices(s, 'papacy').map((a) => a.space as keyof typeof SPACES);
    expect(next).toEqual(expect.arrayContaining(['wittenberg', 'geneva']));
    expect(next.every((id) => SPACES[id].languageZone !== 'english')).toBe(true);
    act(s, 'papacy', { type: 'space', space: 'geneva' });
    act(s, 'papacy', { type: 'space', space: 'wittenberg' });
    expect(s.spaces.geneva.religion).toBe('catholic');
    expect(s.spaces.wittenberg.religion).toBe('catholic');
    expect(s.stack).toEqual([]);
  });

  it('flips with no eligible space anywhere are lost', () => {
    const s = protestant(blankReligiousMap(), 'london');
    runProcedure(s, { proc: 'religiousFlips', power: 'papacy', flips: 2, zone: 'english', mode: 'debate', why: 'debate' });
    act(s, 'papacy', { type: 'space', space: 'london' });
    expect(s.stack).toEqual([]);
    expect(s.log.some((e) => e.key === 'his.log.flipsLost' && e.params.flips === 1)).toBe(true);
  });
});
