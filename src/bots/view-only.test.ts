// A bot sees only its seat's view, legal actions and prompt (issue 14): swapping every
// hidden part of the state (the other hands, dealt again from the unseen cards with the
// same sizes, the deck order, the dice to come) never changes its choice, at any level.
import { describe, expect, it } from 'vitest';
import { createRng, randomInt, shuffle } from '../engine/rng.ts';
import type { HisState, MajorPower } from '../games/his/index.ts';
import { hereIStand, MAJOR_POWERS } from '../games/his/index.ts';
import { determinize } from '../games/his/determinize.ts';
import { hisBot } from './his.ts';
import { BOT_LEVELS } from './levels.ts';

/** The same game with every secret of `viewer`'s opponents dealt again. */
function reshuffled(state: HisState, viewer: MajorPower, seed: string): HisState {
  const copy = structuredClone(state);
  const rng = createRng(seed);
  const others = MAJOR_POWERS.filter((p) => p !== viewer);
  const unseen = shuffle(rng, [...copy.deck, ...others.flatMap((p) => copy.powers[p].hand)]);
  for (const p of others) copy.powers[p].hand = unseen.splice(0, copy.powers[p].hand.length);
  copy.deck = unseen;
  copy.rng = createRng(`${seed}/dice`);
  return copy;
}

/** Positions along a random game, each with the power to decide. */
function positions(count: number): { state: HisState; player: MajorPower }[] {
  const state = hereIStand.setup({ scenario: '1517' }, 'view-only');
  const rng = createRng('view-only/moves');
  const out: { state: HisState; player: MajorPower }[] = [];
  for (let step = 0; out.length < count && hereIStand.result(state) === null; step++) {
    const prompts = hereIStand.pending(state);
    const prompt = prompts[randomInt(rng, prompts.length)]!;
    const legal = hereIStand.legalActions(state, prompt.player);
    // Every 23rd decision with a real choice is a test position.
    if (step % 23 === 0 && legal.length > 1) out.push({ state: structuredClone(state), player: prompt.player as MajorPower });
    hereIStand.applyInPlace!(state, prompt.player, legal[randomInt(rng, legal.length)]!);
  }
  return out;
}

describe('bots see only their view', () => {
  const cases = positions(24);

  it('has positions where the hidden parts differ', () => {
    expect(cases.length).toBe(24);
    const { state, player } = cases[10]!;
    const other = reshuffled(state, player, 'x');
    const someone = MAJOR_POWERS.find((p) => p !== player && state.powers[p].hand.length > 1)!;
    expect(other.powers[someone].hand).not.toEqual(state.powers[someone].hand);
    // Some of the positions the search is tested on are ones where it searches (sampled worlds), not only its heuristic fallback.
    const searched = cases.filter(({ state: s, player: p }, i) => i % 2 === 0 && determinize(hereIStand.view(s, p), p, hereIStand.pending(s).find((q) => q.player === p)!, 'x'));
    expect(searched.length).toBeGreaterThan(0);
  });

  for (const level of BOT_LEVELS) {
    it(`${level}: the same choice whatever the hidden parts`, { timeout: 180_000 }, () => {
      for (const [i, { state, player }] of cases.entries()) {
        // The search plays out each candidate in sampled worlds: two rounds are enough to show where its samples come from.
        if (level === 'search' && i % 2 === 1) continue;
        const choose = (s: HisState) => {
          const bot = hisBot(level, `case-${i}`, { iterations: 2 });
          const prompt = hereIStand.pending(s).find((p) => p.player === player);
          return bot.choose(hereIStand.view(s, player), hereIStand.legalActions(s, player), prompt);
        };
        const chosen = choose(state);
        for (const seed of ['a', 'b']) expect(choose(reshuffled(state, player, seed)), `position ${i}, ${player}`).toEqual(chosen);
      }
    });
  }
});
