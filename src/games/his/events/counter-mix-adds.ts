// Helpers shared by events that hand something to a chosen power. Units an event adds to the
// map go through construction.ts (constructUnits: 17, counter mix, 17.2 Turn Track).
import type { MajorPower } from '../data/powers.ts';

/** The powers that may be chosen as beneficiaries, as `{type:'power'}` actions. */
export function powerActions(powers: readonly MajorPower[]): { type: 'power'; power: MajorPower }[] {
  return powers.map((power) => ({ type: 'power', power }));
}
