// Card 34, Professional Rowers (Response), any power, for either side:
// - option 1: once the 2 dice of a naval interception (16.1 step 4) or naval avoid-battle
//   attempt (16.1 step 5) are rolled, +2 or -2 to that roll before it is compared with 9
//   (the 'afterNavalRoll' window of naval/interception.ts);
// - option 2: once both sides have rolled in a naval combat (16.2 step 6), one side of the
//   player's choice rolls 3 more dice (5-6 hit). Never in piracy (16.4).
import type { CardId } from '../data/cards.ts';
import type { HisAction } from '../flow/frames.ts';
import type { Side } from '../land/casualties.ts';
import { currentNavalCombat } from '../naval/combat.ts';
import { currentNavalRoll } from '../naval/interception.ts';
import type { ResponseCard } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import type { EventChoiceFrame } from './choice.ts';
import { eventChoiceFrame } from './choice.ts';
import { COMBAT_WINDOWS, rollExtraDice } from './combat-cards.ts';
import { push } from '../flow/stack.ts';

export const PROFESSIONAL_ROWERS: CardId = 34;
export const ROWERS_DICE = 3;
export const ROWERS_MODIFIER = 2;

export const PROFESSIONAL_ROWERS_RESPONSE: ResponseCard = {
  windows: ['afterBattleRolls', 'afterNavalRoll'],
  canPlay(state, _power, w) {
    if (w.at === 'afterNavalRoll') {
      const roll = currentNavalRoll(state);
      return roll !== null && roll.rowers === 0;
    }
    return w.context === COMBAT_WINDOWS.naval && currentNavalCombat(state)?.hits !== undefined;
  },
  play(state, power, w) {
    const options =
      w.at === 'afterNavalRoll'
        ? [
            { type: 'modifier', n: ROWERS_MODIFIER },
            { type: 'modifier', n: -ROWERS_MODIFIER },
          ]
        : [
            { type: 'side', side: 'attacker' },
            { type: 'side', side: 'defender' },
          ];
    const key = w.at === 'afterNavalRoll' ? 'his.prompt.rowersModifier' : 'his.prompt.rowersSide';
    push(state, eventChoiceFrame(PROFESSIONAL_ROWERS, power, power, key, options));
  },
};

export function resolveProfessionalRowers(state: HisState, _f: EventChoiceFrame, action: HisAction): void {
  if (action.type === 'modifier') {
    const roll = currentNavalRoll(state);
    if (roll) roll.rowers = action.n as number;
    state.log.push({ key: 'his.log.rowersModifier', params: { n: action.n as number } });
    return;
  }
  const frame = currentNavalCombat(state);
  if (!frame) return;
  rollExtraDice(state, { kind: 'navalCombat', frame }, action.side as Side, ROWERS_DICE, 5, 'professionalRowers');
}
