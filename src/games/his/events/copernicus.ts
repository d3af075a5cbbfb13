// Card 47, Copernicus (Event; 6.1, 23.2): the playing power gains 2 bonus VP if at least half
// of its home spaces are under Protestant religious influence; otherwise 1 bonus VP and its
// choice of drawing a card or having the Protestant discard a card at random (never a Home
// card; a Mandatory Event discarded does not happen). Removed after the event.
import { drawCard, randomlyDrawableCards } from '../cards.ts';
import { homeSpacesOf } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import type { Ask, Frame, HisAction, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import { discardAtRandom } from './random-discard.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

export interface CopernicusFrame extends Frame {
  proc: 'copernicus';
  power: MajorPower;
}

/** Protestant influence covers at least half of the power's home spaces. */
export function copernicusDoubled(state: HisState, power: MajorPower): boolean {
  const home = homeSpacesOf(power);
  const protestantHome = home.filter((id) => state.spaces[id].religion === 'protestant').length;
  return home.length > 0 && protestantHome * 2 >= home.length;
}

function gainVp(state: HisState, power: MajorPower, vp: number): void {
  state.powers[power].bonusVp += vp;
  state.log.push({ key: 'his.log.copernicus', params: { power, vp } });
}

function options(state: HisState): HisAction[] {
  const out: HisAction[] = [{ type: 'drawCard' }];
  if (randomlyDrawableCards(state, 'protestant').length > 0) out.push({ type: 'protestantDiscards' });
  return out;
}

export const copernicusProcedure: Procedure<CopernicusFrame> = {
  ask(state, f): Ask[] {
    return [{ power: f.power, key: 'his.prompt.copernicus', actions: options(state) }];
  },
  decide(state, f, _power, action) {
    pop(state, f);
    if (action.type === 'drawCard') {
      drawCard(state, f.power);
      state.log.push({ key: 'his.log.cardsDrawnFromDeck', params: { power: f.power, cards: 1 } });
    } else {
      discardAtRandom(state, 'protestant', 'copernicus');
    }
  },
};

export const COPERNICUS_EVENT: CardEvent = {
  canPlay: () => true,
  play(state, power) {
    if (copernicusDoubled(state, power)) {
      gainVp(state, power, 2);
      return;
    }
    gainVp(state, power, 1);
    push(state, frame('copernicus', { power }));
  },
};
