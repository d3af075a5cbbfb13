// Unrest placed by a card event on spaces of a fixed list, one at a time, by the power the
// card names, "up to" a number (12.4: on spaces without units or leaders of any power, not
// already in unrest): Gabelle Revolt (#80), Cloth Prices Fluctuate (#72), Pilgrimage of Grace (#64).
import type { SpaceId } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { mayPlaceUnrest, placeUnrest } from '../land/unrest.ts';
import type { HisState } from '../state.ts';
import { frame } from '../flow/frames.ts';

export interface CardUnrestFrame extends Frame {
  proc: 'cardUnrest';
  /** The power that places the markers. */
  power: MajorPower;
  /** Markers still to place. */
  left: number;
  /** The spaces the card allows. */
  from: SpaceId[];
  card: number;
}

export function startCardUnrest(state: HisState, power: MajorPower, left: number, from: readonly SpaceId[], card: number): void {
  push(state, frame('cardUnrest', { power, left, from: [...from], card }));
}

/** The spaces that may take a marker now. */
export function cardUnrestSpaces(state: HisState, f: Pick<CardUnrestFrame, 'from'>): SpaceId[] {
  return f.from.filter((id) => mayPlaceUnrest(state, id));
}

type CardUnrestAction = SpaceAction | { type: 'done' };

export const cardUnrestProcedure: Procedure<CardUnrestFrame, CardUnrestAction> = {
  ask(state, f): Ask<CardUnrestAction>[] {
    if (f.left <= 0) return [];
    const spaces = cardUnrestSpaces(state, f);
    if (spaces.length === 0) return [];
    return [
      {
        power: f.power,
        key: 'his.prompt.cardUnrest',
        params: { card: f.card, left: f.left },
        actions: [...spaces.map((space): CardUnrestAction => ({ type: 'space', space })), { type: 'done' }],
      },
    ];
  },
  run(state, f) {
    // All placed, or no space can take one.
    pop(state, f);
  },
  decide(state, f, _power, action) {
    if (action.type === 'done') {
      pop(state, f);
      return;
    }
    placeUnrest(state, action.space);
    f.left--;
    if (f.left <= 0) pop(state, f);
  },
};
