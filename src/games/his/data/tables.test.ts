// Costs, tracks and tables against the rulebook (6.2, 9.6, 11.1, 18-23) and its worked examples.
import { describe, expect, it } from 'vitest';
import { DEBATERS, DEBATER_IDS, isArmyLeaderId, isNavalLeaderId, isRulerId } from './pieces.ts';
import { MAJOR_POWERS, MINOR_POWERS } from './powers.ts';
import type { RollRange } from './tables.ts';
import {
  ACTION_COSTS,
  ACTION_INFO,
  ACTION_KINDS,
  CHATEAU_MODIFIERS,
  CHATEAU_TABLE,
  CIRCUMNAVIGATION_TABLE,
  CONQUESTS,
  CONQUEST_TABLE,
  DEBATER_ENTRY_SCHEDULE,
  DISCOVERIES,
  DOW_COSTS,
  ENTRY_CARDS,
  EXPLORATION_MODIFIERS,
  EXPLORATION_TABLE,
  KEY_TRACKS,
  MANDATORY_EVENT_DEADLINES,
  MARITAL_STATUSES,
  MINOR_POWER_ACTIVATION,
  NEW_WORLD_RICHES,
  PHASES,
  PREGNANCY_CHART,
  PROTESTANT_SPACES_TRACK,
  RAIDER_TABLE,
  TRANSLATIONS,
  VICTORY,
  formationLimit,
  keyTrackBox,
  lookupRoll,
  protestantCardsDealt,
  protestantSpacesBox,
} from './tables.ts';

/** Every integer roll from lo to hi falls in exactly one band. */
function coversExactly(table: readonly RollRange[], lo: number, hi: number) {
  for (let roll = lo; roll <= hi; roll++) {
    const hits = table.filter((r) => (r.min === null || roll >= r.min) && (r.max === null || roll <= r.max));
    expect(hits, `roll ${roll}`).toHaveLength(1);
  }
}

describe('actions (11.1)', () => {
  it('covers every action with a cost per major power', () => {
    expect(ACTION_KINDS).toHaveLength(21);
    for (const k of ACTION_KINDS) {
      expect(Object.keys(ACTION_COSTS[k]).sort()).toEqual([...MAJOR_POWERS].sort());
      for (const p of MAJOR_POWERS) {
        const c = ACTION_COSTS[k][p];
        if (c !== null) expect([1, 2, 3, 4]).toContain(c); // "Each action costs from 1 to 4 CP"
      }
      expect(ACTION_INFO[k].section).toMatch(/^\d+(\.\d+)?$/);
    }
  });

  it('varies only Colonize and Publish Treatise by power (11.1)', () => {
    const varying = ACTION_KINDS.filter((k) => new Set(Object.values(ACTION_COSTS[k]).filter((c) => c !== null)).size > 1);
    expect(varying).toEqual(['colonize', 'publishTreatise']);
    expect(ACTION_COSTS.colonize).toMatchObject({ hapsburg: 2, england: 3, france: 3, ottoman: null });
    expect(ACTION_COSTS.publishTreatise).toMatchObject({ england: 3, protestant: 2, papacy: null });
  });

  it('prints the table rows of 11.1', () => {
    expect(ACTION_COSTS.initiatePiracy).toEqual({ ottoman: 2, hapsburg: null, england: null, france: null, papacy: null, protestant: null });
    expect(ACTION_COSTS.buyMercenary.ottoman).toBeNull();
    expect(ACTION_COSTS.navalMove.protestant).toBeNull();
    expect(ACTION_COSTS.buildSquadron.protestant).toBeNull();
    expect(ACTION_COSTS.conquer).toMatchObject({ hapsburg: 4, england: 4, france: 4 });
    expect(ACTION_COSTS.foundJesuitUniversity.papacy).toBe(3);
    expect(ACTION_COSTS.assault).toEqual(ACTION_COSTS.fightForeignWar);
    expect(ACTION_KINDS.filter((k) => ACTION_INFO[k].oncePerTurn)).toEqual(['explore', 'colonize', 'conquer']);
  });
});

describe('declarations of war (9.6)', () => {
  it('costs the same in both directions between major powers (one box per pair)', () => {
    for (const a of MAJOR_POWERS) {
      expect(DOW_COSTS[a][a]).toBeNull();
      for (const b of MAJOR_POWERS) expect(DOW_COSTS[a][b], `${a}/${b}`).toBe(DOW_COSTS[b][a]);
    }
    expect(DOW_COSTS.hapsburg.england).toBe(3);
    expect(DOW_COSTS.hapsburg.papacy).toBe(4);
  });

  it('encodes the restrictions at all times', () => {
    for (const p of MAJOR_POWERS) expect(DOW_COSTS[p].hungary).toBeNull();
    for (const p of ['ottoman', 'papacy', 'protestant'] as const) expect(DOW_COSTS[p].scotland).toBeNull();
    expect(DOW_COSTS.england.venice).toBeNull();
    for (const p of ['hapsburg', 'papacy'] as const) {
      expect(DOW_COSTS[p].protestant).toBeNull();
      expect(DOW_COSTS.protestant[p]).toBeNull();
    }
    for (const p of MAJOR_POWERS) {
      for (const m of MINOR_POWERS) {
        const c = DOW_COSTS[p][m];
        if (c !== null) expect([1, 2]).toContain(c); // "either 1 or 2 CP"
      }
    }
  });
});

describe('power cards (6.2, 23)', () => {
  it('deals 1 card and 0 VP with every box covered, and never fewer as keys grow', () => {
    for (const [p, t] of Object.entries(KEY_TRACKS)) {
      expect(t.boxes[0], p).toEqual({ keys: 0, cards: 1, vp: 0 });
      expect(t.autoWinAtKeys).toBe(t.boxes.length);
      for (let k = 1; k < t.boxes.length; k++) {
        expect(t.boxes[k]!.cards).toBeGreaterThanOrEqual(t.boxes[k - 1]!.cards);
        expect(t.boxes[k]!.vp).toBeGreaterThan(t.boxes[k - 1]!.vp);
      }
    }
    expect(Object.fromEntries(Object.entries(KEY_TRACKS).map(([p, t]) => [p, t.autoWinAtKeys]))).toEqual({
      ottoman: 11,
      hapsburg: 14,
      england: 9,
      france: 11,
      papacy: 7,
    });
  });

  it('matches the card deal examples of 6.2', () => {
    expect(protestantCardsDealt(3)).toBe(4);
    expect(protestantCardsDealt(4)).toBe(5);
    expect(keyTrackBox('france', 8).cards + 1).toBe(5); // Francis I: 4 + 1 bonus
    expect(keyTrackBox('ottoman', 7 - 2).cards).toBe(4); // 7 keys, 2 in unrest
    expect(keyTrackBox('england', 99)).toEqual(KEY_TRACKS.england.boxes.at(-1));
  });

  it('splits the Protestant Spaces Track into Papal and Protestant VP summing to 15', () => {
    expect(PROTESTANT_SPACES_TRACK).toHaveLength(51);
    PROTESTANT_SPACES_TRACK.forEach((b, i) => {
      expect(b.spaces).toBe(i);
      expect(b.protestant + b.papacy).toBe(15);
    });
    expect(protestantSpacesBox(0)).toEqual({ spaces: 0, protestant: 0, papacy: 15 });
    expect(protestantSpacesBox(12).protestant).toBe(3);
    expect(protestantSpacesBox(50)).toEqual({ spaces: 50, protestant: 15, papacy: 0 });
  });
});

describe('Henry VIII (21.3)', () => {
  it('has the seven marital boxes and a pregnancy chart for 1-6', () => {
    expect(MARITAL_STATUSES).toEqual([
      'catherineOfAragon', 'askForDivorce', 'anneBoleyn', 'janeSeymour', 'anneOfCleves', 'kathrynHoward', 'katherineParr',
    ]);
    expect(PREGNANCY_CHART.map((r) => r.roll)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(PREGNANCY_CHART[3]!.result).toBe('elizabeth');
    expect(PREGNANCY_CHART[5]!.result).toBe('healthyEdward');
  });
});

describe('chateaux (21.4)', () => {
  it('has the modifiers of 21.4 with their signs', () => {
    expect(CHATEAU_MODIFIERS.map((m) => m.modifier)).toEqual([2, 1, 2, 1, -1, -2]);
  });

  it('covers every modified roll once and always gives a card draw', () => {
    coversExactly(CHATEAU_TABLE, -3, 12);
    for (const r of CHATEAU_TABLE) expect(r.draw).toBeGreaterThanOrEqual(1);
    expect(lookupRoll(CHATEAU_TABLE, 2)).toMatchObject({ vp: 0, draw: 2, discard: 1 });
    expect(lookupRoll(CHATEAU_TABLE, 6)).toMatchObject({ vp: 1, draw: 1, discard: 0 });
  });
});

describe('New World (20)', () => {
  it('covers every roll once in each table', () => {
    coversExactly(EXPLORATION_TABLE, -1, 20);
    coversExactly(CIRCUMNAVIGATION_TABLE, 0, 20);
    coversExactly(CONQUEST_TABLE, 0, 20);
    coversExactly(RAIDER_TABLE, 1, 6);
    for (const col of Object.values(NEW_WORLD_RICHES)) coversExactly(col, 2, 12);
  });

  it('replays the exploration example of 20.2', () => {
    const u = EXPLORATION_MODIFIERS.uncharted;
    expect(lookupRoll(EXPLORATION_TABLE, 7 + 3 + u).result).toBe('mississippi'); // Orellana
    expect(lookupRoll(EXPLORATION_TABLE, 9 + 2 + u).result).toBe('choice'); // Verrazano
    expect(lookupRoll(CIRCUMNAVIGATION_TABLE, 5 + 2).result).toBe('failure');
    expect(lookupRoll(EXPLORATION_TABLE, 4 + 1 + u).result).toBe('lost'); // Rut
    expect(lookupRoll(EXPLORATION_TABLE, 9 + 1).result).toBe('choice'); // Cabot
    expect(lookupRoll(CIRCUMNAVIGATION_TABLE, 8 + 1).result).toBe('failure');
  });

  it('gives the VP printed on the discovery and conquest markers', () => {
    expect(Object.fromEntries(Object.entries(DISCOVERIES).map(([k, v]) => [k, v.vp]))).toEqual({
      stLawrence: 1,
      greatLakes: 1,
      mississippi: 1,
      amazon: 2,
      pacificStrait: 1,
      circumnavigation: 3,
    });
    expect(Object.fromEntries(Object.entries(CONQUESTS).map(([k, v]) => [k, v.vp]))).toEqual({ maya: 1, aztecs: 2, incas: 2 });
    expect(lookupRoll(CONQUEST_TABLE, 9).result).toBe('maya');
    expect(lookupRoll(CONQUEST_TABLE, 6).result).toBe('killed');
    expect(lookupRoll(NEW_WORLD_RICHES.colony, 8).result).toBe('galleon');
  });
});

describe('religion (18)', () => {
  it('needs 6 spaces for a New Testament and 10 for a Full Bible (18.1)', () => {
    expect(TRANSLATIONS.newTestament.length).toBe(6);
    expect(TRANSLATIONS.fullBible.length).toBe(10);
    expect(TRANSLATIONS.fullBible.vp).toBe(1);
  });

  it('schedules every debater exactly once, on the turn of his counter', () => {
    const listed = Object.values(DEBATER_ENTRY_SCHEDULE).flat();
    expect([...listed].sort()).toEqual([...DEBATER_IDS].sort());
    for (const [turn, ids] of Object.entries(DEBATER_ENTRY_SCHEDULE)) {
      for (const id of ids) expect(String(DEBATERS[id].entryTurn).replace('after-boleyn', 'afterBoleyn')).toBe(turn);
    }
  });
});

describe('other tables', () => {
  it('sizes formations as 5.1 says, including the formation example', () => {
    expect(formationLimit([])).toBe(4);
    expect(formationLimit([12])).toBe(12);
    expect(formationLimit([12, 6])).toBe(18); // Suleiman and Ibrahim
    expect(formationLimit([6, 8, 10])).toBe(18);
  });

  it('resolves the Mandatory Events of 19.8 by their Winter Phase', () => {
    expect(MANDATORY_EVENT_DEADLINES.map((d) => [d.cardName, d.byWinterOfTurn])).toEqual([
      ['Clement VII', 2],
      ['Barbary Pirates', 3],
      ['Schmalkaldic League', 4],
      ['Paul III', 4],
      ['Society of Jesus', 6],
    ]);
  });

  it('lets the minor powers be activated as the 22.1 table says', () => {
    expect(MINOR_POWER_ACTIVATION.hungary).toEqual({ activatedBy: ['hapsburg'], naturalAlly: 'hapsburg', canDeactivate: false });
    expect(MINOR_POWER_ACTIVATION.scotland.naturalAlly).toBe('france');
    expect(MINOR_POWER_ACTIVATION.venice.naturalAlly).toBe('papacy');
    expect(MINOR_POWER_ACTIVATION.genoa.activatedBy).toEqual(['france', 'hapsburg', 'papacy']);
  });

  it('brings in rulers and leaders that exist', () => {
    for (const c of ENTRY_CARDS) {
      for (const r of c.rulers) expect(isRulerId(r)).toBe(true);
      for (const l of c.armyLeaders) expect(isArmyLeaderId(l)).toBe(true);
      for (const l of c.navalLeaders) expect(isNavalLeaderId(l)).toBe(true);
    }
    expect(ENTRY_CARDS.find((c) => c.cardName === 'Edward VI')).toMatchObject({
      deckEntry: { turn: 6, conditional: true },
      rulers: ['edward-vi'],
      armyLeaders: ['dudley'],
    });
  });

  it('has nine phases and the victory numbers of 23', () => {
    expect(PHASES).toHaveLength(9);
    expect(VICTORY).toEqual({ standardVp: 25, domination: { fromTurn: 4, belowVp: 25, leadAtLeast: 5 }, lastTurn: 9 });
  });
});
