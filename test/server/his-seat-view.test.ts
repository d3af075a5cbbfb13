// The server builds a Here I Stand seat's view from the spectator's (his-seat-view.ts): it must
// be exactly the module's view for that seat, at every step of a game, in the six-power game
// and the two-player variant (hidden information stays hidden, and nothing a seat may see is lost).
import { describe, expect, it } from 'vitest';
import { createRng, pick } from '../../src/engine/rng.ts';
import type { Json } from '../../src/engine/types.ts';
import { MAJOR_POWERS } from '../../src/games/his/data/powers.ts';
import { hereIStand } from '../../src/games/his/module.ts';
import { hisSeatView } from '../../src/server/his-seat-view.ts';

/** Plays at random, checking every power's view at every step; returns how many steps had a diplomatic hand dealt. */
function playChecking(options: Json, seed: string, steps: number): { checked: number; diplomaticHands: number } {
  const rng = createRng(seed);
  let state = hereIStand.setup(options as never, seed);
  let checked = 0;
  let diplomaticHands = 0;
  for (let i = 0; i < steps && !state.result; i++) {
    if ((state.twoPlayer?.hands.papacy.length ?? 0) > 0) diplomaticHands++;
    const open = hereIStand.view(state, null);
    for (const power of MAJOR_POWERS) {
      // The same JSON, key order included: what goes on the wire.
      expect(JSON.stringify(hisSeatView(open, state, power)), `${power} at step ${i}`).toBe(JSON.stringify(hereIStand.view(state, power)));
      checked++;
    }
    const prompt = hereIStand.pending(state)[0];
    if (!prompt) break;
    state = hereIStand.apply(state, prompt.player, pick(rng, hereIStand.legalActions(state, prompt.player)));
  }
  return { checked, diplomaticHands };
}

describe('a seat view built from the spectator view', () => {
  it('equals the module view of every power, six players', () => {
    expect(playChecking({ scenario: '1517' }, 'seat-view-6', 250).checked).toBeGreaterThan(1000);
  });

  it('equals the module view of every power, two players (diplomatic hands)', () => {
    const played = playChecking({ scenario: '1517', players: 2 }, 'seat-view-2', 250);
    expect(played.checked).toBeGreaterThan(1000);
    expect(played.diplomaticHands).toBeGreaterThan(10);
  });
});
