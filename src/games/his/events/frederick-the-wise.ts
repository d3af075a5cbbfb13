// Card 78, Frederick the Wise (event; 6.2, 18.3, 21.6): the two Catholic spaces of the German
// language zone nearest to Wittenberg (by connections and passes; the next ring when the
// nearest holds fewer than needed) turn Protestant, without dice; the Protestant breaks ties
// between equidistant spaces. Then the Protestant may take The Wartburg from the discard
// pile, unless he played it earlier this turn (6.2).
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import { SPACES, SPACE_IDS, adjacentSpaces } from '../data/map.ts';
import { playedAsEventThisTurn } from '../cards.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { gameOver, setReligion } from '../religion/flip.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

const FLIPS = 2;
const THE_WARTBURG: CardId = 37;

export interface FrederickTheWiseFrame extends Frame {
  proc: 'frederickTheWise';
  step: 'flip' | 'wartburg';
  /** Spaces still to turn Protestant. */
  flips: number;
}

/** Map distance from Wittenberg along connections and passes (no sea zones). */
function distancesFromWittenberg(): Map<SpaceId, number> {
  const dist = new Map<SpaceId, number>([['wittenberg', 0]]);
  const queue: SpaceId[] = ['wittenberg'];
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i]!;
    for (const a of adjacentSpaces(s)) {
      if (dist.has(a)) continue;
      dist.set(a, dist.get(s)! + 1);
      queue.push(a);
    }
  }
  return dist;
}

/** The Catholic German-zone spaces at the smallest distance from Wittenberg, in map order. */
export function nearestCatholicGermanSpaces(state: HisState): SpaceId[] {
  const dist = distancesFromWittenberg();
  const candidates = SPACE_IDS.filter(
    (id) => SPACES[id].languageZone === 'german' && state.spaces[id].religion === 'catholic' && !state.outOfPlay.includes(id) && dist.has(id),
  );
  if (candidates.length === 0) return [];
  const best = Math.min(...candidates.map((id) => dist.get(id)!));
  return candidates.filter((id) => dist.get(id) === best);
}

function mayTakeWartburg(state: HisState): boolean {
  return state.discard.includes(THE_WARTBURG) && !playedAsEventThisTurn(state, THE_WARTBURG, 'protestant');
}

function flip(state: HisState, f: FrederickTheWiseFrame, space: SpaceId): void {
  setReligion(state, space, 'protestant', 'frederickTheWise');
  f.flips--;
  if (f.flips <= 0 || gameOver(state)) f.step = 'wartburg';
}

type FrederickTheWiseAction = SpaceAction | { type: 'takeCard'; card: CardId } | { type: 'skip' };

export const frederickTheWiseProcedure: Procedure<FrederickTheWiseFrame, FrederickTheWiseAction> = {
  ask(state, f): Ask<FrederickTheWiseAction>[] {
    if (f.step === 'flip') {
      const nearest = nearestCatholicGermanSpaces(state);
      // More equidistant spaces than flips left: the Protestant chooses.
      if (nearest.length <= f.flips) return [];
      return [{ power: 'protestant', key: 'his.prompt.frederickTheWise', params: { left: f.flips }, actions: nearest.map((space) => ({ type: 'space', space })) }];
    }
    if (gameOver(state) || !mayTakeWartburg(state)) return [];
    return [{ power: 'protestant', key: 'his.prompt.takeWartburg', actions: [{ type: 'takeCard', card: THE_WARTBURG }, { type: 'skip' }] }];
  },
  run(state, f) {
    if (f.step === 'flip') {
      const nearest = nearestCatholicGermanSpaces(state);
      if (nearest.length === 0) {
        f.step = 'wartburg';
        return;
      }
      for (const space of nearest) if (f.step === 'flip') flip(state, f, space);
      return;
    }
    pop(state, f);
  },
  decide(state, f, _power, action) {
    if (action.type === 'space') {
      flip(state, f, action.space);
      return;
    }
    pop(state, f);
    if (action.type === 'takeCard') {
      state.discard.splice(state.discard.indexOf(THE_WARTBURG), 1);
      state.powers.protestant.hand.push(THE_WARTBURG);
      state.log.push({ key: 'his.log.cardRetrieved', params: { power: 'protestant', card: THE_WARTBURG } });
    }
  },
};

export const FREDERICK_THE_WISE_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    push(state, frame('frederickTheWise', { step: 'flip', flips: FLIPS }));
  },
};
