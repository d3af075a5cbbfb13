// 3.3: the Mandatory Events that change the ruler of France, the Papacy and the Protestant:
// Clement VII (#10), Paul III (#14), Julius III (#22), Henry II (#20) and Calvin (#16). The
// new ruler's card covers the power card: from then on its admin rating (cards kept in
// Winter, 11) and card bonus (6.2) are the new ruler's (rulers.ts rulerOf reads them).
// England's rulers (#19, #21, #23) are written elsewhere.
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import { CAPITALS, SPACES, homeSpacesOf } from '../data/map.ts';
import type { RulerId } from '../data/pieces.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { findLeader, forcesFor, hasEnemyLandUnits, isFortified } from '../queries.ts';
import { removeDebater, removeReformer } from '../religion/debaters.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { removeLeaderFromPlay } from '../leaders-removed.ts';
import { frame } from '../flow/frames.ts';

/** 3.3: put the new ruler on the power card; the event is on record for 19.8. */
export function changeRuler(state: HisState, power: MajorPower, ruler: RulerId, card: CardId): void {
  state.powers[power].ruler = ruler;
  if (!state.eventsResolved.includes(card)) state.eventsResolved.push(card);
  state.log.push({ key: 'his.log.newRuler', params: { power, ruler } });
}

/** A ruler card a later ruler removes from the game (Paul III takes Clement VII off, Julius III both). */
function removeRulerCard(state: HisState, card: CardId): void {
  if (state.removed.includes(card)) return;
  const drop = (list: CardId[]) => list.filter((c) => c !== card);
  state.deck = drop(state.deck);
  state.discard = drop(state.discard);
  state.setAside = drop(state.setAside);
  for (const p of MAJOR_POWERS) state.powers[p].hand = drop(state.powers[p].hand);
  state.removed.push(card);
  if (!state.eventsResolved.includes(card)) state.eventsResolved.push(card);
}

export const CLEMENT_VII_EVENT: CardEvent = {
  canPlay: () => true,
  play: (state) => changeRuler(state, 'papacy', 'clement-vii', 10),
};

export const PAUL_III_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    // Card 14: Clement VII's card leaves the game (also when it never came up: 19.8 made him Pope first).
    removeRulerCard(state, 10);
    changeRuler(state, 'papacy', 'paul-iii', 14);
  },
};

export const JULIUS_III_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    // Card 22: Paul III's card (and Clement VII's, if still about) leave the game.
    removeRulerCard(state, 10);
    removeRulerCard(state, 14);
    changeRuler(state, 'papacy', 'julius-iii', 22);
  },
};

/**
 * Card 16: Luther dies. His reformer (the religion of Wittenberg stays, as for every
 * reformer leaving the map, 8.2) and his debater leave the game; Calvin rules.
 */
export const CALVIN_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    removeReformer(state, 'luther');
    removeDebater(state, 'luther');
    state.log.push({ key: 'his.log.lutherDies', params: {} });
    changeRuler(state, 'protestant', 'calvin', 16);
  },
};

// ---- Henry II (#20): the army leader Henry II takes Francis I's place ----

export interface HenryIiFrame extends Frame {
  proc: 'henryIi';
}

/** Where Francis I stands now, if on the map (not captured). */
function francisSpace(state: HisState): SpaceId | null {
  const at = findLeader(state, 'francis-i');
  return at && 'space' in at ? at.space : null;
}

/**
 * Card 20: Henry II enters in Paris or in Francis I's space. Paris only if no enemy land
 * units hold it. With neither (Francis captured, Paris occupied) the rule is silent: we
 * use the rule for a returned captive (9.1): a French-controlled home key free of enemies.
 */
export function henryIiPlaces(state: HisState): SpaceId[] {
  const places: SpaceId[] = [];
  const paris = CAPITALS.france[0]!;
  if (!hasEnemyLandUnits(state, 'france', paris)) places.push(paris);
  const francis = francisSpace(state);
  if (francis !== null && !places.includes(francis)) places.push(francis);
  if (places.length > 0) return places;
  return homeSpacesOf('france').filter(
    (id) => SPACES[id].type === 'key' && isFortified(state, id) && state.spaces[id].control === 'france' && !hasEnemyLandUnits(state, 'france', id),
  );
}

/** Francis I leaves the game: from the map, or from his captor's power card. */
function removeFrancis(state: HisState): void {
  removeLeaderFromPlay(state, 'francis-i');
}

function crownHenry(state: HisState, space: SpaceId | null): void {
  if (space !== null) {
    forcesFor(state, { space }, 'france').leaders.push('henry-ii');
    state.log.push({ key: 'his.log.leaderEnters', params: { leader: 'henry-ii', space } });
  }
  removeFrancis(state);
  changeRuler(state, 'france', 'henry-ii', 20);
}

export const henryIiProcedure: Procedure<HenryIiFrame, SpaceAction> = {
  ask(state): Ask<SpaceAction>[] {
    const places = henryIiPlaces(state);
    if (places.length < 2) return [];
    return [{ power: 'france', key: 'his.prompt.henryIiPlace', actions: places.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    pop(state, f);
    crownHenry(state, henryIiPlaces(state)[0] ?? null);
  },
  decide(state, f, _power, action) {
    pop(state, f);
    crownHenry(state, action.space);
  },
};

export const HENRY_II_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    push(state, frame('henryIi', {}));
  },
};
