// Card 29, Surprise Attack (Combat), field battles only (6.1; 14 steps 4-6): the side of the
// power playing it (attacker or defender) rolls first; the other side takes its losses at
// once and rolls only with the units it has left (land/field-battle.ts `surprise`).
import type { ResponseCard } from '../flow/window.ts';
import { combatOf, isCombatCardStep, sideOfPower } from './combat-cards.ts';

export const SURPRISE_ATTACK_RESPONSE: ResponseCard = {
  windows: ['beforeBattle'],
  canPlay(state, power, w) {
    if (!isCombatCardStep(w)) return false;
    const combat = combatOf(w);
    // One surprise per battle: the second side cannot also roll first.
    return combat !== null && combat.kind === 'fieldBattle' && combat.frame.surprise === null && sideOfPower(state, combat, power) !== null;
  },
  play(state, power, w) {
    const combat = combatOf(w)!;
    if (combat.kind !== 'fieldBattle') return;
    const side = sideOfPower(state, combat, power)!;
    combat.frame.surprise = side;
    state.log.push({ key: 'his.log.surpriseAttack', params: { power, side } });
  },
};
