// Here I Stand's bots by level (issue 14): what the server, the simulator, the bench and
// the command line seat. Every level sees only its seat's view, legal actions and prompt.
import type { HisAction, HisView } from '../games/his/index.ts';
import { heuristicBot } from './heuristic/index.ts';
import type { MakeBot } from './levels.ts';
import { randomBot } from './random.ts';
import { searchBot } from './search/index.ts';

export const hisBot: MakeBot<HisView, HisAction> = (level, seed, settings = {}) => {
  switch (level) {
    case 'random':
      return randomBot<HisView, HisAction>(seed);
    case 'heuristic':
      return heuristicBot(seed);
    case 'search':
      return searchBot(seed, settings);
  }
};
