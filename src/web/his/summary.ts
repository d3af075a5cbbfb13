// Figures the table shows that the view does not carry ready-made (VP, keys, cards dealt),
// computed by the rules' own pure functions. They read only the open parts of the state
// (spaces, tracks, power cards without the hand, New World), all of which the view has.
import type { MajorPower } from '../../games/his/data/powers.ts';
import { MAJOR_POWERS } from '../../games/his/data/powers.ts';
import { cardsDealt, keysControlled } from '../../games/his/power-cards.ts';
import type { HisState } from '../../games/his/state.ts';
import type { HisView } from '../../games/his/view.ts';
import { protestantSpaces, victoryPoints } from '../../games/his/victory-points.ts';

function asState(view: HisView): HisState {
  return view as unknown as HisState;
}

export interface PowerSummary {
  vp: number;
  keys: number;
  cardsDealt: number;
}

export function powerSummaries(view: HisView): Record<MajorPower, PowerSummary> {
  const state = asState(view);
  const out = {} as Record<MajorPower, PowerSummary>;
  for (const p of MAJOR_POWERS) {
    out[p] = { vp: victoryPoints(state, p), keys: keysControlled(state, p).length, cardsDealt: cardsDealt(state, p) };
  }
  return out;
}

export function protestantSpaceCount(view: HisView): number {
  return protestantSpaces(asState(view));
}
