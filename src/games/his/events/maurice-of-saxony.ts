// Maurice of Saxony: 8.2 (he enters at the start of turn 6, a Protestant army leader in any
// electorate under Protestant political control) and card 60 (he changes sides between the
// Protestant and the Hapsburgs). state.mauriceOwner records his side, also while captured.
//
// Card 60, on the map: the mercenaries of his old side in his space become mercenaries of
// the new side (as far as the counter mix allows), and he and they go to the nearest
// unoccupied space under friendly control of the new side (9.2: its own or an ally's).
// Captured: he is released to the new side in a fortified space it controls.
// Only the side that gains him may play the event (the reference's recommendation; the card
// names only the two powers).
import type { SpaceId } from '../data/map.ts';
import { ELECTORATES, SPACE_IDS } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { makeChangeIn, stacksFitCounters, unitsAvailable } from '../counter-mix.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { distancesFrom } from '../land/control.ts';
import { checkSiege } from '../land/siege.ts';
import { addUnits, findLeader, forcesFor, hasEnemyLandUnits, isFortified, isFriendlySpace, isInPlay, powersInSpace, tidy } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

export const MAURICE = 'maurice-of-saxony';
/** 8.2: Maurice enters at the start of turn 6. */
export const MAURICE_ENTRY_TURN = 6;

type MauriceSide = 'protestant' | 'hapsburg';

function otherSide(side: MauriceSide): MauriceSide {
  return side === 'protestant' ? 'hapsburg' : 'protestant';
}

// ---- 8.2 entry ----

/** 8.2: any electorate under Protestant political control. */
export function mauriceEntrySpaces(state: HisState): SpaceId[] {
  return ELECTORATES.filter((e) => state.spaces[e].control === 'protestant');
}

export interface MauriceEntersFrame extends Frame {
  proc: 'mauriceEnters';
}

/**
 * 8.2, Card Draw Phase: from turn 6 on, Maurice enters if he has not yet. With no electorate
 * under Protestant control the rule gives him nowhere to go: he waits for a later Card Draw
 * Phase (our reading).
 */
export function mauriceEnters(state: HisState): void {
  if (state.mauriceOwner !== null || state.turn < MAURICE_ENTRY_TURN) return;
  if (mauriceEntrySpaces(state).length === 0) return;
  push(state, frame('mauriceEnters', {}));
}

function enter(state: HisState, space: SpaceId): void {
  forcesFor(state, { space }, 'protestant').leaders.push(MAURICE);
  state.mauriceOwner = 'protestant';
  state.log.push({ key: 'his.log.leaderEnters', params: { leader: MAURICE, space } });
}

export const mauriceEntersProcedure: Procedure<MauriceEntersFrame, SpaceAction> = {
  ask(state): Ask<SpaceAction>[] {
    const spaces = mauriceEntrySpaces(state);
    if (spaces.length < 2) return [];
    return [{ power: 'protestant', key: 'his.prompt.mauriceEnters', actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    pop(state, f);
    const space = mauriceEntrySpaces(state)[0];
    if (space !== undefined) enter(state, space);
  },
  decide(state, f, _power, action) {
    pop(state, f);
    enter(state, action.space);
  },
};

// ---- card 60 ----

/** Where Maurice is: a space, a captor's power card, or nowhere yet. */
function mauriceWhere(state: HisState): { space: SpaceId } | { captor: MajorPower } | null {
  const at = findLeader(state, MAURICE);
  if (at && 'space' in at) return { space: at.space };
  const captor = MAJOR_POWERS.find((p) => state.powers[p].captives.includes(MAURICE));
  return captor ? { captor } : null;
}

/** Card 60: unoccupied spaces (no land units or leaders of anyone) under friendly control of the new side. */
function unoccupiedFriendly(state: HisState, side: MauriceSide, from: SpaceId): SpaceId[] {
  return SPACE_IDS.filter((id) => id !== from && isInPlay(state, id) && isFriendlySpace(state, side, id) && powersInSpace(state, id).length === 0);
}

/** Card 60: the nearest of them to Maurice's space (all those equally near, in map order). */
export function mauriceDestinations(state: HisState, side: MauriceSide, from: SpaceId): SpaceId[] {
  const dist = distancesFrom(from);
  const candidates = unoccupiedFriendly(state, side, from);
  const best = Math.min(...candidates.map((c) => dist.get(c) ?? Infinity));
  return best === Infinity ? [] : candidates.filter((c) => dist.get(c) === best);
}

/** Card 60: a released captive goes to a fortified space his new side controls. */
export function mauriceReleaseSpaces(state: HisState, side: MauriceSide): SpaceId[] {
  return SPACE_IDS.filter((id) => isFortified(state, id) && isInPlay(state, id) && state.spaces[id].control === side && !hasEnemyLandUnits(state, side, id));
}

export interface MauriceFrame extends Frame {
  proc: 'mauriceOfSaxony';
  side: MauriceSide;
  /** His space when he changed sides; null when released from captivity. */
  from: SpaceId | null;
  /** Mercenaries of the new side that go with him. */
  mercenaries: number;
}

function options(state: HisState, f: MauriceFrame): SpaceId[] {
  return f.from === null ? mauriceReleaseSpaces(state, f.side) : mauriceDestinations(state, f.side, f.from);
}

function arrive(state: HisState, f: MauriceFrame, to: SpaceId | null): void {
  if (f.from !== null) {
    const here = forcesFor(state, { space: f.from }, f.side);
    if (to === null) {
      // Nowhere to go (no unoccupied friendly space on the map): they stay where they are.
      state.log.push({ key: 'his.log.mauriceStays', params: { space: f.from } });
      return;
    }
    const fit = stacksFitCounters(state, f.side);
    here.leaders = here.leaders.filter((l) => l !== MAURICE);
    here.mercenary -= f.mercenaries;
    tidy(state, { space: f.from });
    addUnits(state, { space: to }, f.side, 'mercenary', f.mercenaries);
    // 5.2: units of his new side left behind must be shown with free counters (make change).
    makeChangeIn(state, f.from, f.side, fit);
  } else if (to === null) {
    // No fortified space to be released to: he stays on the captor's card.
    state.log.push({ key: 'his.log.mauriceStays', params: {} });
    return;
  } else {
    for (const p of MAJOR_POWERS) state.powers[p].captives = state.powers[p].captives.filter((l) => l !== MAURICE);
  }
  forcesFor(state, { space: to }, f.side).leaders.push(MAURICE);
  state.log.push({ key: 'his.log.mauriceGoes', params: { power: f.side, space: to, mercenaries: f.mercenaries } });
  // 15.3: a siege his old side laid may no longer hold once the mercenaries have gone.
  if (f.from !== null && state.spaces[f.from].siege) checkSiege(state, f.from);
}

export const mauriceProcedure: Procedure<MauriceFrame, SpaceAction> = {
  ask(state, f): Ask<SpaceAction>[] {
    const spaces = options(state, f);
    if (spaces.length < 2) return [];
    return [{ power: f.side, key: 'his.prompt.mauriceGoes', actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    pop(state, f);
    arrive(state, f, options(state, f)[0] ?? null);
  },
  decide(state, f, _power, action) {
    pop(state, f);
    arrive(state, f, action.space);
  },
};

/** Card 60: Maurice changes sides. */
export function mauriceChangesSides(state: HisState): void {
  const where = mauriceWhere(state);
  if (state.mauriceOwner === null || where === null) return;
  const old = state.mauriceOwner;
  const side = otherSide(old);
  state.mauriceOwner = side;
  state.log.push({ key: 'his.log.mauriceChangesSides', params: { power: side } });
  if ('captor' in where) {
    push(state, frame('mauriceOfSaxony', { side, from: null, mercenaries: 0 }));
    return;
  }
  const space = where.space;
  // His old side's mercenaries with him change sides, as many as the new side's counter mix holds.
  const oldForces = forcesFor(state, { space }, old);
  const n = Math.min(oldForces.mercenary, unitsAvailable(state, side, 'mercenary'));
  const oldFit = stacksFitCounters(state, old);
  oldForces.mercenary -= n;
  oldForces.leaders = oldForces.leaders.filter((l) => l !== MAURICE);
  const mine = forcesFor(state, { space }, side);
  mine.mercenary += n;
  mine.leaders.push(MAURICE);
  tidy(state, { space });
  // 5.2: what his old side keeps there must be shown with free counters (make change).
  makeChangeIn(state, space, old, oldFit);
  push(state, frame('mauriceOfSaxony', { side, from: space, mercenaries: n }));
}

export const MAURICE_OF_SAXONY_EVENT: CardEvent = {
  canPlay: (state, power) =>
    (power === 'protestant' || power === 'hapsburg') && state.mauriceOwner !== null && state.mauriceOwner !== power && mauriceWhere(state) !== null,
  play: (state) => mauriceChangesSides(state),
};
