// One decision inside a card event: a power picks one of a short list of options fixed when
// the event was played (a beneficiary, a voyage to cancel, a marker position...), then the
// card's resolver applies it. Card modules push the frame by name (flow/procedures.ts
// registers `eventChoice`); the resolvers are looked up here by card id.
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import type { Json } from '../../../engine/types.ts';
import type { Ask, Frame, HisAction, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import { NAVAL_CHOICE_RESOLVERS } from './naval-cards.ts';
import { NEW_WORLD_CHOICE_RESOLVERS } from './new-world-cards.ts';
import { resolveGout } from './gout.ts';
import { resolveHalleysComet } from './halleys-comet.ts';
import { resolveProfessionalRowers } from './professional-rowers.ts';

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
}

export type ChoiceResolver = (state: HisState, f: EventChoiceFrame, action: HisAction) => void;

/** Push an event choice; with no option, nothing is asked and nothing happens. */
export function eventChoiceFrame(card: CardId, player: MajorPower, decider: MajorPower, key: string, options: ChoiceOption[]): EventChoiceFrame {
  return { proc: 'eventChoice', card, player, decider, key, options };
}

/** Combat and response cards with a choice: Gout's leader, the side Professional Rowers helps, Halley's Comet's option and target. */
const COMBAT_CHOICE_RESOLVERS: Partial<Record<CardId, ChoiceResolver>> = {
  32: resolveGout,
  34: resolveProfessionalRowers,
  38: resolveHalleysComet,
};

function resolver(card: CardId): ChoiceResolver {
  const r = NEW_WORLD_CHOICE_RESOLVERS[card] ?? NAVAL_CHOICE_RESOLVERS[card] ?? COMBAT_CHOICE_RESOLVERS[card];
  if (!r) throw new Error(`event choice: no resolver for card ${card}`);
  return r;
}

export const eventChoiceProcedure: Procedure<EventChoiceFrame> = {
  ask(_state, f): Ask[] {
    if (f.options.length === 0) return [];
    return [{ power: f.decider, key: f.key, params: { card: f.card }, actions: f.options }];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, _power, action) {
    pop(state, f);
    resolver(f.card)(state, f, action);
  },
};
