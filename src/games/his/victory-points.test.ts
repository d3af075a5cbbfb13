import { describe, expect, it } from 'vitest';
import { clearMap, setControl, startingState } from './testing/position.ts';
import { baseVictoryPoints, bonusVp, englandHeirVp, specialVp, victoryPoints, vpBreakdown } from './victory-points.ts';

describe('23.2 victory points', () => {
  it('Protestant base VP: 2 per electorate under Protestant influence and control, none in unrest', () => {
    const s = clearMap(startingState('1517'));
    expect(baseVictoryPoints(s, 'protestant')).toBe(0);
    setControl(s, 'wittenberg', 'protestant');
    setControl(s, 'mainz', 'protestant');
    s.spaces.wittenberg.religion = 'protestant';
    s.spaces.mainz.religion = 'catholic';
    expect(baseVictoryPoints(s, 'protestant')).toBe(2);
    s.spaces.mainz.religion = 'protestant';
    expect(baseVictoryPoints(s, 'protestant')).toBe(4);
    s.spaces.mainz.unrest = true;
    expect(baseVictoryPoints(s, 'protestant')).toBe(2);
  });

  it('England: 5 VP for Edward VI born, else 2 VP for Elizabeth I', () => {
    const s = clearMap(startingState('1517'));
    const before = specialVp(s, 'england');
    expect(englandHeirVp(s)).toBe(0);
    s.tracks.pregnancyResults = ['noChild', 'elizabeth'];
    expect(englandHeirVp(s)).toBe(2);
    s.tracks.pregnancyResults.push('sicklyEdward');
    expect(englandHeirVp(s)).toBe(5);
    expect(specialVp(s, 'england')).toBe(before + 5);
  });

  it('bonus VP: markers, and 1 VP per completed Bible translation for the Protestant', () => {
    const s = clearMap(startingState('1517'));
    const before = bonusVp(s, 'protestant');
    s.tracks.translations.fullBible.german = 10;
    expect(bonusVp(s, 'protestant')).toBe(before + 1);
    s.powers.england.bonusVp = 3;
    expect(bonusVp(s, 'england')).toBe(3);
  });

  it('the total is base + special + bonus, and matches the 1517 starting VP', () => {
    const s = startingState('1517');
    for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) {
      const b = vpBreakdown(s, p);
      expect(b.total).toBe(b.base + b.special + b.bonus);
      expect(victoryPoints(s, p)).toBe(b.total);
    }
    expect(vpBreakdown(s, 'papacy')).toMatchObject({ base: 4 });
  });
});
