import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { pairKey } from '../queries.ts';
import type { ResponseCard } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import { act, choices, clearMap, declareWar, loadDice, place, runProcedure, setControl, startingState, withResponseCards } from '../testing/position.ts';
import type { FieldBattleFrame } from './field-battle.ts';
import { battleOf } from './move-test-helpers.ts';
import { landMoveFrame } from './move-procedure.ts';

function board(): HisState {
  const s = clearMap(startingState('1517'));
  // Empty hands: no combat or response card can be played unless a test gives one.
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.impulse = 5;
  return s;
}

function battle(space: SpaceId, attacker: MajorPower, extra: Partial<FieldBattleFrame> = {}): FieldBattleFrame {
  return { proc: 'fieldBattle', space, attacker, intercepted: false, ...extra };
}

function units(s: HisState, space: SpaceId, power: keyof HisState['spaces'][SpaceId]['units']) {
  const f = s.spaces[space].units[power];
  return f ? { regular: f.regular, mercenary: f.mercenary, cavalry: f.cavalry, leaders: [...f.leaders].sort() } : null;
}

function rolls(s: HisState): { side: string; dice: number; hits: number }[] {
  return s.log.filter((e) => e.key === 'his.log.battleRoll').map((e) => ({ side: e.params.side as string, dice: e.params.dice as number, hits: e.params.hits as number }));
}

/** n dice with `h` hits (sixes) first, then ones. */
function dice(n: number, h: number): number[] {
  return [...Array<number>(h).fill(6), ...Array<number>(n - h).fill(1)];
}

describe('field battle (14): the rulebook example at Vienna', () => {
  // "INTERCEPTION AND BATTLE EXAMPLE": Suleiman, Ibrahim, 7 regulars and 1 cavalry move from
  // Pressburg to Vienna; Charles V and 8 regulars intercept from Graz and join Ferdinand
  // and 2 regulars there.
  function vienna(): HisState {
    const s = board();
    declareWar(s, 'ottoman', 'hapsburg');
    setControl(s, 'pressburg', 'ottoman');
    place(s, 'vienna', 'hapsburg', { regular: 10, leaders: ['charles-v', 'ferdinand'] });
    place(s, 'vienna', 'ottoman', { regular: 7, cavalry: 1, leaders: ['suleiman', 'ibrahim-pasha'] });
    return s;
  }

  it('rolls 10 dice against 13, the Ottoman loses cavalry and 4 regulars and goes back to Pressburg', () => {
    const s = vienna();
    loadDice(s, [...dice(10, 3), ...dice(13, 5)]);
    runProcedure(s, battle('vienna', 'ottoman', { intercepted: true, from: 'pressburg' }));
    // 8 units + 2 for Suleiman; 10 units + 2 for Charles + 1 for defending.
    expect(rolls(s)).toEqual([
      { side: 'attacker', dice: 10, hits: 3 },
      { side: 'defender', dice: 13, hits: 5 },
    ]);
    // The attacker picks its 5 losses among regulars and cavalry.
    expect(choices(s, 'ottoman')).toEqual([
      { type: 'casualty', power: 'ottoman', kind: 'regular' },
      { type: 'casualty', power: 'ottoman', kind: 'cavalry' },
    ]);
    act(s, 'ottoman', { type: 'casualty', power: 'ottoman', kind: 'cavalry' });
    // Only regulars left to lose: no more prompts; the Hapsburg loses 3 regulars; the loser must
    // go back where it came from.
    expect(s.stack).toEqual([]);
    expect(units(s, 'vienna', 'hapsburg')).toEqual({ regular: 7, mercenary: 0, cavalry: 0, leaders: ['charles-v', 'ferdinand'] });
    expect(units(s, 'vienna', 'ottoman')).toBeNull();
    expect(units(s, 'pressburg', 'ottoman')).toEqual({ regular: 3, mercenary: 0, cavalry: 0, leaders: ['ibrahim-pasha', 'suleiman'] });
    // No siege: the attacker lost. The losers are marked (13.1: no more moves this impulse).
    expect(s.spaces.vienna.siege).toBeNull();
    expect(s.landMarks.lostBattle.find((m) => m.space === 'pressburg' && m.power === 'ottoman')?.regular).toBe(3);
  });

  it('defender wins ties (14 step 8)', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    place(s, 'st_quentin', 'hapsburg', { regular: 2 });
    place(s, 'st_quentin', 'france', { regular: 3 });
    loadDice(s, [...dice(3, 1), ...dice(3, 1)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    expect(s.log.find((e) => e.key === 'his.log.battleWon')?.params.winner).toBe('defender');
    expect(units(s, 'st_quentin', 'hapsburg')?.regular).toBe(1);
    expect(units(s, 'paris', 'france')?.regular).toBe(2);
    expect(units(s, 'st_quentin', 'france')).toBeNull();
  });

  it('the attacker with more hits wins and the defender retreats, not into the space the attacker came from', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    setControl(s, 'st_quentin', 'hapsburg');
    setControl(s, 'boulogne', 'hapsburg');
    place(s, 'st_quentin', 'hapsburg', { regular: 3 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    loadDice(s, [...dice(4, 2), ...dice(4, 0)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    // Brussels and Boulogne are Hapsburg; Paris is excluded twice (French, and the attacker came from it).
    expect(choices(s, 'hapsburg')).toEqual([
      { type: 'space', space: 'boulogne' },
      { type: 'space', space: 'brussels' },
    ]);
    act(s, 'hapsburg', { type: 'space', space: 'boulogne' });
    expect(units(s, 'boulogne', 'hapsburg')?.regular).toBe(1);
    expect(units(s, 'st_quentin', 'france')?.regular).toBe(4);
  });

  it('units beyond the formation limit add no dice (14 step 2), defender die and leader rating added', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    place(s, 'st_quentin', 'hapsburg', { regular: 1, leaders: ['duke-of-alva'] });
    place(s, 'st_quentin', 'france', { regular: 6 });
    loadDice(s, [...dice(4, 0), ...dice(3, 0)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    expect(rolls(s)).toEqual([
      { side: 'attacker', dice: 4, hits: 0 },
      { side: 'defender', dice: 3, hits: 0 },
    ]);
  });

  it('both sides wiped out: the side that rolled more dice keeps one unit; the other side’s leaders are captured', () => {
    const s = board();
    declareWar(s, 'france', 'england');
    setControl(s, 'st_quentin', 'england');
    // England attacks with Henry VIII (battle 1) and 2 regulars: 3 dice against 1 + 1 = 2.
    place(s, 'st_quentin', 'france', { regular: 1, leaders: ['henry-ii'] });
    place(s, 'st_quentin', 'england', { regular: 2, leaders: ['henry-viii'] });
    loadDice(s, [...dice(3, 3), ...dice(2, 2)]);
    runProcedure(s, battle('st_quentin', 'england', { from: 'boulogne' }));
    expect(units(s, 'st_quentin', 'england')?.regular).toBe(1);
    // France rolled 2 hits, England 3: England wins, France is wiped out and Henry II captured.
    expect(units(s, 'st_quentin', 'france')).toBeNull();
    expect(s.powers.england.captives).toEqual(['henry-ii']);
    expect(s.diplomacy.warCaptures).toContain('england>france');
  });

  it('both sides wiped out with equal dice: the defender keeps one unit and wins', () => {
    const s = board();
    declareWar(s, 'france', 'england');
    place(s, 'st_quentin', 'france', { regular: 1 });
    place(s, 'st_quentin', 'england', { regular: 2, leaders: ['dudley'] });
    loadDice(s, [...dice(2, 2), ...dice(2, 2)]);
    runProcedure(s, battle('st_quentin', 'england', { from: 'boulogne' }));
    expect(units(s, 'st_quentin', 'france')?.regular).toBe(1);
    expect(units(s, 'st_quentin', 'england')).toBeNull();
    expect(s.powers.france.captives).toEqual(['dudley']);
  });

  it('a loser with no legal retreat is eliminated and its leaders captured (14.1)', () => {
    const s = board();
    declareWar(s, 'ottoman', 'hapsburg');
    // The space the attacker came from is now held by Hapsburg units.
    setControl(s, 'pressburg', 'ottoman');
    place(s, 'pressburg', 'hapsburg', { regular: 1 });
    place(s, 'vienna', 'hapsburg', { regular: 5 });
    place(s, 'vienna', 'ottoman', { regular: 2, leaders: ['ibrahim-pasha'] });
    loadDice(s, [...dice(3, 0), ...dice(6, 1)]);
    runProcedure(s, battle('vienna', 'ottoman', { from: 'pressburg' }));
    expect(units(s, 'vienna', 'ottoman')).toBeNull();
    expect(units(s, 'pressburg', 'ottoman')).toBeNull();
    expect(s.powers.hapsburg.captives).toEqual(['ibrahim-pasha']);
  });

  it('without a known entry space, the losing attacker picks any legal space', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    setControl(s, 'st_quentin', 'hapsburg');
    place(s, 'st_quentin', 'hapsburg', { regular: 3 });
    place(s, 'st_quentin', 'france', { regular: 2 });
    loadDice(s, [...dice(2, 0), ...dice(4, 0)]);
    runProcedure(s, battle('st_quentin', 'france'));
    expect(choices(s, 'france')).toEqual([
      { type: 'space', space: 'boulogne' },
      { type: 'space', space: 'paris' },
      { type: 'space', space: 'st_dizier' },
    ]);
  });
});

describe('field battle in a fortified space (14.1 withdrawal, 14 step 12 siege check)', () => {
  it('the losing controller takes up to 4 units inside, the rest retreat, and the winner besieges', () => {
    const s = board();
    declareWar(s, 'ottoman', 'hapsburg');
    setControl(s, 'pressburg', 'ottoman');
    place(s, 'vienna', 'hapsburg', { regular: 6, leaders: ['ferdinand'] });
    place(s, 'vienna', 'ottoman', { regular: 10, leaders: ['suleiman'] });
    loadDice(s, [...dice(12, 1), ...dice(8, 0)]);
    runProcedure(s, battle('vienna', 'ottoman', { from: 'pressburg' }));
    // 5 Hapsburg regulars left: how many go inside (at most 4)?
    expect(choices(s, 'hapsburg')).toEqual([0, 1, 2, 3, 4].map((n) => ({ type: 'count', n })));
    act(s, 'hapsburg', { type: 'count', n: 4 });
    expect(choices(s, 'hapsburg')).toEqual([{ type: 'yes' }, { type: 'no' }]);
    act(s, 'hapsburg', { type: 'yes' });
    // The last regular retreats: Linz, Brunn is Hungarian (not friendly), Graz; never Pressburg.
    expect(choices(s, 'hapsburg')).toEqual([
      { type: 'space', space: 'graz' },
      { type: 'space', space: 'linz' },
    ]);
    act(s, 'hapsburg', { type: 'space', space: 'linz' });
    expect(units(s, 'vienna', 'hapsburg')).toEqual({ regular: 4, mercenary: 0, cavalry: 0, leaders: ['ferdinand'] });
    expect(units(s, 'linz', 'hapsburg')?.regular).toBe(1);
    // 10 Ottoman units outnumber the 4 inside: Vienna is besieged from this impulse.
    expect(s.spaces.vienna.siege).toEqual({ besieger: 'ottoman', since: 5 });
  });

  it('a winner that does not outnumber the units inside retreats as in 15.3', () => {
    const s = board();
    declareWar(s, 'ottoman', 'hapsburg');
    setControl(s, 'pressburg', 'ottoman');
    place(s, 'vienna', 'hapsburg', { regular: 5 });
    place(s, 'vienna', 'ottoman', { regular: 4 });
    loadDice(s, [...dice(4, 1), ...dice(6, 0)]);
    runProcedure(s, battle('vienna', 'ottoman', { from: 'pressburg' }));
    act(s, 'hapsburg', { type: 'count', n: 4 });
    // 4 attackers against 4 inside: no siege; the Ottoman goes to its only friendly neighbour.
    expect(s.spaces.vienna.siege).toBeNull();
    expect(units(s, 'vienna', 'ottoman')).toBeNull();
    expect(units(s, 'pressburg', 'ottoman')?.regular).toBe(4);
    expect(units(s, 'vienna', 'hapsburg')?.regular).toBe(4);
    // The winner was not marked as a loser.
    expect(s.landMarks.lostBattle.some((m) => m.power === 'ottoman')).toBe(false);
  });

  it('an inactive minor with 5+ units that loses keeps 4 inside and loses the rest (22.1)', () => {
    const s = board();
    declareWar(s, 'hapsburg', 'venice');
    place(s, 'venice', 'venice', { regular: 7 });
    place(s, 'venice', 'hapsburg', { regular: 10, leaders: ['duke-of-alva'] });
    loadDice(s, [...dice(7, 1), ...dice(8, 0)]);
    // Alva commands 6: 6 of the 10 regulars roll, plus 1 for his rating.
    runProcedure(s, battle('venice', 'hapsburg', { from: 'trent' }));
    expect(rolls(s)[0]).toEqual({ side: 'attacker', dice: 7, hits: 1 });
    expect(units(s, 'venice', 'venice')?.regular).toBe(4);
    expect(s.spaces.venice.siege).toEqual({ besieger: 'hapsburg', since: 5 });
  });
});

describe('allied defenders (9.2)', () => {
  function allies(): HisState {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    s.diplomacy.alliances.push(pairKey('england', 'hapsburg'));
    setControl(s, 'st_quentin', 'hapsburg');
    return s;
  }

  it('defend together and split losses evenly, a die roll giving the odd loss', () => {
    const s = allies();
    place(s, 'st_quentin', 'hapsburg', { regular: 3 });
    place(s, 'st_quentin', 'england', { regular: 3, leaders: ['charles-brandon'] });
    place(s, 'st_quentin', 'france', { regular: 8, leaders: ['francis-i'] });
    // France 9 dice, 3 hits; allies 6 + 1 (Brandon) + 1 = 8 dice; odd loss roll 5: England.
    loadDice(s, [...dice(9, 3), ...dice(8, 0), 5]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    expect(rolls(s)).toEqual([
      { side: 'attacker', dice: 9, hits: 3 },
      { side: 'defender', dice: 8, hits: 0 },
    ]);
    // One loss each, the odd one to England; each loser then retreats on its own (to Brussels,
    // the only space friendly to them).
    expect(units(s, 'brussels', 'hapsburg')?.regular).toBe(2);
    expect(units(s, 'brussels', 'england')).toEqual({ regular: 1, mercenary: 0, cavalry: 0, leaders: ['charles-brandon'] });
    expect(s.spaces.st_quentin.units.england).toBeUndefined();
  });

  it('losses go to the other power once one is eliminated', () => {
    const s = allies();
    place(s, 'st_quentin', 'hapsburg', { regular: 4 });
    place(s, 'st_quentin', 'england', { regular: 1 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    loadDice(s, [...dice(4, 4), ...dice(6, 0)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    const lost = s.log.filter((e) => e.key === 'his.log.casualty').map((e) => e.params.power);
    expect(lost.filter((p) => p === 'england')).toHaveLength(1);
    expect(lost.filter((p) => p === 'hapsburg')).toHaveLength(3);
  });
});

describe('combat card windows (14 steps 1, 4-5, 7)', () => {
  const PLUS_TWO = 24 as CardId;
  const EXTRA_HITS = 1 as CardId;

  it('opens beforeBattle (mercenaries, then combat cards) and afterBattleRolls windows whose cards change the battle', () => {
    const contexts: string[] = [];
    const cards: Partial<Record<CardId, ResponseCard>> = {};
    cards[PLUS_TWO] = {
      windows: ['beforeBattle'],
      canPlay: (_s, _p, w) => {
        contexts.push(w.context ?? '');
        return w.context === 'fieldBattle.combatCards';
      },
      play: (_s, _p, w) => {
        battleOf(w).mods.defender += 2;
      },
    };
    cards[EXTRA_HITS] = {
      windows: ['afterBattleRolls'],
      canPlay: (_s, _p, w) => w.subject?.kind === 'fieldBattle',
      play: (_s, _p, w) => {
        battleOf(w).sides!.defender.hits += 2;
      },
    };
    const { act, choices, runProcedure } = withResponseCards(cards);
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    s.powers.hapsburg.hand = [PLUS_TWO, EXTRA_HITS];
    place(s, 'st_quentin', 'hapsburg', { regular: 2 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    loadDice(s, [...dice(4, 2), ...dice(5, 1)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    expect(contexts).toContain('fieldBattle.mercenaries');
    expect(choices(s, 'hapsburg')).toEqual([{ type: 'respond', card: PLUS_TWO }, { type: 'decline' }]);
    act(s, 'hapsburg', { type: 'respond', card: PLUS_TWO });
    // Defender rolls 2 + 1 + 2 dice; then the after-rolls window: 2 more hits.
    expect(rolls(s)[1]).toEqual({ side: 'defender', dice: 5, hits: 1 });
    act(s, 'hapsburg', { type: 'respond', card: EXTRA_HITS });
    // 3 hits against 2: the defender wins.
    expect(s.log.find((e) => e.key === 'his.log.battleWon')?.params).toMatchObject({ winner: 'defender', defenderHits: 3 });
  });
});

describe('field battle reached through the Move action (13.1 step 8)', () => {
  it('knows where the attacker came from: the loser goes back there, not to another friendly space', () => {
    const s = board();
    declareWar(s, 'ottoman', 'hapsburg');
    setControl(s, 'pressburg', 'ottoman');
    setControl(s, 'brunn', 'ottoman');
    place(s, 'vienna', 'hapsburg', { regular: 10, leaders: ['charles-v', 'ferdinand'] });
    place(s, 'pressburg', 'ottoman', { regular: 3 });
    runProcedure(s, landMoveFrame('ottoman'), { power: 'ottoman', cp: 1 });
    act(s, 'ottoman', { type: 'space', space: 'pressburg' });
    act(s, 'ottoman', { type: 'units', power: 'ottoman', kind: 'regular', count: 3 });
    loadDice(s, [...dice(3, 0), ...dice(13, 1)]);
    act(s, 'ottoman', { type: 'space', space: 'vienna' });
    act(s, 'hapsburg', { type: 'skip' });
    expect(rolls(s)).toEqual([
      { side: 'attacker', dice: 3, hits: 0 },
      { side: 'defender', dice: 13, hits: 1 },
    ]);
    expect(units(s, 'pressburg', 'ottoman')?.regular).toBe(2);
    expect(units(s, 'brunn', 'ottoman')).toBeNull();
  });

  it('a relief force moving in is told from the garrison, which may join (15.2)', () => {
    const s = board();
    declareWar(s, 'france', 'england');
    setControl(s, 'boulogne', 'england');
    place(s, 'calais', 'england', { regular: 2 });
    place(s, 'calais', 'france', { regular: 6, leaders: ['francis-i'] });
    s.spaces.calais.siege = { besieger: 'france', since: 4 };
    place(s, 'boulogne', 'england', { regular: 4, leaders: ['charles-brandon'] });
    runProcedure(s, landMoveFrame('england'), { power: 'england', cp: 1 });
    act(s, 'england', { type: 'space', space: 'boulogne' });
    act(s, 'england', { type: 'leader', leader: 'charles-brandon' });
    act(s, 'england', { type: 'units', power: 'england', kind: 'regular', count: 4 });
    act(s, 'england', { type: 'space', space: 'calais' });
    // France may try to avoid battle; it stays.
    while (choices(s, 'france').some((a) => a.type === 'skip')) act(s, 'france', { type: 'skip' });
    expect(s.stack.at(-1)).toMatchObject({ proc: 'fieldBattle', step: 'join', from: 'boulogne', relief: true });
    expect(choices(s, 'england')).toEqual([0, 1, 2].map((n) => ({ type: 'count', n })));
  });
});

describe('Surprise Attack (card 29) and Phony War (9.6 step 6)', () => {
  const SURPRISE = 29 as CardId;

  it('the side that surprises rolls first; the other loses units before counting its dice', () => {
    const { act, runProcedure } = withResponseCards({
      29: {
        windows: ['beforeBattle'],
        canPlay: (_s, _p, w) => w.context === 'fieldBattle.combatCards',
        play: (_s, _p, w) => {
          battleOf(w).surprise = 'defender';
        },
      },
    });
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    s.powers.hapsburg.hand = [SURPRISE];
    place(s, 'st_quentin', 'hapsburg', { regular: 2 });
    place(s, 'st_quentin', 'france', { regular: 4 });
    // Hapsburg rolls 3 dice first (2 hits); France, down to 2 regulars, rolls 2 (1 hit).
    loadDice(s, [...dice(3, 2), ...dice(2, 1)]);
    runProcedure(s, battle('st_quentin', 'france', { from: 'paris' }));
    act(s, 'hapsburg', { type: 'respond', card: SURPRISE });
    expect(rolls(s)).toEqual([
      { side: 'defender', dice: 3, hits: 2 },
      { side: 'attacker', dice: 2, hits: 1 },
    ]);
    expect(units(s, 'st_quentin', 'hapsburg')?.regular).toBe(1);
    expect(units(s, 'paris', 'france')?.regular).toBe(2);
  });

  it('a land combat between the declarer and the intervening power removes the Phony War marker', () => {
    const s = board();
    s.diplomacy.minorAllies.venice = 'papacy';
    declareWar(s, 'hapsburg', 'papacy');
    s.diplomacy.phonyWars.push({ declarer: 'hapsburg', minor: 'venice', intervener: 'papacy' });
    s.powers.hapsburg.bonusVp -= 1;
    const vp = s.powers.hapsburg.bonusVp;
    place(s, 'trent', 'venice', { regular: 1 });
    place(s, 'trent', 'hapsburg', { regular: 4 });
    loadDice(s, [...dice(4, 1), ...dice(2, 0)]);
    runProcedure(s, battle('trent', 'hapsburg', { from: 'innsbruck' }));
    expect(s.diplomacy.phonyWars).toEqual([]);
    expect(s.powers.hapsburg.bonusVp).toBe(vp + 1);
  });
});
