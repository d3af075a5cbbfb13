// Card 34, Professional Rowers (Response), any power, for either side:
// - option 1: once the 2 dice of a naval interception (16.1 step 4) or naval avoid-battle
//   attempt (16.1 step 5) are rolled, +2 or -2 to that roll before it is compared with 9
//   (the 'afterNavalRoll' window of naval/interception.ts);
// - option 2: once both sides have rolled in a naval combat (16.2 step 6), one side of the
//   player's choice rolls 3 more dice (5-6 hit). Never in piracy (16.4).
import type { CardId } from '../data/cards.ts';
import type { Side } from '../land/casualties.ts';
import type { ResponseCard } from '../flow/window.ts';
import { eventChoiceFrame } from './choice.ts';
import { COMBAT_WINDOWS, combatOf, rollExtraDice } from './combat-cards.ts';

export const PROFESSIONAL_ROWERS: CardId = 34;
export const ROWERS_DICE = 3;
export const ROWERS_MODIFIER = 2;

/** +2/-2 on a naval roll, or the side that rolls 2 more dice in a naval combat. */
type RowersOption = { type: 'modifier'; n: number } | { type: 'side'; side: Side };

export const PROFESSIONAL_ROWERS_RESPONSE: ResponseCard = {
  windows: ['afterBattleRolls', 'afterNavalRoll'],
  canPlay(_state, _power, w) {
    if (w.at === 'afterNavalRoll') return w.subject?.kind === 'navalRoll' && w.subject.roll.rowers === 0;
    const combat = combatOf(w);
    return w.context === COMBAT_WINDOWS.naval && combat?.kind === 'navalCombat' && combat.frame.hits !== undefined;
  },
  play(_state, power, w) {
    const options =
      w.at === 'afterNavalRoll'
        ? [
            { type: 'modifier' as const, n: ROWERS_MODIFIER },
            { type: 'modifier', n: -ROWERS_MODIFIER },
          ]
        : [
            { type: 'side' as const, side: 'attacker' as const },
            { type: 'side' as const, side: 'defender' as const },
          ];
    const key = w.at === 'afterNavalRoll' ? 'his.prompt.rowersModifier' : 'his.prompt.rowersSide';
    // The window calls the choice and hands the answer to `chosen`.
    return eventChoiceFrame(PROFESSIONAL_ROWERS, power, power, key, options);
  },
  chosen(state, _power, w, action: RowersOption) {
    const s = w.subject;
    if (action.type === 'modifier') {
      if (s?.kind === 'navalRoll') s.roll.rowers = action.n;
      state.log.push({ key: 'his.log.rowersModifier', params: { n: action.n } });
      return;
    }
    const combat = combatOf(w);
    if (!combat) return;
    rollExtraDice(state, combat, action.side, ROWERS_DICE, 5, 'professionalRowers');
  },
};
