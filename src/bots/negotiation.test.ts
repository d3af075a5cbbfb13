// The negotiating bot: confirms a declaration worth at least what it gives, refuses one
// that costs it, declares simple legal deals, and plays the same given the same seed.
import { describe, expect, it } from 'vitest';
import type { HisAction, HisState } from '../games/his/index.ts';
import { hereIStand, MAJOR_POWERS } from '../games/his/index.ts';
import { advance } from '../games/his/flow/kernel.ts';
import { clearMap, endTalk, startingState } from '../games/his/testing/position.ts';
import type { DealItem } from '../games/his/phases/diplomacy/deal-items.ts';
import { declarationValue, negotiatingRandomBot } from './negotiation.ts';

function atNegotiation(): HisState {
  const s = clearMap(startingState('1517'));
  s.turn = 3;
  s.phase = 'diplomacy';
  s.diplomacy.wars = ['hapsburg|ottoman', 'ottoman|papacy'];
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.stack = [{ proc: 'diplomacy' }];
  advance(s);
  endTalk(s);
  return s;
}

describe('negotiation bot', () => {
  it('values what a declaration gives and takes from its own power only', () => {
    const view = hereIStand.view(atNegotiation(), 'france');
    expect(declarationValue(view, 'france', [{ kind: 'cards', from: 'hapsburg', to: 'papacy', n: 1 }])).toBe(0);
    expect(declarationValue(view, 'france', [{ kind: 'cede', from: 'hapsburg', to: 'france', space: 'besancon' }])).toBeGreaterThan(0);
    expect(declarationValue(view, 'france', [{ kind: 'cede', from: 'france', to: 'hapsburg', space: 'lyon' }])).toBeLessThan(0);
    expect(declarationValue(view, 'papacy', [{ kind: 'cede', from: 'france', to: 'hapsburg', space: 'lyon' }])).toBe(0);
  });

  it('answers a declaration through its legal actions: refuses one that costs it, confirms one that pays it', () => {
    let s = atNegotiation();
    s = hereIStand.apply(s, 'ottoman', { type: 'doneDeclaring' });
    s = hereIStand.apply(s, 'hapsburg', { type: 'newDeclaration' });
    s = hereIStand.apply(s, 'hapsburg', { type: 'addItem', item: { kind: 'cede', from: 'england', to: 'hapsburg', space: 'calais' } } as HisAction);
    s = hereIStand.apply(s, 'hapsburg', { type: 'declare' });
    s = hereIStand.apply(s, 'hapsburg', { type: 'newDeclaration' });
    s = hereIStand.apply(s, 'hapsburg', { type: 'addItem', item: { kind: 'alliance', from: 'hapsburg', to: 'papacy' } } as HisAction);
    s = hereIStand.apply(s, 'hapsburg', { type: 'declare' });
    s = hereIStand.apply(s, 'hapsburg', { type: 'doneDeclaring' });
    const bot = negotiatingRandomBot('t');
    const [prompt] = hereIStand.pending(s);
    expect(prompt).toMatchObject({ player: 'england', key: 'his.prompt.negotiationConfirm' });
    expect(bot.choose(hereIStand.view(s, 'england'), hereIStand.legalActions(s, 'england'), prompt)).toEqual({ type: 'refuse', declaration: 1 });
  });

  it('declares only legal actions, the same way for the same seed', () => {
    const run = (seed: string) => {
      let s = atNegotiation();
      const bots = Object.fromEntries(MAJOR_POWERS.map((p) => [p, negotiatingRandomBot(`${seed}/${p}`)]));
      const chosen: HisAction[] = [];
      for (let i = 0; i < 200 && s.stack.some((f) => f.proc === 'negotiation'); i++) {
        const [prompt] = hereIStand.pending(s);
        const legal = hereIStand.legalActions(s, prompt!.player);
        const action = bots[prompt!.player]!.choose(hereIStand.view(s, prompt!.player), legal, prompt);
        expect(legal).toContainEqual(action);
        chosen.push(action);
        s = hereIStand.apply(s, prompt!.player, action);
      }
      return { chosen, alliances: s.diplomacy.alliances };
    };
    const a = run('x');
    expect(run('x')).toEqual(a);
    // Hapsburg and Papacy share an enemy (the Ottoman): an alliance is offered and worth confirming.
    expect(a.chosen.some((c) => c.type === 'addItem' && (c.item as DealItem).kind === 'alliance') || a.alliances.length > 0 || run('y').alliances.length > 0).toBe(true);
  });
});
