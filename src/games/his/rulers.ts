// 3.3: rulers and their attributes.
import type { MajorPower } from './data/powers.ts';
import type { RulerData } from './data/pieces.ts';
import { RULERS } from './data/pieces.ts';
import type { HisState } from './state.ts';

export function rulerOf(state: HisState, power: MajorPower): RulerData {
  return RULERS[state.powers[power].ruler];
}
