// Card 30, Tercios (Combat), field battles only (6.1; 14 steps 4-5). Played by the
// Hapsburgs: their side rolls 3 more dice, each hitting on 4, 5 or 6. Played by any other
// power fighting in the battle against a side with at least 3 Hapsburg regulars: the
// Hapsburg side rolls 3 dice fewer.
import type { MajorPower } from '../data/powers.ts';
import type { Side } from '../land/casualties.ts';
import { sideLots } from '../land/field-battle.ts';
import type { ResponseCard, WindowFrame } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import type { Combat } from './combat-cards.ts';
import { addDice, addSpecialDice, combatOf, isCombatCardStep, otherSide, sideOfPower } from './combat-cards.ts';

export const TERCIOS_DICE = 3;
export const TERCIOS_HIT_ON = 4;
/** Option 2 needs this many Hapsburg regulars on the other side. */
export const TERCIOS_MIN_REGULARS = 3;

function battleOf(state: HisState, w: WindowFrame): Combat | null {
  if (!isCombatCardStep(w)) return null;
  const combat = combatOf(w);
  return combat && combat.kind === 'fieldBattle' ? combat : null;
}

function hapsburgRegulars(state: HisState, combat: Combat, side: Side): number {
  if (combat.kind !== 'fieldBattle') return 0;
  return sideLots(state, combat.frame, side)
    .filter((l) => l.power === 'hapsburg' && l.kind === 'regular')
    .reduce((n, l) => n + l.n, 0);
}

function mayPlay(state: HisState, power: MajorPower, combat: Combat): boolean {
  const side = sideOfPower(state, combat, power);
  if (side === null) return false;
  if (power === 'hapsburg') return true;
  return hapsburgRegulars(state, combat, otherSide(side)) >= TERCIOS_MIN_REGULARS;
}

export const TERCIOS_RESPONSE: ResponseCard = {
  windows: ['beforeBattle'],
  canPlay(state, power, w) {
    const combat = battleOf(state, w);
    return combat !== null && mayPlay(state, power, combat);
  },
  play(state, power, w) {
    const combat = battleOf(state, w)!;
    const side = sideOfPower(state, combat, power)!;
    if (power === 'hapsburg') {
      addSpecialDice(combat, side, TERCIOS_DICE, TERCIOS_HIT_ON);
      state.log.push({ key: 'his.log.combatDice', params: { power, side, dice: TERCIOS_DICE } });
      return;
    }
    addDice(combat, otherSide(side), -TERCIOS_DICE);
    state.log.push({ key: 'his.log.combatDice', params: { power, side: otherSide(side), dice: -TERCIOS_DICE } });
  },
};
