// Cards 106 Unpaid Mercenaries and 107 Unsanitary Camp: losses struck on one power's stack in
// one space, chosen by the playing power. A besieging stack left too weak breaks its siege (15.3).
// - 106: all of that power's mercenaries in the space leave (back to the counter mix).
// - 107: the stack (the major power with its active minor allies, 22.3) loses a third of its
//   land units, rounded up, the owner choosing, at least half of them (rounded up) regulars
//   when it has them. Leaders stay.
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { isMajorPower } from '../data/powers.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { groupOf } from '../land/casualties.ts';
import { checkSiege } from '../land/siege.ts';
import { forcesAt, powersInSpace } from '../queries.ts';
import type { HisState, LandUnitKind } from '../state.ts';
import { LAND_UNIT_KINDS } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { removeLandUnits } from '../counter-mix.ts';
import { frame } from '../flow/frames.ts';

export const UNPAID_MERCENARIES: CardId = 106;
export const UNSANITARY_CAMP: CardId = 107;

/** The powers of a major's stack in a space: itself and its active minor allies. */
function stackPowers(state: HisState, space: SpaceId, major: MajorPower): Power[] {
  return powersInSpace(state, space).filter((p) => groupOf(state, p) === major);
}

function stackUnits(state: HisState, space: SpaceId, major: MajorPower, kinds: readonly LandUnitKind[] = LAND_UNIT_KINDS): number {
  return stackPowers(state, space, major).reduce((n, p) => n + kinds.reduce((k, kind) => k + forcesAt(state, { space }, p)[kind], 0), 0);
}

/** The (space, power) stacks a card may strike. */
/** The stack struck (a space and its power), then Unsanitary Camp's losses. */
export type CampEventAction = { type: 'stack'; space: SpaceId; power: MajorPower } | { type: 'casualty'; power: Power; kind: LandUnitKind };

export function campTargets(state: HisState, card: CardId): CampEventAction[] {
  const out: CampEventAction[] = [];
  for (const space of SPACE_IDS) {
    const majors = [...new Set(powersInSpace(state, space).map((p) => groupOf(state, p)))].filter(isMajorPower);
    for (const power of majors) {
      const n = card === UNPAID_MERCENARIES ? forcesAt(state, { space }, power).mercenary : stackUnits(state, space, power);
      if (n > 0) out.push({ type: 'stack', space, power });
    }
  }
  return out;
}

export interface CampEventFrame extends Frame {
  proc: 'campEvent';
  card: CardId;
  player: MajorPower;
  space: SpaceId | null;
  power: MajorPower | null;
  /** Unsanitary Camp: losses still to take, and how many of them must be regulars. */
  losses: number;
  regulars: number;
}

/** Unsanitary Camp: the lots the owner may lose next (regulars only while the regulars owed use up the losses left). */
function lossOptions(state: HisState, f: CampEventFrame): Extract<CampEventAction, { type: 'casualty' }>[] {
  const onlyRegulars = f.regulars >= f.losses;
  const out: Extract<CampEventAction, { type: 'casualty' }>[] = [];
  for (const p of stackPowers(state, f.space!, f.power!)) {
    for (const kind of LAND_UNIT_KINDS) {
      if (onlyRegulars && kind !== 'regular') continue;
      if (forcesAt(state, { space: f.space! }, p)[kind] > 0) out.push({ type: 'casualty', power: p, kind });
    }
  }
  return out;
}

function lose(state: HisState, f: CampEventFrame, power: Power, kind: LandUnitKind): void {
  // 5.2: a loss no free counter can show costs more units here (make change).
  removeLandUnits(state, f.space!, power, kind, 1);
  f.losses--;
  if (kind === 'regular' && f.regulars > 0) f.regulars--;
  state.log.push({ key: 'his.log.casualty', params: { power, kind, space: f.space! } });
}

function finish(state: HisState, f: CampEventFrame): void {
  pop(state, f);
  if (state.spaces[f.space!].siege) checkSiege(state, f.space!);
}

function strike(state: HisState, f: CampEventFrame, space: SpaceId, power: MajorPower): void {
  f.space = space;
  f.power = power;
  if (f.card === UNPAID_MERCENARIES) {
    const n = forcesAt(state, { space }, power).mercenary;
    removeLandUnits(state, space, power, 'mercenary', n);
    state.log.push({ key: 'his.log.unpaidMercenaries', params: { power, space, n } });
    finish(state, f);
    return;
  }
  const units = stackUnits(state, space, power);
  f.losses = Math.ceil(units / 3);
  f.regulars = Math.min(Math.ceil(f.losses / 2), stackUnits(state, space, power, ['regular']));
  state.log.push({ key: 'his.log.unsanitaryCamp', params: { power, space, n: f.losses } });
}

export const campEventProcedure: Procedure<CampEventFrame, CampEventAction> = {
  ask(state, f): Ask<CampEventAction>[] {
    if (f.space === null) {
      const targets = campTargets(state, f.card);
      return targets.length === 0 ? [] : [{ power: f.player, key: 'his.prompt.campTarget', params: { card: f.card }, actions: targets }];
    }
    if (f.losses <= 0) return [];
    const options = lossOptions(state, f);
    return options.length < 2 ? [] : [{ power: f.power!, key: 'his.prompt.campLosses', params: { space: f.space, losses: f.losses, regulars: f.regulars }, actions: options }];
  },
  run(state, f) {
    if (f.space === null) {
      pop(state, f);
      return;
    }
    const only = f.losses > 0 ? lossOptions(state, f)[0] : undefined;
    if (only) lose(state, f, only.power, only.kind);
    else finish(state, f);
  },
  decide(state, f, _power, action) {
    if (action.type === 'stack') strike(state, f, action.space, action.power);
    else lose(state, f, action.power, action.kind);
  },
};

function campEvent(card: CardId): CardEvent {
  return {
    canPlay: (state) => campTargets(state, card).length > 0,
    play(state, power) {
      push(state, frame('campEvent', { card, player: power, space: null, power: null, losses: 0, regulars: 0 }));
    },
  };
}

export const UNPAID_MERCENARIES_EVENT = campEvent(UNPAID_MERCENARIES);
export const UNSANITARY_CAMP_EVENT = campEvent(UNSANITARY_CAMP);
