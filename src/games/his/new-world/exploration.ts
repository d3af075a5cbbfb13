// 20.2: voyages of exploration. The Explore action (2 CP) sends a voyage; in the New
// World Phase an explorer is drawn at random from the power's pool, voyages resolve from
// the best explorer down, and 2d6 + the explorer (+2 Mercator's Map, -1 while Uncharted)
// on the Exploration Table loses him, finds nothing, makes a discovery (the next unclaimed
// one below if taken), or on 10+ lets him try the Pacific Strait and circumnavigation,
// claim the Amazon, or claim an unclaimed 1-VP discovery.
import type { CardId } from '../data/cards.ts';
import type { ExplorerId, NewWorldPower } from '../data/pieces.ts';
import { EXPLORERS, EXPLORER_IDS } from '../data/pieces.ts';
import type { DiscoveryId } from '../data/tables.ts';
import { CIRCUMNAVIGATION_TABLE, EXPLORATION_MODIFIERS, EXPLORATION_TABLE, NEW_WORLD_ORDER, lookupRoll } from '../data/tables.ts';
import { drawCard } from '../cards.ts';
import { rollDice } from '../dice.ts';
import type { HisState } from '../state.ts';
import { drawAtRandom, markTaken, takenThisTurn } from './voyages.ts';

/** Card 99: Sebastian Cabot (leaves the deck if Cabot dies, 20.2). */
export const SEBASTIAN_CABOT: CardId = 99;

/** 20.2: the 7-9 discoveries, in table order. */
const RIVER_DISCOVERIES: readonly DiscoveryId[] = ['stLawrence', 'greatLakes', 'mississippi'];

/** 20.2: the explorers still in a power's random pool (Cabot counters are never in it). */
export function explorerPool(state: HisState, power: NewWorldPower): ExplorerId[] {
  return EXPLORER_IDS.filter((id) => EXPLORERS[id].power === power && EXPLORERS[id].inRandomPool && !state.newWorld.explorersGone.includes(id));
}

/** 11.1, 20.2: once per turn, and only with an explorer left. */
export function mayExplore(state: HisState, power: NewWorldPower): boolean {
  return !takenThisTurn(state, 'explore').includes(power) && explorerPool(state, power).length > 0;
}

/**
 * 20.2: put the power's Exploration Underway marker in the Crossing Atlantic box. This is
 * the power's exploration of the turn (also when launched by Mercator's Map, +2).
 */
export function launchExploration(state: HisState, power: NewWorldPower, opts: { mercator?: boolean } = {}): void {
  const crossing = state.newWorld.crossingAtlantic;
  if (!crossing.explorations.includes(power)) crossing.explorations.push(power);
  if (opts.mercator && !state.newWorld.voyages.mercator.includes(power)) state.newWorld.voyages.mercator.push(power);
  markTaken(state, power, 'explore');
  state.log.push({ key: 'his.log.voyageLaunched', params: { power, voyage: 'exploration' } });
}

/** Card 99: a voyage with the power's Cabot explorer, outside the once-per-turn limit. */
export function launchCabot(state: HisState, power: NewWorldPower): void {
  if (!state.newWorld.voyages.cabot.includes(power)) state.newWorld.voyages.cabot.push(power);
  state.log.push({ key: 'his.log.voyageLaunched', params: { power, voyage: 'cabot' } });
}

/** A voyage of exploration being resolved in the New World Phase. */
export type Exploration = { power: NewWorldPower; explorer: ExplorerId; mercator: boolean; cabot: boolean };

function cabotOf(power: NewWorldPower): ExplorerId {
  return `cabot-${power}` as ExplorerId;
}

/**
 * 20.2 resolution: draw each voyage's explorer at random from the pool, then order the
 * voyages from the best explorer down; ties England, France, Hapsburg.
 */
export function drawExplorers(state: HisState): Exploration[] {
  const nw = state.newWorld;
  const out: Exploration[] = [];
  for (const power of NEW_WORLD_ORDER.explorationTies) {
    if (nw.crossingAtlantic.explorations.includes(power)) {
      const explorer = drawAtRandom(state, explorerPool(state, power));
      if (explorer) {
        out.push({ power, explorer, mercator: nw.voyages.mercator.includes(power), cabot: false });
        state.log.push({ key: 'his.log.explorerDrawn', params: { power, explorer } });
      } else state.log.push({ key: 'his.log.noExplorer', params: { power } });
    }
    if (nw.voyages.cabot.includes(power)) out.push({ power, explorer: cabotOf(power), mercator: false, cabot: true });
  }
  // Stable sort: equal ratings keep the England, France, Hapsburg order.
  return out.sort((a, b) => EXPLORERS[b.explorer].rating - EXPLORERS[a.explorer].rating);
}

function explorerGone(state: HisState, v: Exploration): void {
  if (!state.newWorld.explorersGone.includes(v.explorer)) state.newWorld.explorersGone.push(v.explorer);
}

/** Card 99: "If Cabot dies, this card is removed from the deck too." */
function removeCabotCard(state: HisState): void {
  for (const place of [state.discard, state.deck]) {
    const i = place.indexOf(SEBASTIAN_CABOT);
    if (i >= 0) {
      place.splice(i, 1);
      state.removed.push(SEBASTIAN_CABOT);
      return;
    }
  }
}

/** The explorer dies: lost at sea, or killed trying to circumnavigate. */
function explorerDies(state: HisState, v: Exploration): void {
  explorerGone(state, v);
  if (v.cabot) removeCabotCard(state);
  state.log.push({ key: 'his.log.explorerLost', params: { power: v.power, explorer: v.explorer } });
}

/** 20.2: no discovery: back to the pool (the Cabot counter leaves the game whatever happens). */
function explorerReturns(state: HisState, v: Exploration): void {
  if (v.cabot) explorerGone(state, v);
}

function place(state: HisState, v: Exploration, box: DiscoveryId): void {
  state.newWorld.placed = state.newWorld.placed.filter((p) => p.piece !== v.explorer);
  state.newWorld.placed.push({ piece: v.explorer, power: v.power, box });
}

/** 20.2: the discovery's VP marker goes to the power; the explorer stays on it for the rest of the game. */
function claim(state: HisState, v: Exploration, discovery: DiscoveryId): void {
  state.newWorld.discoveries[discovery] = v.power;
  place(state, v, discovery);
  explorerGone(state, v);
  state.log.push({ key: 'his.log.discovery', params: { power: v.power, explorer: v.explorer, discovery } });
}

function unclaimed(state: HisState, d: DiscoveryId): boolean {
  return state.newWorld.discoveries[d] === undefined;
}

/** 20.2: 2d6 + the explorer's value, +2 with Mercator's Map, -1 while Uncharted (never for Cabot, card 99). */
function explorationModifier(state: HisState, v: Exploration, circumnavigating: boolean): number {
  let mod = EXPLORERS[v.explorer].rating;
  if (v.mercator) mod += EXPLORATION_MODIFIERS.mercatorsMap;
  if (!circumnavigating && !v.cabot && state.newWorld.uncharted[v.power]) mod += EXPLORATION_MODIFIERS.uncharted;
  return mod;
}

/** 20.2 option on 10+: what the explorer may do (an empty list when nothing is left to claim). */
export type ExplorationChoice = { type: 'circumnavigate' } | { type: 'discovery'; discovery: DiscoveryId };

export function explorationChoices(state: HisState): ExplorationChoice[] {
  const out: ExplorationChoice[] = [];
  if (unclaimed(state, 'circumnavigation')) out.push({ type: 'circumnavigate' });
  for (const d of ['amazon', ...RIVER_DISCOVERIES] as DiscoveryId[]) if (unclaimed(state, d)) out.push({ type: 'discovery', discovery: d });
  return out;
}

/**
 * 20.2: roll one voyage of exploration. Returns true when the explorer reached 10+ and the
 * power must choose what he does (explorationChoices, then applyExplorationChoice).
 */
export function rollExploration(state: HisState, v: Exploration): boolean {
  const modifier = explorationModifier(state, v, false);
  const dice = rollDice(state, 2, 'exploration', { power: v.power, explorer: v.explorer });
  const total = dice[0]! + dice[1]! + modifier;
  // 20.2: the marker turns to "0: Charts Available" for good (Cabot's voyage does not turn it).
  if (!v.cabot) state.newWorld.uncharted[v.power] = false;
  const result = lookupRoll(EXPLORATION_TABLE, total).result;
  state.log.push({ key: 'his.log.exploration', params: { power: v.power, explorer: v.explorer, dice, modifier, total, result } });
  switch (result) {
    case 'lost':
      explorerDies(state, v);
      return false;
    case 'noDiscovery':
      explorerReturns(state, v);
      return false;
    case 'choice':
      if (explorationChoices(state).length > 0) return true;
      explorerReturns(state, v);
      return false;
    default: {
      // 20.2: a claimed discovery gives the next unclaimed one below the roll.
      const below = RIVER_DISCOVERIES.slice(0, RIVER_DISCOVERIES.indexOf(result) + 1).reverse();
      const d = below.find((x) => unclaimed(state, x));
      if (d) claim(state, v, d);
      else explorerReturns(state, v);
      return false;
    }
  }
}

/** 20.2 on 10+: claim the Amazon or a 1-VP discovery, or sail through the Pacific Strait and try to circumnavigate. */
export function applyExplorationChoice(state: HisState, v: Exploration, action: ExplorationChoice): void {
  if (action.type === 'discovery') {
    claim(state, v, action.discovery);
    if (v.cabot) explorerGone(state, v);
    return;
  }
  if (unclaimed(state, 'pacificStrait')) claim(state, v, 'pacificStrait');
  // 20.2: the same modifiers again, never Uncharted.
  const modifier = explorationModifier(state, v, true);
  const dice = rollDice(state, 2, 'circumnavigation', { power: v.power, explorer: v.explorer });
  const total = dice[0]! + dice[1]! + modifier;
  const result = lookupRoll(CIRCUMNAVIGATION_TABLE, total).result;
  state.log.push({ key: 'his.log.circumnavigation', params: { power: v.power, explorer: v.explorer, dice, modifier, total, result } });
  if (result === 'failure') {
    // 20.2: his counter stays on the Pacific Strait if he claimed it; he is out of the game.
    explorerDies(state, v);
    return;
  }
  claim(state, v, 'circumnavigation');
  if (result === 'successAndCard') drawCard(state, v.power);
}
