// 23.3: the Victory Determination Phase. After the last turn the power with the most VP
// wins (a time-limit victory). Standard and domination victories and ties are handled
// by the victory rules when they are complete (docs/rules-coverage.md, 23).
import type { Frame, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { SCENARIOS } from '../data/scenarios.ts';
import type { HisState } from '../state.ts';
import { vpTable } from '../victory-points.ts';

export function leader(vp: Record<MajorPower, number>): MajorPower {
  return MAJOR_POWERS.reduce((best, p) => (vp[p] > vp[best] ? p : best), MAJOR_POWERS[0]);
}

export function endGame(state: HisState, winner: MajorPower | null, kind: string): void {
  const vp = vpTable(state);
  state.result = { winner, kind, vp };
  state.log.push({ key: 'his.log.gameOver', params: { winner, kind } });
}

export const victoryDeterminationProcedure: Procedure = {
  run(state: HisState, f: Frame) {
    pop(state, f);
    if (state.turn >= SCENARIOS[state.options.scenario].lastTurn) {
      endGame(state, leader(vpTable(state)), 'time-limit');
    }
  },
};
