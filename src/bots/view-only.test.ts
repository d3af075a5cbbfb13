// A bot sees only its seat's view, legal actions and prompt (issue 14): swapping every
// hidden part of the state (the other hands, dealt again from the unseen cards with the
// same sizes, the deck order, the dice to come) never changes its choice, at any level.
import { describe, expect, it } from 'vitest';
import { createRng, randomInt, shuffle } from '../engine/rng.ts';
import type { HisState, MajorPower } from '../games/his/index.ts';
import { hereIStand, MAJOR_POWERS } from '../games/his/index.ts';
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
    // Every 37th decision with a real choice is a test position.
    if (step % 37 === 0 && legal.length > 1) out.push({ state: structuredClone(state), player: prompt.player as MajorPower });
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
  });

  for (const level of BOT_LEVELS) {
    it(`${level}: the same choice whatever the hidden parts`, () => {
      for (const [i, { state, player }] of cases.entries()) {
        const choose = (s: HisState) => {
          const bot = hisBot(level, `case-${i}`, { iterations: 8 });
          const prompt = hereIStand.pending(s).find((p) => p.player === player);
          return bot.choose(hereIStand.view(s, player), hereIStand.legalActions(s, player), prompt);
        };
        const chosen = choose(state);
        for (const seed of ['a', 'b']) expect(choose(reshuffled(state, player, seed)), `position ${i}, ${player}`).toEqual(chosen);
      }
    });
  }
});
