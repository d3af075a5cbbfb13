// The random bot: a uniform choice among the legal actions, for fuzzing the rules.
// Its PRNG is the engine's (seeded, plain JSON state), kept inside the bot, so a bot
// with the same seed asked the same questions gives the same answers. It never looks
// at the view: any legal action is as good as another.
import { createRng, randomInt } from '../engine/rng.ts';
import type { Action } from '../engine/types.ts';
import type { Bot } from './types.ts';

export function randomBot<V = unknown, A extends Action = Action>(seed: string): Bot<V, A> {
  const rng = createRng(`random-bot:${seed}`);
  return {
    name: 'random',
    readsView: false,
    choose(_view, legalActions) {
      if (legalActions.length === 0) throw new Error('random bot: asked to choose among no legal actions');
      return legalActions[randomInt(rng, legalActions.length)] as A;
    },
  };
}
