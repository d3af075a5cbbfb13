// Pieces against the rulebook's statements and worked examples (3.3, 5, 8.2, 16.4, 18, 20).
import { describe, expect, it } from 'vitest';
import { isSpaceId } from './map.ts';
import type { PieceEntry, UnitStack } from './pieces.ts';
import {
  ARMY_LEADERS,
  ARMY_LEADER_IDS,
  CONQUEST_MARKERS,
  CONQUISTADORS,
  CONQUISTADOR_IDS,
  DEBATERS,
  DEBATER_IDS,
  EXPLORERS,
  EXPLORER_IDS,
  NAVAL_LEADERS,
  NAVAL_LEADER_IDS,
  REFORMERS,
  REFORMER_IDS,
  RULERS,
  RULER_IDS,
  UNIT_POOLS,
  fitsCounterMix,
  isArmyLeaderId,
  isDebaterId,
  maxLandStrength,
  REFORMER_DICE,
} from './pieces.ts';
import { ALL_POWERS, MAJOR_POWERS, isMajorPower } from './powers.ts';

const sorted = (xs: readonly string[]) => [...xs].sort();
const entries: PieceEntry[] = [
  ...Object.values(ARMY_LEADERS).map((x) => x.entry),
  ...Object.values(NAVAL_LEADERS).map((x) => x.entry),
  ...Object.values(RULERS).map((x) => x.entry),
  ...Object.values(EXPLORERS).map((x) => x.entry),
  ...Object.values(CONQUISTADORS).map((x) => x.entry),
];

describe('records and ids', () => {
  it('keys every record by the id of its entries, with the expected counts', () => {
    const recs: [readonly string[], Record<string, { id: string }>, number][] = [
      [ARMY_LEADER_IDS, ARMY_LEADERS, 15],
      [NAVAL_LEADER_IDS, NAVAL_LEADERS, 3],
      [RULER_IDS, RULERS, 14],
      [DEBATER_IDS, DEBATERS, 29],
      [REFORMER_IDS, REFORMERS, 4],
      [EXPLORER_IDS, EXPLORERS, 15],
      [CONQUISTADOR_IDS, CONQUISTADORS, 5],
    ];
    for (const [ids, rec, n] of recs) {
      expect(ids).toHaveLength(n);
      expect(new Set(ids).size).toBe(n);
      expect(sorted(Object.keys(rec))).toEqual(sorted(ids));
      for (const id of ids) expect(rec[id]!.id).toBe(id);
    }
    expect(isArmyLeaderId('suleiman')).toBe(true);
    expect(isArmyLeaderId('barbarossa')).toBe(false);
    // A leader is an army leader or a naval one, never both (land and winter rules rely on it).
    expect(ARMY_LEADER_IDS.filter((id) => (NAVAL_LEADER_IDS as readonly string[]).includes(id))).toEqual([]);
    expect(isDebaterId('eck')).toBe(true);
  });

  it('enters pieces at the start, on a turn of the game, or by one of the 116 cards', () => {
    for (const e of entries) {
      if (e.kind === 'turn') expect(e.turn).toBeGreaterThanOrEqual(1);
      if (e.kind === 'turn') expect(e.turn).toBeLessThanOrEqual(9);
      if (e.kind === 'event') {
        expect(e.cardNumber).toBeGreaterThanOrEqual(1);
        expect(e.cardNumber).toBeLessThanOrEqual(116);
      }
    }
  });
});

describe('leaders (5.1)', () => {
  it('belong to existing powers', () => {
    for (const l of Object.values(ARMY_LEADERS)) {
      if (l.id === 'renegade') expect(l.power).toBeNull();
      else expect(isMajorPower(l.power!)).toBe(true);
    }
    for (const l of Object.values(NAVAL_LEADERS)) expect(ALL_POWERS).toContain(l.power);
  });

  it('have the ratings given in the rulebook examples', () => {
    expect(ARMY_LEADERS.suleiman).toMatchObject({ battle: 2, command: 12 }); // formation and battle examples
    expect(ARMY_LEADERS['ibrahim-pasha'].command).toBe(6);
    expect(ARMY_LEADERS['charles-v'].battle).toBe(2);
    expect(ARMY_LEADERS['francis-i'].battle).toBe(1);
    expect(ARMY_LEADERS['charles-brandon'].battle).toBe(1);
    expect(NAVAL_LEADERS.barbarossa).toMatchObject({ battle: 2, piracy: 1 }); // 16.4
    expect(NAVAL_LEADERS.dragut.piracy).toBe(2);
    expect(NAVAL_LEADERS['andrea-doria']).toMatchObject({ power: 'genoa', battle: 2, piracy: null });
  });

  it('enters as rule 8.2 says: Maurice on turn 6, every other army leader at start or by an event', () => {
    expect(ARMY_LEADERS['maurice-of-saxony'].entry).toEqual({ kind: 'turn', turn: 6 });
    expect(ARMY_LEADERS['maurice-of-saxony'].backSide).toBe('hapsburg');
    for (const l of Object.values(ARMY_LEADERS)) {
      if (l.id !== 'maurice-of-saxony') expect(['start', 'event']).toContain(l.entry.kind);
    }
    expect(ARMY_LEADERS['john-frederick'].entry).toMatchObject({ kind: 'event', cardNumber: 13 });
    expect(ARMY_LEADERS.renegade.entry).toMatchObject({ kind: 'event', cardNumber: 70 });
    expect(NAVAL_LEADERS.barbarossa.entry).toMatchObject({ kind: 'event', cardNumber: 9 });
  });
});

describe('rulers (3.3)', () => {
  it('belong to major powers; Ottoman and Hapsburg rulers never change', () => {
    for (const r of Object.values(RULERS)) expect(MAJOR_POWERS).toContain(r.power);
    const byPower = (p: string) => Object.values(RULERS).filter((r) => r.power === p).map((r) => r.id);
    expect(byPower('ottoman')).toEqual(['suleiman']);
    expect(byPower('hapsburg')).toEqual(['charles-v']);
    expect(sorted(byPower('england'))).toEqual(['edward-vi', 'elizabeth-i', 'henry-viii', 'mary-i']);
    expect(sorted(byPower('papacy'))).toEqual(['clement-vii', 'julius-iii', 'leo-x', 'paul-iii']);
    for (const p of MAJOR_POWERS) {
      expect(Object.values(RULERS).filter((r) => r.power === p && r.entry.kind === 'start')).toHaveLength(1);
    }
  });

  it('have the attributes the rulebook examples give (impulse and card deal examples)', () => {
    expect(RULERS.luther).toMatchObject({ adminRating: 2, cardBonus: 0, debater: 'luther', reformer: 'luther' });
    expect(RULERS['francis-i'].cardBonus).toBe(1);
    expect(RULERS.suleiman.armyLeader).toBe('suleiman');
    expect(RULERS['henry-ii'].armyLeader).toBe('henry-ii');
    expect(RULERS['leo-x'].armyLeader).toBeNull();
    for (const r of Object.values(RULERS)) {
      expect(r.adminRating).toBeGreaterThanOrEqual(0);
      expect(r.cardBonus).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('debaters and reformers (8.2, 18)', () => {
  const deb = Object.values(DEBATERS);

  it('start with five Papal and four German Protestant debaters (8.2)', () => {
    expect(deb.filter((d) => d.side === 'papacy' && d.entryTurn === 1)).toHaveLength(5);
    const prot1 = deb.filter((d) => d.side === 'protestant' && d.entryTurn === 1);
    expect(prot1).toHaveLength(4);
    for (const d of prot1) expect(d.languageZone).toBe('german');
  });

  it('have one zone per Protestant debater and none for Papal ones', () => {
    for (const d of deb) {
      if (d.side === 'papacy') expect(d.languageZone).toBeNull();
      else expect(['german', 'french', 'english']).toContain(d.languageZone);
      expect(d.value).toBeGreaterThanOrEqual(1);
      expect(d.value).toBeLessThanOrEqual(4);
    }
    expect(deb.filter((d) => d.side === 'papacy')).toHaveLength(12);
    expect(deb.filter((d) => d.side === 'protestant')).toHaveLength(17);
  });

  it('have the values of the debate example (18.5) and the English debaters enter after the Boleyn marriage', () => {
    expect(DEBATERS.eck.value).toBe(3);
    expect(DEBATERS.carlstadt.value).toBe(1);
    expect(DEBATERS.luther.value).toBe(4);
    expect(DEBATERS.aleander.value).toBe(2);
    expect(DEBATERS.melanchthon.value).toBe(3);
    for (const id of ['cranmer', 'coverdale', 'latimer'] as const) expect(DEBATERS[id].entryTurn).toBe('after-boleyn');
  });

  it('places the four reformers where 8.2 says', () => {
    expect(Object.fromEntries(Object.values(REFORMERS).map((r) => [r.id, r.space]))).toEqual({
      luther: 'wittenberg',
      zwingli: 'zurich',
      calvin: 'geneva',
      cranmer: 'london',
    });
    expect(REFORMERS.luther.entry).toEqual({ turn: 1, phase: 'luthers95Theses' });
    expect(REFORMERS.zwingli.entry).toEqual({ turn: 2, phase: 'cardDraw' });
    expect(REFORMERS.calvin.entry).toEqual({ turn: 4, phase: 'cardDraw' });
    expect(REFORMERS.cranmer.entry).toBe('after-boleyn');
    for (const r of Object.values(REFORMERS)) expect(isSpaceId(r.space)).toBe(true);
    expect(REFORMER_DICE).toEqual({ inSpace: 2, adjacent: 1 });
  });
});

describe('New World pieces (20)', () => {
  it('have the ratings of the exploration example (20.2)', () => {
    expect(EXPLORERS.orellana.rating).toBe(3);
    expect(EXPLORERS.verrazano.rating).toBe(2);
    expect(EXPLORERS.rut.rating).toBe(1);
    expect(EXPLORERS['cabot-hapsburg'].rating).toBe(1);
  });

  it('keep the Sebastian Cabot counters out of the random pools', () => {
    const cabots = Object.values(EXPLORERS).filter((x) => !x.inRandomPool);
    expect(sorted(cabots.map((x) => x.id))).toEqual(['cabot-england', 'cabot-france', 'cabot-hapsburg']);
    for (const x of cabots) expect(x.entry).toMatchObject({ kind: 'event', cardNumber: 99 });
    const pool = (p: string) => Object.values(EXPLORERS).filter((x) => x.power === p && x.inRandomPool).length;
    expect([pool('hapsburg'), pool('england'), pool('france')]).toEqual([6, 3, 3]);
  });

  it('gives the Hapsburgs five conquistadors and England and France two conquest markers each', () => {
    for (const c of Object.values(CONQUISTADORS)) expect(c.power).toBe('hapsburg');
    expect(CONQUISTADORS.cortez.rating).toBe(4);
    expect(CONQUISTADORS.cordova.rating).toBe(1);
    expect(CONQUEST_MARKERS).toEqual({ england: 2, france: 2 });
  });
});

describe('counter mix (5.2, 5.3, 17)', () => {
  it('has a pool for every power with nonnegative counts', () => {
    expect(sorted(Object.keys(UNIT_POOLS))).toEqual(sorted(ALL_POWERS));
    for (const p of ALL_POWERS) {
      for (const c of [...UNIT_POOLS[p].land, ...UNIT_POOLS[p].naval]) {
        expect(Number.isInteger(c.count)).toBe(true);
        expect(c.count).toBeGreaterThan(0);
        for (const f of c.faces) expect(f.strength).toBeGreaterThan(0);
      }
    }
  });

  it('uses the denominations 1, 2, 4 and 6 for major powers, mercenaries or cavalry on the back', () => {
    for (const p of MAJOR_POWERS) {
      for (const c of UNIT_POOLS[p].land) {
        expect([1, 2, 4, 6]).toContain(c.faces[0]!.strength);
        expect(c.faces.map((f) => f.kind)).toEqual(['regular', p === 'ottoman' ? 'cavalry' : 'mercenary']);
      }
    }
  });

  it('gives cavalry and corsairs only to the Ottomans, mercenaries to every other major, no squadrons to Protestants or Hungary', () => {
    const kinds = (p: (typeof ALL_POWERS)[number]) =>
      new Set([...UNIT_POOLS[p].land, ...UNIT_POOLS[p].naval].flatMap((c) => c.faces.map((f) => f.kind)));
    for (const p of ALL_POWERS) {
      expect(kinds(p).has('cavalry')).toBe(p === 'ottoman');
      expect(kinds(p).has('corsair')).toBe(p === 'ottoman');
      expect(kinds(p).has('mercenary')).toBe(isMajorPower(p) && p !== 'ottoman');
      expect(kinds(p).has('squadron')).toBe(!['protestant', 'hungary', 'independent'].includes(p));
    }
  });

  it('adds up to the land strengths of the counter sheets', () => {
    const strengths = Object.fromEntries(ALL_POWERS.map((p) => [p, maxLandStrength(p)]));
    expect(strengths).toEqual({
      ottoman: 47,
      hapsburg: 48,
      england: 33,
      france: 38,
      papacy: 23,
      protestant: 26,
      genoa: 4,
      hungary: 10,
      scotland: 6,
      venice: 8,
      independent: 13, // six 1/2 counters and the Knights of St. John
    });
    const naval = Object.fromEntries(ALL_POWERS.map((p) => [p, UNIT_POOLS[p].naval.reduce((n, c) => n + c.count, 0)]));
    expect(naval).toEqual({
      ottoman: 9,
      hapsburg: 6,
      england: 5,
      france: 5,
      papacy: 2,
      protestant: 0,
      genoa: 1,
      hungary: 0,
      scotland: 1,
      venice: 4,
      independent: 0,
    });
  });

  it('decides whether stacks fit the counters', () => {
    const r = (strength: number): UnitStack => ({ kind: 'regular', strength });
    expect(fitsCounterMix('hungary', [r(5), r(1), r(1)])).toBe(true); // Buda 5 = 4 + 1
    expect(fitsCounterMix('hungary', [r(5), r(5)])).toBe(false);
    expect(fitsCounterMix('genoa', [r(4)])).toBe(true);
    expect(fitsCounterMix('genoa', [r(5)])).toBe(false);
    expect(fitsCounterMix('genoa', [r(2), r(1), r(1)])).toBe(false); // three stacks, two counters
    expect(fitsCounterMix('hapsburg', [r(48)])).toBe(true);
    expect(fitsCounterMix('hapsburg', [r(49)])).toBe(false);
    expect(fitsCounterMix('hapsburg', [r(40), { kind: 'mercenary', strength: 8 }])).toBe(true);
    expect(fitsCounterMix('ottoman', [{ kind: 'squadron', strength: 5 }, { kind: 'corsair', strength: 4 }])).toBe(true);
    expect(fitsCounterMix('ottoman', [{ kind: 'squadron', strength: 5 }, { kind: 'corsair', strength: 5 }])).toBe(false);
    expect(fitsCounterMix('france', [{ kind: 'cavalry', strength: 1 }])).toBe(false);
    expect(fitsCounterMix('independent', [{ kind: 'regular', strength: 1, special: 'knightsOfStJohn' }, r(12)])).toBe(true);
    expect(fitsCounterMix('independent', [{ kind: 'regular', strength: 2, special: 'knightsOfStJohn' }])).toBe(false);
    // A stack of one unit needs a 1-counter of its own: England has nine.
    expect(fitsCounterMix('england', Array.from({ length: 10 }, () => r(1)))).toBe(false);
    expect(fitsCounterMix('england', Array.from({ length: 9 }, () => r(1)))).toBe(true);
  });
});
