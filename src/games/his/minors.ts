// 22: minor powers and independent keys. Inactive minors and independent garrisons never
// decide: they stay, withdraw or fight by rule (22.1, 22.6). An active minor's units are
// the units of its major ally in every respect but impulses and cards (22.3). Activation
// (22.2) is a procedure: the powers at war with the minor choose war or displacement.
import type { SpaceId } from './data/map.ts';
import { SPACE_IDS } from './data/map.ts';
import type { MajorPower, MinorPower, Power } from './data/powers.ts';
import { MINOR_POWERS, isMajorPower, isMinorPower } from './data/powers.ts';
import { FORTIFIED_GARRISON_MAX, MINOR_POWER_ACTIVATION } from './data/tables.ts';
import { atWar } from './queries.ts';
import type { HisState } from './state.ts';
import { push } from './flow/stack.ts';
import { frame } from './flow/frames.ts';

/** 22.2: the major power an active minor is allied to; null while inactive. */
export function minorAlly(state: HisState, minor: MinorPower): MajorPower | null {
  return state.diplomacy.minorAllies[minor];
}

export function isActiveMinor(state: HisState, minor: MinorPower): boolean {
  return minorAlly(state, minor) !== null;
}

/** 22.3: the active minors whose units a major power moves and fights with. */
export function activeMinorsOf(state: HisState, major: MajorPower): MinorPower[] {
  return MINOR_POWERS.filter((m) => minorAlly(state, m) === major);
}

/** 22.3: every power whose units a major power commands: itself and its active minors. */
export function commandedPowers(state: HisState, major: MajorPower): Power[] {
  return [major, ...activeMinorsOf(state, major)];
}

/** The major power that commands a power's units (null for inactive minors and independents). */
export function commandingMajor(state: HisState, owner: Power): MajorPower | null {
  if (isMajorPower(owner)) return owner;
  if (isMinorPower(owner)) return minorAlly(state, owner);
  return null;
}

/**
 * 22.1, 22.6: inactive minor powers and independent garrisons act only by rule: they do
 * not move, intercept or avoid battle, and their naval units stay in port.
 */
export function actsOnlyByRule(state: HisState, owner: Power): boolean {
  return commandingMajor(state, owner) === null;
}

/**
 * 22.1 (and 22.6 for independent keys): when their space is entered, 4 or fewer land units
 * always withdraw into the fortifications; 5 or more hold their ground and fight.
 */
export function inactiveDefence(landUnitsInSpace: number): 'withdraw' | 'fight' {
  return landUnitsInSpace <= FORTIFIED_GARRISON_MAX ? 'withdraw' : 'fight';
}

/** 22.1: after losing that field battle they do not retreat: up to 4 go inside, the rest are eliminated. */
export function inactiveAfterDefeat(survivors: number): { inside: number; eliminated: number } {
  const inside = Math.min(survivors, FORTIFIED_GARRISON_MAX);
  return { inside, eliminated: survivors - inside };
}

/**
 * Can `attacker` fight, besiege or assault units or a space of `defender`? At war (9.6,
 * through minor allies, 22.3), or the defender is independent: independent keys may be
 * attacked by any power without a DOW (9.6 restrictions, 22.6).
 */
export function mayAttack(state: HisState, attacker: Power, defender: Power): boolean {
  if (attacker === defender) return false;
  if (defender === 'independent') return attacker !== 'independent';
  return atWar(state, attacker, defender);
}

/** 22.1 Minor Power Activation Table. */
export function mayActivate(major: MajorPower, minor: MinorPower): boolean {
  return MINOR_POWER_ACTIVATION[minor].activatedBy.includes(major);
}

// ---- 22.2 activation ----

/**
 * 22.2: activate `minor` as an ally of `major` (interventions after a DOW, events). Pushes
 * the activation frame; the caller's own frame resumes when it is done.
 */
export function activateMinor(state: HisState, minor: MinorPower, major: MajorPower): void {
  push(state, frame('minorActivation', { minor, major, step: 'allied', atWarWith: [], asked: [] }));
}

/** Spaces a minor power controls now (its home spaces while inactive, 22.2 steps 3-4). */
export function spacesControlledBy(state: HisState, power: Power): SpaceId[] {
  return SPACE_IDS.filter((id) => state.spaces[id].control === power);
}
