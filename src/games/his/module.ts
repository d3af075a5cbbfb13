// Here I Stand as a game module of the engine contract (design: "The engine contract").
import type { GameModule, Prompt, Result } from '../../engine/types.ts';
import { RuleError } from '../../engine/types.ts';
import type { MajorPower } from './data/powers.ts';
import { isMajorPower } from './data/powers.ts';
import type { HisAction } from './flow/frames.ts';
import { asks, decide } from './flow/kernel.ts';
import { setup } from './setup.ts';
import type { HisOptions, HisState } from './state.ts';
import type { HisView } from './view.ts';
import { view } from './view.ts';

export const RULES_VERSION = '0.1.0';

function asPower(player: string): MajorPower {
  if (!isMajorPower(player)) throw new RuleError(`unknown power: ${player}`, 'unknown-player');
  return player;
}

export const hereIStand: GameModule<HisState, HisOptions, HisView, HisAction> = {
  id: 'his',
  version: RULES_VERSION,
  setup,
  pending(state): Prompt[] {
    return asks(state).map((a) => {
      const prompt: Prompt = { player: a.power, key: a.key };
      if (a.params) prompt.params = a.params;
      if (a.simultaneous) prompt.simultaneous = true;
      return prompt;
    });
  },
  legalActions(state, player) {
    if (!isMajorPower(player)) return [];
    return asks(state).find((a) => a.power === player)?.actions ?? [];
  },
  apply(state, player, action) {
    const power = asPower(player);
    if (state.result) throw new RuleError('the game is over', 'game-over');
    const next = structuredClone(state);
    decide(next, power, action);
    return next;
  },
  view(state, player) {
    return view(state, player !== null && isMajorPower(player) ? player : null);
  },
  result(state): Result | null {
    return state.result ? { ...state.result } : null;
  },
  checkpoint(state) {
    return state.checkpoint;
  },
};
