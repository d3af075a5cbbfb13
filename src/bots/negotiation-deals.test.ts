// The negotiating bot's own deals: a white peace asked of a power winning the war is
// sweetened by the valuation (mercenaries, then a space, then a card) until that power
// would confirm it; and a bot made afresh for every decision (as the server seats it)
// composes the same deal as one that lives through the segment.
import { describe, expect, it } from 'vitest';
import type { HisAction, HisState } from '../games/his/index.ts';
import { hereIStand, MAJOR_POWERS } from '../games/his/index.ts';
import { advance } from '../games/his/flow/kernel.ts';
import { clearMap, endTalk, place, startingState } from '../games/his/testing/position.ts';
import type { DealItem } from '../games/his/phases/diplomacy/deal-items.ts';
import { declarationValue, negotiatingRandomBot, sweetener } from './negotiation.ts';
import type { Bot } from './types.ts';
import type { HisView } from '../games/his/index.ts';

/** Turn 3, the Hapsburgs at war with France and losing it: France holds the Duke of Alva. */
function losingWar(): HisState {
  const s = clearMap(startingState('1517'));
  s.turn = 3;
  s.phase = 'diplomacy';
  s.diplomacy.wars = ['france|hapsburg'];
  s.powers.france.captives = ['duke-of-alva'];
  place(s, 'vienna', 'hapsburg', { mercenary: 3 });
  place(s, 'paris', 'france', { regular: 1 });
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.stack = [{ proc: 'diplomacy' }];
  advance(s);
  endTalk(s);
  return s;
}

/** Plays the segment with the given bots until it ends; the actions chosen. */
function negotiate(s: HisState, bot: (power: string) => Bot<HisView, HisAction>): { state: HisState; chosen: HisAction[] } {
  const chosen: HisAction[] = [];
  for (let i = 0; i < 300 && s.stack.some((f) => f.proc === 'negotiation'); i++) {
    const [prompt] = hereIStand.pending(s);
    const legal = hereIStand.legalActions(s, prompt!.player);
    const action = bot(prompt!.player).choose(hereIStand.view(s, prompt!.player), legal, prompt);
    expect(legal).toContainEqual(action);
    chosen.push(action);
    s = hereIStand.apply(s, prompt!.player, action);
  }
  return { state: s, chosen };
}

describe('negotiation bot deals', () => {
  it('sweetens a white peace the winner would refuse with mercenaries, while it stays worth it to itself', () => {
    const s = losingWar();
    const view = hereIStand.view(s, 'hapsburg');
    const peace: DealItem = { kind: 'peace', from: 'hapsburg', to: 'france' };
    // France wins the war: a bare peace costs it.
    expect(declarationValue(view, 'france', [peace])).toBeLessThan(0);
    const addable: DealItem[] = [
      { kind: 'cards', from: 'hapsburg', to: 'france', n: 1 },
      { kind: 'cede', from: 'hapsburg', to: 'france', space: 'vienna' },
      { kind: 'mercenaries', from: 'hapsburg', to: 'france', n: 1 },
      { kind: 'mercenaries', from: 'hapsburg', to: 'france', n: 2 },
    ];
    const gift = sweetener(view, 'hapsburg', 'france', [peace], addable);
    expect(gift).toEqual({ kind: 'mercenaries', from: 'hapsburg', to: 'france', n: 2 });
    expect(declarationValue(view, 'france', [peace, gift!])).toBeGreaterThanOrEqual(0);
    expect(declarationValue(view, 'hapsburg', [peace, gift!])).toBeGreaterThanOrEqual(0);
    // Vienna is a key: never given; with no mercenaries left to give, a card.
    expect(sweetener(view, 'hapsburg', 'france', [peace], addable.slice(0, 2))).toEqual(addable[0]);
    // A deal the partner already likes is not sweetened.
    expect(sweetener(view, 'france', 'papacy', [{ kind: 'alliance', from: 'france', to: 'papacy' }], [])).toBeUndefined();
  });

  it('declares the sweetened peace through legal actions; France confirms it and the mercenaries change hands', () => {
    // A few seeds: one time in three a bot keeps to itself for a partner.
    const outcomes = ['a', 'b', 'c', 'd'].map((seed) => {
      const bots = Object.fromEntries(MAJOR_POWERS.map((p) => [p, negotiatingRandomBot(`${seed}/${p}`)]));
      return negotiate(losingWar(), (p) => bots[p]!).state;
    });
    const made = outcomes.filter((s) => !s.diplomacy.wars.includes('france|hapsburg'));
    expect(made.length).toBeGreaterThan(0);
    for (const s of made) expect(s.spaces.paris.units.france?.mercenary).toBe(2);
  });

  it('a bot made afresh for each decision (the server seats bots this way) composes the same deal', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const kept = Object.fromEntries(MAJOR_POWERS.map((p) => [p, negotiatingRandomBot(`${seed}/${p}`)]));
      const lasting = negotiate(losingWar(), (p) => kept[p]!).chosen;
      const fresh = negotiate(losingWar(), (p) => negotiatingRandomBot(`${seed}/${p}`)).chosen;
      expect(fresh).toEqual(lasting);
    }
  });
});
