// One decision inside a diplomacy card's event (two-player variant): the decider picks one of
// the options fixed when it was asked; the card's resolver applies it and may ask again.
// `data` carries what the next step must know (hits left, units still to place...).
import type { DiplomacyCardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import type { Json } from '../../../engine/types.ts';
import type { Ask, Frame, HisAction, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import type { ChoiceOption } from '../events/choice.ts';

export interface TwoPlayerChoiceFrame extends Frame {
  proc: 'twoPlayerChoice';
  card: DiplomacyCardId;
  /** The player who played the card. */
  player: MajorPower;
  decider: MajorPower;
  key: string;
  options: ChoiceOption[];
  data: { [k: string]: Json };
}

export type TwoPlayerResolver = (state: HisState, f: TwoPlayerChoiceFrame, action: HisAction) => void;

/** Ask `decider`; with no option nothing is asked and the resolver is not called. */
export function askChoice(
  state: HisState,
  card: DiplomacyCardId,
  player: MajorPower,
  decider: MajorPower,
  key: string,
  options: ChoiceOption[],
  data: { [k: string]: Json } = {},
): void {
  push(state, { proc: 'twoPlayerChoice', card, player, decider, key, options, data } satisfies TwoPlayerChoiceFrame);
}

export function twoPlayerChoiceProcedure(resolvers: Readonly<Partial<Record<DiplomacyCardId, TwoPlayerResolver>>>): Procedure<TwoPlayerChoiceFrame> {
  return {
    ask(_state, f): Ask[] {
      if (f.options.length === 0) return [];
      return [{ power: f.decider, key: f.key, params: { card: f.card }, actions: f.options }];
    },
    run(state, f) {
      pop(state, f);
    },
    decide(state, f, _power, action) {
      pop(state, f);
      const r = resolvers[f.card];
      if (!r) throw new Error(`two-player choice: no resolver for card ${f.card}`);
      r(state, f, action);
    },
  };
}
