// A state rebuilt from a view (issue 14) offers the viewer the same decision as the real
// one, shows it the same board, and deals the others hands of the right sizes from cards
// it has not seen.
import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../engine/rng.ts';
import { determinize } from './determinize.ts';
import { hereIStand } from './module.ts';
import { MAJOR_POWERS } from './data/powers.ts';
import type { MajorPower } from './data/powers.ts';

describe('determinize', () => {
  it('rebuilds impulses and CP spending with the same prompt, legal actions and board; elsewhere gives null', () => {
    const m = hereIStand;
    const state = m.setup({ scenario: '1517' }, 'determinize');
    const rng = createRng('determinize/moves');
    let rebuilt = 0;
    let refused = 0;
    for (let step = 0; step < 1200 && m.result(state) === null; step++) {
      const prompts = m.pending(state);
      const prompt = prompts[randomInt(rng, prompts.length)]!;
      const me = prompt.player as MajorPower;
      const view = m.view(state, me);
      const world = determinize(view, me, prompt, `s${step}`);
      if (world === null) {
        refused++;
        // Null only away from a plain impulse or its CP spending (events spend CP inside other frames).
        const plain = `${prompt.key}@${view.procedures.join('>')}`;
        expect(['his.prompt.impulse@game>turn>actionPhase>impulse', 'his.prompt.spendCp@game>turn>actionPhase>spendCp']).not.toContain(plain);
      } else {
        rebuilt++;
        expect(m.pending(world).find((p) => p.player === me)).toEqual(prompt);
        expect(m.legalActions(world, me)).toEqual(m.legalActions(state, me));
        const seen = m.view(world, me);
        expect(seen.spaces).toEqual(view.spaces);
        expect(seen.powers[me].hand).toEqual(view.powers[me].hand);
        for (const p of MAJOR_POWERS) expect(world.powers[p].hand.length, p).toBe(state.powers[p].hand.length);
        const mine = new Set(state.powers[me].hand);
        for (const p of MAJOR_POWERS) if (p !== me) for (const c of world.powers[p].hand) expect(mine.has(c)).toBe(false);
      }
      const legal = m.legalActions(state, me);
      m.applyInPlace!(state, me, legal[randomInt(rng, legal.length)]!);
    }
    expect(rebuilt).toBeGreaterThan(40);
    expect(refused).toBeGreaterThan(40);
  });
});
