// The resolvers of event choices (events/choice.ts) by card id.
import type { ChoiceResolvers } from './choice.ts';
import { NAVAL_CHOICE_RESOLVERS } from './naval-cards.ts';
import { NEW_WORLD_CHOICE_RESOLVERS } from './new-world-cards.ts';
import { resolveGout } from './gout.ts';
import { resolveHalleysComet } from './halleys-comet.ts';
import { resolveProfessionalRowers } from './professional-rowers.ts';

export const CHOICE_RESOLVERS: ChoiceResolvers = Object.freeze({
  // Combat and response cards with a choice: Gout's leader, the side Professional Rowers
  // helps, Halley's Comet's option and target.
  32: resolveGout,
  34: resolveProfessionalRowers,
  38: resolveHalleysComet,
  ...NAVAL_CHOICE_RESOLVERS,
  ...NEW_WORLD_CHOICE_RESOLVERS,
});
