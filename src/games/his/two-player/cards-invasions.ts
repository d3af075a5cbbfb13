// The invasion diplomacy cards (two-player variant; diplomacy-cards.json 202, 206, 211,
// 213, 214, 216) and Machiavelli (215), who plays one of them for the player behind.
// 9.6, 11.1: a non-played power enters the war against the Papacy (or, after the League,
// the Papacy directs the Hapsburgs against the Protestant); its force appears in one space
// it controls; the directing player draws a Main Deck card.
import type { DiplomacyCardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import { homeSpacesOf, isPort } from '../data/map.ts';
import { shuffle } from '../../../engine/rng.ts';
import type { HisAction } from '../flow/frames.ts';
import type { ChoiceOption } from '../events/choice.ts';
import { addWar } from '../phases/diplomacy/war-status.ts';
import { atWar } from '../queries.ts';
import type { HisState } from '../state.ts';
import { unitsAvailable } from '../counter-mix.ts';
import { victoryPoints } from '../victory-points.ts';
import type { TwoPlayerChoiceFrame } from './choice.ts';
import { askChoice } from './choice.ts';
import type { DiplomacyEvent } from './cards-common.ts';
import { controlledSpaces, drawMainCard, noEffect, placeLeader, placeUnits } from './cards-common.ts';
import type { TwoPlayerPower } from './data.ts';
import { INVASION_CARDS } from './data.ts';
import { opponentOf, twoPlayerState } from './variant.ts';

interface Invasion {
  power: 'france' | 'hapsburg' | 'ottoman';
  /** Who places and directs the force. */
  controller: (state: HisState) => TwoPlayerPower;
  /** The power the invader goes to war with, if any. */
  war: (state: HisState) => TwoPlayerPower | null;
  leader: (state: HisState) => string;
  regular: number;
  mercenary: number;
  squadron: number;
  /** Then a squadron in a home port or 2 more mercenaries. */
  extra: boolean;
}

const leagueFormed = (state: HisState): boolean => twoPlayerState(state).leagueTurn !== null;
const protestant = (): TwoPlayerPower => 'protestant';
const papacy = (): TwoPlayerPower => 'papacy';
const onPapacy = (): TwoPlayerPower => 'papacy';

export const INVASIONS: Readonly<Partial<Record<DiplomacyCardId, Invasion>>> = {
  202: { power: 'france', controller: protestant, war: onPapacy, leader: () => 'montmorency', regular: 2, mercenary: 2, squadron: 0, extra: true },
  206: {
    power: 'france',
    controller: protestant,
    war: onPapacy,
    // Henry II once Francis I has died (Henry II rules France).
    leader: (s) => (s.powers.france.ruler === 'henry-ii' ? 'henry-ii' : 'francis-i'),
    regular: 3,
    mercenary: 3,
    squadron: 0,
    extra: true,
  },
  // Before the League the Protestant directs the Hapsburgs against the Papacy; after it the Papacy does.
  211: {
    power: 'hapsburg',
    controller: (s) => (leagueFormed(s) ? 'papacy' : 'protestant'),
    war: (s) => (leagueFormed(s) ? null : 'papacy'),
    leader: () => 'duke-of-alva',
    regular: 2,
    mercenary: 2,
    squadron: 0,
    extra: true,
  },
  213: { power: 'hapsburg', controller: papacy, war: () => null, leader: () => 'ferdinand', regular: 2, mercenary: 4, squadron: 0, extra: false },
  214: { power: 'hapsburg', controller: papacy, war: () => null, leader: () => 'charles-v', regular: 3, mercenary: 5, squadron: 0, extra: false },
  // The squadrons need a port (our reading of "in one Ottoman-controlled space").
  216: { power: 'ottoman', controller: protestant, war: onPapacy, leader: () => 'suleiman', regular: 5, mercenary: 0, squadron: 4, extra: false },
};

function invasionOf(card: DiplomacyCardId): Invasion {
  const inv = INVASIONS[card];
  if (!inv) throw new Error(`two-player: card ${card} is not an invasion`);
  return inv;
}

/** Where the force may appear. */
export function invasionSpaces(state: HisState, card: DiplomacyCardId): SpaceId[] {
  const inv = invasionOf(card);
  return controlledSpaces(state, inv.power, inv.squadron > 0);
}

export function playInvasion(state: HisState, card: DiplomacyCardId, player: TwoPlayerPower): void {
  const inv = invasionOf(card);
  const enemy = inv.war(state);
  if (enemy && !atWar(state, inv.power, enemy)) addWar(state, inv.power, enemy);
  const controller = inv.controller(state);
  const spaces = invasionSpaces(state, card);
  if (spaces.length === 0) {
    // Cannot apply: no space to appear in; the war stands, the card is still drawn.
    noEffect(state, card);
    drawMainCard(state, controller);
    return;
  }
  askChoice(state, card, player, controller, 'his.prompt.twoPlayerInvasionSpace', spaces.map((space) => ({ type: 'space', space })));
}

function extraOptions(state: HisState, inv: Invasion, space: SpaceId): ChoiceOption[] {
  const ports = homeSpacesOf(inv.power).filter((id) => isPort(id) && state.spaces[id].control === inv.power && state.spaces[id].siege === null);
  const options: ChoiceOption[] = unitsAvailable(state, inv.power, 'squadron') > 0 ? ports.map((p) => ({ type: 'port', kind: 'squadron', space: p })) : [];
  if (unitsAvailable(state, inv.power, 'mercenary') > 0) options.push({ type: 'option', option: 'twoMercenaries', space });
  return options;
}

export function resolveInvasion(state: HisState, f: TwoPlayerChoiceFrame, action: HisAction): void {
  const inv = invasionOf(f.card);
  const controller = inv.controller(state);
  if (action.type === 'space') {
    const space = action.space as SpaceId;
    placeLeader(state, space, inv.power, inv.leader(state));
    placeUnits(state, space, inv.power, 'regular', inv.regular);
    placeUnits(state, space, inv.power, 'mercenary', inv.mercenary);
    placeUnits(state, space, inv.power, 'squadron', inv.squadron);
    drawMainCard(state, controller);
    if (inv.extra) askChoice(state, f.card, f.player, controller, 'his.prompt.twoPlayerInvasionExtra', extraOptions(state, inv, space));
    return;
  }
  if (action.type === 'port') placeUnits(state, action.space as SpaceId, inv.power, 'squadron', 1);
  else placeUnits(state, action.space as SpaceId, inv.power, 'mercenary', 2);
}

// ---- 215 Machiavelli ----

/** Invasion cards in the Diplomatic Deck or its discards, not played earlier this turn. */
export function machiavelliCandidates(state: HisState): DiplomacyCardId[] {
  const t = twoPlayerState(state);
  return INVASION_CARDS.filter((c) => (t.deck.includes(c) || t.discard.includes(c)) && !t.playedThisTurn.includes(c));
}

/** The player with fewer VP chooses (the player of the card on a tie). */
export function machiavelliChooser(state: HisState, player: TwoPlayerPower): TwoPlayerPower {
  const other = opponentOf(player);
  return victoryPoints(state, other) < victoryPoints(state, player) ? other : player;
}

/** Then the Diplomatic Deck is shuffled with its discards, this card and the invasion card. */
function reshuffleDiplomacy(state: HisState): void {
  const t = twoPlayerState(state);
  t.deck.push(...t.discard);
  t.discard = [];
  t.deck.sort((a, b) => a - b);
  shuffle(state.rng, t.deck);
  state.checkpoint++;
  state.log.push({ key: 'his.log.twoPlayerReshuffle', params: {} });
}

export const MACHIAVELLI_2P: DiplomacyEvent = {
  play(state, player) {
    const chooser = machiavelliChooser(state, player);
    const options = machiavelliCandidates(state).map((card) => ({ type: 'card', card }));
    if (options.length === 0) {
      noEffect(state, 215);
      reshuffleDiplomacy(state);
      return;
    }
    askChoice(state, 215, player, chooser, 'his.prompt.twoPlayerMachiavelli', options);
  },
};

export function resolveMachiavelli(state: HisState, f: TwoPlayerChoiceFrame, action: HisAction): void {
  const t = twoPlayerState(state);
  const card = action.card as DiplomacyCardId;
  t.deck = t.deck.filter((c) => c !== card);
  t.discard = t.discard.filter((c) => c !== card);
  // The chosen card joins the pile now, then everything is shuffled after it resolves:
  // the reshuffle is pushed first, so it runs once the invasion's own decisions are made.
  t.discard.push(card);
  t.playedThisTurn.push(card);
  t.eventsPlayed.push(card);
  state.log.push({ key: 'his.log.twoPlayerCardPlayed', params: { power: f.decider, card } });
  reshuffleDiplomacy(state);
  playInvasion(state, card, f.decider as TwoPlayerPower);
}

export function isInvasion(card: DiplomacyCardId): boolean {
  return INVASIONS[card] !== undefined;
}

