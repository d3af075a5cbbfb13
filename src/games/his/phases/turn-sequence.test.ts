// 7: a whole turn through its phases, in order, and on into the next turn (played with
// the simplest legal choices: pass, done, skip, no, else the first offered).
import { describe, expect, it } from 'vitest';
import { asks } from '../flow/kernel.ts';
import type { HisState } from '../state.ts';
import { act, startingState } from '../testing/position.ts';
import { PHASES } from './turn.ts';

function playUntilTurn(s: HisState, turn: number): void {
  const preferred = ['pass', 'done', 'skip', 'no'];
  for (let n = 0; n < 5000 && s.turn < turn && !s.result; n++) {
    const a = asks(s)[0];
    if (!a) break;
    act(s, a.power, a.actions.find((x) => preferred.includes(x.type)) ?? a.actions[0]!);
  }
}

function phasesOf(s: HisState, turn: number): string[] {
  return s.log.filter((e) => e.key === 'his.log.phase' && e.params.turn === turn).map((e) => e.params.phase as string);
}

describe('7 sequence of play', () => {
  const s = startingState('1517');
  playUntilTurn(s, 3);

  it('turn 1 runs all nine phases in the rulebook order', () => {
    expect(phasesOf(s, 1)).toEqual([...PHASES]);
    expect(PHASES).toEqual([
      'luther95',
      'cardDraw',
      'diplomacy',
      'dietOfWorms',
      'springDeployment',
      'actionPhase',
      'winter',
      'newWorld',
      'victoryDetermination',
    ]);
  });

  it('turn 2 runs the seven phases of later turns (no 95 Theses, no Diet of Worms), then turn 3 begins with the Card Draw', () => {
    expect(phasesOf(s, 2)).toEqual(['cardDraw', 'diplomacy', 'springDeployment', 'actionPhase', 'winter', 'newWorld', 'victoryDetermination']);
    expect(s.turn).toBe(3);
    expect(phasesOf(s, 3)[0]).toBe('cardDraw');
  });

  it('each phase does its work inside its own slot of the log (cards dealt in the Card Draw, replacements in Winter)', () => {
    const at = (turn: number, phase: string) => s.log.findIndex((e) => e.key === 'his.log.phase' && e.params.turn === turn && e.params.phase === phase);
    const between = (key: string, from: number, to: number) => s.log.some((e, i) => i > from && i < to && e.key === key);
    // 19.5: a regular in each capital during the Winter of turn 2, before the New World phase.
    expect(between('his.log.replacement', at(2, 'winter'), at(2, 'newWorld'))).toBe(true);
    expect(between('his.log.replacement', at(2, 'actionPhase'), at(2, 'winter'))).toBe(false);
    // 11: the Action Phase ends when all powers pass in a row.
    expect(between('his.log.pass', at(2, 'actionPhase'), at(2, 'winter'))).toBe(true);
  });
});
