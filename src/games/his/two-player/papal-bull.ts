// Papal Bull's two-player face, ruler half (cards.json #5 `twoPlayerSummary`): at the start
// of the Diplomacy Phase, while the Papacy is at war with France or the Hapsburgs and that
// power's ruler was never excommunicated, the Papacy excommunicates him, the war ends at once,
// and the Papacy takes one reward: a Papal home space (keys too) the former enemy holds, or a
// Main Deck card. No unrest. The card is used as the Papal Home card of the turn (6.1).
import { drawCard, playCardFromHand } from '../cards.ts';
import type { SpaceId } from '../data/map.ts';
import { homeSpacesOf } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import type { HisAction } from '../flow/frames.ts';
import { transferSpace } from '../phases/diplomacy/peace.ts';
import { endWar } from '../phases/diplomacy/war-status.ts';
import { mayExcommunicateRuler } from '../religion/excommunication.ts';
import type { HisState } from '../state.ts';

export const PAPAL_BULL = 5;

/** The enemies (among those the Papacy may make peace with) Papal Bull may be used against now. */
export function papalBullEnemies(state: HisState, enemies: readonly MajorPower[]): MajorPower[] {
  if (!state.powers.papacy.hand.includes(PAPAL_BULL)) return [];
  return enemies.filter((p) => mayExcommunicateRuler(state, p));
}

/** Excommunicate the enemy's ruler and end the war; returns the reward choices. */
export function playPapalBullForPeace(state: HisState, enemy: MajorPower): void {
  playCardFromHand(state, 'papacy', PAPAL_BULL, 'event');
  const ruler = state.powers[enemy].ruler;
  state.religion.excommunicated.push(ruler);
  state.log.push({ key: 'his.log.excommunicated', params: { ruler, power: enemy } });
  endWar(state, 'papacy', enemy);
}

/** The rewards: each Papal home space the former enemy controls, or a card. */
export function papalBullRewards(state: HisState, enemy: MajorPower): HisAction[] {
  const spaces = homeSpacesOf('papacy').filter((id) => state.spaces[id].control === enemy && !state.outOfPlay.includes(id));
  return [...spaces.map((space) => ({ type: 'recover', space })), ...(state.deck.length > 0 ? [{ type: 'draw' }] : [])];
}

export function takePapalBullReward(state: HisState, action: HisAction): void {
  if (action.type === 'recover') {
    // The space changes hands as by peace terms: units not friendly to the Papacy are displaced (12.5).
    transferSpace(state, action.space as SpaceId, 'papacy');
    return;
  }
  if (drawCard(state, 'papacy') !== null) state.log.push({ key: 'his.log.twoPlayerDraws', params: { power: 'papacy' } });
}
