// The New World cards (20): markers beside a power's colonies (Galleons 48, Plantations 53,
// Colonial Governor / Native Uprising 111, Huguenot Raiders 49), voyages launched by card
// (Mercator's Map 50, Sebastian Cabot 99, Smallpox 101), voyages cancelled (Fountain of
// Youth 77, Search for Cibola 98), Potosi Silver Mines 54 and Sale of Moluccas 96.
import type { CardId } from '../data/cards.ts';
import { homeSpacesOf, isPort } from '../data/map.ts';
import type { ExplorerId, NewWorldPower } from '../data/pieces.ts';
import type { MajorPower } from '../data/powers.ts';
import { RAIDER_ORDER } from '../data/tables.ts';
import { drawCard } from '../cards.ts';
import { rollDice } from '../dice.ts';
import { colonyRoom, placePotosi } from '../new-world/colonies.ts';
import { launchConquest, mayConquer } from '../new-world/conquest.ts';
import { SEBASTIAN_CABOT, explorerPool, launchCabot, launchExploration, mayExplore } from '../new-world/exploration.ts';
import { NEW_WORLD_POWERS, drawAtRandom, isNewWorldPower, markTaken } from '../new-world/voyages.ts';
import type { HisState } from '../state.ts';
import type { ChoiceOption, ChoiceResolver } from './choice.ts';
import type { PowerOption } from './counter-mix-adds.ts';
import { powerActions } from './counter-mix-adds.ts';
import type { CardEvent } from './registry.ts';
import { push } from '../flow/stack.ts';
import { frame } from '../flow/frames.ts';

const GALLEONS: CardId = 48;
const HUGUENOT_RAIDERS: CardId = 49;
const MERCATORS_MAP: CardId = 50;
const PLANTATIONS: CardId = 53;
const POTOSI_SILVER_MINES: CardId = 54;
const FOUNTAIN_OF_YOUTH: CardId = 77;
const SALE_OF_MOLUCCAS: CardId = 96;
const SEARCH_FOR_CIBOLA: CardId = 98;
const SMALLPOX: CardId = 101;
const COLONIAL_GOVERNOR: CardId = 111;

/** Fountain of Youth: a random explorer of the power is lost on 4-6. */
const FOUNTAIN_LOSS_FROM = 4;
/** Sale of Moluccas: cards drawn by the power that circumnavigated. */
const MOLUCCAS_CARDS = 2;

function choose(state: HisState, card: CardId, player: MajorPower, key: string, options: ChoiceOption[]): void {
  push(state, frame('eventChoice', { card, player, decider: player, key, options }));
}

// ---- markers beside the colonies (20.4) ----

function galleonsCandidates(state: HisState): NewWorldPower[] {
  return NEW_WORLD_POWERS.filter((p) => !state.newWorld.markers.galleons.includes(p));
}

function plantationsCandidates(state: HisState): NewWorldPower[] {
  return NEW_WORLD_POWERS.filter((p) => !state.newWorld.markers.plantations.includes(p));
}

/** Card 49: England, France or the Protestant with a home port under Protestant influence and no Raider in play. */
export function raiderCandidates(state: HisState): MajorPower[] {
  return RAIDER_ORDER.filter(
    (p) => !state.newWorld.markers.raiders.includes(p) && homeSpacesOf(p).some((id) => isPort(id) && state.spaces[id].religion === 'protestant'),
  );
}

/** Card 111: every position except the marker's present one (power and side). */
/** Card 111: where the marker goes. */
type GovernorOption = { type: 'governor'; power: NewWorldPower; side: 'governor' | 'uprising' };

function governorOptions(state: HisState): GovernorOption[] {
  const now = state.newWorld.markers.governor;
  const out: GovernorOption[] = [];
  for (const power of NEW_WORLD_POWERS) {
    for (const side of ['governor', 'uprising'] as const) if (!(now?.power === power && now.side === side)) out.push({ type: 'governor', power, side });
  }
  return out;
}

const GALLEONS_EVENT: CardEvent = {
  canPlay: (state) => galleonsCandidates(state).length > 0,
  play: (state, player) => choose(state, GALLEONS, player, 'his.prompt.eventBeneficiary', powerActions(galleonsCandidates(state))),
};

const PLANTATIONS_EVENT: CardEvent = {
  canPlay: (state) => plantationsCandidates(state).length > 0,
  play: (state, player) => choose(state, PLANTATIONS, player, 'his.prompt.eventBeneficiary', powerActions(plantationsCandidates(state))),
};

const HUGUENOT_RAIDERS_EVENT: CardEvent = {
  canPlay: (state) => raiderCandidates(state).length > 0,
  play: (state, player) => choose(state, HUGUENOT_RAIDERS, player, 'his.prompt.eventBeneficiary', powerActions(raiderCandidates(state))),
};

const COLONIAL_GOVERNOR_EVENT: CardEvent = {
  canPlay: () => true,
  play: (state, player) => choose(state, COLONIAL_GOVERNOR, player, 'his.prompt.governorMarker', governorOptions(state)),
};

// ---- voyages launched by card (20.2, 20.3) ----

function mercatorCandidates(state: HisState): NewWorldPower[] {
  return NEW_WORLD_POWERS.filter((p) => mayExplore(state, p));
}

function cabotOf(power: NewWorldPower): ExplorerId {
  return `cabot-${power}` as ExplorerId;
}

/** Card 99: the power's own Cabot, once a game, not already sailing this turn. */
function mayLaunchCabot(state: HisState, power: MajorPower): boolean {
  return isNewWorldPower(power) && !state.newWorld.explorersGone.includes(cabotOf(power)) && !state.newWorld.voyages.cabot.includes(power);
}

const MERCATORS_MAP_EVENT: CardEvent = {
  canPlay: (state) => mercatorCandidates(state).length > 0,
  play: (state, player) => choose(state, MERCATORS_MAP, player, 'his.prompt.eventBeneficiary', powerActions(mercatorCandidates(state))),
};

const SEBASTIAN_CABOT_EVENT: CardEvent = {
  canPlay: (state, power) => mayLaunchCabot(state, power),
  play(state, power) {
    // 20.2: outside the once-per-turn Explore limit.
    if (isNewWorldPower(power)) launchCabot(state, power);
  },
};

const SMALLPOX_EVENT: CardEvent = {
  canPlay: (state, power) => isNewWorldPower(power) && mayConquer(state, power),
  play(state, power) {
    // 20.3: a free conquest with +2; it is the power's conquest of the turn.
    if (isNewWorldPower(power)) launchConquest(state, power, { smallpox: true });
  },
};

// ---- voyages cancelled (Fountain of Youth, Search for Cibola) ----

type Voyage = 'exploration' | 'conquest';

/** A voyage crossing the Atlantic, cancelled. */
type VoyageOption = { type: 'voyage'; power: NewWorldPower; voyage: Voyage };

function voyagesUnderway(state: HisState, kinds: readonly Voyage[]): VoyageOption[] {
  const crossing = state.newWorld.crossingAtlantic;
  const out: VoyageOption[] = [];
  for (const power of NEW_WORLD_POWERS) {
    if (kinds.includes('exploration') && crossing.explorations.includes(power)) out.push({ type: 'voyage', power, voyage: 'exploration' });
    if (kinds.includes('conquest') && crossing.conquests.includes(power)) out.push({ type: 'voyage', power, voyage: 'conquest' });
  }
  return out;
}

/**
 * Cards 77, 98: the voyage's marker goes to the Turn Track for the next turn: the voyage is
 * off, and the power may not launch another of that type this turn (it counts as taken).
 */
export function cancelVoyage(state: HisState, power: NewWorldPower, voyage: Voyage): void {
  const nw = state.newWorld;
  if (voyage === 'exploration') {
    nw.crossingAtlantic.explorations = nw.crossingAtlantic.explorations.filter((p) => p !== power);
    nw.voyages.mercator = nw.voyages.mercator.filter((p) => p !== power);
    markTaken(state, power, 'explore');
  } else {
    nw.crossingAtlantic.conquests = nw.crossingAtlantic.conquests.filter((p) => p !== power);
    nw.voyages.smallpox = nw.voyages.smallpox.filter((p) => p !== power);
    markTaken(state, power, 'conquer');
  }
  state.log.push({ key: 'his.log.voyageCancelled', params: { power, voyage } });
}

const FOUNTAIN_OF_YOUTH_EVENT: CardEvent = {
  canPlay: (state) => voyagesUnderway(state, ['exploration']).length > 0,
  play: (state, player) => choose(state, FOUNTAIN_OF_YOUTH, player, 'his.prompt.cancelVoyage', voyagesUnderway(state, ['exploration'])),
};

const SEARCH_FOR_CIBOLA_EVENT: CardEvent = {
  canPlay: (state) => voyagesUnderway(state, ['exploration', 'conquest']).length > 0,
  play: (state, player) => choose(state, SEARCH_FOR_CIBOLA, player, 'his.prompt.cancelVoyage', voyagesUnderway(state, ['exploration', 'conquest'])),
};

// ---- Potosi Silver Mines, Sale of Moluccas ----

function potosiCandidates(state: HisState): NewWorldPower[] {
  return NEW_WORLD_POWERS.filter((p) => colonyRoom(state, p) > 0);
}

const POTOSI_EVENT: CardEvent = {
  canPlay: (state) => state.newWorld.potosi === null && potosiCandidates(state).length > 0,
  play: (state, player) => choose(state, POTOSI_SILVER_MINES, player, 'his.prompt.eventBeneficiary', powerActions(potosiCandidates(state))),
};

/** Card 96: the power that circumnavigated the globe, if any. */
function circumnavigator(state: HisState): NewWorldPower | null {
  return state.newWorld.discoveries.circumnavigation ?? null;
}

const SALE_OF_MOLUCCAS_EVENT: CardEvent = {
  canPlay: (state) => circumnavigator(state) !== null,
  play(state) {
    const power = circumnavigator(state);
    if (!power) return;
    let drawn = 0;
    for (let i = 0; i < MOLUCCAS_CARDS; i++) if (drawCard(state, power) !== null) drawn++;
    state.log.push({ key: 'his.log.saleOfMoluccas', params: { power, n: drawn } });
  },
};

// ---- the choices' resolutions ----

function marker(state: HisState, power: NewWorldPower | MajorPower, which: 'galleons' | 'plantations' | 'raiders'): void {
  const list = state.newWorld.markers[which] as MajorPower[];
  if (!list.includes(power)) list.push(power);
  state.log.push({ key: 'his.log.newWorldMarker', params: { power, marker: which } });
}

export const NEW_WORLD_CHOICE_RESOLVERS: Partial<Record<CardId, ChoiceResolver>> = {
  [GALLEONS]: (state, _f, a: PowerOption<NewWorldPower>) => marker(state, a.power, 'galleons'),
  [PLANTATIONS]: (state, _f, a: PowerOption<NewWorldPower>) => marker(state, a.power, 'plantations'),
  [HUGUENOT_RAIDERS]: (state, _f, a: PowerOption) => marker(state, a.power, 'raiders'),
  [COLONIAL_GOVERNOR]: (state, _f, a: GovernorOption) => {
    const { power, side } = a;
    state.newWorld.markers.governor = { power, side };
    state.log.push({ key: 'his.log.newWorldMarker', params: { power, marker: side } });
  },
  [MERCATORS_MAP]: (state, _f, a: PowerOption<NewWorldPower>) => launchExploration(state, a.power, { mercator: true }),
  [POTOSI_SILVER_MINES]: (state, _f, a: PowerOption<NewWorldPower>) => placePotosi(state, a.power),
  [SEARCH_FOR_CIBOLA]: (state, _f, a: VoyageOption) => cancelVoyage(state, a.power, a.voyage),
  [FOUNTAIN_OF_YOUTH]: (state, _f, a: VoyageOption) => {
    const power = a.power;
    cancelVoyage(state, power, 'exploration');
    const die = rollDice(state, 1, 'fountainOfYouth', { power })[0]!;
    // On 4-6 one explorer drawn at random from the power's pool is out of the game.
    const lost = die >= FOUNTAIN_LOSS_FROM ? drawAtRandom(state, explorerPool(state, power)) : null;
    if (lost) state.newWorld.explorersGone.push(lost);
    state.log.push({ key: 'his.log.fountainOfYouth', params: { power, die, explorer: lost ?? 'none' } });
  },
};

export const NEW_WORLD_EVENTS: Partial<Record<CardId, CardEvent>> = {
  [GALLEONS]: GALLEONS_EVENT,
  [HUGUENOT_RAIDERS]: HUGUENOT_RAIDERS_EVENT,
  [MERCATORS_MAP]: MERCATORS_MAP_EVENT,
  [PLANTATIONS]: PLANTATIONS_EVENT,
  [POTOSI_SILVER_MINES]: POTOSI_EVENT,
  [FOUNTAIN_OF_YOUTH]: FOUNTAIN_OF_YOUTH_EVENT,
  [SALE_OF_MOLUCCAS]: SALE_OF_MOLUCCAS_EVENT,
  [SEARCH_FOR_CIBOLA]: SEARCH_FOR_CIBOLA_EVENT,
  [SEBASTIAN_CABOT]: SEBASTIAN_CABOT_EVENT,
  [SMALLPOX]: SMALLPOX_EVENT,
  [COLONIAL_GOVERNOR]: COLONIAL_GOVERNOR_EVENT,
};
