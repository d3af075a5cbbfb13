// 22: minor powers and independent keys. Inactive minors and independent garrisons never
// decide: they stay, withdraw or fight by rule (22.1, 22.6). An active minor's units are
// the units of its major ally in every respect but impulses and cards (22.3). Activation
// (22.2) is a procedure: the powers at war with the minor choose war or displacement.
import type { SpaceId } from './data/map.ts';
import { SPACE_IDS } from './data/map.ts';
import type { MajorPower, MinorPower, Power } from './data/powers.ts';
import { MAJOR_POWERS, MINOR_POWERS, isMajorPower, isMinorPower } from './data/powers.ts';
import { FORTIFIED_GARRISON_MAX, MINOR_POWER_ACTIVATION } from './data/tables.ts';
import type { Ask, Frame, Procedure } from './flow/frames.ts';
import { pop } from './flow/stack.ts';
import { displace, gainControl, hasPieces } from './land/control.ts';
import { atWar, pairKey } from './queries.ts';
import type { HisState } from './state.ts';
import { dowBarredAlways } from './phases/diplomacy/restrictions.ts';
import { addWar } from './phases/diplomacy/war-status.ts';
import { declareWarInActionPhase } from './phases/diplomacy/declarations.ts';

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

export interface MinorActivationFrame extends Frame {
  proc: 'minorActivation';
  minor: MinorPower;
  major: MajorPower;
  step: 'allied' | 'declarations' | 'control' | 'wars';
  /** Powers at war with the minor when it was activated, in impulse order (A12). */
  atWarWith: MajorPower[];
  asked: MajorPower[];
}

/**
 * 22.2: activate `minor` as an ally of `major` (interventions after a DOW, events). Pushes
 * the activation frame; the caller's own frame resumes when it is done.
 */
export function activateMinor(state: HisState, minor: MinorPower, major: MajorPower): void {
  const frame: MinorActivationFrame = { proc: 'minorActivation', minor, major, step: 'allied', atWarWith: [], asked: [] };
  state.stack.push(frame);
}

/** 22.2 step 2: who still has to choose between a free DOW and displacement. */
function nextToChoose(state: HisState, f: MinorActivationFrame): MajorPower | null {
  for (const p of f.atWarWith) {
    if (f.asked.includes(p)) continue;
    // Already at war with the activating power: nothing to choose, its units stay.
    if (state.diplomacy.wars.includes(pairKey(p, f.major))) continue;
    return p;
  }
  return null;
}

/** 22.2 step 2: "any units of that power occupying spaces controlled by this minor power are displaced". */
function displaceFromMinorSpaces(state: HisState, f: MinorActivationFrame, power: MajorPower): void {
  for (const space of SPACE_IDS) {
    if (state.spaces[space].control !== f.minor) continue;
    if (hasPieces(state, { space }, power, 'land') || hasPieces(state, { space }, power, 'naval')) displace(state, space, power);
  }
}

export const minorActivationProcedure: Procedure<MinorActivationFrame> = {
  ask(state, f): Ask[] {
    if (f.step !== 'declarations') return [];
    const p = nextToChoose(state, f);
    if (!p || dowBarredAlways(state, p, f.major) !== null) return [];
    return [
      {
        power: p,
        key: 'his.prompt.activationWar',
        params: { minor: f.minor, major: f.major },
        actions: [{ type: 'declareWar' }, { type: 'decline' }],
      },
    ];
  },
  run(state, f) {
    switch (f.step) {
      case 'allied':
        // Step 1: the "Allied" marker.
        f.atWarWith = MAJOR_POWERS.filter((p) => p !== f.major && state.diplomacy.wars.includes(pairKey(p, f.minor)));
        state.diplomacy.minorAllies[f.minor] = f.major;
        state.log.push({ key: 'his.log.minorActivated', params: { minor: f.minor, major: f.major } });
        f.step = 'declarations';
        return;
      case 'declarations': {
        const p = nextToChoose(state, f);
        if (p === null) {
          f.step = 'control';
          return;
        }
        // Step 2: a power barred from declaring war (9.6 restrictions at all times) is displaced.
        f.asked.push(p);
        displaceFromMinorSpaces(state, f, p);
        return;
      }
      case 'control':
        // Steps 3-4: the major's square markers on the minor's keys, hexagons elsewhere.
        f.step = 'wars';
        for (const space of SPACE_IDS) if (state.spaces[space].control === f.minor) gainControl(state, space, f.major);
        return;
      case 'wars':
        // Step 5: the minor's diplomacy is now its ally's.
        state.diplomacy.wars = state.diplomacy.wars.filter((w) => !w.split('|').includes(f.minor));
        pop(state, f);
        // 9.6 "DOW during the Action Phase": a war begun by step 2 during the Action Phase
        // brings an immediate naval battle where the two powers' fleets share a sea zone.
        if (state.phase === 'actionPhase') {
          for (const p of f.asked) if (state.diplomacy.wars.includes(pairKey(p, f.major))) declareWarInActionPhase(state, p, f.major);
        }
        return;
    }
  },
  decide(state, f, power, action) {
    f.asked.push(power);
    if (action.type === 'declareWar') addWar(state, power, f.major);
    else displaceFromMinorSpaces(state, f, power);
  },
};

/** Spaces a minor power controls now (its home spaces while inactive, 22.2 steps 3-4). */
export function spacesControlledBy(state: HisState, power: Power): SpaceId[] {
  return SPACE_IDS.filter((id) => state.spaces[id].control === power);
}
