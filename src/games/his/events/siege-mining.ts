// Card 28, Siege Mining (Combat): at the attacker's combat-card step of an assault (6.1;
// 15.1 step 5) the assaulting power rolls 3 more dice.
import type { ResponseCard } from '../flow/window.ts';
import { addDice, combatOf, isCombatCardStep, sideOfPower } from './combat-cards.ts';

export const SIEGE_MINING_DICE = 3;

export const SIEGE_MINING_RESPONSE: ResponseCard = {
  windows: ['beforeAssault'],
  canPlay(state, power, w) {
    if (!isCombatCardStep(w)) return false;
    const combat = combatOf(w);
    return combat !== null && combat.kind === 'assault' && sideOfPower(state, combat, power) === 'attacker';
  },
  play(state, power, w) {
    const combat = combatOf(w)!;
    addDice(combat, 'attacker', SIEGE_MINING_DICE);
    state.log.push({ key: 'his.log.combatDice', params: { power, side: 'attacker', dice: SIEGE_MINING_DICE } });
  },
};
