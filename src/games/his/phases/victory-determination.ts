// 23: victory. Military and Religious Victories end the game at once during the Action
// Phase (23.1); the Victory Determination Phase checks Standard, then Domination, then,
// after the last turn, Time Limit victory (23.3). Ties go to the power with the higher
// total in the previous turn, and so back turn by turn (Victory Record Sheet).
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { SCENARIOS } from '../data/scenarios.ts';
import { KEY_TRACKS, RELIGIOUS_VICTORY_SPACES, VICTORY } from '../data/tables.ts';
import type { BareFrame, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import { creditedKeysByPower } from '../power-cards.ts';
import type { HisState } from '../state.ts';
import { protestantSpaces, vpTable } from '../victory-points.ts';
import { playerName, powersOfPlayer } from '../players.ts';
import { TWO_PLAYER_DOMINATION } from '../two-player/data.ts';
import { isTwoPlayer, playingPowers } from '../two-player/variant.ts';

/** The powers that can win: all six, or the Papacy and the Protestant in the two-player variant. */
function contenders(state: HisState): readonly MajorPower[] {
  return playingPowers(state, MAJOR_POWERS);
}

export type VictoryKind = 'military' | 'religious' | 'standard' | 'domination' | 'time-limit';

/** The power with the most VP (the first in impulse order on a tie; see breakTie for the rule). */
export function leader(vp: Record<MajorPower, number>): MajorPower {
  return MAJOR_POWERS.reduce((best, p) => (vp[p] > vp[best] ? p : best), MAJOR_POWERS[0]);
}

export function endGame(state: HisState, winner: MajorPower | null, kind: VictoryKind | string): void {
  const vp = vpTable(state);
  state.result = { winner, kind, vp };
  // 3.1: a player running several powers wins when one of them wins.
  if ((state.options.players || isTwoPlayer(state)) && winner) state.result.winningPlayer = playerName(powersOfPlayer(state, winner));
  state.log.push({ key: 'his.log.gameOver', params: { winner, kind } });
}

// ---- 23.1 automatic victories ----

/**
 * 23.1 Military Victory: a power other than the Protestant with enough keys, none in
 * unrest, that the Auto Win space of its power card is open.
 */
export function militaryVictor(state: HisState): MajorPower | null {
  const keys = creditedKeysByPower(state);
  for (const p of contenders(state)) {
    const i = MAJOR_POWERS.indexOf(p);
    if (p === 'protestant') continue;
    if (keys[i]! >= KEY_TRACKS[p].autoWinAtKeys) return p;
  }
  return null;
}

/** 23.1 Religious Victory: Protestant influence over 50 spaces, none of them in unrest. */
export function religiousVictory(state: HisState): boolean {
  return protestantSpaces(state) >= RELIGIOUS_VICTORY_SPACES;
}

/**
 * 23.1: checked after every change of state in the Action Phase (and so when the Action
 * Phase starts: an Auto Win space revealed in the Diplomacy Phase counts only if it is
 * still open then). Ends the game at once: the result is set and the flow is emptied.
 */
export function checkAutomaticVictory(state: HisState): boolean {
  if (state.result || state.phase !== 'actionPhase') return false;
  const military = militaryVictor(state);
  if (military) endGame(state, military, 'military');
  else if (religiousVictory(state)) endGame(state, 'protestant', 'religious');
  else return false;
  // The impulse ends with the game: its CP go with the flow.
  state.stack = [];
  delete state.cpBudgets;
  return true;
}

// ---- 23.3 Victory Determination Phase ----

/**
 * 23.3: among tied powers, the one with the highest total in the previous turn wins; if
 * they were tied then too, go back one turn at a time. Null if the record never parts them.
 */
export function breakTie(state: HisState, tied: readonly MajorPower[]): MajorPower | null {
  let left = [...tied];
  const earlier = state.vpHistory.filter((h) => h.turn < state.turn).sort((a, b) => b.turn - a.turn);
  for (const h of earlier) {
    if (left.length <= 1) break;
    const best = Math.max(...left.map((p) => h.vp[p]));
    left = left.filter((p) => h.vp[p] === best);
  }
  return left.length === 1 ? left[0]! : null;
}

/** The power with the highest total, ties broken by 23.3. */
export function highest(state: HisState, vp: Record<MajorPower, number>): MajorPower | null {
  const best = Math.max(...contenders(state).map((p) => vp[p]));
  return breakTie(state, contenders(state).filter((p) => vp[p] === best));
}

export function standardVictoryVp(state: HisState): number {
  return SCENARIOS[state.options.scenario].standardVictoryVp;
}

/** 23.3 Standard Victory: some power has 25 VP (the scenario's threshold) or more. */
export function standardVictory(state: HisState, vp: Record<MajorPower, number>): boolean {
  return contenders(state).some((p) => vp[p] >= standardVictoryVp(state));
}

/** 23.3 Domination Victory (turn 4 on): under 25 VP but at least 5 more than every other power. */
export function dominationVictor(state: HisState, vp: Record<MajorPower, number>): MajorPower | null {
  // Two-player variant: a lead of 8 (setup.json `victory`).
  const rule = isTwoPlayer(state) ? TWO_PLAYER_DOMINATION : VICTORY.domination;
  if (state.turn < rule.fromTurn) return null;
  const powers = contenders(state);
  for (const p of powers) {
    if (vp[p] >= standardVictoryVp(state)) continue;
    if (powers.every((q) => q === p || vp[p] - vp[q] >= rule.leadAtLeast)) return p;
  }
  return null;
}

function recordTurn(state: HisState, vp: Record<MajorPower, number>): void {
  state.vpHistory = state.vpHistory.filter((h) => h.turn !== state.turn);
  state.vpHistory.push({ turn: state.turn, vp: { ...vp } });
}

/** 23.3: decide the phase; returns the victory found, if any. */
export function determineVictory(state: HisState): VictoryKind | null {
  const vp = vpTable(state);
  let kind: VictoryKind | null = null;
  let winner: MajorPower | null = null;
  if (standardVictory(state, vp)) {
    kind = 'standard';
    winner = highest(state, vp);
  } else if (dominationVictor(state, vp)) {
    kind = 'domination';
    winner = dominationVictor(state, vp);
  } else if (state.turn >= SCENARIOS[state.options.scenario].lastTurn) {
    kind = 'time-limit';
    winner = highest(state, vp);
  }
  // The Victory Record Sheet: each power's total at the end of each turn.
  recordTurn(state, vp);
  if (kind) endGame(state, winner, kind);
  return kind;
}

export const victoryDeterminationProcedure: Procedure<BareFrame<'victoryDetermination'>> = {
  run(state: HisState, f) {
    pop(state, f);
    determineVictory(state);
  },
};
