// Card 1, Janissaries (Ottoman Home card, 6.1): one of two uses per turn.
// - In combat (a response in the 'afterBattleRolls' window, 14 step 7, 16.2 step 6): once
//   both sides have rolled, the Ottoman rolls 5 more dice in a field battle or 4 in a naval
//   combat, each 5 or 6 one more hit. Never in an assault.
// - As an event in the Ottoman impulse: 4 new Ottoman regulars in Ottoman home spaces it may
//   build in (17.1) and/or onto the Foreign War cards it is fighting (21.7), never in
//   Algiers or a pirate haven (21.1: only corsairs are built there).
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import { landBuildSpaces } from '../actions/build-land.ts';
import { unitsAvailable } from '../counter-mix.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { buildOntoForeignWar, foreignWarsWithRoom } from '../foreign-wars.ts';
import { constructUnits } from '../construction.ts';
import type { ResponseCard } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import { combatOf, rollExtraDice, sideOfPower } from './combat-cards.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

export const JANISSARIES: CardId = 1;
/** Card 1: extra dice after the roll. */
export const JANISSARIES_DICE = { fieldBattle: 5, navalCombat: 4 } as const;
/** Card 1: regulars raised by the event. */
export const JANISSARIES_REGULARS = 4;

export const JANISSARIES_RESPONSE: ResponseCard = {
  windows: ['afterBattleRolls'],
  canPlay(state, power, w) {
    if (power !== 'ottoman') return false;
    const combat = combatOf(w);
    // Not in an assault (card text); only in a combat with Ottoman units on a side.
    if (combat === null || combat.kind === 'assault') return false;
    return sideOfPower(state, combat, 'ottoman') !== null;
  },
  play(state, power, w) {
    const combat = combatOf(w)!;
    const side = sideOfPower(state, combat, power)!;
    const n = combat.kind === 'navalCombat' ? JANISSARIES_DICE.navalCombat : JANISSARIES_DICE.fieldBattle;
    rollExtraDice(state, combat, side, n, 5, 'janissaries');
  },
};

// ---- the event: 4 regulars ----

export interface JanissariesFrame extends Frame {
  proc: 'janissaries';
  left: number;
}

/** 17.1, 21.1: Ottoman home spaces where a regular may be raised now, less Algiers and the pirate havens. */
export function janissarySpaces(state: HisState): SpaceId[] {
  return landBuildSpaces(state, 'ottoman').filter((id) => id !== 'algiers' && !state.pirateHavens.includes(id));
}

/** Where a Janissary regular goes: a space, or a foreign war card (21.7). */
type JanissariesAction = { type: 'space'; space: SpaceId } | { type: 'foreignWar'; card: CardId };

function placements(state: HisState): JanissariesAction[] {
  if (unitsAvailable(state, 'ottoman', 'regular') <= 0) return [];
  return [
    ...janissarySpaces(state).map((space): JanissariesAction => ({ type: 'space', space })),
    ...foreignWarsWithRoom(state, 'ottoman').map((w): JanissariesAction => ({ type: 'foreignWar', card: w.card })),
  ];
}

function placeRegular(state: HisState, f: JanissariesFrame, action: JanissariesAction): void {
  if (action.type === 'foreignWar') {
    buildOntoForeignWar(state, action.card, 'regular');
    state.log.push({ key: 'his.log.janissaryOnWar', params: { card: action.card } });
  } else {
    const space = action.space;
    if (constructUnits(state, space, 'ottoman', 'regular', 1) > 0) state.log.push({ key: 'his.log.built', params: { power: 'ottoman', kind: 'regular', space } });
  }
  f.left--;
}

export const janissariesProcedure: Procedure<JanissariesFrame, JanissariesAction> = {
  ask(state, f): Ask<JanissariesAction>[] {
    if (f.left <= 0) return [];
    const actions = placements(state);
    if (actions.length < 2) return [];
    return [{ power: 'ottoman', key: 'his.prompt.janissaries', params: { left: f.left }, actions }];
  },
  run(state, f) {
    const only = f.left > 0 ? placements(state)[0] : undefined;
    // No room left (or none in the counter mix): the rest are not raised.
    if (only === undefined) pop(state, f);
    else placeRegular(state, f, only);
  },
  decide(state, f, _power, action) {
    placeRegular(state, f, action);
  },
};

export const JANISSARIES_EVENT: CardEvent = {
  canPlay: (state, power) => power === 'ottoman' && placements(state).length > 0,
  play(state) {
    push(state, frame('janissaries', { left: JANISSARIES_REGULARS }));
  },
};
