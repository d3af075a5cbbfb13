// Card 38, Halley's Comet (Response; also the event of the owner's own impulse, 6.1), removed
// after use. Option A: another power discards a card drawn at random (never a Home card; a
// Mandatory Event discarded so does not happen, 6.1). Option B: a power (the card says any
// power; A26) skips its next impulse, which is not a pass (phases/action-phase.ts). As a
// response: in the open windows after each action and event (A28).
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { randomlyDrawableCards } from '../cards.ts';
import type { ResponseCard } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import type { ChoiceOption, EventChoiceFrame } from './choice.ts';
import { eventChoiceFrame } from './choice.ts';
import { discardAtRandom } from './random-discard.ts';
import type { CardEvent } from './registry.ts';
import { push } from '../flow/stack.ts';

export const HALLEYS_COMET: CardId = 38;

function discardTargets(state: HisState, power: MajorPower): MajorPower[] {
  return MAJOR_POWERS.filter((p) => p !== power && randomlyDrawableCards(state, p).length > 0);
}

function choose(state: HisState, power: MajorPower, key: string, options: ChoiceOption[]): void {
  push(state, eventChoiceFrame(HALLEYS_COMET, power, power, key, options));
}

/** Option A (a random discard) or B (a skipped impulse), then its target. */
type HalleyOption = { type: 'option'; option: 'discard' | 'skip' } | { type: 'power'; power: MajorPower; option: 'discard' | 'skip' };

function resolve(state: HisState, power: MajorPower): void {
  const options: HalleyOption[] = [...(discardTargets(state, power).length > 0 ? [{ type: 'option' as const, option: 'discard' as const }] : []), { type: 'option', option: 'skip' }];
  choose(state, power, 'his.prompt.halleyOption', options);
}

export function resolveHalleysComet(state: HisState, f: EventChoiceFrame, action: HalleyOption): void {
  if (action.type === 'option') {
    const targets = action.option === 'discard' ? discardTargets(state, f.decider) : [...MAJOR_POWERS];
    choose(state, f.decider, 'his.prompt.halleyTarget', targets.map((target): HalleyOption => ({ type: 'power', power: target, option: action.option })));
    return;
  }
  const target = action.power;
  if (action.option === 'discard') {
    discardAtRandom(state, target, 'halleysComet');
    return;
  }
  if (!state.skippedImpulses.includes(target)) state.skippedImpulses.push(target);
  state.log.push({ key: 'his.log.halleySkip', params: { power: target } });
}

export const HALLEYS_COMET_RESPONSE: ResponseCard = {
  windows: ['afterAction', 'afterEvent'],
  canPlay: () => true,
  play: (state, power) => resolve(state, power),
};

export const HALLEYS_COMET_EVENT: CardEvent = {
  // 21.3: not England under Mary I (Response cards only for CP).
  canPlay: (state, power) => !(power === 'england' && state.powers.england.ruler === 'mary-i'),
  play: resolve,
};
