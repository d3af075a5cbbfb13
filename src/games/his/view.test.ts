// Views share the state's public parts (view.ts): along a whole game, no view holds hidden
// information (other hands, the deck, the RNG, the procedure frames, the log), its own hand
// is a copy, and a view stays as it was when the game moves on by the pure apply.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAJOR_POWERS } from './data/powers.ts';
import type { GoldenRecord } from './golden/golden.ts';
import { hereIStand } from './module.ts';
import type { HisState } from './state.ts';

const golden = JSON.parse(readFileSync(new URL('./golden/records/golden-1532-9.json', import.meta.url), 'utf8')) as GoldenRecord;

function checkView(state: HisState, viewer: (typeof MAJOR_POWERS)[number] | null): void {
  const v = hereIStand.view(state, viewer);
  for (const hidden of ['rng', 'deck', 'stack', 'log', 'forcedDice']) expect(v).not.toHaveProperty(hidden);
  for (const p of MAJOR_POWERS) {
    expect(v.powers[p].handSize).toBe(state.powers[p].hand.length);
    if (p === viewer) {
      expect(v.powers[p].hand).toEqual(state.powers[p].hand);
      expect(v.powers[p].hand).not.toBe(state.powers[p].hand);
    } else {
      expect(v.powers[p].hand).toBeNull();
    }
  }
  expect(v.procedures).toEqual(state.stack.map((f) => f.proc));
}

describe('view', () => {
  it('never shows hidden information, for any seat, along a game', () => {
    let state = hereIStand.setup(golden.options, golden.seed);
    golden.actions.forEach(({ player, action }, i) => {
      if (i % 20 === 0) for (const viewer of [...MAJOR_POWERS, null]) checkView(state, viewer);
      state = hereIStand.apply(state, player, action);
    });
  });

  it('is not changed by the pure apply of later decisions', () => {
    let state = hereIStand.setup(golden.options, golden.seed);
    const views = MAJOR_POWERS.map((p) => hereIStand.view(state, p));
    const before = JSON.stringify(views);
    for (const { player, action } of golden.actions.slice(0, 200)) state = hereIStand.apply(state, player, action);
    expect(JSON.stringify(views)).toBe(before);
  });
});
