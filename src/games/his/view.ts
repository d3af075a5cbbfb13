// What one power (or a spectator) may see (design: hidden information stays hidden):
// no other hand, no deck order, no RNG state, no face-down choice of another power.
import type { CardId } from './data/cards.ts';
import type { MajorPower } from './data/powers.ts';
import { MAJOR_POWERS } from './data/powers.ts';
import type { HisState, PowerState } from './state.ts';

export interface PowerView extends Omit<PowerState, 'hand'> {
  /** Own hand in full; for others only its size. */
  hand: CardId[] | null;
  handSize: number;
}

export interface HisView extends Omit<HisState, 'rng' | 'deck' | 'powers' | 'stack' | 'log' | 'forcedDice'> {
  viewer: MajorPower | null;
  deckSize: number;
  powers: Record<MajorPower, PowerView>;
  /** The procedures under way, outermost first (names only: frames may hold secrets). */
  procedures: string[];
}

export function view(state: HisState, viewer: MajorPower | null): HisView {
  // The log is sent separately, entry by entry, filtered per seat (engine visibleLog).
  const { rng: _rng, deck, powers, stack, log: _log, forcedDice: _forced, ...open } = state;
  const powerViews = {} as Record<MajorPower, PowerView>;
  for (const p of MAJOR_POWERS) {
    const { hand, ...rest } = powers[p];
    powerViews[p] = { ...structuredClone(rest), hand: p === viewer ? [...hand] : null, handSize: hand.length };
  }
  return {
    ...structuredClone(open),
    viewer,
    deckSize: deck.length,
    powers: powerViews,
    procedures: stack.map((f) => f.proc),
  };
}
