import { describe, expect, it } from 'vitest';
import { loadDice, runProcedure, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { POTOSI, newWorldRiches } from './riches.ts';

function position(): HisState {
  const s = startingState('1532');
  s.newWorld.colonies = [];
  s.newWorld.conquests = {};
  // Forget the riches rolled in the scenario's first Card Draw Phase.
  s.log = [];
  return s;
}

const hand = (s: HisState, p: 'hapsburg' | 'england' | 'france' | 'protestant') => s.powers[p].hand.length;
const results = (s: HisState) => s.log.filter((e) => e.key === 'his.log.riches').map((e) => [e.params.source, e.params.total, e.params.result]);

describe('20.4 New World riches', () => {
  it('colonies: 9+ a card, 8 a card only with Galleons, 2-4 eliminated; Plantations add 1', () => {
    const s = position();
    s.newWorld.colonies = [
      { power: 'england', name: 'Jamestown' },
      { power: 'england', name: 'Roanoke' },
      { power: 'france', name: 'Montreal' },
    ];
    const before = { england: hand(s, 'england'), france: hand(s, 'france') };
    loadDice(s, [4, 5, 4, 4, 1, 2]);
    newWorldRiches(s);
    expect(results(s)).toEqual([
      ['Jamestown', 9, 'card'],
      ['Roanoke', 8, 'galleon'],
      ['Montreal', 3, 'elim'],
    ]);
    expect(hand(s, 'england')).toBe(before.england + 1);
    expect(s.newWorld.colonies).toEqual([
      { power: 'england', name: 'Jamestown' },
      { power: 'england', name: 'Roanoke' },
    ]);

    const t = position();
    t.newWorld.colonies = [{ power: 'england', name: 'Roanoke' }];
    t.newWorld.markers.galleons = ['england'];
    t.newWorld.markers.plantations = ['england'];
    const h = hand(t, 'england');
    loadDice(t, [3, 4]); // 7 + 1 = 8: Galleon, and England has Galleons
    newWorldRiches(t);
    expect(results(t)).toEqual([['Roanoke', 8, 'galleon']]);
    expect(hand(t, 'england')).toBe(h + 1);
  });

  it('conquests: depleted on a low roll (a card, VP kept, no more rolls); the Potosi colony has its own column', () => {
    const s = position();
    s.newWorld.conquests = { aztecs: 'hapsburg' };
    s.newWorld.colonies = [{ power: 'hapsburg', name: POTOSI }];
    const h = hand(s, 'hapsburg');
    loadDice(s, [3, 4, 2, 3]); // Potosi 7: Galleon (none); Aztecs 5: deplete
    newWorldRiches(s);
    expect(results(s)).toEqual([
      [POTOSI, 7, 'galleon'],
      ['aztecs', 5, 'deplete'],
    ]);
    expect(hand(s, 'hapsburg')).toBe(h + 1);
    expect(s.newWorld.depleted).toEqual(['aztecs']);
    expect(s.newWorld.conquests).toEqual({ aztecs: 'hapsburg' });
    loadDice(s, [6, 6, 6, 6]);
    newWorldRiches(s);
    expect(results(s)).toHaveLength(3); // only Potosi rolled again
  });

  it('the Colonial Governor turns the colonies’ No Effect into a card in one Card Draw Phase, then leaves; Native Uprising into elimination', () => {
    const s = position();
    s.newWorld.colonies = [
      { power: 'france', name: 'Charlesbourg' },
      { power: 'france', name: 'Montreal' },
    ];
    s.newWorld.markers.governor = { power: 'france', side: 'governor' };
    const h = hand(s, 'france');
    loadDice(s, [3, 3, 3, 3]);
    newWorldRiches(s);
    // 20.4: "remove the marker at the end of this Card Draw Phase": both rolls of this phase are changed.
    expect(results(s)).toEqual([
      ['Charlesbourg', 6, 'card'],
      ['Montreal', 6, 'card'],
    ]);
    expect(hand(s, 'france')).toBe(h + 2);
    expect(s.newWorld.markers.governor).toBeNull();
    loadDice(s, [3, 3]);
    s.newWorld.colonies = [{ power: 'france', name: 'Montreal' }];
    newWorldRiches(s);
    expect(results(s).at(-1)).toEqual(['Montreal', 6, 'noEffect']);

    const t = position();
    t.newWorld.colonies = [{ power: 'france', name: 'Montreal' }];
    t.newWorld.markers.governor = { power: 'france', side: 'uprising' };
    loadDice(t, [3, 3]);
    newWorldRiches(t);
    expect(t.newWorld.colonies).toEqual([]);
  });

  it('Raiders may steal a card the Hapsburgs get: French first, then English; a 6 keeps the raider in play', () => {
    const s = position();
    s.newWorld.colonies = [{ power: 'hapsburg', name: 'Cuba' }];
    s.newWorld.markers.raiders = ['england', 'france'];
    const h = { hapsburg: hand(s, 'hapsburg'), france: hand(s, 'france'), england: hand(s, 'england') };
    loadDice(s, [5, 5, 3, 6]); // Cuba 10: a card; the French raider rolls 3; the English raider 6
    newWorldRiches(s);
    expect(s.log.filter((e) => e.key === 'his.log.raider').map((e) => [e.params.power, e.params.result])).toEqual([
      ['france', 'noEffect'],
      ['england', 'cardStolenRaiderStays'],
    ]);
    expect(hand(s, 'hapsburg')).toBe(h.hapsburg);
    expect(hand(s, 'england')).toBe(h.england + 1);
    expect(s.newWorld.markers.raiders).toEqual(['england', 'france']);

    const t = position();
    t.newWorld.colonies = [{ power: 'hapsburg', name: 'Cuba' }];
    t.newWorld.markers.raiders = ['france'];
    t.newWorld.markers.galleons = ['hapsburg'];
    loadDice(t, [5, 5, 2]); // a 2 against Hapsburg Galleons: the raider is eliminated
    newWorldRiches(t);
    expect(t.newWorld.markers.raiders).toEqual([]);
  });

  it('is rolled in the Card Draw Phase', () => {
    const s = position();
    s.newWorld.colonies = [{ power: 'hapsburg', name: 'Cuba' }];
    runProcedure(s, { proc: 'cardDraw' });
    expect(s.log.some((e) => e.key === 'his.log.riches')).toBe(true);
  });
});
