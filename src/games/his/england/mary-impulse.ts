// 21.3 "English Impulses Under Mary I": England shows its card without saying how it will
// use it; a Mandatory Event resolves normally; otherwise a die: 4-6 the card is used as
// England wishes, 1-3 the Papacy acts by the card's CP in the English zone and the English
// impulse ends. Skipped when every English home space of the English zone is Catholic at
// the start of the impulse. Also: no English Response or Combat card events while she rules.
import type { CardId } from '../data/cards.ts';
import { CARDS } from '../data/cards.ts';
import { SPACES, homeSpacesOf } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import type { Frame } from '../flow/frames.ts';
import type { HisState } from '../state.ts';
import { push } from '../flow/stack.ts';
import { frame } from '../flow/frames.ts';


export function maryRules(state: HisState): boolean {
  return state.powers.england.ruler === 'mary-i';
}

/** 21.3: the procedure is on while Mary rules and some English home space of the English zone is not Catholic. */
export function maryProcedureApplies(state: HisState, power: MajorPower): boolean {
  if (power !== 'england' || !maryRules(state)) return false;
  return homeSpacesOf('england').some((id) => SPACES[id].languageZone === 'english' && state.spaces[id].religion !== 'catholic');
}

/** 21.3: while Mary rules, England uses Response and Combat cards only for CP in the Action Phase. */
export function englandResponsesBarred(state: HisState, power: MajorPower): boolean {
  return power === 'england' && maryRules(state) && state.phase === 'actionPhase';
}

export function isResponseOrCombat(card: CardId): boolean {
  const t = CARDS[card].type;
  return t === 'response' || t === 'combat';
}

export interface MaryImpulseFrame extends Frame {
  proc: 'maryImpulse';
  card: CardId;
  step: 'roll' | 'use';
}

/** Step 1: England has shown the card (impulse procedure, phases/action-phase.ts). */
export function startMaryImpulse(state: HisState, card: CardId): void {
  state.log.push({ key: 'his.log.maryShowsCard', params: { card } });
  push(state, frame('maryImpulse', { card, step: 'roll' }));
}
