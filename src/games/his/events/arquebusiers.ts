// Card 24, Arquebusiers (Combat): at the combat-card step of a field battle or naval combat
// in which the power's units fight (6.1; 14 steps 4-5, 16.2 steps 3-4), its side rolls 2
// more dice. Not in an assault (15.1) nor in piracy (16.4, which has no combat-card step).
import type { ResponseCard } from '../flow/window.ts';
import { addDice, combatOf, isCombatCardStep, sideOfPower } from './combat-cards.ts';

export const ARQUEBUSIERS_DICE = 2;

export const ARQUEBUSIERS_RESPONSE: ResponseCard = {
  windows: ['beforeBattle', 'beforeNavalCombat'],
  canPlay(state, power, w) {
    if (!isCombatCardStep(w)) return false;
    const combat = combatOf(w);
    return combat !== null && combat.kind !== 'assault' && sideOfPower(state, combat, power) !== null;
  },
  play(state, power, w) {
    const combat = combatOf(w)!;
    const side = sideOfPower(state, combat, power)!;
    addDice(combat, side, ARQUEBUSIERS_DICE);
    state.log.push({ key: 'his.log.combatDice', params: { power, side, dice: ARQUEBUSIERS_DICE } });
  },
};
