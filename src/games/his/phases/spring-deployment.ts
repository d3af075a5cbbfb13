// 10: Spring Deployment. In impulse order, each power may move one formation from its
// capital (the Hapsburgs: from one of their two) to a friendly-controlled space along a
// path of friendly-controlled spaces free of unrest, crossing at most one sea zone.
// No CP, no interception, no battle, no response cards.
import type { SeaZoneId, SpaceId } from '../data/map.ts';
import { SPACES, SPACE_IDS, adjacentSpaces, capitalsOf, isElectorate, portsOf, seaZonesOf } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { isTwoPlayer } from '../two-player/variant.ts';
import { twoPlayerMayEnter } from '../two-player/zones.ts';
import { SPRING_DEPLOYMENT_SEA_MAX } from '../data/tables.ts';
import type { Json } from '../../../engine/types.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { call, pop } from '../flow/stack.ts';
import type { FormationPick, FormationPickAction } from '../land/formation.ts';
import {
  formationUnits,
  formationsAt,
  isEmptyFormation,
  isPickAction,
  moveFormation,
  newPick,
  pickAsk,
  pickComplete,
  pickDecide,
  pickedFormation,
} from '../land/formation.ts';
import { schmalkaldicLeagueOccurred } from '../land/loc.ts';
import { allied, controllingMajor, isFriendlySpace, navalUnits, powersInSpace } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { SpringPreparationsResult } from '../events/spring-cards.ts';
import { offerVenetianInformant, springPreparationsAsked, springPreparationsOffer } from '../events/spring-cards.ts';
import { SPACE_INDEX } from '../space-list.ts';

export interface SpringDeploymentFrame extends Frame {
  proc: 'springDeployment';
  /** Index in impulse order of the next power to consider. */
  next: number;
  /** The power deploying now, or null between powers. */
  power: MajorPower | null;
  step: 'origin' | 'formation' | 'destination';
  origin: SpaceId | null;
  /** The formation being chosen (leaders, then a number per unit kind; land/formation.ts). */
  pick: FormationPick | null;
  /** Powers that played Spring Preparations (#102) this phase: the starred limits are lifted. */
  relaxed: MajorPower[];
  /** Venetian Informant (#109) has been offered at the start of the phase. */
  informantOffered?: boolean;
}

export function springDeploymentFrame(): SpringDeploymentFrame {
  return { proc: 'springDeployment', next: 0, power: null, step: 'origin', origin: null, pick: null, relaxed: [] };
}

/** The turn pushes a bare `{proc: 'springDeployment'}` frame: fill in the fields on first use. */
function initialised(f: SpringDeploymentFrame): SpringDeploymentFrame {
  if (!('step' in f)) Object.assign(f, springDeploymentFrame());
  return f;
}

/**
 * A land space a deploying formation may start from, pass through or end in:
 * friendly-controlled, not in unrest, holding no unit that is not friendly (10), not an
 * electorate before the Schmalkaldic League (21.6: no moving into electorates).
 */
export function deploymentSpace(state: HisState, power: MajorPower, space: SpaceId): boolean {
  const s = state.spaces[space];
  if (state.outOfPlay.includes(space) || !isFriendlySpace(state, power, space) || s.unrest) return false;
  // Two-player variant: the Papacy deploys only in the German and Italian zones.
  if (!twoPlayerMayEnter(state, power, space)) return false;
  if (!powersInSpace(state, space).every((p) => allied(state, power, p))) return false;
  if (isElectorate(space) && !schmalkaldicLeagueOccurred(state) && power !== 'protestant') return false;
  return true;
}

/** 10: capitals the power may deploy from now (none for the Protestant). */
export function deploymentOrigins(state: HisState, power: MajorPower): SpaceId[] {
  // 5.1, 22.3: the power's army leaders and the land units of itself and its active minor allies.
  return capitalsOf(power).filter((c) => deploymentSpace(state, power, c) && !isEmptyFormation(formationsAt(state, c, power)));
}

/** 10: no other major power (even an ally) has naval units in a port of the sea zone. */
function seaZoneClear(state: HisState, power: MajorPower, sea: SeaZoneId): boolean {
  // 9.2: squadrons loaned to the deploying power stand among its own units, so they do not block it.
  return portsOf(sea).every((port) => {
    const units = state.spaces[port].units;
    return (Object.keys(units) as Power[]).every((p) => {
      const major = controllingMajor(state, p);
      return major === null || major === power || navalUnits(units[p]!) === 0;
    });
  });
}

/**
 * 10: every space a formation of `landUnitCount` land units may deploy to from `origin`.
 * Land steps along connections (no pass); at most one sea zone, from a friendly port to
 * another friendly port of that zone. `relaxed` (Spring Preparations) lifts the pass, the
 * naval and the 5-unit restrictions, not the one-sea-zone limit.
 */
export function deploymentDestinations(state: HisState, power: MajorPower, origin: SpaceId, landUnitCount: number, relaxed = false): SpaceId[] {
  // Reached by land alone (0) and after crossing a sea zone (1), by map index.
  const reached = [new Uint8Array(SPACE_IDS.length), new Uint8Array(SPACE_IDS.length)] as const;
  const queue: { space: SpaceId; sea: boolean }[] = [{ space: origin, sea: false }];
  reached[0][SPACE_INDEX[origin]] = 1;
  const canCross = relaxed || landUnitCount <= SPRING_DEPLOYMENT_SEA_MAX;
  for (let i = 0; i < queue.length; i++) {
    const { space, sea } = queue[i]!;
    const visit = (next: SpaceId, usedSea: boolean) => {
      const seen = reached[usedSea ? 1 : 0];
      const j = SPACE_INDEX[next];
      if (seen[j] === 1 || !deploymentSpace(state, power, next)) return;
      seen[j] = 1;
      queue.push({ space: next, sea: usedSea });
    };
    for (const next of relaxed ? adjacentSpaces(space) : SPACES[space].connections) visit(next, sea);
    if (sea || !canCross) continue;
    for (const zone of seaZonesOf(space)) {
      if (!relaxed && !seaZoneClear(state, power, zone)) continue;
      for (const port of portsOf(zone)) if (port !== space) visit(port, true);
    }
  }
  return SPACE_IDS.filter((id, j) => id !== origin && (reached[0][j] === 1 || reached[1][j] === 1));
}

function isRelaxed(f: SpringDeploymentFrame, power: MajorPower): boolean {
  return f.relaxed.includes(power);
}

function resetForNextPower(f: SpringDeploymentFrame): void {
  f.power = null;
  f.step = 'origin';
  f.origin = null;
  f.pick = null;
}

function destinationsOf(state: HisState, f: SpringDeploymentFrame): SpaceId[] {
  const formation = pickedFormation(f.pick!);
  return deploymentDestinations(state, f.power!, f.origin!, formationUnits(formation), isRelaxed(f, f.power!));
}

function deploy(state: HisState, f: SpringDeploymentFrame, to: SpaceId): void {
  const formation = pickedFormation(f.pick!);
  moveFormation(state, formation, f.origin!, to);
  state.log.push({
    key: 'his.log.springDeployment',
    params: { power: f.power!, from: f.origin!, to, leaders: formation.leaders, units: formation.units.map((u) => ({ ...u })) },
  });
}

/** 10: spring deployment's answers: origin and destination spaces (or skip), the formation. */
export type SpringDeploymentAction = { type: 'space'; space: SpaceId } | { type: 'skip' } | FormationPickAction;

export const springDeploymentProcedure: Procedure<SpringDeploymentFrame, SpringDeploymentAction> = {
  ask(state, f): Ask<SpringDeploymentAction>[] {
    if (!('step' in f)) return [];
    const power = f.power;
    if (power === null) return [];
    let actions: SpringDeploymentAction[];
    const key = `his.prompt.springDeployment.${f.step}`;
    const params: Record<string, Json> = f.origin ? { origin: f.origin } : {};
    switch (f.step) {
      case 'origin':
        actions = [...deploymentOrigins(state, power).map((space): SpringDeploymentAction => ({ type: 'space', space })), { type: 'skip' }];
        break;
      case 'formation':
        // 5.1: leaders first (they set the command limit), then a number for each unit kind.
        if (pickComplete(f.pick!)) return [];
        return [pickAsk(power, f.pick!, params)];
      case 'destination':
        actions = [...destinationsOf(state, f).map((space): SpringDeploymentAction => ({ type: 'space', space })), { type: 'skip' }];
        break;
    }
    return [{ power, key, params, actions }];
  },

  run(state, f) {
    initialised(f);
    if (!f.informantOffered) {
      // 6.1, 10: Venetian Informant may be played before any power deploys.
      f.informantOffered = true;
      offerVenetianInformant(state);
      return;
    }
    if (f.power === null) {
      // 10: powers in impulse order; the Protestant has no capital and never deploys. A power
      // with an empty capital may still play Spring Preparations, which puts a regular there:
      // it is asked whenever it could hold the card (by rule, so the turn shows no hand).
      // Two-player variant: only the Papacy deploys (setup.json `springDeployment`).
      const order = isTwoPlayer(state) ? (['papacy'] as const) : MAJOR_POWERS;
      while (f.next < order.length && deploymentOrigins(state, order[f.next]!).length === 0 && !springPreparationsAsked(state, order[f.next]!)) f.next++;
      const power = order[f.next];
      if (power === undefined) {
        pop(state, f);
        return;
      }
      f.next++;
      resetForNextPower(f);
      f.power = power;
      // A13: Spring Preparations at the power's own deployment, before it deploys.
      const offer = springPreparationsOffer(state, power);
      if (offer) call(state, f, 'springPreparations', offer);
      return;
    }
    if (f.step === 'formation' && pickComplete(f.pick!)) {
      f.step = 'destination';
      return;
    }
    throw new Error(`springDeployment: step ${f.step} cannot run by itself`);
  },

  resume: {
    // Card 102: this deployment ignores the starred limits of rule 10.
    springPreparations(state, f, result: SpringPreparationsResult) {
      if (result.prepared && f.power !== null && !f.relaxed.includes(f.power)) f.relaxed.push(f.power);
      // Asked only because it could hold the card: with nothing in its capital it has no deployment.
      if (f.power !== null && deploymentOrigins(state, f.power).length === 0) resetForNextPower(f);
    },
  },
  decide(state, f, _power, action) {
    if (action.type === 'skip') {
      state.log.push({ key: 'his.log.springDeploymentSkipped', params: { power: f.power! } });
      resetForNextPower(f);
      return;
    }
    switch (f.step) {
      case 'origin': {
        if (action.type !== 'space') return;
        const origin = action.space;
        f.origin = origin;
        f.pick = newPick(formationsAt(state, origin, f.power!), { limited: true, needUnit: false });
        f.step = 'formation';
        return;
      }
      case 'formation':
        if (isPickAction(action)) pickDecide(f.pick!, action);
        return;
      case 'destination':
        if (action.type !== 'space') return;
        deploy(state, f, action.space);
        resetForNextPower(f);
        return;
    }
  },
};
