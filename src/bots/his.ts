// Here I Stand's bots by level (issue 14): what the server, the simulator, the bench and
// the command line seat. Every level sees only its seat's view, legal actions and prompt.
// Every level negotiates (9.1) by the valuation of negotiation.ts (the search bot samples
// worlds only at decisions whose frames its view describes, and the segment's are not).
import type { HisAction, HisView } from '../games/his/index.ts';
import { heuristicBot } from './heuristic/index.ts';
import type { MakeBot } from './levels.ts';
import { negotiating } from './negotiation.ts';
import { randomBot } from './random.ts';
import { searchBot } from './search/index.ts';

export const hisBot: MakeBot<HisView, HisAction> = (level, seed, settings = {}) => {
  switch (level) {
    case 'random':
      return negotiating(randomBot<HisView, HisAction>(seed), seed);
    case 'heuristic':
      return negotiating(heuristicBot(seed), seed);
    case 'search':
      return negotiating(searchBot(seed, settings), seed);
  }
};
