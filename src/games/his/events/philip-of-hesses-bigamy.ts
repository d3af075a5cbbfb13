// Card 57, Philip of Hesse's Bigamy (event; 6.1, 21.6): the Protestant chooses the penalty:
// the army leader Philip of Hesse leaves the game for good, or a card drawn at random from
// the Protestant hand is discarded (never a Home card; a Mandatory Event so discarded does
// not happen). Only the discard while Philip is not on the map (before the Schmalkaldic
// League, 21.6, or captured); nothing when neither is possible.
import type { SpaceId } from '../data/map.ts';
import { randomlyDrawableCards } from '../cards.ts';
import type { Ask, Frame, HisAction, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { findLeader } from '../queries.ts';
import type { HisState } from '../state.ts';
import { discardAtRandom } from './random-discard.ts';
import type { CardEvent } from './registry.ts';
import { removeLeaderFromPlay } from '../leaders-removed.ts';
import { frame } from '../flow/frames.ts';

const PHILIP = 'philip-of-hesse';

export interface PhilipOfHessesBigamyFrame extends Frame {
  proc: 'philipOfHessesBigamy';
}

/** The space where Philip of Hesse stands, or null when he is not on the map. */
function philipSpace(state: HisState): SpaceId | null {
  const at = findLeader(state, PHILIP);
  return at !== null && 'space' in at ? at.space : null;
}

function penalties(state: HisState): HisAction[] {
  const actions: HisAction[] = [];
  if (philipSpace(state) !== null) actions.push({ type: 'removeLeader', leader: PHILIP });
  if (randomlyDrawableCards(state, 'protestant').length > 0) actions.push({ type: 'discardRandom' });
  return actions;
}

/** Philip of Hesse leaves the map and the game. */
function removePhilip(state: HisState): void {
  const space = philipSpace(state)!;
  removeLeaderFromPlay(state, PHILIP);
  state.log.push({ key: 'his.log.leaderRemoved', params: { leader: PHILIP, space, why: 'philipOfHessesBigamy' } });
}

export const philipOfHessesBigamyProcedure: Procedure<PhilipOfHessesBigamyFrame> = {
  ask(state): Ask[] {
    const actions = penalties(state);
    // One penalty possible: no choice to make.
    return actions.length < 2 ? [] : [{ power: 'protestant', key: 'his.prompt.philipOfHessesBigamy', actions }];
  },
  run(state, f) {
    pop(state, f);
    const [only] = penalties(state);
    if (only?.type === 'removeLeader') removePhilip(state);
    else discardAtRandom(state, 'protestant', 'philipOfHessesBigamy');
  },
  decide(state, f, _power, action) {
    pop(state, f);
    if (action.type === 'removeLeader') removePhilip(state);
    else discardAtRandom(state, 'protestant', 'philipOfHessesBigamy');
  },
};

export const PHILIP_OF_HESSES_BIGAMY_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    push(state, frame('philipOfHessesBigamy', {}));
  },
};
