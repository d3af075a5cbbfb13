// Card 73, Diplomatic Marriage (22.2, 22.4; its peace use, 9.3 note 1, is in
// phases/diplomacy/peace.ts): a power other than the Ottoman and the Protestant activates an
// unallied minor power it may activate (22.1 table) or deactivates an active Genoa, Scotland
// or Venice (never Hungary-Bohemia). 6.1: played in the Action Phase or in the Diplomacy
// Phase; the segment is not given (A9): its turn in the War Segment, before its declarations.
import type { CardId } from '../data/cards.ts';
import { playCardFromHand } from '../cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { MINOR_POWERS } from '../data/powers.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { deactivateMinor, mayDeactivate } from '../minor-deactivation.ts';
import type { MinorPower } from '../data/powers.ts';
import { activateMinor, mayActivate, minorAlly } from '../minors.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

export const DIPLOMATIC_MARRIAGE_CARD: CardId = 73;

/** 22.2, 22.4: the powers that may play it as an event. */
const MARRYING_POWERS: readonly MajorPower[] = ['hapsburg', 'england', 'france', 'papacy'];

/** 22.2: the minor activated or deactivated by the marriage. */
export type DiplomaticMarriageAction = { type: 'activateMinor'; minor: MinorPower; major: MajorPower } | { type: 'deactivateMinor'; minor: MinorPower };

export function marriageOptions(state: HisState, power: MajorPower): DiplomaticMarriageAction[] {
  if (!MARRYING_POWERS.includes(power)) return [];
  const out: DiplomaticMarriageAction[] = [];
  for (const minor of MINOR_POWERS) {
    const ally = minorAlly(state, minor);
    if (ally === null && mayActivate(power, minor)) out.push({ type: 'activateMinor', minor, major: power });
    if (ally !== null && mayDeactivate(state, minor)) out.push({ type: 'deactivateMinor', minor });
  }
  return out;
}

export interface DiplomaticMarriageFrame extends Frame {
  proc: 'diplomaticMarriage';
  power: MajorPower;
}

function resolve(state: HisState, power: MajorPower, action: DiplomaticMarriageAction): void {
  const minor = action.minor;
  if (action.type === 'activateMinor') activateMinor(state, minor, power);
  else deactivateMinor(state, minor);
}

export const diplomaticMarriageProcedure: Procedure<DiplomaticMarriageFrame, DiplomaticMarriageAction> = {
  ask(state, f): Ask<DiplomaticMarriageAction>[] {
    const options = marriageOptions(state, f.power);
    return options.length < 2 ? [] : [{ power: f.power, key: 'his.prompt.diplomaticMarriage', actions: options }];
  },
  run(state, f) {
    pop(state, f);
    const only = marriageOptions(state, f.power)[0];
    if (only) resolve(state, f.power, only);
  },
  decide(state, f, power, action) {
    pop(state, f);
    resolve(state, power, action);
  },
};

export const DIPLOMATIC_MARRIAGE_EVENT: CardEvent = {
  canPlay: (state, power) => marriageOptions(state, power).length > 0,
  play(state, power) {
    push(state, frame('diplomaticMarriage', { power }));
  },
};

/** 6.1, A9: may this power play the card now in the Diplomacy Phase (War Segment)? */
export function mayMarryInDiplomacy(state: HisState, power: MajorPower): boolean {
  return state.powers[power].hand.includes(DIPLOMATIC_MARRIAGE_CARD) && marriageOptions(state, power).length > 0;
}

/** 6.1: the Diplomacy Phase play: the card leaves the hand and its event resolves at once. */
export function marryInDiplomacy(state: HisState, power: MajorPower): void {
  playCardFromHand(state, power, DIPLOMATIC_MARRIAGE_CARD, 'event');
  DIPLOMATIC_MARRIAGE_EVENT.play(state, power);
}
