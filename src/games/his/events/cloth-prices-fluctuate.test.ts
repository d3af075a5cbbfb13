import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { forcesAt } from '../queries.ts';
import { blankReligiousMap } from '../religion/testing.ts';
import { act, choices, place, setControl } from '../testing/position.ts';
import { clothSlumpSpaces } from './cloth-prices-fluctuate.ts';
import { EVENTS } from './registry.ts';

describe('card 72 Cloth Prices Fluctuate (6.1, 12.4)', () => {
  it('the boom needs England in Calais and the Hapsburgs in Antwerp', () => {
    const s = blankReligiousMap();
    setControl(s, 'calais', 'england');
    setControl(s, 'antwerp', 'hapsburg');
    EVENTS[72]!.play(s, 'france');
    advance(s);
    expect(choices(s, 'france')).toEqual([{ type: 'boom' }, { type: 'slump' }]);
    setControl(s, 'calais', 'france');
    expect(choices(s, 'france')).toEqual([{ type: 'slump' }]);
  });

  it('boom: England and the Hapsburgs draw; 2 mercenaries in a friendly home space not under siege (Ottoman: cavalry)', () => {
    const s = blankReligiousMap();
    setControl(s, 'calais', 'england');
    setControl(s, 'antwerp', 'hapsburg');
    const eng = s.powers.england.hand.length;
    const hap = s.powers.hapsburg.hand.length;
    s.spaces.lyon.units.hapsburg = { regular: 5, mercenary: 0, cavalry: 0, squadron: 0, corsair: 0, leaders: [] };
    s.spaces.lyon.siege = { besieger: 'hapsburg', since: 1 };
    setControl(s, 'dijon', 'hapsburg');
    EVENTS[72]!.play(s, 'france');
    advance(s);
    act(s, 'france', { type: 'boom' });
    expect(s.powers.england.hand).toHaveLength(eng + 1);
    expect(s.powers.hapsburg.hand).toHaveLength(hap + 1);
    const spaces = choices(s, 'france').map((a) => a.space);
    expect(spaces).toContain('paris');
    expect(spaces).not.toContain('lyon');
    expect(spaces).not.toContain('dijon');
    act(s, 'france', { type: 'space', space: 'paris' });
    expect(forcesAt(s, { space: 'paris' }, 'france').mercenary).toBe(2);
    expect(s.stack).toEqual([]);

    const o = blankReligiousMap();
    setControl(o, 'calais', 'england');
    setControl(o, 'antwerp', 'hapsburg');
    EVENTS[72]!.play(o, 'ottoman');
    advance(o);
    act(o, 'ottoman', { type: 'boom' });
    act(o, 'ottoman', { type: 'space', space: 'istanbul' });
    expect(forcesAt(o, { space: 'istanbul' }, 'ottoman').cavalry).toBe(2);
  });

  it('boom: never in a home space in unrest nor in one holding enemy units (17, 12.4, 17.1)', () => {
    const s = blankReligiousMap();
    setControl(s, 'calais', 'england');
    setControl(s, 'antwerp', 'hapsburg');
    s.diplomacy.wars = ['france|hapsburg'];
    s.spaces.lyon.unrest = true;
    place(s, 'dijon', 'hapsburg', { regular: 1 });
    EVENTS[72]!.play(s, 'france');
    advance(s);
    act(s, 'france', { type: 'boom' });
    const spaces = choices(s, 'france').map((a) => a.space);
    expect(spaces).toContain('paris');
    expect(spaces).not.toContain('lyon');
    expect(spaces).not.toContain('dijon');
  });

  it('boom: no mercenaries for the Protestant before the Schmalkaldic League', () => {
    const s = blankReligiousMap();
    setControl(s, 'calais', 'england');
    setControl(s, 'antwerp', 'hapsburg');
    EVENTS[72]!.play(s, 'protestant');
    advance(s);
    act(s, 'protestant', { type: 'boom' });
    expect(s.stack).toEqual([]);
  });

  it('slump: Antwerp’s controller discards at random, then unrest on up to 2 unoccupied listed spaces', () => {
    const s = blankReligiousMap();
    setControl(s, 'antwerp', 'hapsburg');
    s.powers.hapsburg.hand = [90];
    place(s, 'brussels', 'hapsburg', { regular: 1 });
    EVENTS[72]!.play(s, 'papacy');
    advance(s);
    act(s, 'papacy', { type: 'slump' });
    expect(s.powers.hapsburg.hand).toEqual([]);
    expect(s.discard).toContain(90);
    const offered = choices(s, 'papacy').filter((a) => a.type === 'space').map((a) => a.space);
    expect(offered).toContain('antwerp');
    expect(offered).toContain('amsterdam');
    expect(offered).not.toContain('brussels');
    expect(offered).not.toContain('paris');
    // German- and Italian-speaking Hapsburg home spaces are in the list; Spanish ones are not.
    expect(clothSlumpSpaces()).toContain('vienna');
    expect(clothSlumpSpaces()).toContain('naples');
    expect(clothSlumpSpaces()).not.toContain('madrid');
    act(s, 'papacy', { type: 'space', space: 'antwerp' });
    act(s, 'papacy', { type: 'space', space: 'amsterdam' });
    expect(s.spaces.antwerp.unrest && s.spaces.amsterdam.unrest).toBe(true);
    expect(s.stack).toEqual([]);
  });
});
