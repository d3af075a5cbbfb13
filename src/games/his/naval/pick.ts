// Choosing which naval units and naval leaders of a stack go (a naval move, an
// interception), one small prompt at a time: a number for each owner and kind, then the
// leaders. 16.1: a naval leader stays with a naval unit whenever possible, so when every
// ship of the stack leaves, its leaders go too.
import type { Power } from '../data/powers.ts';
import type { LeaderId, NavalUnitKind } from '../state.ts';
import type { NavalLot } from './fleets.ts';

export type NavalPick = {
  /** Units that may go, by owner and kind, and those chosen so far. */
  pool: NavalLot[];
  chosen: NavalLot[];
  index: number;
  /** Leaders that may go, and those chosen. */
  leaderChoices: LeaderId[];
  leaders: LeaderId[];
  leadersDone: boolean;
  /** Ships of the stack that stay whatever is chosen here (not in the pool, or leaving another way). */
  othersStay: number;
};

export function newNavalPick(pool: readonly NavalLot[], leaderChoices: readonly LeaderId[], othersStay: number): NavalPick {
  const pick: NavalPick = {
    pool: pool.filter((l) => l.n > 0).map((l) => ({ ...l })),
    chosen: [],
    index: 0,
    leaderChoices: [...leaderChoices],
    leaders: [],
    leadersDone: leaderChoices.length === 0,
    othersStay,
  };
  settle(pick);
  return pick;
}

function chosenCount(pick: NavalPick): number {
  return pick.chosen.reduce((n, l) => n + l.n, 0);
}

function poolCount(pick: NavalPick): number {
  return pick.pool.reduce((n, l) => n + l.n, 0);
}

/** At least one unit goes: the last kind offers no 0 when nothing was chosen before. */
function range(pick: NavalPick): { min: number; max: number } {
  const lot = pick.pool[pick.index]!;
  const last = pick.index === pick.pool.length - 1;
  return { min: last && chosenCount(pick) === 0 ? 1 : 0, max: lot.n };
}

/** Settle what needs no question: kinds with one possible number; leaders who must follow. */
function settle(pick: NavalPick): void {
  while (pick.index < pick.pool.length) {
    const { min, max } = range(pick);
    if (min !== max) break;
    const lot = pick.pool[pick.index]!;
    if (min > 0) pick.chosen.push({ owner: lot.owner, kind: lot.kind, n: min });
    pick.index++;
  }
  if (pick.index < pick.pool.length || pick.leadersDone) return;
  // 16.1: the stack is emptied, so its leaders must go with it.
  if (pick.othersStay + poolCount(pick) - chosenCount(pick) === 0) {
    pick.leaders = [...pick.leaderChoices];
    pick.leadersDone = true;
  }
}

export function navalPickComplete(pick: NavalPick): boolean {
  return pick.index >= pick.pool.length && pick.leadersDone;
}

export function navalPickPrompt(pick: NavalPick): { key: string; params: Record<string, string | number> } {
  if (pick.index < pick.pool.length) {
    const lot = pick.pool[pick.index]!;
    return { key: 'his.prompt.navalUnits', params: { power: lot.owner, kind: lot.kind, available: lot.n } };
  }
  return { key: 'his.prompt.navalLeaders', params: { chosen: pick.leaders.join(',') } };
}

/** An answer to a naval pick: how many of a lot, a leader, or done with leaders. */
export type NavalPickAction = { type: 'units'; power: Power; kind: NavalUnitKind; count: number } | { type: 'leader'; leader: LeaderId } | { type: 'done' };

/** Is this answer one to a naval pick (for a procedure whose other prompts offer other actions)? */
export function isNavalPickAction(action: { type: string }): action is NavalPickAction {
  return action.type === 'units' || action.type === 'leader' || action.type === 'done';
}

export function navalPickActions(pick: NavalPick): NavalPickAction[] {
  if (pick.index < pick.pool.length) {
    const lot = pick.pool[pick.index]!;
    const { min, max } = range(pick);
    const out: NavalPickAction[] = [];
    for (let n = min; n <= max; n++) out.push({ type: 'units', power: lot.owner, kind: lot.kind, count: n });
    return out;
  }
  return [...pick.leaderChoices.filter((l) => !pick.leaders.includes(l)).map((leader): NavalPickAction => ({ type: 'leader', leader })), { type: 'done' }];
}

/** Apply an answer already checked against navalPickActions; true when the pick is complete. */
export function navalPickDecide(pick: NavalPick, action: NavalPickAction): boolean {
  if (action.type === 'units') {
    const lot = pick.pool[pick.index]!;
    const n = action.count;
    if (n > 0) pick.chosen.push({ owner: lot.owner, kind: lot.kind, n });
    pick.index++;
  } else if (action.type === 'leader') {
    pick.leaders.push(action.leader);
    if (pick.leaders.length === pick.leaderChoices.length) pick.leadersDone = true;
  } else if (action.type === 'done') {
    pick.leadersDone = true;
  }
  settle(pick);
  return navalPickComplete(pick);
}
