// Helpers shared by events that hand something to a chosen power. Units an event adds to the
// map go through construction.ts (constructUnits: 17, counter mix, 17.2 Turn Track).
import type { MajorPower } from '../data/powers.ts';

/** A power chosen as the beneficiary. */
export type PowerOption<P extends MajorPower = MajorPower> = { type: 'power'; power: P };

/** The powers that may be chosen as beneficiaries, as `{type:'power'}` actions. */
export function powerActions<P extends MajorPower>(powers: readonly P[]): PowerOption<P>[] {
  return powers.map((power) => ({ type: 'power', power }));
}
