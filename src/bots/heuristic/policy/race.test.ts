// The heuristic seat races the VP leader (22, 23.3): a key held by the rival about to win
// is worth more than another key (2 VP for me and 2 fewer for it), and a war on that rival
// is declared even while another campaign is under way.
import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../../engine/types.ts';
import type { HisAction } from '../../../games/his/index.ts';
import { hereIStand } from '../../../games/his/index.ts';
import type { HisState } from '../../../games/his/state.ts';
import { clearMap, declareWar, place, startingState } from '../../../games/his/testing/position.ts';
import { context, spaceWorth } from '../context.ts';
import { heuristicChoice } from '../index.ts';

function franceLeads(): HisState {
  const s = clearMap(startingState('1517'));
  s.powers.france.bonusVp += 12;
  return s;
}

describe('heuristic bot racing the VP leader', () => {
  it('values the leader’s keys above another rival’s', () => {
    const s = franceLeads();
    const ctx = context(hereIStand.view(s, 'hapsburg'), undefined);
    expect(spaceWorth(ctx, 'paris')).toBeGreaterThan(spaceWorth(ctx, 'edinburgh'));
    // Without a lead, a key is a key.
    const even = context(hereIStand.view(clearMap(startingState('1517')), 'hapsburg'), undefined);
    expect(spaceWorth(even, 'paris')).toBe(spaceWorth(even, 'edinburgh'));
  });

  it('declares war on the leader even with a campaign under way', () => {
    const s = franceLeads();
    // A campaign against England (Calais within reach) and an army near France's Lyon.
    declareWar(s, 'hapsburg', 'england');
    place(s, 'brussels', 'hapsburg', { regular: 6 });
    place(s, 'besancon', 'hapsburg', { regular: 6 });
    s.powers.hapsburg.hand = [...s.deck.splice(0, 6)];
    const prompt = { player: 'hapsburg', key: 'his.prompt.declareWar', params: {} } as Prompt;
    const actions = [{ type: 'declareWar', target: 'france' }, { type: 'done' }] as HisAction[];
    expect(heuristicChoice(hereIStand.view(s, 'hapsburg'), actions, prompt, () => 0.5)).toEqual({ type: 'declareWar', target: 'france' });
    // The same board with France not ahead: the campaign under way comes first.
    s.powers.france.bonusVp -= 12;
    expect(heuristicChoice(hereIStand.view(s, 'hapsburg'), actions, prompt, () => 0.5)).toEqual({ type: 'done' });
  });
});
