import { describe, expect, it } from 'vitest';
import { setup } from '../setup.ts';
import { checkInvariants } from '../invariants.ts';
import { committedPool, debaterPool, sendReformerAway, uncommittedPool, uncommitDebaters } from './debaters.ts';
import { addReformersAndDebaters } from './entry.ts';
import { blankReligiousMap, logged } from './testing.ts';

describe('8.2 adding reformers and debaters (Card Draw Phase)', () => {
  it('1517 starts with 5 Papal and 4 German debaters; 1532 with its own, Zwingli out', () => {
    const s = setup({ scenario: '1517' }, 'debaters');
    expect(debaterPool(s, 'papacy', 'german')).toEqual(['eck', 'campeggio', 'aleander', 'tetzel', 'cajetan']);
    expect(debaterPool(s, 'protestant', 'german')).toEqual(['luther', 'melanchthon', 'bucer', 'carlstadt']);
    const t = setup({ scenario: '1532' }, 'debaters');
    expect(t.religion.reformers).toEqual({ luther: 'wittenberg', calvin: 'geneva' }); // Calvin entered in the turn-4 card draw
    expect(t.religion.debaters).toEqual(expect.arrayContaining(['calvin', 'farel', 'cop', 'olivetan', 'tyndale']));
    expect(t.religion.debaters).not.toContain('zwingli');
    expect(t.religion.excommunicated).toEqual(['luther']);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('turn 2: Zwingli enters Zurich and converts it; Contarini, Zwingli, Oekolampadius and Tyndale enter', () => {
    const s = blankReligiousMap();
    s.turn = 2;
    addReformersAndDebaters(s);
    expect(s.religion.reformers.zwingli).toBe('zurich');
    expect(s.spaces.zurich.religion).toBe('protestant');
    expect(logged(s, 'his.log.debatersEnter').at(-1)).toEqual({ debaters: ['contarini', 'zwingli', 'oekolampadius', 'tyndale'] });
    // Nothing twice.
    addReformersAndDebaters(s);
    expect(s.religion.debaters.filter((d) => d === 'zwingli')).toHaveLength(1);
  });

  it('Cranmer waits for Henry’s marriage to Anne Boleyn, and the English debaters wait for Cranmer', () => {
    const s = blankReligiousMap();
    s.turn = 6;
    addReformersAndDebaters(s);
    expect(s.religion.reformers.cranmer).toBeUndefined();
    expect(s.religion.debaters).not.toContain('coverdale');
    expect(s.religion.debaters).toEqual(expect.arrayContaining(['wishart', 'knox', 'loyola']));
    s.tracks.maritalStatus = 'janeSeymour';
    s.turn = 7;
    addReformersAndDebaters(s);
    expect(s.religion.reformers.cranmer).toBe('london');
    expect(s.spaces.london.religion).toBe('protestant');
    expect(s.religion.debaters).toEqual(expect.arrayContaining(['cranmer', 'coverdale', 'latimer', 'gardiner']));
  });

  it('burnt, disgraced or removed debaters never come back', () => {
    const s = blankReligiousMap();
    s.religion.debaters = s.religion.debaters.filter((d) => d !== 'tetzel' && d !== 'bucer');
    s.religion.disgraced.push('tetzel');
    s.religion.burned.push('bucer');
    s.turn = 2;
    addReformersAndDebaters(s);
    expect(s.religion.debaters).not.toContain('tetzel');
    expect(s.religion.debaters).not.toContain('bucer');
  });

  it('21.5: an excommunicated reformer leaves the map with his debater (committed) until the next Card Draw Phase', () => {
    const s = blankReligiousMap();
    s.religion.reformers.luther = 'wittenberg';
    sendReformerAway(s, 'luther');
    expect(debaterPool(s, 'protestant', 'german')).not.toContain('luther');
    expect(s.religion.committed).toContain('luther');
    s.turn = 2;
    s.spaces.wittenberg.religion = 'catholic';
    addReformersAndDebaters(s);
    expect(s.religion.reformersAway).toEqual([]);
    expect(uncommittedPool(s, 'protestant', 'german')).toContain('luther');
    expect(s.spaces.wittenberg.religion).toBe('catholic'); // re-entry converts nothing
  });
});

describe('19.7 debaters in Winter', () => {
  it('all debaters flip back to uncommitted', () => {
    const s = blankReligiousMap();
    s.religion.committed = ['eck', 'luther'];
    expect(committedPool(s, 'papacy', 'german')).toEqual(['eck']);
    uncommitDebaters(s);
    expect(s.religion.committed).toEqual([]);
    expect(committedPool(s, 'protestant', 'german')).toEqual([]);
  });
});
