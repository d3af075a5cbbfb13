// One decision inside a card event: a power picks one of a short list of options fixed when
// the event was played (a beneficiary, a voyage to cancel, a marker position...), then the
// card's resolver applies it. Card modules push the frame; the procedure is built over the
// table of resolvers by card id (events/choice-resolvers.ts) where the flow is built.
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import type { Json } from '../../../engine/types.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, ret } from '../flow/stack.ts';
import type { HisState } from '../state.ts';

/** An option of an event choice: an action with every field defined (frames are plain JSON). */
export type ChoiceOption = { type: string; [field: string]: Json };

export interface EventChoiceFrame extends Frame {
  proc: 'eventChoice';
  card: CardId;
  /** The power that played the card. */
  player: MajorPower;
  /** The power that decides (often the player). */
  decider: MajorPower;
  /** The power the card acts against, when there is one (Gout's victim). */
  victim?: MajorPower;
  /** Prompt key of the question. */
  key: string;
  options: ChoiceOption[];
  /** Called by a window for a response card's choice: the answer goes back to it (no resolver). */
  returns?: boolean;
}

/**
 * The resolver of one card's choice, typed by the options that card offers (`A`): the event
 * choice hands back one of the frame's `options` (the kernel checks it against the ask, which
 * lists exactly those). The table pairs each card's options with its resolver by card id;
 * written as a method, a resolver of the card's own option type fits the table's type.
 */
export type ChoiceResolver<A extends ChoiceOption = ChoiceOption> = { resolve(state: HisState, f: EventChoiceFrame, action: A): void }['resolve'];

/** Push an event choice; with no option, nothing is asked and nothing happens. */
export function eventChoiceFrame(card: CardId, player: MajorPower, decider: MajorPower, key: string, options: ChoiceOption[]): EventChoiceFrame {
  return { proc: 'eventChoice', card, player, decider, key, options };
}

/** Choice resolvers by card id. */
export type ChoiceResolvers = Readonly<Partial<Record<CardId, ChoiceResolver>>>;

/** The event choice procedure over a table of resolvers. */
export function eventChoiceProcedure(resolvers: ChoiceResolvers): Procedure<EventChoiceFrame, ChoiceOption> {
  function resolver(card: CardId): ChoiceResolver {
    const r = resolvers[card];
    if (!r) throw new Error(`event choice: no resolver for card ${card}`);
    return r;
  }
  return {
    ask(_state, f): Ask<ChoiceOption>[] {
      if (f.options.length === 0) return [];
      return [{ power: f.decider, key: f.key, params: { card: f.card }, actions: f.options }];
    },
    run(state, f) {
      // No option: nothing is asked (a called choice answers null).
      if (f.returns) ret(state, f, null);
      else pop(state, f);
    },
    decide(state, f, _power, action) {
      if (f.returns) {
        ret(state, f, action);
        return;
      }
      pop(state, f);
      resolver(f.card)(state, f, action);
    },
  };
}
