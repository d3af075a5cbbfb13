// 20.3: voyages of conquest. The Conquer action (4 CP) sends an expedition; in the New
// World Phase, after the explorations, the Hapsburg voyage gets a conquistador drawn at
// random (England and France use Conquest markers, value 0), voyages resolve Hapsburg,
// England, France, and 2d6 + the value (+2 Smallpox) kills the expedition (6 or less),
// achieves nothing (7-8) or conquers the Maya, Aztecs or Incas (the next unclaimed one
// below if taken). Conquest VP count at once (victory-points.ts); riches come from 20.4.
import type { ConquistadorId, NewWorldPower } from '../data/pieces.ts';
import { CONQUEST_MARKERS, CONQUISTADORS, CONQUISTADOR_IDS } from '../data/pieces.ts';
import type { ConquestId } from '../data/tables.ts';
import { CONQUEST_MODIFIERS, CONQUEST_TABLE, NEW_WORLD_ORDER, lookupRoll } from '../data/tables.ts';
import { rollDice } from '../dice.ts';
import type { HisState } from '../state.ts';
import { drawAtRandom, markTaken, takenThisTurn } from './voyages.ts';

/** 20.3: the conquests from the lowest roll to the highest. */
const CONQUEST_ORDER: readonly ConquestId[] = ['maya', 'aztecs', 'incas'];

/** 20.3: the Hapsburg conquistadors still in the pool. */
export function conquistadorPool(state: HisState): ConquistadorId[] {
  return CONQUISTADOR_IDS.filter((id) => !state.newWorld.conquistadorsGone.includes(id));
}

/** 20.3: Conquest markers England or France still has. */
export function conquestMarkersLeft(state: HisState, power: 'england' | 'france'): number {
  return CONQUEST_MARKERS[power] - state.newWorld.conquestMarkersGone[power];
}

function hasExpedition(state: HisState, power: NewWorldPower): boolean {
  return power === 'hapsburg' ? conquistadorPool(state).length > 0 : conquestMarkersLeft(state, power) > 0;
}

/** 11.1, 20.3: once per turn, and only with a conquistador or Conquest marker left. */
export function mayConquer(state: HisState, power: NewWorldPower): boolean {
  return !takenThisTurn(state, 'conquer').includes(power) && hasExpedition(state, power);
}

/** 20.3: a Conquest marker goes into the Crossing Atlantic box (Smallpox: at no cost, +2; it counts as the turn's conquest). */
export function launchConquest(state: HisState, power: NewWorldPower, opts: { smallpox?: boolean } = {}): void {
  const crossing = state.newWorld.crossingAtlantic;
  if (!crossing.conquests.includes(power)) crossing.conquests.push(power);
  if (opts.smallpox && !state.newWorld.voyages.smallpox.includes(power)) state.newWorld.voyages.smallpox.push(power);
  markTaken(state, power, 'conquer');
  state.log.push({ key: 'his.log.voyageLaunched', params: { power, voyage: 'conquest' } });
}

function unclaimedConquest(state: HisState, c: ConquestId): boolean {
  return state.newWorld.conquests[c] === undefined;
}

/** The expedition leaves the game: killed, or resting on its conquest. */
function expeditionGone(state: HisState, power: NewWorldPower, conquistador: ConquistadorId | null): void {
  if (conquistador) state.newWorld.conquistadorsGone.push(conquistador);
  else if (power !== 'hapsburg') state.newWorld.conquestMarkersGone[power]++;
}

/** 20.3: resolve one power's voyage of conquest. */
export function resolveConquest(state: HisState, power: NewWorldPower): void {
  const conquistador = power === 'hapsburg' ? drawAtRandom(state, conquistadorPool(state)) : null;
  if (power === 'hapsburg' ? conquistador === null : conquestMarkersLeft(state, power) === 0) {
    state.log.push({ key: 'his.log.noConquistador', params: { power } });
    return;
  }
  const piece = conquistador ?? `${power}-conquest`;
  let modifier = conquistador ? CONQUISTADORS[conquistador].rating : 0;
  if (state.newWorld.voyages.smallpox.includes(power)) modifier += CONQUEST_MODIFIERS.smallpox;
  const dice = rollDice(state, 2, 'conquest', { power, piece });
  const total = dice[0]! + dice[1]! + modifier;
  const result = lookupRoll(CONQUEST_TABLE, total).result;
  let conquest: ConquestId | null = null;
  if (result === 'killed') expeditionGone(state, power, conquistador);
  else if (result !== 'noConquest') {
    // 20.3: a conquest already claimed gives the next unclaimed one below the roll.
    conquest = CONQUEST_ORDER.slice(0, CONQUEST_ORDER.indexOf(result) + 1).reverse().find((c) => unclaimedConquest(state, c)) ?? null;
    if (conquest) {
      state.newWorld.conquests[conquest] = power;
      state.newWorld.placed.push({ piece, power, box: conquest });
      expeditionGone(state, power, conquistador);
    }
  }
  state.log.push({ key: 'his.log.conquest', params: { power, piece, dice, modifier, total, result, conquest: conquest ?? 'none' } });
}

/** 20.3: every voyage of conquest of this turn: Hapsburg, England, France. */
export function resolveConquests(state: HisState): void {
  for (const power of NEW_WORLD_ORDER.conquests) if (state.newWorld.crossingAtlantic.conquests.includes(power)) resolveConquest(state, power);
}
