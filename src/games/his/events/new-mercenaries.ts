// New mercenaries from Landsknechts (card 33) and Swiss Mercenaries (card 36), and the
// Ottoman use of Landsknechts (2 mercenaries of any powers eliminated anywhere). Shared by
// both cards: where new mercenaries may go, the two placement procedures, and the windows
// in which the cards may be played as responses.
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { removeLandUnits, unitsAvailable } from '../counter-mix.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import { schmalkaldicLeagueOccurred } from '../land/loc.ts';
import { constructUnits, mayConstructIn } from '../construction.ts';
import { checkSiege, isInsideFortifications } from '../land/siege.ts';
import { landUnitsIn, powersInSpace } from '../queries.ts';
import type { WindowFrame } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import { COMBAT_WINDOWS, combatOf, sideOfPower } from './combat-cards.ts';

/**
 * 17 (exception for these cards), A34: a new mercenary goes into a space already holding land
 * units of the receiving power, enemies present or not (a battle about to be fought), not
 * inside a besieged fortification, not in unrest (17 forbids building in unrest).
 */
const JOIN_STACK = { amongEnemies: true } as const;

export function mercenarySpaces(state: HisState, power: MajorPower): SpaceId[] {
  // 21.6: no Protestant mercenaries before the Schmalkaldic League.
  if (power === 'protestant' && !schmalkaldicLeagueOccurred(state)) return [];
  if (unitsAvailable(state, power, 'mercenary') <= 0) return [];
  return SPACE_IDS.filter((space) => {
    return mayConstructIn(state, power, space, JOIN_STACK) && landUnitsIn(state, space, power) > 0 && !isInsideFortifications(state, space, power);
  });
}

/** Every mercenary on the map, by space and owner (the Ottoman use of Landsknechts). */
export function mercenariesOnMap(state: HisState): { space: SpaceId; power: Power }[] {
  const out: { space: SpaceId; power: Power }[] = [];
  for (const space of SPACE_IDS) {
    for (const power of powersInSpace(state, space)) {
      if ((state.spaces[space].units[power]?.mercenary ?? 0) > 0) out.push({ space, power });
    }
  }
  return out;
}

/**
 * The windows these cards answer (6.1; A28: the open windows after actions and events, and
 * the steps that name them): 14 step 1, only the sides of the battle (A3); 15.1 step 2, only
 * the assaulting power (A7).
 */
export function mercenaryWindowAllows(state: HisState, power: MajorPower, w: WindowFrame): boolean {
  if (w.at === 'afterAction' || w.at === 'afterEvent') return true;
  if (w.at === 'beforeBattle' && w.context === COMBAT_WINDOWS.battleMercenaries) {
    const combat = combatOf(w);
    return combat !== null && sideOfPower(state, combat, power) !== null;
  }
  if (w.at === 'beforeAssault' && w.context === COMBAT_WINDOWS.assaultResponses) {
    const combat = combatOf(w);
    return power === w.active && combat !== null && combat.kind === 'assault' && !combat.frame.cancelled;
  }
  return false;
}

// ---- placing new mercenaries ----

export interface PlaceMercenariesFrame extends Frame {
  proc: 'placeMercenaries';
  /** The power receiving (and placing) them. */
  power: MajorPower;
  left: number;
}

export function placeMercenariesFrame(power: MajorPower, n: number): PlaceMercenariesFrame {
  return { proc: 'placeMercenaries', power, left: n };
}

export const placeMercenariesProcedure: Procedure<PlaceMercenariesFrame, SpaceAction> = {
  ask(state, f): Ask<SpaceAction>[] {
    if (f.left <= 0) return [];
    const spaces = mercenarySpaces(state, f.power);
    if (spaces.length === 0) return [];
    return [{ power: f.power, key: 'his.prompt.placeMercenary', params: { power: f.power, left: f.left }, actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    // All placed, or nowhere (or no counter) left for the rest.
    pop(state, f);
  },
  decide(state, f, _power, action) {
    const space = action.space;
    f.left--;
    if (constructUnits(state, space, f.power, 'mercenary', 1, JOIN_STACK) > 0) state.log.push({ key: 'his.log.mercenaryPlaced', params: { power: f.power, space } });
  },
};

// ---- the Ottoman: mercenaries eliminated ----

export interface EliminateMercenariesFrame extends Frame {
  proc: 'eliminateMercenaries';
  power: MajorPower;
  left: number;
}

type EliminateMercenaryAction = { type: 'mercenary'; space: SpaceId; power: Power };

export const eliminateMercenariesProcedure: Procedure<EliminateMercenariesFrame, EliminateMercenaryAction> = {
  ask(state, f): Ask<EliminateMercenaryAction>[] {
    if (f.left <= 0) return [];
    const mercs = mercenariesOnMap(state);
    if (mercs.length === 0) return [];
    return [{ power: f.power, key: 'his.prompt.eliminateMercenary', params: { left: f.left }, actions: mercs.map((m) => ({ type: 'mercenary', space: m.space, power: m.power })) }];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, _power, action) {
    const space = action.space;
    const owner = action.power;
    // 5.2: make change in that space if the rest cannot be shown.
    removeLandUnits(state, space, owner, 'mercenary', 1);
    f.left--;
    state.log.push({ key: 'his.log.mercenaryEliminated', params: { power: owner, space } });
    // 15.3: besiegers that no longer outnumber the garrison lift the siege.
    if (state.spaces[space].siege) checkSiege(state, space);
  },
};
