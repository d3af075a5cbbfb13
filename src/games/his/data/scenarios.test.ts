// Scenario setups against the rulebook (2.3, 6.2, 8.2, 9.6, 18.1, 21, 22, 23) and the power cards.
import { describe, expect, it } from 'vitest';
import type { SpaceId } from './map.ts';
import { ELECTORATES, SPACES, SPACE_IDS, homeSpacesOf, isKey, isPort } from './map.ts';
import type { UnitStack } from './pieces.ts';
import { ARMY_LEADERS, ARMY_LEADER_IDS, DEBATERS, NAVAL_LEADERS, RULERS, fitsCounterMix } from './pieces.ts';
import type { MajorPower, Power } from './powers.ts';
import { ALL_POWERS, MAJOR_POWERS, MINOR_POWERS, isMinorPower } from './powers.ts';
import type { ScenarioData } from './scenarios.ts';
import { PLAYER_COUNT_ASSIGNMENTS, SCENARIOS, SCENARIO_1517, SCENARIO_1532, SCENARIO_TOURNAMENT } from './scenarios.ts';
import type { KeyTrackPower } from './tables.ts';
import {
  CONQUESTS,
  DISCOVERIES,
  PROTESTANT_VP_PER_ELECTORATE,
  SPECIAL_VP,
  TRANSLATIONS,
  TRANSLATION_ZONES,
  keyTrackBox,
  protestantCardsDealt,
  protestantSpacesBox,
} from './tables.ts';

const scenarios = Object.values(SCENARIOS);
const sorted = (xs: readonly string[]) => [...xs].sort();
const SCHMALKALDIC_LEAGUE = 13;

function controlled(s: ScenarioData, p: Power): SpaceId[] {
  return SPACE_IDS.filter((id) => !s.outOfPlay.includes(id) && s.spaces[id].control === p);
}

function keysHeld(s: ScenarioData, p: MajorPower): SpaceId[] {
  return controlled(s, p).filter((id) => isKey(id));
}

function protestantElectorates(s: ScenarioData): number {
  return ELECTORATES.filter((id) => s.spaces[id].control === 'protestant' && s.spaces[id].religion === 'protestant').length;
}

/** VP per power from the position and tracks alone (23.2), assuming no unrest. */
function derivedVp(s: ScenarioData): Record<MajorPower, number> {
  const vp = Object.fromEntries(MAJOR_POWERS.map((p) => [p, 0])) as Record<MajorPower, number>;
  for (const p of MAJOR_POWERS) {
    if (p !== 'protestant') vp[p] += keyTrackBox(p, keysHeld(s, p).length).vp;
  }
  vp.protestant += PROTESTANT_VP_PER_ELECTORATE * protestantElectorates(s);
  const box = protestantSpacesBox(SPACE_IDS.filter((id) => s.spaces[id].religion === 'protestant').length);
  vp.protestant += box.protestant;
  vp.papacy += box.papacy + s.tracks.stPeters.vp;
  if (s.resolvedEvents.some((e) => e.cardNumber === SCHMALKALDIC_LEAGUE)) {
    vp.hapsburg += SPECIAL_VP.hapsburgPerElectorate * ELECTORATES.filter((id) => s.spaces[id].control === 'hapsburg').length;
  }
  const englishProtestant = homeSpacesOf('england').filter((id) => s.spaces[id].religion === 'protestant').length;
  vp.england += Math.floor(englishProtestant / SPECIAL_VP.englandProtestantHomeSpacesPerVp);
  vp.france += s.tracks.chateauxVp;
  vp.ottoman += s.tracks.piracyVp;
  for (const p of MAJOR_POWERS) vp[p] += s.tracks.warWinnerVp[p];
  for (const [d, p] of Object.entries(s.newWorld.discoveries)) if (p) vp[p] += DISCOVERIES[d as keyof typeof DISCOVERIES].vp;
  for (const [c, p] of Object.entries(s.newWorld.conquests)) if (p) vp[p] += CONQUESTS[c as keyof typeof CONQUESTS].vp;
  for (const z of TRANSLATION_ZONES) {
    if (s.tracks.translations.fullBible[z] >= TRANSLATIONS.fullBible.length) vp.protestant += TRANSLATIONS.fullBible.vp;
  }
  return vp;
}

/** Every unit stack of one power: per space and kind, plus the Electorate Display boxes. */
function stacksOf(s: ScenarioData, p: Power): UnitStack[] {
  const out: UnitStack[] = [];
  for (const id of SPACE_IDS) {
    const f = s.spaces[id].units[p];
    if (!f) continue;
    let regulars = f.regulars;
    if (p === 'independent' && id === s.knightsOfStJohn) {
      out.push({ kind: 'regular', strength: 1, special: 'knightsOfStJohn' });
      regulars -= 1;
    }
    out.push({ kind: 'regular', strength: regulars });
    out.push({ kind: 'mercenary', strength: f.mercenaries });
    out.push({ kind: 'cavalry', strength: f.cavalry });
    out.push({ kind: 'squadron', strength: f.squadrons });
    out.push({ kind: 'corsair', strength: f.corsairs });
  }
  if (p === 'protestant') {
    for (const n of Object.values(s.electorateDisplay)) out.push({ kind: 'regular', strength: n ?? 0 });
  }
  return out;
}

describe.each(scenarios.map((s) => [s.id, s] as const))('scenario %s', (_id, s) => {
  it('sets every space, with a known controller and religion', () => {
    expect(sorted(Object.keys(s.spaces))).toEqual(sorted(SPACE_IDS));
    for (const id of SPACE_IDS) {
      expect(ALL_POWERS).toContain(s.spaces[id].control);
      expect(['catholic', 'protestant', 'other']).toContain(s.spaces[id].religion);
      // 2.3: Ottoman home spaces are never Christian, and no other space is 'other'.
      expect(s.spaces[id].religion === 'other').toBe(SPACES[id].home === 'ottoman');
    }
  });

  it('places nonnegative whole numbers of units, naval units only in ports', () => {
    for (const id of SPACE_IDS) {
      for (const [p, f] of Object.entries(s.spaces[id].units)) {
        expect(ALL_POWERS).toContain(p);
        for (const n of [f.regulars, f.mercenaries, f.cavalry, f.squadrons, f.corsairs]) {
          expect(Number.isInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
        if (f.squadrons + f.corsairs > 0) expect(isPort(id), `${p} ships in ${id}`).toBe(true);
        if (p !== 'ottoman') expect(f.cavalry + f.corsairs).toBe(0); // 5.2, 5.3
        if (p === 'ottoman' || isMinorPower(p) || p === 'independent') expect(f.mercenaries).toBe(0);
      }
    }
  });

  it('places units only in spaces their power (or its major ally) controls, the Knights of St. John aside', () => {
    for (const id of SPACE_IDS) {
      const control = s.spaces[id].control;
      for (const p of Object.keys(s.spaces[id].units) as Power[]) {
        const ally = isMinorPower(p) ? s.minorAllies[p] : null;
        const ok = control === p || ally === control || (p === 'independent' && id === s.knightsOfStJohn);
        expect(ok, `${p} in ${id} (${control})`).toBe(true);
      }
    }
    expect(s.outOfPlay.every((id) => Object.keys(s.spaces[id].units).length === 0)).toBe(true);
  });

  it('places each leader at most once, with his own power', () => {
    const seen = new Set<string>();
    for (const id of SPACE_IDS) {
      for (const [p, f] of Object.entries(s.spaces[id].units)) {
        for (const l of f.armyLeaders) {
          expect(seen.has(l), l).toBe(false);
          seen.add(l);
          expect(ARMY_LEADERS[l].power).toBe(p);
        }
        for (const l of f.navalLeaders) {
          expect(seen.has(l), l).toBe(false);
          seen.add(l);
          expect(NAVAL_LEADERS[l].power).toBe(p);
          expect(isPort(id)).toBe(true);
        }
      }
    }
  });

  it('stays within the counter mix of every power (5, 17)', () => {
    for (const p of ALL_POWERS) expect(fitsCounterMix(p, stacksOf(s, p)), p).toBe(true);
  });

  it('has a ruler of the right power for each major power, and consistent tracks', () => {
    for (const p of MAJOR_POWERS) expect(RULERS[s.rulers[p]].power).toBe(p);
    for (const [a, b] of s.wars) {
      expect(ALL_POWERS).toContain(a);
      expect(ALL_POWERS).toContain(b);
      expect(a).not.toBe(b);
    }
    for (const z of TRANSLATION_ZONES) {
      expect(s.tracks.translations.newTestament[z]).toBeLessThanOrEqual(TRANSLATIONS.newTestament.length);
      expect(s.tracks.translations.fullBible[z]).toBeLessThanOrEqual(TRANSLATIONS.fullBible.length);
    }
    expect(s.tracks.stPeters.vp).toBeLessThanOrEqual(SPECIAL_VP.maxStPetersVp);
    expect(s.tracks.stPeters.cp).toBeLessThan(5);
    for (const id of Object.keys(s.electorateDisplay)) expect(ELECTORATES).toContain(id);
    expect(s.debaters.committed.every((d) => [...s.debaters.papacy, ...s.debaters.protestant].includes(d))).toBe(true);
    for (const d of s.debaters.papacy) expect(DEBATERS[d].side).toBe('papacy');
    for (const d of s.debaters.protestant) expect(DEBATERS[d].side).toBe('protestant');
    for (const d of [...s.debaters.papacy, ...s.debaters.protestant]) expect(s.removed.debaters).not.toContain(d);
    for (const r of s.reformers) expect(s.spaces[r.space].religion).toBe('protestant');
  });

  it('puts the four independent keys where 22.6 says', () => {
    const independentKeys = ['metz', 'milan', 'florence', 'tunis'] as const;
    const control = Object.fromEntries(independentKeys.map((id) => [id, s.spaces[id].control]));
    if (s.id === '1517') expect(control).toEqual({ metz: 'independent', milan: 'france', florence: 'independent', tunis: 'hapsburg' });
    else expect(control).toEqual({ metz: 'independent', milan: 'independent', florence: 'independent', tunis: 'independent' });
  });
});

describe('the 1517 scenario', () => {
  const s = SCENARIO_1517;

  it('starts on turn 1 with the 95 Theses and ends on turn 9 at 25 VP (7, 23)', () => {
    expect(s).toMatchObject({ startTurn: 1, lastTurn: 9, standardVictoryVp: 25, firstPhase: 'luthers95Theses' });
  });

  it('gives each power the keys on its power card at the start', () => {
    const keys = Object.fromEntries(MAJOR_POWERS.map((p) => [p, sorted(keysHeld(s, p))]));
    expect(keys).toEqual({
      ottoman: sorted(['istanbul', 'edirne', 'salonika', 'athens']),
      hapsburg: sorted(['valladolid', 'vienna', 'seville', 'barcelona', 'navarre', 'naples', 'antwerp', 'tunis']),
      england: sorted(['london', 'calais', 'york', 'bristol']),
      france: sorted(['paris', 'rouen', 'bordeaux', 'lyon', 'marseille', 'milan']),
      papacy: sorted(['rome', 'ravenna']),
      protestant: [],
    });
    expect(s.outOfPlay).toEqual(['algiers']); // 21.1: not an Ottoman key at the start
  });

  it('starts with the VP of the power cards: 8, 9, 9, 12, 19 (15 from the Protestant Spaces Track), 0', () => {
    expect(s.startingVp).toEqual({ ottoman: 8, hapsburg: 9, england: 9, france: 12, papacy: 19, protestant: 0 });
    expect(derivedVp(s)).toEqual(s.startingVp);
  });

  it('deals the cards of the power cards and rulers (6.2; the impulse example deals the Protestant 4)', () => {
    const dealt = Object.fromEntries(
      MAJOR_POWERS.map((p) => [
        p,
        (p === 'protestant' ? protestantCardsDealt(protestantElectorates(s)) : keyTrackBox(p as KeyTrackPower, keysHeld(s, p).length).cards) +
          RULERS[s.rulers[p]].cardBonus,
      ]),
    );
    expect(dealt).toEqual({ ottoman: 3, hapsburg: 5, england: 3, france: 4, papacy: 3, protestant: 4 });
  });

  it('has the initial rulers printed on the power cards', () => {
    expect(s.rulers).toEqual({
      ottoman: 'suleiman',
      hapsburg: 'charles-v',
      england: 'henry-viii',
      france: 'francis-i',
      papacy: 'leo-x',
      protestant: 'luther',
    });
  });

  it('covers Germany in Hapsburg markers and leaves the Protestant nothing (21.2, 21.6)', () => {
    for (const id of homeSpacesOf('protestant')) expect(s.spaces[id].control).toBe('hapsburg');
    expect(controlled(s, 'protestant')).toEqual([]);
    expect(SPACE_IDS.filter((id) => s.spaces[id].religion === 'protestant')).toEqual([]); // 2.3
    expect(s.spaces.turin.control).toBe('france');
  });

  it('puts army leaders that start the game on the map, and only them (8.2)', () => {
    const placed = SPACE_IDS.flatMap((id) => Object.values(s.spaces[id].units).flatMap((f) => f.armyLeaders));
    expect(sorted(placed)).toEqual(sorted(ARMY_LEADER_IDS.filter((l) => ARMY_LEADERS[l].entry.kind === 'start')));
    expect(s.spaces.vienna.units.hapsburg?.armyLeaders).toEqual(['ferdinand']);
    expect(s.spaces.genoa.units.genoa?.navalLeaders).toEqual(['andrea-doria']);
  });

  it('starts the wars of the rulebook: Ottoman-Hungary (9.6), with every minor power inactive (22.1)', () => {
    expect(s.wars).toContainEqual(['ottoman', 'hungary']);
    expect(s.wars).toHaveLength(3);
    expect(s.alliances).toEqual([]);
    for (const m of MINOR_POWERS) expect(s.minorAllies[m]).toBeNull();
  });

  it('keeps the Protestant regulars on the Electorate Display (18.1: 2 for Wittenberg; 18.3 example: 1 for Brandenburg)', () => {
    expect(s.electorateDisplay.wittenberg).toBe(2);
    expect(s.electorateDisplay.brandenburg).toBe(1);
    expect(Object.values(s.electorateDisplay).reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBe(8);
    for (const id of SPACE_IDS) expect(s.spaces[id].units.protestant).toBeUndefined();
  });

  it('has five Papal and four German Protestant debaters, all uncommitted (8.2)', () => {
    expect(s.debaters.papacy).toHaveLength(5);
    expect(s.debaters.protestant).toHaveLength(4);
    expect(s.debaters.protestant.every((d) => DEBATERS[d].languageZone === 'german')).toBe(true);
    expect(s.debaters.committed).toEqual([]);
    expect(s.reformers).toEqual([]); // Luther enters with the 95 Theses
  });

  it('has the Hapsburg explorer and conquistador crossing the Atlantic (20.2 example)', () => {
    expect(s.newWorld.crossingAtlantic).toEqual({ explorations: ['hapsburg'], conquests: ['hapsburg'], colonies: [] });
    expect(s.newWorld.uncharted).toEqual({ hapsburg: true, england: true, france: true });
    expect(s.knightsOfStJohn).toBe('rhodes');
  });
});

describe('the 1532 scenario', () => {
  const s = SCENARIO_1532;

  it('starts with the Card Draw Phase of turn 4 (no 95 Theses, no Diet of Worms)', () => {
    expect(s).toMatchObject({ startTurn: 4, lastTurn: 9, standardVictoryVp: 25, firstPhase: 'cardDraw' });
  });

  it('has formed the Schmalkaldic League: its wars and leaders are in play (21.6)', () => {
    expect(s.resolvedEvents.map((e) => e.cardNumber)).toContain(SCHMALKALDIC_LEAGUE);
    expect(s.wars).toContainEqual(['hapsburg', 'protestant']);
    expect(s.wars).toContainEqual(['papacy', 'protestant']);
    const placed = SPACE_IDS.flatMap((id) => Object.values(s.spaces[id].units).flatMap((f) => f.armyLeaders));
    expect(placed).toEqual(expect.arrayContaining(['john-frederick', 'philip-of-hesse']));
  });

  it('has Hungary-Bohemia defeated and allied to the Hapsburgs for good (22.5)', () => {
    expect(s.minorAllies.hungary).toBe('hapsburg');
    expect(s.spaces.buda.control).toBe('ottoman');
    expect(s.tracks.warWinnerVp.ottoman).toBe(2);
  });

  it('has 20 Protestant spaces and the Protestant in control of the Protestant electorates', () => {
    expect(SPACE_IDS.filter((id) => s.spaces[id].religion === 'protestant')).toHaveLength(20);
    expect(protestantElectorates(s)).toBe(4);
    expect(s.electorateDisplay).toEqual({ cologne: 1, trier: 1 });
  });

  it('has the debaters of turns 1-3 in play; the turn-4 ones and Calvin enter in its first Card Draw Phase', () => {
    const upTo3 = (side: 'papacy' | 'protestant') =>
      Object.values(DEBATERS)
        .filter((d) => d.side === side && typeof d.entryTurn === 'number' && d.entryTurn <= 3 && d.id !== 'zwingli')
        .map((d) => d.id);
    expect(sorted(s.debaters.papacy)).toEqual(sorted(upTo3('papacy')));
    expect(sorted(s.debaters.protestant)).toEqual(sorted(upTo3('protestant')));
    expect(s.reformers).toEqual([{ reformer: 'luther', space: 'wittenberg' }]);
    expect(s.removed.reformers).toEqual(['zwingli']);
  });

  it('derives these VP from its position (regression: 16, 18, 9, 12, 14, 14)', () => {
    expect(s.startingVp).toBeNull();
    expect(derivedVp(s)).toEqual({ ottoman: 16, hapsburg: 18, england: 9, france: 12, papacy: 14, protestant: 14 });
  });
});

describe('the tournament scenario', () => {
  it('is the 1532 setup over turns 4-6 with a 23 VP Standard Victory', () => {
    const { id, name, lastTurn, standardVictoryVp, notes, ...rest } = SCENARIO_TOURNAMENT;
    const { id: _i, name: _n, lastTurn: _l, standardVictoryVp: _v, notes: _o, ...rest32 } = SCENARIO_1532;
    expect(rest).toEqual(rest32);
    expect({ id, lastTurn, standardVictoryVp }).toEqual({ id: 'tournament', lastTurn: 6, standardVictoryVp: 23 });
    expect(name).toMatch(/Tournament/);
    expect(notes.length).toBeGreaterThan(0);
  });
});

describe('player counts (3.0, 3.1)', () => {
  it('assigns every major power exactly once, to as many players as the count', () => {
    for (const [n, groups] of Object.entries(PLAYER_COUNT_ASSIGNMENTS)) {
      expect(groups).toHaveLength(Number(n));
      expect(sorted(groups.flat())).toEqual(sorted(MAJOR_POWERS));
    }
    expect(PLAYER_COUNT_ASSIGNMENTS[3]).toEqual([
      ['protestant', 'england'],
      ['hapsburg', 'papacy'],
      ['france', 'ottoman'],
    ]);
  });
});
