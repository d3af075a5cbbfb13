// 2.3, 18, 21.6, 23.1: changing the religious influence of a space, and what follows at once:
// Protestant regulars leave the Electorate Display, and 50 Protestant spaces win the game
// (Religious Victory, checked by phases/victory-determination.ts checkAutomaticVictory).
import type { ElectorateId, SpaceId } from '../data/map.ts';
import { ELECTORATES } from '../data/map.ts';
import { unitsAvailable } from '../counter-mix.ts';
import { schmalkaldicLeagueOccurred } from '../land/loc.ts';
import { checkAutomaticVictory } from '../phases/victory-determination.ts';
import { addUnits } from '../queries.ts';
import type { HisState } from '../state.ts';

/**
 * Flip a space to Protestant or Catholic influence (never an Ottoman home space, 2.3), log
 * it, then apply what follows at once. `why` names the cause for the log (`reformation`,
 * `debate`, `dietOfWorms`, ...).
 */
export function setReligion(state: HisState, space: SpaceId, religion: 'protestant' | 'catholic', why: string): void {
  const s = state.spaces[space];
  if (s.religion === 'other' || s.religion === religion) return;
  s.religion = religion;
  state.log.push({ key: 'his.log.religionChanged', params: { space, religion, why } });
  if (religion === 'protestant') {
    releaseElectorateRegulars(state);
    // 23.1: in the Action Phase the game may end here; callers stop when gameOver().
    checkAutomaticVictory(state);
  }
}

/**
 * 21.6: Protestant regulars on the Electorate Display enter their electorate once it is under
 * Protestant influence; after the Schmalkaldic League only when it is also under Protestant
 * political control and not under siege. Call after any change that can meet the condition.
 */
export function releaseElectorateRegulars(state: HisState): void {
  const display = state.religion.electorateDisplay;
  const league = schmalkaldicLeagueOccurred(state);
  for (const e of ELECTORATES) {
    const waiting = display[e] ?? 0;
    if (waiting <= 0) continue;
    const s = state.spaces[e];
    if (s.religion !== 'protestant') continue;
    if (league && (s.control !== 'protestant' || s.siege !== null)) continue;
    const n = Math.min(waiting, unitsAvailable(state, 'protestant', 'regular'));
    if (n <= 0) continue;
    addUnits(state, { space: e }, 'protestant', 'regular', n);
    setDisplay(state, e, waiting - n);
    state.log.push({ key: 'his.log.electorateRegulars', params: { space: e, regulars: n } });
  }
}

function setDisplay(state: HisState, e: ElectorateId, n: number): void {
  if (n > 0) state.religion.electorateDisplay[e] = n;
  else delete state.religion.electorateDisplay[e];
}

/** The game has ended (by this rule or another): procedures stop resolving. */
export function gameOver(state: HisState): boolean {
  return state.result !== null;
}
