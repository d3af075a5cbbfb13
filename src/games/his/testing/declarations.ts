// Positions for the Negotiation Segment's declarations (9.1), shared by its test files.
import type { HisAction } from '../flow/frames.ts';
import { hereIStand } from '../module.ts';
import type { DealItem } from '../phases/diplomacy/deal-items.ts';
import type { HisState } from '../state.ts';
import { atDiplomacy, endTalk } from './position.ts';

/** A turn-`turn` position at the start of the Diplomacy Phase's declarations, map cleared, hands empty. */
export function atDeclarations(turn: number): HisState {
  return endTalk(atDiplomacy(turn));
}

/** `power` adds `item` to the declaration it is composing (through apply: a new state). */
export function addItem(s: HisState, power: string, item: DealItem): HisState {
  return hereIStand.apply(s, power, { type: 'addItem', item } as HisAction);
}
