// Card 25, Field Artillery (Combat): at the combat-card step of a field battle in which the
// power's units fight (6.1; 14 steps 4-5), its side rolls 2 more dice, 3 if the power playing
// it is France or the Ottoman. Field battles only.
import type { MajorPower } from '../data/powers.ts';
import type { ResponseCard } from '../flow/window.ts';
import { addDice, combatOf, isCombatCardStep, sideOfPower } from './combat-cards.ts';

export function fieldArtilleryDice(power: MajorPower): number {
  return power === 'france' || power === 'ottoman' ? 3 : 2;
}

export const FIELD_ARTILLERY_RESPONSE: ResponseCard = {
  windows: ['beforeBattle'],
  canPlay(state, power, w) {
    if (!isCombatCardStep(w)) return false;
    const combat = combatOf(w);
    return combat !== null && combat.kind === 'fieldBattle' && sideOfPower(state, combat, power) !== null;
  },
  play(state, power, w) {
    const combat = combatOf(w)!;
    const side = sideOfPower(state, combat, power)!;
    const dice = fieldArtilleryDice(power);
    addDice(combat, side, dice);
    state.log.push({ key: 'his.log.combatDice', params: { power, side, dice } });
  },
};
