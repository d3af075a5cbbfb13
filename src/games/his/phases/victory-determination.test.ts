import { describe, expect, it } from 'vitest';
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { HisState } from '../state.ts';
import { clearMap, runProcedure, setControl, setSpending, startingState } from '../testing/position.ts';
import { vpTable } from '../victory-points.ts';
import { breakTie, checkAutomaticVictory, determineVictory, dominationVictor } from './victory-determination.ts';

function position(turn: number): HisState {
  const s = clearMap(startingState('1517'));
  s.turn = turn;
  return s;
}

/** Give bonus VP so that each power's total is exactly the one wanted. */
function setVp(s: HisState, want: Partial<Record<MajorPower, number>>): void {
  const now = vpTable(s);
  for (const p of MAJOR_POWERS) if (want[p] !== undefined) s.powers[p].bonusVp += want[p]! - now[p];
  expect(vpTable(s)).toMatchObject(want);
}

describe('23.1 automatic victories', () => {
  it('Military Victory: the Auto Win space open on the power card during the Action Phase', () => {
    const s = position(3);
    s.phase = 'actionPhase';
    // England is spending CP: the game ends in the middle of the impulse.
    setSpending(s, 'england', 2, [{ proc: 'game' }, { proc: 'turn', phase: 6 }, { proc: 'actionPhase', next: 0, consecutivePasses: 0 }]);
    // England has 4 home keys in 1517; 9 opens its Auto Win space.
    const more: SpaceId[] = ['rouen', 'bordeaux', 'lyon', 'marseille'];
    for (const k of more) setControl(s, k, 'england');
    expect(checkAutomaticVictory(s)).toBe(false);
    setControl(s, 'paris', 'england');
    s.spaces.paris.unrest = true;
    // A key in unrest does not count.
    expect(checkAutomaticVictory(s)).toBe(false);
    s.spaces.paris.unrest = false;
    expect(checkAutomaticVictory(s)).toBe(true);
    expect(s.result).toMatchObject({ winner: 'england', kind: 'military' });
    expect(s.stack).toEqual([]);
    // The impulse's CP go with it: a final position holds no budget.
    expect(s.cpBudgets).toBeUndefined();
  });

  it('not outside the Action Phase (keys revealed in the Diplomacy Phase must still be held when it starts)', () => {
    const s = position(3);
    s.phase = 'diplomacy';
    for (const k of ['rouen', 'bordeaux', 'lyon', 'marseille', 'paris'] as const) setControl(s, k, 'england');
    expect(checkAutomaticVictory(s)).toBe(false);
    expect(s.result).toBeNull();
    s.phase = 'actionPhase';
    expect(checkAutomaticVictory(s)).toBe(true);
  });

  it('Religious Victory: Protestant influence in 50 spaces, none in unrest', () => {
    const s = position(5);
    s.phase = 'actionPhase';
    const catholic = SPACE_IDS.filter((id) => s.spaces[id].religion === 'catholic');
    for (const id of SPACE_IDS) if (s.spaces[id].religion === 'protestant') s.spaces[id].religion = 'catholic';
    for (const id of catholic.slice(0, 50)) s.spaces[id].religion = 'protestant';
    s.spaces[catholic[0]!].unrest = true;
    expect(checkAutomaticVictory(s)).toBe(false);
    s.spaces[catholic[0]!].unrest = false;
    expect(checkAutomaticVictory(s)).toBe(true);
    expect(s.result).toMatchObject({ winner: 'protestant', kind: 'religious' });
  });
});

describe('23.3 Victory Determination Phase', () => {
  it('Standard Victory: 25 VP or more, the highest total wins', () => {
    const s = position(2);
    setVp(s, { france: 26, hapsburg: 24, papacy: 25 });
    runProcedure(s, { proc: 'victoryDetermination' });
    expect(s.result).toMatchObject({ winner: 'france', kind: 'standard' });
    expect(s.result!.vp.france).toBe(26);
  });

  it('no Standard Victory below 25 VP; the totals are recorded for later ties', () => {
    const s = position(2);
    setVp(s, { france: 24, papacy: 10 });
    expect(determineVictory(s)).toBeNull();
    expect(s.result).toBeNull();
    expect(s.vpHistory).toEqual([{ turn: 2, vp: vpTable(s) }]);
  });

  it('ties go to the higher total in the previous turn, and back turn by turn', () => {
    const s = position(5);
    setVp(s, { france: 27, papacy: 27, hapsburg: 20 });
    const vp = (france: number, papacy: number) => ({ ottoman: 0, hapsburg: 0, england: 0, france, papacy, protestant: 0 });
    s.vpHistory = [
      { turn: 2, vp: vp(10, 12) },
      { turn: 3, vp: vp(15, 14) },
      { turn: 4, vp: vp(20, 20) },
    ];
    // Tied on turn 4; France was ahead on turn 3.
    expect(breakTie(s, ['france', 'papacy'])).toBe('france');
    determineVictory(s);
    expect(s.result).toMatchObject({ winner: 'france', kind: 'standard' });
  });

  it('a tie never broken by the record leaves no single winner', () => {
    const s = position(2);
    setVp(s, { france: 25, papacy: 25 });
    determineVictory(s);
    expect(s.result).toMatchObject({ winner: null, kind: 'standard' });
  });

  it('Domination Victory: from turn 4, under 25 VP and 5 more than every other power', () => {
    const s = position(3);
    setVp(s, { ottoman: 5, hapsburg: 10, england: 9, france: 12, papacy: 17, protestant: 4 });
    expect(dominationVictor(s, vpTable(s))).toBeNull();
    s.turn = 4;
    expect(dominationVictor(s, vpTable(s))).toBe('papacy');
    setVp(s, { france: 13 });
    expect(dominationVictor(s, vpTable(s))).toBeNull();
    setVp(s, { france: 12 });
    determineVictory(s);
    expect(s.result).toMatchObject({ winner: 'papacy', kind: 'domination' });
  });

  it('Time Limit Victory: after the last turn, the highest total wins (ties by the record)', () => {
    const s = position(8);
    setVp(s, { ottoman: 5, hapsburg: 20, england: 9, france: 20, papacy: 17, protestant: 16 });
    expect(determineVictory(s)).toBeNull();
    s.turn = 9;
    setVp(s, { hapsburg: 21, france: 21 });
    // Turn 8 recorded 20 each; go back: no earlier record, so look at the recorded turns only.
    s.vpHistory.push({ turn: 7, vp: { ottoman: 0, hapsburg: 15, england: 0, france: 14, papacy: 0, protestant: 0 } });
    determineVictory(s);
    expect(s.result).toMatchObject({ winner: 'hapsburg', kind: 'time-limit' });
  });

  it('the 1532 scenario ends after its last turn as well', () => {
    const s = clearMap(startingState('1532'));
    s.turn = 9;
    determineVictory(s);
    expect(s.result?.kind).toBe('time-limit');
  });
});
