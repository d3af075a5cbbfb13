// Cards played as events in the Spring Deployment Phase only (6.1 "other phase" table; 10):
// - 109 Venetian Informant, at the start of the phase before anyone deploys: the holder names
//   a power whose hand is shown, secretly, to itself or to another power it names.
// - 102 Spring Preparations, at the power's own deployment (decision-points A13): not the
//   Protestant, only with its capital under its control; 1 new regular in the capital (the
//   Hapsburgs: in each capital they control) and this deployment ignores the starred limits
//   of rule 10 (passes, 5 units by sea, other powers' fleets).
// The spring deployment procedure pushes the offers (phases/spring-deployment.ts); it calls
// the Spring Preparations offer and receives whether the card was played.
// Both are asked by rule (decision-points, "Asking and hidden hands"), whatever the table's
// `responseWindows`: every power that could hold the card for all the table knows is
// asked, and one without it may only decline. Each card has a window of its own, so
// asking only its holder would show the table exactly which card a hand holds.
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import { capitalsOf } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { mayHoldUnseen, playCardFromHand, playedAsEventThisTurn } from '../cards.ts';
import { unitsAvailable } from '../counter-mix.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
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

/**
 * 102 by rule: is this power asked about Spring Preparations at its deployment (public)?
 * Mary I's England uses no response or combat cards, but this is an event card: no bar.
 */
export function springPreparationsAsked(state: HisState, power: MajorPower): boolean {
  return power !== 'protestant' && controlledCapitals(state, power).length > 0 && mayHoldUnseen(state, power, SPRING_PREPARATIONS);
}

export interface SpringCardFrame extends Frame {
  proc: 'springCard';
  card: CardId;
  /** Who plays the card: at the offer of 102 the deploying power, of 109 null until played. */
  power: MajorPower | null;
  step: 'offer' | 'target' | 'viewer';
  target: MajorPower | null;
  /** 109: the powers that declined the offer. */
  declined?: MajorPower[];
}

function offerFrame(card: CardId, power: MajorPower | null): SpringCardFrame {
  return { proc: 'springCard', card, power, step: 'offer', target: null };
}

/**
 * 10, 6.1: at the start of the phase, before anyone deploys, Venetian Informant may be
 * played: every power that could hold it is asked at once (one copy, so there is no
 * order to keep), and the offer ends when one plays it or all decline.
 */
export function offerVenetianInformant(state: HisState): void {
  if (MAJOR_POWERS.some((p) => mayHoldUnseen(state, p, VENETIAN_INFORMANT))) state.stack.push({ ...offerFrame(VENETIAN_INFORMANT, null), declined: [] });
}

/** What the Spring Preparations offer returns to the deployment that called it. */
export type SpringPreparationsResult = { prepared: boolean };

/** 10, A13: before a power deploys, it may play Spring Preparations: the offer to call, or null. */
export function springPreparationsOffer(state: HisState, power: MajorPower): SpringCardFrame | null {
  return springPreparationsAsked(state, power) ? offerFrame(SPRING_PREPARATIONS, power) : null;
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

/** Play the offered card (or decline); Venetian Informant: whose hand, who sees it. */
type SpringCardAction = { type: 'playEvent'; card: CardId } | { type: 'decline' } | { type: 'target'; target: MajorPower } | { type: 'viewer'; power: MajorPower };

export const springCardProcedure: Procedure<SpringCardFrame, SpringCardAction> = {
  ask(state, f): Ask<SpringCardAction>[] {
    switch (f.step) {
      case 'offer': {
        const offer = (power: MajorPower, simultaneous: boolean): Ask<SpringCardAction> => {
          const play: SpringCardAction[] = holds(state, power, f.card) ? [{ type: 'playEvent', card: f.card }] : [];
          const ask: Ask<SpringCardAction> = { power, key: 'his.prompt.springCard', params: { card: f.card }, actions: [...play, { type: 'decline' }] };
          if (simultaneous) ask.simultaneous = true;
          return ask;
        };
        if (f.card === SPRING_PREPARATIONS) return springPreparationsAsked(state, f.power!) ? [offer(f.power!, false)] : [];
        const asked = MAJOR_POWERS.filter((p) => !f.declined!.includes(p) && mayHoldUnseen(state, p, f.card));
        return asked.map((p) => offer(p, asked.length > 1));
      }
      case 'target':
        return [{ power: f.power!, key: 'his.prompt.informantTarget', actions: MAJOR_POWERS.filter((p) => p !== f.power).map((p) => ({ type: 'target', target: p })) }];
      case 'viewer': {
        const viewers: SpringCardAction[] = MAJOR_POWERS.filter((p) => p !== f.target).map((p) => ({ type: 'viewer', power: p }));
        return [{ power: f.power!, key: 'his.prompt.informantViewer', params: { target: f.target! }, actions: viewers }];
      }
    }
  },
  run(state, f) {
    finish(state, f, false);
  },
  decide(state, f, power, action) {
    if (action.type === 'decline') {
      // 109: the offer stays open until every power asked has declined (ask returns none).
      if (f.card === VENETIAN_INFORMANT) f.declined!.push(power);
      else finish(state, f, false);
      return;
    }
    if (action.type === 'playEvent') {
      f.power = power;
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
      f.target = action.target;
      f.step = 'viewer';
      return;
    }
    const viewer = action.power;
    const target = f.target!;
    pop(state, f);
    state.log.push({ key: 'his.log.informant', params: { power, target, viewer } });
    state.log.push({ key: 'his.log.handSeen', params: { power: viewer, of: target, cards: [...state.powers[target].hand] }, to: [viewer] });
  },
};
