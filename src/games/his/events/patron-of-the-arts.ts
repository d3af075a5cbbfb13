// Card 4, Patron of the Arts (French Home card; 21.4): while Francis I rules and is neither
// captured nor besieged, and France has fewer than 6 chateau VP, France rolls on the Chateau
// Table (1d6 + the modifiers of 21.4): a chateau VP and/or cards drawn, then discarded (the
// draws first; never a Home card or Mandatory Event, 6.1). No CP.
import { drawCard, isHomeCard, isMandatoryCard } from '../cards.ts';
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import { SPACES, SPACE_IDS, homeSpacesOf } from '../data/map.ts';
import type { ChateauCondition } from '../data/tables.ts';
import { CHATEAU_MODIFIERS, CHATEAU_TABLE, SPECIAL_VP, lookupRoll } from '../data/tables.ts';
import { rollDice } from '../dice.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { garrisonPowers } from '../land/siege.ts';
import { findLeader, hasEnemyLandUnits } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

/** Francis I on the map (not captured) and not among the units besieged in a fortified space. */
function francisFree(state: HisState): boolean {
  const at = findLeader(state, 'francis-i');
  if (!at) return false;
  if (!('space' in at)) return true;
  return state.spaces[at.space].siege === null || !garrisonPowers(state, at.space).includes('france');
}

export function mayPatronize(state: HisState): boolean {
  return state.powers.france.ruler === 'francis-i' && francisFree(state) && state.tracks.chateauxVp < SPECIAL_VP.maxChateauxVp;
}

function italianKeysOfFrance(state: HisState): SpaceId[] {
  return SPACE_IDS.filter((id) => SPACES[id].type === 'key' && SPACES[id].languageZone === 'italian' && state.spaces[id].control === 'france');
}

/** 21.4: which of the Chateau Table modifiers apply now. */
export function chateauConditions(state: HisState): ChateauCondition[] {
  const homes = homeSpacesOf('france');
  const holds: Record<ChateauCondition, boolean> = {
    controlsMilan: state.spaces.milan.control === 'france',
    controlsFlorence: state.spaces.florence.control === 'france',
    controls3ItalianKeys: italianKeysOfFrance(state).length >= 3,
    tournamentScenario: state.options.scenario === 'tournament',
    homeSpaceControlledByOther: homes.some((id) => state.spaces[id].control !== 'france'),
    enemyUnitsInHomeSpace: homes.some((id) => hasEnemyLandUnits(state, 'france', id)),
  };
  return CHATEAU_MODIFIERS.filter((m) => holds[m.condition]).map((m) => m.condition);
}

export function chateauModifier(state: HisState): number {
  const on = chateauConditions(state);
  return CHATEAU_MODIFIERS.filter((m) => on.includes(m.condition)).reduce((n, m) => n + m.modifier, 0);
}

export interface PatronFrame extends Frame {
  proc: 'patronOfTheArts';
  discards: number;
}

/** 6.1: the cards France may discard (never a Home card or a Mandatory Event). */
function discardable(state: HisState): CardId[] {
  return state.powers.france.hand.filter((c) => !isHomeCard(c) && !isMandatoryCard(c));
}

type PatronAction = { type: 'discard'; power: 'france'; card: CardId };

export const patronProcedure: Procedure<PatronFrame, PatronAction> = {
  ask(state, f): Ask<PatronAction>[] {
    const cards = f.discards > 0 ? discardable(state) : [];
    if (cards.length === 0) return [];
    return [{ power: 'france', key: 'his.prompt.chateauDiscard', actions: cards.map((card) => ({ type: 'discard', power: 'france', card })) }];
  },
  run(state, f) {
    // Nothing to discard, or only Home and Mandatory cards: the discard is skipped (6.1).
    if (f.discards > 0) state.log.push({ key: 'his.log.noDiscardChoice', params: {} });
    pop(state, f);
  },
  decide(state, f, _power, action) {
    const card = action.card;
    const hand = state.powers.france.hand;
    hand.splice(hand.indexOf(card), 1);
    state.discard.push(card);
    state.log.push({ key: 'his.log.cardDiscarded', params: { power: 'france', card } });
    f.discards--;
  },
};

/** 21.4: roll on the Chateau Table and take the result. */
export function buildChateau(state: HisState): void {
  const modifier = chateauModifier(state);
  const die = rollDice(state, 1, 'chateaux', { power: 'france' })[0]!;
  const row = lookupRoll(CHATEAU_TABLE, die + modifier);
  state.log.push({ key: 'his.log.chateaux', params: { die, modifier, total: die + modifier, vp: row.vp, draw: row.draw, discard: row.discard } });
  // 23.2: at most 6 chateau VP.
  state.tracks.chateauxVp = Math.min(SPECIAL_VP.maxChateauxVp, state.tracks.chateauxVp + row.vp);
  let drawn = 0;
  for (let i = 0; i < row.draw; i++) if (drawCard(state, 'france') !== null) drawn++;
  state.log.push({ key: 'his.log.cardsDrawnFromDeck', params: { power: 'france', cards: drawn } });
  if (row.discard > 0) {
    push(state, frame('patronOfTheArts', { discards: row.discard }));
  }
}

export const PATRON_OF_THE_ARTS_EVENT: CardEvent = {
  canPlay: (state, power) => power === 'france' && mayPatronize(state),
  play: (state) => buildChateau(state),
};
