// 20.4: New World riches, rolled in the Card Draw Phase. Each colony and each conquest not
// yet depleted rolls 2d6 on its column of the New World Riches Table (+1 for colonies with
// Plantations): a card, a card only with Galleons, nothing, depletion (a card, and the
// conquest rolls no more) or elimination. A card the Hapsburgs get may be stolen by
// Raiders (card 49), who roll in the order French, English, Protestant.
import type { CardId } from '../data/cards.ts';
import type { NewWorldPower } from '../data/pieces.ts';
import type { ConquestId, RichesColumn, RichesResult } from '../data/tables.ts';
import { NEW_WORLD_ORDER, NEW_WORLD_RICHES, RAIDER_ORDER, RAIDER_TABLE, RICHES_MODIFIERS, lookupRoll } from '../data/tables.ts';
import { drawCard } from '../cards.ts';
import { rollDice } from '../dice.ts';
import type { HisState } from '../state.ts';

/** Card 54: the Potosi Silver Mines colony, which rolls on its own column. */
export const POTOSI = 'Potosi';

const HIGHEST_ROLL = 12;
const CONQUESTS_IN_ORDER: readonly ConquestId[] = ['maya', 'aztecs', 'incas'];

/** 20.4: Raiders next to the Hapsburg colonies may steal a card the Hapsburgs get from the New World. */
function raid(state: HisState, card: CardId): void {
  const markers = state.newWorld.markers;
  for (const raider of RAIDER_ORDER.filter((p) => markers.raiders.includes(p))) {
    const die = rollDice(state, 1, 'raider', { power: raider })[0]!;
    const result = lookupRoll(RAIDER_TABLE, die).result;
    state.log.push({ key: 'his.log.raider', params: { power: raider, die, result } });
    const galleons = markers.galleons.includes('hapsburg');
    if (result === 'raiderEliminated' || result === 'cardStolenRaiderEliminated' || (result === 'raiderEliminatedIfGalleons' && galleons)) {
      markers.raiders = markers.raiders.filter((p) => p !== raider);
    }
    if (result === 'cardStolenRaiderEliminated' || result === 'cardStolenRaiderStays') {
      const hand = state.powers.hapsburg.hand;
      hand.splice(hand.indexOf(card), 1);
      state.powers[raider].hand.push(card);
      return;
    }
  }
}

function giveCard(state: HisState, power: NewWorldPower): void {
  const card = drawCard(state, power);
  if (card === null) return;
  state.log.push({ key: 'his.log.richesCard', params: { power } });
  if (power === 'hapsburg') raid(state, card);
}

/** 20.4: one roll for one colony or conquest; the result after Galleons and the Governor / Uprising marker. */
function rollRiches(state: HisState, power: NewWorldPower, column: RichesColumn, source: string, isColony: boolean, phase: { governorUsed: boolean }): RichesResult {
  const nw = state.newWorld;
  const modifier = isColony && nw.markers.plantations.includes(power) ? RICHES_MODIFIERS.plantationsColony : 0;
  const dice = rollDice(state, 2, 'riches', { power, source });
  const total = dice[0]! + dice[1]! + modifier;
  let result = lookupRoll(NEW_WORLD_RICHES[column], Math.min(total, HIGHEST_ROLL)).result;
  const governor = nw.markers.governor;
  if (isColony && result === 'noEffect' && governor?.power === power) {
    // 20.4 exceptions (card 111): the marker turns a colony's No Effect into Card or Elim;
    // it leaves at the end of this Card Draw Phase (so it serves every colony rolling now).
    result = governor.side === 'governor' ? 'card' : 'elim';
    phase.governorUsed = true;
  }
  state.log.push({ key: 'his.log.riches', params: { power, source, dice, modifier, total, result } });
  if (result === 'card' || result === 'deplete' || (result === 'galleon' && nw.markers.galleons.includes(power))) giveCard(state, power);
  return result;
}

/** 20.4: every colony and undepleted conquest rolls once, power by power (Hapsburg, England, France). */
export function newWorldRiches(state: HisState): void {
  const nw = state.newWorld;
  const phase = { governorUsed: false };
  for (const power of NEW_WORLD_ORDER.conquests) {
    for (const colony of nw.colonies.filter((c) => c.power === power)) {
      const result = rollRiches(state, power, colony.name === POTOSI ? 'potosiSilverMines' : 'colony', colony.name, true, phase);
      // 20.4 Elim: the colony leaves the display (it may come back with another Colonize action).
      if (result === 'elim') nw.colonies = nw.colonies.filter((c) => c !== colony);
    }
    for (const conquest of CONQUESTS_IN_ORDER) {
      if (nw.conquests[conquest] !== power || nw.depleted.includes(conquest)) continue;
      const result = rollRiches(state, power, conquest, conquest, false, phase);
      // 20.4 Deplete / Elim: the VP marker moves to the bonus VP box: VP kept, no more riches.
      if (result === 'deplete' || result === 'elim') nw.depleted.push(conquest);
    }
  }
  // 20.4: the Colonial Governor / Native Uprising marker leaves once it has changed a roll.
  if (phase.governorUsed) nw.markers.governor = null;
}
