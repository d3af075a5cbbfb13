// The prompt is driven entirely by the legal actions: this sorts them by what the player
// clicks to choose them. An action naming a space (`space`, `to`, `from` or `target`
// with a space id) is chosen on the map; one with a `card` in the hand; one naming a sea
// zone (`sea`) on the map's sea labels; every other action is a button.
import type { Action } from '../engine/types.ts';
import type { CardId } from '../games/his/data/cards.ts';
import { isCardId } from '../games/his/data/cards.ts';
import type { SeaZoneId, SpaceId } from '../games/his/data/map.ts';
import { isSeaZoneId, isSpaceId } from '../games/his/data/map.ts';

export const SPACE_FIELDS = ['space', 'to', 'from', 'target'] as const;

/** The space an action is chosen by, if any. */
export function spaceOf(action: Action): SpaceId | null {
  for (const field of SPACE_FIELDS) {
    const value = action[field];
    if (typeof value === 'string' && isSpaceId(value)) return value;
  }
  return null;
}

/** The sea zone an action is chosen by, if any. */
export function seaOf(action: Action): SeaZoneId | null {
  const value = action.sea;
  return typeof value === 'string' && isSeaZoneId(value) ? value : null;
}

/** The card an action is chosen by, if any. */
export function cardOf(action: Action): CardId | null {
  const value = action.card;
  return typeof value === 'number' && isCardId(value) ? value : null;
}

export interface Choices {
  spaces: Map<SpaceId, Action[]>;
  seas: Map<SeaZoneId, Action[]>;
  cards: Map<CardId, Action[]>;
  /** Actions chosen by a button only. */
  buttons: Action[];
}

export function classify(actions: readonly Action[]): Choices {
  const choices: Choices = { spaces: new Map(), seas: new Map(), cards: new Map(), buttons: [] };
  const add = <K>(map: Map<K, Action[]>, key: K, action: Action): void => {
    const list = map.get(key);
    if (list) list.push(action);
    else map.set(key, [action]);
  };
  for (const action of actions) {
    const card = cardOf(action);
    const space = spaceOf(action);
    const sea = seaOf(action);
    if (card !== null) add(choices.cards, card, action);
    else if (space !== null) add(choices.spaces, space, action);
    else if (sea !== null) add(choices.seas, sea, action);
    else choices.buttons.push(action);
  }
  return choices;
}

/** What the player has clicked, narrowing the choices to that thing's actions. */
export type Selection = { kind: 'space'; id: SpaceId } | { kind: 'sea'; id: SeaZoneId } | { kind: 'card'; id: CardId } | null;

export function actionsFor(choices: Choices, selection: Selection): Action[] {
  if (!selection) return [];
  if (selection.kind === 'space') return choices.spaces.get(selection.id) ?? [];
  if (selection.kind === 'sea') return choices.seas.get(selection.id) ?? [];
  return choices.cards.get(selection.id) ?? [];
}
