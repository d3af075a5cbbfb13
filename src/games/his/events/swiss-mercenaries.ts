// Card 36, Swiss Mercenaries (Response; also the event of the owner's own impulse, 6.1):
// played by France or the Ottoman, France places 4 new French mercenaries; played by any
// other power, it places 2 of its own (17: in spaces already holding its land units,
// events/new-mercenaries.ts). Response windows as Landsknechts (card 33).
import type { MajorPower } from '../data/powers.ts';
import type { ResponseCard } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import { mercenarySpaces, mercenaryWindowAllows, placeMercenariesFrame } from './new-mercenaries.ts';
import type { CardEvent } from './registry.ts';
import { push } from '../flow/stack.ts';

/** Who receives the mercenaries, and how many. */
export function swissMercenaries(power: MajorPower): { receiver: MajorPower; n: number } {
  return power === 'france' || power === 'ottoman' ? { receiver: 'france', n: 4 } : { receiver: power, n: 2 };
}

function hasEffect(state: HisState, power: MajorPower): boolean {
  return mercenarySpaces(state, swissMercenaries(power).receiver).length > 0;
}

function resolve(state: HisState, power: MajorPower): void {
  const { receiver, n } = swissMercenaries(power);
  push(state, placeMercenariesFrame(receiver, n));
}

export const SWISS_MERCENARIES_RESPONSE: ResponseCard = {
  windows: ['afterAction', 'afterEvent', 'beforeBattle', 'beforeAssault'],
  canPlay: (state, power, w) => mercenaryWindowAllows(state, power, w) && hasEffect(state, power),
  play: (state, power) => resolve(state, power),
};

export const SWISS_MERCENARIES_EVENT: CardEvent = {
  // 21.3: not England under Mary I (Response cards only for CP).
  canPlay: (state, power) => !(power === 'england' && state.powers.england.ruler === 'mary-i') && hasEffect(state, power),
  play: resolve,
};
