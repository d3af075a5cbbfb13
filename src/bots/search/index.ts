import type { HisAction, HisView } from '../../games/his/index.ts';
import { heuristicBot } from '../heuristic/index.ts';
import type { BotSettings } from '../levels.ts';
import type { Bot } from '../types.ts';

export function searchBot(seed: string, _settings: BotSettings): Bot<HisView, HisAction> {
  return heuristicBot(seed);
}
