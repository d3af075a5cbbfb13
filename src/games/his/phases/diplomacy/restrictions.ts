// 9.6: who may declare war on whom, and at what cost. The "restrictions at all times"
// also bind DOWs made by events and the free DOWs of minor activation (22.2 step 2);
// the Diplomacy Phase adds its own (peace or alliance made this phase).
import type { MajorPower, MinorPower } from '../../data/powers.ts';
import { isMajorPower, isMinorPower } from '../../data/powers.ts';
import type { DowTarget } from '../../data/tables.ts';
import { CATHERINE_OF_ARAGON_DOW_DISCOUNT, DOW_COSTS, MARITAL_STATUSES } from '../../data/tables.ts';
import { allied, pairKey } from '../../queries.ts';
import type { HisState } from '../../state.ts';
import { schmalkaldicLeagueOccurred } from '../../land/loc.ts';
import { samePlayer } from '../../players.ts';

/** What the Diplomacy Phase has done so far that restricts its War Segment (9.6). */
export interface PhaseRecord {
  /** Pairs (pairKey) that made peace this phase, by negotiation or by suing (9.3). */
  peaceMade: string[];
  /** Pairs (pairKey) that formed an alliance this phase (9.2). */
  alliancesMade: string[];
}

export const NO_PHASE_RECORD: PhaseRecord = { peaceMade: [], alliancesMade: [] };

/** 9.6, 22: a minor power allied to a major is "active"; its diplomacy is its ally's. */
function minorAllyOf(state: HisState, minor: MinorPower): MajorPower | null {
  return state.diplomacy.minorAllies[minor];
}

/** Directly at war: an "At War" marker between the two (not through a minor's ally). */
export function directlyAtWar(state: HisState, a: MajorPower, b: DowTarget): boolean {
  return state.diplomacy.wars.includes(pairKey(a, b));
}

/**
 * 9.6 "Restrictions At All Times". Returns why the DOW is barred, or null if it is allowed.
 * The DOW_COSTS table already bars the pairs the rule names (Hungary-Bohemia, Scotland for
 * the Ottoman, Papacy and Protestant, Venice for England, the Hapsburg and Papal war on the
 * Protestant which only the Schmalkaldic League starts).
 */
export function dowBarredAlways(state: HisState, declarer: MajorPower, target: DowTarget): string | null {
  if (declarer === target) return 'self';
  // 3.1 (players.ts): a player's two powers never go to war with each other.
  if (isMajorPower(target) && samePlayer(state, declarer, target)) return 'samePlayer';
  if (DOW_COSTS[declarer][target] === null) return 'table';
  if (directlyAtWar(state, declarer, target)) return 'atWar';
  // "a minor power that is allied to a major power (declare war on the major instead)"
  if (isMinorPower(target) && minorAllyOf(state, target) !== null) return 'activeMinor';
  // "a power (major or minor) that is currently your ally"
  if (allied(state, declarer, target)) return 'ally';
  if (!schmalkaldicLeagueOccurred(state)) {
    if (target === 'protestant') return 'beforeSchmalkaldic';
    if (declarer === 'protestant') return 'beforeSchmalkaldic';
  }
  // "Scotland if you are currently allied to France" (France itself is not its own ally here:
  // the table gives France -> Scotland 2 CP).
  if (target === 'scotland' && declarer !== 'france' && allied(state, declarer, 'france')) return 'alliedToFrance';
  return null;
}

/** 9.6 "Restrictions During Diplomacy Phase", on top of those at all times. */
export function dowBarredInDiplomacy(state: HisState, declarer: MajorPower, target: DowTarget, record: PhaseRecord): string | null {
  const always = dowBarredAlways(state, declarer, target);
  if (always) return always;
  if (isMajorPower(target)) {
    if (record.peaceMade.includes(pairKey(declarer, target))) return 'peaceThisPhase';
    if (record.alliancesMade.includes(pairKey(declarer, target))) return 'allianceThisPhase';
  }
  if (target === 'scotland' && record.peaceMade.includes(pairKey(declarer, 'france'))) return 'peaceWithFrance';
  if (target === 'venice') {
    // Not the Papacy itself (the table gives Papacy -> Venice 2 CP).
    if (declarer !== 'papacy' && allied(state, declarer, 'papacy')) return 'alliedToPapacy';
    if (record.peaceMade.includes(pairKey(declarer, 'papacy'))) return 'peaceWithPapacy';
  }
  return null;
}

/**
 * 21.3: when Henry VIII marries Anne Boleyn the Hapsburgs receive the Catherine of Aragon
 * marker and hold it until their next DOW on England.
 */
export function hapsburgsHoldCatherineOfAragon(state: HisState): boolean {
  const married = MARITAL_STATUSES.indexOf(state.tracks.maritalStatus) >= MARITAL_STATUSES.indexOf('anneBoleyn');
  return married && !state.diplomacy.catherineOfAragonUsed;
}

/** 9.6 step 2-3: the CP cost of a DOW from the Diplomatic Status Display (null: never allowed). */
export function dowCost(state: HisState, declarer: MajorPower, target: DowTarget): number | null {
  const cost = DOW_COSTS[declarer][target];
  if (cost === null) return null;
  // 9.6 step 2 [21.3]: 2 CP off the first Hapsburg DOW on England after Henry marries Anne Boleyn.
  if (declarer === 'hapsburg' && target === 'england' && hapsburgsHoldCatherineOfAragon(state)) {
    return Math.max(0, cost - CATHERINE_OF_ARAGON_DOW_DISCOUNT);
  }
  return cost;
}

/** 21.3: a Hapsburg DOW on England spends the Catherine of Aragon marker if held. */
export function spendDowDiscount(state: HisState, declarer: MajorPower, target: DowTarget): void {
  if (declarer === 'hapsburg' && target === 'england' && hapsburgsHoldCatherineOfAragon(state)) {
    state.diplomacy.catherineOfAragonUsed = true;
  }
}
