// Card 87, Mercenaries Demand Pay (6.1, 15.3): the playing power names another major power,
// which may discard one card of its choice: never a Mandatory Event nor a Home card (6.1 on
// chosen discards, naming this card; docs/data-decisions.md). With no such card it cannot pay.
// It keeps, of its mercenaries on the map, as many as the discarded card's CP allow (1 CP: 2,
// 2: 4, 3: 6, 4: 10, 5 or more: all), choosing which; without a discard it loses them all.
// Army leaders stay. A besieging stack left too weak breaks its siege (15.3).
import type { CardId } from '../data/cards.ts';
import { CARDS } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { isHomeCard, isMandatoryCard } from '../cards.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { checkSiege } from '../land/siege.ts';
import { forcesAt } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { removeLandUnits } from '../counter-mix.ts';
import { frame } from '../flow/frames.ts';

/** Mercenaries kept by the CP of the card discarded (null: all of them). */
export function mercenariesKept(cp: number): number | null {
  if (cp >= 5) return null;
  return [0, 2, 4, 6, 10][cp] ?? 0;
}

function mercenarySpaces(state: HisState, power: MajorPower): SpaceId[] {
  return SPACE_IDS.filter((id) => forcesAt(state, { space: id }, power).mercenary > 0);
}

function mercenaries(state: HisState, power: MajorPower): number {
  return mercenarySpaces(state, power).reduce((n, id) => n + forcesAt(state, { space: id }, power).mercenary, 0);
}

export function payTargets(state: HisState, player: MajorPower): MajorPower[] {
  return MAJOR_POWERS.filter((p) => p !== player && mercenaries(state, p) > 0);
}

export interface MercenariesDemandPayFrame extends Frame {
  proc: 'mercenariesDemandPay';
  player: MajorPower;
  target: MajorPower | null;
  step: 'target' | 'discard' | 'remove';
  /** Mercenaries the target still has to remove. */
  toRemove: number;
  /** Spaces that lost mercenaries (their sieges are checked at the end). */
  touched: SpaceId[];
}

/** The target power, then the card it discards (or declines), then the spaces its mercenaries leave. */
export type MercenariesDemandPayAction =
  | { type: 'target'; target: MajorPower }
  | { type: 'discard'; card: CardId; power: MajorPower }
  | { type: 'decline' }
  | { type: 'space'; space: SpaceId };

function discardOptions(state: HisState, power: MajorPower): MercenariesDemandPayAction[] {
  return state.powers[power].hand.filter((c) => !isMandatoryCard(c) && !isHomeCard(c)).map((card): MercenariesDemandPayAction => ({ type: 'discard', card, power }));
}

function removeOne(state: HisState, f: MercenariesDemandPayFrame, space: SpaceId): void {
  // 5.2: make change in that space if the rest cannot be shown.
  removeLandUnits(state, space, f.target!, 'mercenary', 1);
  f.toRemove--;
  if (!f.touched.includes(space)) f.touched.push(space);
  state.log.push({ key: 'his.log.mercenaryDeserts', params: { power: f.target!, space } });
}

function finish(state: HisState, f: MercenariesDemandPayFrame): void {
  pop(state, f);
  // 15.3: sieges whose besiegers no longer outnumber the garrison are broken.
  for (const space of f.touched) if (state.spaces[space].siege) checkSiege(state, space);
}

export const mercenariesDemandPayProcedure: Procedure<MercenariesDemandPayFrame, MercenariesDemandPayAction> = {
  ask(state, f): Ask<MercenariesDemandPayAction>[] {
    if (f.step === 'target') {
      const targets = payTargets(state, f.player);
      return targets.length === 0 ? [] : [{ power: f.player, key: 'his.prompt.payTarget', actions: targets.map((target) => ({ type: 'target', target })) }];
    }
    if (f.step === 'discard') {
      return [{ power: f.target!, key: 'his.prompt.payDiscard', params: { mercenaries: mercenaries(state, f.target!) }, actions: [...discardOptions(state, f.target!), { type: 'decline' }] }];
    }
    const spaces = mercenarySpaces(state, f.target!);
    // A choice only when some but not all mercenaries go and they stand in several spaces.
    if (f.toRemove <= 0 || spaces.length < 2 || f.toRemove >= mercenaries(state, f.target!)) return [];
    return [{ power: f.target!, key: 'his.prompt.payRemove', params: { left: f.toRemove }, actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    if (f.step === 'target') {
      pop(state, f);
      return;
    }
    const space = mercenarySpaces(state, f.target!)[0];
    if (f.toRemove > 0 && space) removeOne(state, f, space);
    else finish(state, f);
  },
  decide(state, f, _power, action) {
    if (action.type === 'target') {
      f.target = action.target;
      f.step = 'discard';
      return;
    }
    if (action.type === 'space') {
      removeOne(state, f, action.space);
      return;
    }
    const total = mercenaries(state, f.target!);
    let kept = 0;
    if (action.type === 'discard') {
      const card = action.card;
      const hand = state.powers[f.target!].hand;
      hand.splice(hand.indexOf(card), 1);
      state.discard.push(card);
      state.log.push({ key: 'his.log.cardDiscarded', params: { power: f.target!, card } });
      kept = mercenariesKept(CARDS[card].cp) ?? total;
    }
    f.toRemove = Math.max(0, total - kept);
    f.step = 'remove';
  },
};

export const MERCENARIES_DEMAND_PAY_EVENT: CardEvent = {
  canPlay: (state, power) => payTargets(state, power).length > 0,
  play(state, power) {
    push(state, frame('mercenariesDemandPay', { player: power, target: null, step: 'target', toRemove: 0, touched: [] }));
  },
};
