// 11.1: the CP budget of an impulse. Actions pay from it with spendCp; the procedure
// that offers the actions is in spend-cp-procedure.ts (kept apart so that actions can
// import this file without importing every other action).
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import type { Frame } from '../flow/frames.ts';
import { nearestFrame, push } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import { frame } from '../flow/frames.ts';

export interface SpendCpFrame extends Frame {
  proc: 'spendCp';
  power: MajorPower;
  cp: number;
  /** The power chose to end the impulse (CP left, or a free action, are given up). */
  ended?: boolean;
  /** An event that limits what these CP may buy (Scots Raid, card 97). */
  limit?: CpLimit;
  /** Two-player variant: CP a player spends on another power's behalf; what is left goes back to him. */
  onBehalf?: boolean;
  /** Roxelana (card 42): what the card still offers on this budget. */
  roxelana?: 'assault' | 'suleiman' | 'used';
}

/**
 * CP an event grants for a few actions in a few spaces only (Scots Raid, card 97): the
 * actions (ids of CP_ACTIONS) and the spaces their targets must be in.
 */
export type CpLimit = {
  card: CardId;
  actions: string[];
  spaces: SpaceId[];
  /** The card lets its builds go in any friendly space of `spaces`, not only home spaces. */
  buildInSpaces: boolean;
  /** 15.1 exception: an assault on a space whose siege began this impulse. */
  sameImpulseAssault: boolean;
};

export function startSpending(state: HisState, power: MajorPower, cp: number, limit?: CpLimit): void {
  push(state, spendCpFrame(power, cp, limit));
}

/** A CP budget of `cp` for `power` (11.1), limited by an event if it says so. */
export function spendCpFrame(power: MajorPower, cp: number, limit?: CpLimit): SpendCpFrame {
  const f = frame('spendCp', { power, cp });
  if (limit) f.limit = limit;
  return f;
}

/** The limit on the CP this power is spending now, if an event set one. */
export function cpLimit(state: HisState, power: MajorPower): CpLimit | null {
  const f = nearestFrame(state, 'spendCp');
  return f !== null && f.power === power && f.limit ? f.limit : null;
}

/** May an action paid from the current CP target this space (always, unless an event limits the CP)? */
export function cpLimitAllows(state: HisState, power: MajorPower, space: SpaceId): boolean {
  const limit = cpLimit(state, power);
  return limit === null || limit.spaces.includes(space);
}

/** The CP budget being spent now (the nearest spendCp frame). */
export function currentSpending(state: HisState): SpendCpFrame {
  const f = nearestFrame(state, 'spendCp');
  if (!f) throw new Error('flow: no CP are being spent');
  return f;
}

/**
 * Foul Weather, Gout (A4) stopped an action already paid: "1 CP is lost": of what it paid,
 * all but 1 CP come back to the budget (nothing paid: 1 CP goes).
 */
export function loseOneCp(state: HisState, paid: number): void {
  const budget = nearestFrame(state, 'spendCp');
  if (!budget) return;
  if (paid > 1) budget.cp += paid - 1;
  else if (paid === 0 && budget.cp > 0) budget.cp -= 1;
}

/** Pay for an action from the current budget. */
export function spendCp(state: HisState, cp: number): void {
  const f = currentSpending(state);
  if (cp > f.cp) throw new Error(`flow: spending ${cp} CP with only ${f.cp} left`);
  f.cp -= cp;
}

