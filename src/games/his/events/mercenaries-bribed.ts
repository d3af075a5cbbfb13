// Card 26, Mercenaries Bribed (Combat), field battles only (6.1; 14 steps 4-6): half the
// mercenaries of the other side (rounded up) leave the battle and the map (shared out between
// several enemy powers as allied losses are, 9.2), and as many new
// mercenaries of the power playing it join its side in the space (as far as its counter mix
// allows, 17). Neither by nor against the Ottoman. Dice are counted after this (14 step 6);
// an attacker beyond its formation limit rolls no dice for the excess (14 step 1).
import type { MajorPower, Power } from '../data/powers.ts';
import { removeLandUnits, unitsAvailable } from '../counter-mix.ts';
import type { Lot } from '../land/casualties.ts';
import { splitLosses } from '../land/casualties.ts';
import { sideLots } from '../land/field-battle.ts';
import { ORDERED_POWERS, addUnits } from '../queries.ts';
import type { ResponseCard, WindowFrame } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import type { Combat } from './combat-cards.ts';
import { combatOf, isCombatCardStep, otherSide, powersOnSide, sideOfPower } from './combat-cards.ts';

function battleOf(state: HisState, w: WindowFrame): Combat | null {
  if (!isCombatCardStep(w)) return null;
  const combat = combatOf(w);
  return combat && combat.kind === 'fieldBattle' ? combat : null;
}

/** The enemy's mercenaries taking part (not relief units that came out of the fortifications). */
function enemyMercenaries(state: HisState, combat: Combat, power: MajorPower): Lot[] {
  if (combat.kind !== 'fieldBattle') return [];
  const side = sideOfPower(state, combat, power);
  if (side === null) return [];
  return sideLots(state, combat.frame, otherSide(side)).filter((l) => l.kind === 'mercenary' && !l.inside && l.n > 0);
}

/** Half the enemy mercenaries, rounded up, defect. */
export function mercenariesBribed(mercenaries: number): number {
  return Math.ceil(mercenaries / 2);
}

/** How many mercenaries of each enemy power defect (9.2 split between allied powers). */
function defectors(state: HisState, lots: readonly Lot[], n: number): { group: Power; n: number }[] {
  const owners = ORDERED_POWERS.filter((p) => lots.some((l) => l.power === p));
  const units = owners.map((group) => ({ group, units: lots.filter((l) => l.power === group).reduce((k, l) => k + l.n, 0) }));
  return units.length === 1 ? [{ group: units[0]!.group, n: Math.min(n, units[0]!.units) }] : splitLosses(state, units, n);
}

export const MERCENARIES_BRIBED_RESPONSE: ResponseCard = {
  windows: ['beforeBattle'],
  canPlay(state, power, w) {
    const combat = battleOf(state, w);
    if (!combat || power === 'ottoman') return false;
    const side = sideOfPower(state, combat, power);
    if (side === null || powersOnSide(state, combat, otherSide(side)).includes('ottoman')) return false;
    return enemyMercenaries(state, combat, power).length > 0;
  },
  play(state, power, w) {
    const combat = battleOf(state, w)!;
    const space = combat.kind === 'fieldBattle' ? combat.frame.space : null;
    if (space === null) return;
    const lots = enemyMercenaries(state, combat, power);
    const defected = mercenariesBribed(lots.reduce((n, l) => n + l.n, 0));
    // The card gives no one a choice of whose mercenaries defect: with several enemy powers
    // they are shared out as allied losses are (9.2: evenly, a die for an odd one).
    for (const d of defectors(state, lots, defected)) {
      // 5.2: make change in the battle space if the rest cannot be shown.
      removeLandUnits(state, space, d.group, 'mercenary', d.n);
    }
    // 17: never more units than the counter mix holds.
    const joined = Math.min(defected, unitsAvailable(state, power, 'mercenary'));
    if (joined > 0) addUnits(state, { space }, power, 'mercenary', joined);
    state.log.push({ key: 'his.log.mercenariesBribed', params: { power, space, defected, joined } });
  },
};
