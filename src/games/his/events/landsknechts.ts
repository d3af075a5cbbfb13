// Card 33, Landsknechts (Response; also the event of the owner's own impulse, 6.1): the
// Hapsburgs place 4 new mercenaries, any other power 2 of its own (17: in spaces already
// holding its land units, events/new-mercenaries.ts); the Ottoman instead eliminates 2
// mercenaries of any powers anywhere. As a response: in the open windows after actions and
// events, before a field battle (14 step 1) and before an assault (15.1 step 2).
import type { MajorPower } from '../data/powers.ts';
import type { ResponseCard } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import { mercenariesOnMap, mercenarySpaces, mercenaryWindowAllows, placeMercenariesFrame } from './new-mercenaries.ts';
import type { CardEvent } from './registry.ts';
import { push } from '../flow/stack.ts';
import { frame } from '../flow/frames.ts';

export const LANDSKNECHTS_OTTOMAN_ELIMINATES = 2;

export function landsknechtsMercenaries(power: MajorPower): number {
  return power === 'hapsburg' ? 4 : 2;
}

function hasEffect(state: HisState, power: MajorPower): boolean {
  if (power === 'ottoman') return mercenariesOnMap(state).length > 0;
  return mercenarySpaces(state, power).length > 0;
}

function resolve(state: HisState, power: MajorPower): void {
  if (power === 'ottoman') {
    push(state, frame('eliminateMercenaries', { power, left: LANDSKNECHTS_OTTOMAN_ELIMINATES }));
    return;
  }
  push(state, placeMercenariesFrame(power, landsknechtsMercenaries(power)));
}

export const LANDSKNECHTS_RESPONSE: ResponseCard = {
  windows: ['afterAction', 'afterEvent', 'beforeBattle', 'beforeAssault'],
  canPlay: (state, power, w) => mercenaryWindowAllows(state, power, w) && hasEffect(state, power),
  play: (state, power) => resolve(state, power),
};

export const LANDSKNECHTS_EVENT: CardEvent = {
  // 21.3: not England under Mary I (Response cards only for CP).
  canPlay: (state, power) => !(power === 'england' && state.powers.england.ruler === 'mary-i') && hasEffect(state, power),
  play: resolve,
};
