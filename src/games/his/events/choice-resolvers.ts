// The resolvers of event choices (events/choice.ts) by card id.
import type { ChoiceResolvers } from './choice.ts';
import { NAVAL_CHOICE_RESOLVERS } from './naval-cards.ts';
import { NEW_WORLD_CHOICE_RESOLVERS } from './new-world-cards.ts';
import { resolveGout } from './gout.ts';
import { resolveHalleysComet } from './halleys-comet.ts';

export const CHOICE_RESOLVERS: ChoiceResolvers = Object.freeze({
  // Combat and response cards with a choice: Gout's leader, Halley's Comet's option and
  // target (Professional Rowers' choice goes back to its window: ResponseCard.chosen).
  32: resolveGout,
  38: resolveHalleysComet,
  ...NAVAL_CHOICE_RESOLVERS,
  ...NEW_WORLD_CHOICE_RESOLVERS,
});
