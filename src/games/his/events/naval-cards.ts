// Naval and piracy cards: Knights of St. John (86), Pirate Haven (89), Andrea Doria (68).
// Their choices go through the `eventChoice` procedure (events/choice.ts).
import { randomInt } from '../../../engine/rng.ts';
import type { CardId } from '../data/cards.ts';
import { CARDS } from '../data/cards.ts';
import type { SeaZoneId, SpaceId } from '../data/map.ts';
import { SPACE_IDS, isPort, portsOf, seaZonesOf } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { isMajorPower } from '../data/powers.ts';
import { drawCard, randomlyDrawableCards } from '../cards.ts';
import { hits, rollDice } from '../dice.ts';
import { displace, gainControl } from '../land/control.ts';
import { activateMinor, mayActivate } from '../minors.ts';
import { deactivateMinor, mayDeactivate } from '../minor-deactivation.ts';
import { markPirateHaven } from '../naval/build.ts';
import { sideOf } from '../naval/fleets.ts';
import { knightsSpace } from '../naval/piracy.ts';
import { atWar, findLeader, homePower, isFortified, powersInSpace } from '../queries.ts';
import { addStPetersCp } from '../religion/st-peters.ts';
import type { HisState } from '../state.ts';
import { barbaryPiratesPlayed } from './barbary-pirates.ts';
import type { ChoiceOption, ChoiceResolver } from './choice.ts';
import { constructUnits } from '../construction.ts';
import type { CardEvent } from './registry.ts';
import { push } from '../flow/stack.ts';
import { frame } from '../flow/frames.ts';

const ANDREA_DORIA: CardId = 68;
const KNIGHTS_OF_ST_JOHN: CardId = 86;
const PIRATE_HAVEN: CardId = 89;

function choose(state: HisState, card: CardId, player: MajorPower, decider: MajorPower, key: string, options: ChoiceOption[]): void {
  push(state, frame('eventChoice', { card, player, decider, key, options }));
}

// ---- Knights of St. John (card 86) ----

/** Card 86 A: the Knights' space is not besieged and shares a sea zone with an Ottoman port. */
function knightsRaid(state: HisState): boolean {
  const at = knightsSpace(state);
  if (at === null || state.spaces[at].siege !== null) return false;
  const nearOttoman = seaZonesOf(at).some((sea: SeaZoneId) => portsOf(sea).some((p) => state.spaces[p].control === 'ottoman'));
  return nearOttoman && randomlyDrawableCards(state, 'ottoman').length > 0;
}

/** Card 86 B: Hapsburg-controlled home ports (not besieged) the Knights may be re-established in. */
export function knightsHomes(state: HisState): SpaceId[] {
  if (knightsSpace(state) !== null) return [];
  return SPACE_IDS.filter((id) => homePower(state, id) === 'hapsburg' && isPort(id) && state.spaces[id].control === 'hapsburg' && state.spaces[id].siege === null);
}

/** Card 86 B, 21.1: an unfortified space gets a fortress marker. */
function addFortress(state: HisState, space: SpaceId): void {
  if (!isFortified(state, space)) state.fortressMarkers.push(space);
}

/** Card 86 A: a random card of the Ottoman hand is discarded and its CP go to St. Peter's (18.1). */
export function knightsRaidOttomanHand(state: HisState): void {
  const cards = randomlyDrawableCards(state, 'ottoman');
  if (cards.length === 0) return;
  const card = cards[randomInt(state.rng, cards.length)]!;
  const hand = state.powers.ottoman.hand;
  hand.splice(hand.indexOf(card), 1);
  state.discard.push(card);
  state.checkpoint++;
  state.log.push({ key: 'his.log.knightsRaid', params: { card } });
  addStPetersCp(state, CARDS[card].cp, 'knightsOfStJohn');
}

const KNIGHTS_EVENT: CardEvent = {
  canPlay: (state) => knightsRaid(state) || knightsHomes(state).length > 0,
  play(state, player) {
    if (knightsRaid(state)) {
      knightsRaidOttomanHand(state);
      return;
    }
    choose(state, KNIGHTS_OF_ST_JOHN, player, 'hapsburg', 'his.prompt.knightsHome', knightsHomes(state).map((space) => ({ type: 'space', space })));
  },
};

function resolveKnightsHome(state: HisState, space: SpaceId): void {
  // The space becomes independent; pieces of the Hapsburgs leave it (12.5, 16.2 step 9).
  gainControl(state, space, 'independent');
  for (const p of powersInSpace(state, space)) if (p !== 'independent') displace(state, space, p);
  constructUnits(state, space, 'independent', 'regular', 1);
  addFortress(state, space);
  state.knightsOfStJohn = space;
  state.log.push({ key: 'his.log.knightsReturn', params: { space } });
}

// ---- Pirate Haven (card 89) ----

/** Card 89: Oran or Tripoli, empty, held by a power at war with the Ottoman, on a sea zone touching an Ottoman fortified space. */
export function pirateHavenTargets(state: HisState): SpaceId[] {
  if (!barbaryPiratesPlayed(state)) return [];
  return (['oran', 'tripoli'] as SpaceId[]).filter((id) => {
    const s = state.spaces[id];
    if (powersInSpace(state, id).length > 0 || !atWar(state, s.control, 'ottoman')) return false;
    return seaZonesOf(id).some((sea) => portsOf(sea).some((p) => p !== id && isFortified(state, p) && state.spaces[p].control === 'ottoman'));
  });
}

function resolvePirateHaven(state: HisState, space: SpaceId): void {
  gainControl(state, space, 'ottoman');
  markPirateHaven(state, space);
  // 21.1: the pirate haven is a fortified space (a fortress).
  addFortress(state, space);
  constructUnits(state, space, 'ottoman', 'regular', 1);
  constructUnits(state, space, 'ottoman', 'corsair', 2);
  state.log.push({ key: 'his.log.pirateHaven', params: { space } });
}

const PIRATE_HAVEN_EVENT: CardEvent = {
  canPlay: (state) => pirateHavenTargets(state).length > 0,
  play: (state, player) => choose(state, PIRATE_HAVEN, player, 'ottoman', 'his.prompt.pirateHaven', pirateHavenTargets(state).map((space) => ({ type: 'space', space }))),
};

// ---- Andrea Doria (card 68) ----

/** The major power commanding Andrea Doria (Genoa's ally, or the holder of a loan), and where he is. */
function doriaController(state: HisState): { power: MajorPower; sea: SeaZoneId | null } | null {
  const loc = findLeader(state, 'andrea-doria');
  if (!loc) return null;
  const units = 'space' in loc ? state.spaces[loc.space].units : state.seas[loc.sea].units;
  const owner = (Object.keys(units) as (keyof typeof units)[]).find((p) => units[p]?.leaders.includes('andrea-doria'));
  if (!owner) return null;
  const side = sideOf(state, owner);
  return isMajorPower(side) ? { power: side, sea: 'sea' in loc ? loc.sea : null } : null;
}

/** Card 68 option 1: France, the Hapsburgs or the Papacy make Genoa their ally (22.2), deactivating it from another ally first (22.4). */
function mayActivateGenoa(state: HisState, power: MajorPower): boolean {
  const ally = state.diplomacy.minorAllies.genoa;
  return mayActivate(power, 'genoa') && ally !== power && (ally === null || mayDeactivate(state, 'genoa'));
}

function takeGenoa(state: HisState, power: MajorPower): void {
  // The activation frame goes in first so it runs after the deactivation's displacements.
  activateMinor(state, 'genoa', power);
  if (state.diplomacy.minorAllies.genoa !== null) deactivateMinor(state, 'genoa');
}

/** Card 68 option 2: Doria's power is at war with the Ottoman and he is at sea next to 2+ Ottoman ports. */
function mayRaidWithDoria(state: HisState): boolean {
  const c = doriaController(state);
  if (!c || c.sea === null || !atWar(state, c.power, 'ottoman')) return false;
  return portsOf(c.sea).filter((p) => state.spaces[p].control === 'ottoman').length >= 2;
}

/** Andrea Doria: activate Genoa, or raid the Ottoman ports. */
type DoriaOption = { type: 'option'; option: 'activateGenoa' | 'doriaRaid' };

/** A space chosen (the Knights' new home, the haven's port). */
type SpaceOption = { type: 'space'; space: SpaceId };

function doriaOptions(state: HisState, power: MajorPower): DoriaOption[] {
  const out: DoriaOption[] = [];
  if (mayActivateGenoa(state, power)) out.push({ type: 'option', option: 'activateGenoa' });
  if (mayRaidWithDoria(state)) out.push({ type: 'option', option: 'doriaRaid' });
  return out;
}

/** Card 68 option 2: the player and Doria's power each draw a card; 3 dice, each hit takes a piracy VP away. */
export function doriaRaid(state: HisState, player: MajorPower): void {
  const c = doriaController(state);
  drawCard(state, player);
  if (c) drawCard(state, c.power);
  const dice = rollDice(state, 3, 'andreaDoria', { power: player });
  const lost = Math.min(hits(dice), state.tracks.piracyVp);
  state.tracks.piracyVp -= lost;
  state.log.push({ key: 'his.log.doriaRaid', params: { power: player, lost } });
}

const ANDREA_DORIA_EVENT: CardEvent = {
  canPlay: (state, power) => doriaOptions(state, power).length > 0,
  play: (state, player) => choose(state, ANDREA_DORIA, player, player, 'his.prompt.andreaDoria', doriaOptions(state, player)),
};

// ---- resolutions and registry ----

export const NAVAL_CHOICE_RESOLVERS: Partial<Record<CardId, ChoiceResolver>> = {
  [KNIGHTS_OF_ST_JOHN]: (state, _f, a: SpaceOption) => resolveKnightsHome(state, a.space),
  [PIRATE_HAVEN]: (state, _f, a: SpaceOption) => resolvePirateHaven(state, a.space),
  [ANDREA_DORIA]: (state, f, a: DoriaOption) => {
    if (a.option === 'activateGenoa') takeGenoa(state, f.player);
    else doriaRaid(state, f.player);
  },
};

export const NAVAL_EVENTS: Partial<Record<CardId, CardEvent>> = {
  [ANDREA_DORIA]: ANDREA_DORIA_EVENT,
  [KNIGHTS_OF_ST_JOHN]: KNIGHTS_EVENT,
  [PIRATE_HAVEN]: PIRATE_HAVEN_EVENT,
};
