// Views share the state's public parts (view.ts): along a whole game, no view holds hidden
// information (other hands, the deck, the RNG, the procedure frames, the log), its own hand
// is a copy, and a view stays as it was when the game moves on by the pure apply. A view
// made with the last version's (`previous`, as the server makes them) equals one made afresh.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAJOR_POWERS } from './data/powers.ts';
import type { GoldenRecord } from './golden/golden.ts';
import { hereIStand } from './module.ts';
import type { HisState } from './state.ts';
import type { HisView } from './view.ts';

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

  it("made with the last version's view, equals one made afresh and reuses what the shared parts give", () => {
    // As the server plays: each decision on a spare, the new state then sharing the old one's equal parts.
    let state = hereIStand.setup(golden.options, golden.seed);
    let spare = hereIStand.copy!(state);
    const viewers = [null, 'protestant'] as const;
    let views: HisView[] = viewers.map((viewer) => hereIStand.view(state, viewer));
    const reused = { standings: 0, powers: 0, standingsAfresh: 0 };
    for (const { player, action } of golden.actions.slice(0, 600)) {
      hereIStand.applyInPlace!(spare, player, action);
      const next = spare;
      spare = hereIStand.share!(state, next);
      views = viewers.map((viewer, i) => {
        const previous = { state, view: views[i]! };
        const made = hereIStand.view(next, viewer, previous);
        expect(made).toEqual(hereIStand.view(next, viewer));
        if (made.standings === previous.view.standings) reused.standings++;
        else reused.standingsAfresh++;
        if (made.powers === previous.view.powers) reused.powers++;
        // A power's view is the last one's exactly when its part of the state is the same object.
        for (const p of MAJOR_POWERS) expect(made.powers[p] === previous.view.powers[p]).toBe(next.powers[p] === state.powers[p]);
        return made;
      });
      state = next;
    }
    // Both ways are taken along the game: the check above compares them.
    expect(reused.standings).toBeGreaterThan(100);
    expect(reused.standingsAfresh).toBeGreaterThan(100);
    expect(reused.powers).toBeGreaterThan(100);
  });

  it('reuses the standings only while every part they may read is the same object', () => {
    const state = hereIStand.setup(golden.options, golden.seed);
    const previous = { state, view: hereIStand.view(state, null) };
    // Only the step's own parts new: the standings are the last ones.
    const stepOnly = { ...state, stack: structuredClone(state.stack), log: state.log.slice(), checkpoint: state.checkpoint + 1 };
    expect(hereIStand.view(stepOnly, null, previous).standings).toBe(previous.view.standings);
    // A track, the board, a power, or a part added: worked out again.
    const tracks = { ...state, tracks: structuredClone(state.tracks) };
    expect(hereIStand.view(tracks, null, previous).standings).not.toBe(previous.view.standings);
    const spaces = { ...state, spaces: { ...state.spaces } };
    expect(hereIStand.view(spaces, null, previous).standings).not.toBe(previous.view.standings);
    const added = { ...state, extra: 1 } as HisState;
    expect(hereIStand.view(added, null, previous).standings).not.toBe(previous.view.standings);
    // Another viewer's view is not reused.
    expect(hereIStand.view(stepOnly, 'france', previous).standings).not.toBe(previous.view.standings);
  });
});
