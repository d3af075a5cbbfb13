// Cards played as events in the Spring Deployment Phase only (6.1 "other phase" table; 10):
// - 109 Venetian Informant, at the start of the phase before anyone deploys: the holder names
//   a power whose hand is shown, secretly, to itself or to another power it names.
// - 102 Spring Preparations, at the power's own deployment (decision-points A13): not the
//   Protestant, only with its capital under its control; 1 new regular in the capital (the
//   Hapsburgs: in each capital they control) and this deployment ignores the starred limits
//   of rule 10 (passes, 5 units by sea, other powers' fleets).
// The spring deployment procedure pushes the offers (phases/spring-deployment.ts); it calls
// the Spring Preparations offer and receives whether the card was played.
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import { capitalsOf } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { playCardFromHand, playedAsEventThisTurn } from '../cards.ts';
import { unitsAvailable } from '../counter-mix.ts';
import type { Ask, Frame, HisAction, Procedure } from '../flow/frames.ts';
import { constructUnits } from '../construction.ts';
import { pop, ret } from '../flow/stack.ts';
import type { HisState } from '../state.ts';

export const SPRING_PREPARATIONS: CardId = 102;
export const VENETIAN_INFORMANT: CardId = 109;

function controlledCapitals(state: HisState, power: MajorPower): SpaceId[] {
  return capitalsOf(power).filter((c) => state.spaces[c].control === power);
}

function holds(state: HisState, power: MajorPower, card: CardId): boolean {
  return state.powers[power].hand.includes(card) && !playedAsEventThisTurn(state, card);
}

/** 102: may this power play Spring Preparations now (its own deployment)? */
export function maySpringPrepare(state: HisState, power: MajorPower): boolean {
  // Mary I's England uses no response or combat cards, but this is an event card: no bar.
  return power !== 'protestant' && holds(state, power, SPRING_PREPARATIONS) && controlledCapitals(state, power).length > 0;
}

/** 109: the power holding Venetian Informant, if any. */
export function informantHolder(state: HisState): MajorPower | null {
  return MAJOR_POWERS.find((p) => holds(state, p, VENETIAN_INFORMANT)) ?? null;
}

export interface SpringCardFrame extends Frame {
  proc: 'springCard';
  card: CardId;
  power: MajorPower;
  step: 'offer' | 'target' | 'viewer';
  target: MajorPower | null;
}

function offerFrame(card: CardId, power: MajorPower): SpringCardFrame {
  return { proc: 'springCard', card, power, step: 'offer', target: null };
}

/** 10, 6.1: at the start of the phase, the holder of Venetian Informant may play it. */
export function offerVenetianInformant(state: HisState): void {
  const holder = informantHolder(state);
  if (holder) state.stack.push(offerFrame(VENETIAN_INFORMANT, holder));
}

/** What the Spring Preparations offer returns to the deployment that called it. */
export type SpringPreparationsResult = { prepared: boolean };

/** 10, A13: before a power deploys, it may play Spring Preparations: the offer to call, or null. */
export function springPreparationsOffer(state: HisState, power: MajorPower): SpringCardFrame | null {
  return maySpringPrepare(state, power) ? offerFrame(SPRING_PREPARATIONS, power) : null;
}

/** The offer is over: Spring Preparations tells its caller whether it was played. */
function finish(state: HisState, f: SpringCardFrame, played: boolean): void {
  if (f.card !== SPRING_PREPARATIONS) {
    pop(state, f);
    return;
  }
  const result: SpringPreparationsResult = { prepared: played };
  ret(state, f, result);
}

function springPreparations(state: HisState, power: MajorPower): void {
  for (const capital of controlledCapitals(state, power)) {
    if (unitsAvailable(state, power, 'regular') <= 0) break;
    if (constructUnits(state, capital, power, 'regular', 1) > 0) state.log.push({ key: 'his.log.built', params: { power, kind: 'regular', space: capital } });
  }
}

export const springCardProcedure: Procedure<SpringCardFrame> = {
  ask(state, f): Ask[] {
    switch (f.step) {
      case 'offer': {
        const still = f.card === SPRING_PREPARATIONS ? maySpringPrepare(state, f.power) : holds(state, f.power, f.card);
        if (!still) return [];
        return [{ power: f.power, key: 'his.prompt.springCard', params: { card: f.card }, actions: [{ type: 'playEvent', card: f.card }, { type: 'decline' }] }];
      }
      case 'target':
        return [{ power: f.power, key: 'his.prompt.informantTarget', actions: MAJOR_POWERS.filter((p) => p !== f.power).map((p) => ({ type: 'target', target: p })) }];
      case 'viewer': {
        const viewers: HisAction[] = MAJOR_POWERS.filter((p) => p !== f.target).map((p) => ({ type: 'viewer', power: p }));
        return [{ power: f.power, key: 'his.prompt.informantViewer', params: { target: f.target! }, actions: viewers }];
      }
    }
  },
  run(state, f) {
    finish(state, f, false);
  },
  decide(state, f, power, action) {
    if (action.type === 'decline') {
      finish(state, f, false);
      return;
    }
    if (action.type === 'playEvent') {
      playCardFromHand(state, power, f.card, 'event');
      if (f.card === SPRING_PREPARATIONS) {
        springPreparations(state, power);
        finish(state, f, true);
      } else {
        f.step = 'target';
      }
      return;
    }
    if (action.type === 'target') {
      f.target = action.target as MajorPower;
      f.step = 'viewer';
      return;
    }
    const viewer = action.power as MajorPower;
    const target = f.target!;
    pop(state, f);
    state.log.push({ key: 'his.log.informant', params: { power, target, viewer } });
    state.log.push({ key: 'his.log.handSeen', params: { power: viewer, of: target, cards: [...state.powers[target].hand] }, to: [viewer] });
  },
};
