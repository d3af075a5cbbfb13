// Card 72, Cloth Prices Fluctuate (Event; 6.1, 12.4, 21.6): two alternatives, the playing
// power's choice (6.1 "OR"):
// - the wool trade booms (only while England controls Calais and the Hapsburgs Antwerp):
//   England and the Hapsburgs each draw a card, then the playing power adds 2 mercenaries
//   (the Ottoman: 2 cavalry) in one of its home spaces that is friendly-controlled, never in
//   unrest nor among enemy units (17, 12.4, 17.1: construction.ts; the Protestant gets none
//   before the Schmalkaldic League, 21.6);
// - it slumps: the power controlling Antwerp discards a card at random, then the playing
//   power places unrest on up to 2 unoccupied spaces among Antwerp, Brussels, Amsterdam and
//   the German- or Italian-speaking Hapsburg home spaces.
import { drawCard } from '../cards.ts';
import { unitsAvailable } from '../counter-mix.ts';
import type { SpaceId } from '../data/map.ts';
import { SPACES, homeSpacesOf } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { schmalkaldicLeagueOccurred } from '../land/loc.ts';
import { isFriendlySpace } from '../queries.ts';
import { constructUnits, mayConstructIn } from '../construction.ts';
import type { HisState } from '../state.ts';
import { startCardUnrest } from './card-unrest.ts';
import { discardAtRandom } from './random-discard.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

export const CLOTH_PRICES_FLUCTUATE = 72;
const MERCENARIES = 2;
const UNREST = 2;

export interface ClothPricesFrame extends Frame {
  proc: 'clothPrices';
  power: MajorPower;
  step: 'option' | 'mercenaries';
}

/** The boom needs England in Calais and the Hapsburgs in Antwerp. */
export function woolTradeBooms(state: HisState): boolean {
  return state.spaces.calais.control === 'england' && state.spaces.antwerp.control === 'hapsburg';
}

/** The slump's unrest spaces (before the 12.4 occupation test). */
export function clothSlumpSpaces(): SpaceId[] {
  const hapsburg = homeSpacesOf('hapsburg').filter((id) => SPACES[id].languageZone === 'german' || SPACES[id].languageZone === 'italian');
  return [...new Set<SpaceId>(['antwerp', 'brussels', 'amsterdam', ...hapsburg])];
}

function mercenaryKind(power: MajorPower): 'mercenary' | 'cavalry' {
  return power === 'ottoman' ? 'cavalry' : 'mercenary';
}

/** The home spaces that may take the boom's mercenaries. */
export function boomSpaces(state: HisState, power: MajorPower): SpaceId[] {
  if (power === 'protestant' && !schmalkaldicLeagueOccurred(state)) return [];
  if (unitsAvailable(state, power, mercenaryKind(power)) <= 0) return [];
  return homeSpacesOf(power).filter((id) => isFriendlySpace(state, power, id) && mayConstructIn(state, power, id));
}

function boom(state: HisState, f: ClothPricesFrame): void {
  for (const p of ['england', 'hapsburg'] as const) {
    drawCard(state, p);
    state.log.push({ key: 'his.log.cardsDrawnFromDeck', params: { power: p, cards: 1 } });
  }
  f.step = 'mercenaries';
}

function slump(state: HisState, f: ClothPricesFrame): void {
  pop(state, f);
  const owner = state.spaces.antwerp.control;
  if ((MAJOR_POWERS as readonly string[]).includes(owner)) discardAtRandom(state, owner as MajorPower, 'clothPrices');
  startCardUnrest(state, f.power, UNREST, clothSlumpSpaces(), CLOTH_PRICES_FLUCTUATE);
}

type ClothPricesAction = { type: 'boom' } | { type: 'slump' } | SpaceAction;

export const clothPricesProcedure: Procedure<ClothPricesFrame, ClothPricesAction> = {
  ask(state, f): Ask<ClothPricesAction>[] {
    if (f.step === 'option') {
      const actions: ClothPricesAction[] = [];
      if (woolTradeBooms(state)) actions.push({ type: 'boom' });
      actions.push({ type: 'slump' });
      return [{ power: f.power, key: 'his.prompt.clothPrices', actions }];
    }
    const spaces = boomSpaces(state, f.power);
    if (spaces.length === 0) return [];
    return [{ power: f.power, key: 'his.prompt.clothPricesMercenaries', actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    // No home space can take the mercenaries (or none is left in the counter mix).
    pop(state, f);
  },
  decide(state, f, _power, action) {
    if (action.type === 'boom') return boom(state, f);
    if (action.type === 'slump') return slump(state, f);
    const space = action.space;
    const kind = mercenaryKind(f.power);
    const n = constructUnits(state, space, f.power, kind, MERCENARIES);
    state.log.push({ key: 'his.log.clothPricesUnits', params: { power: f.power, space, kind, n } });
    pop(state, f);
  },
};

export const CLOTH_PRICES_EVENT: CardEvent = {
  canPlay: () => true,
  play(state, power) {
    push(state, frame('clothPrices', { power, step: 'option' }));
  },
};
