import { describe, expect, it } from 'vitest';
import { actionPhaseFrame, canPlayAsEvent } from '../phases/action-phase.ts';
import { openWindow } from '../flow/window.ts';
import { act, choices, runProcedure } from '../testing/position.ts';
import { board, decline, give, respond } from './combat-test-helpers.ts';
import { HALLEYS_COMET_EVENT } from './halleys-comet.ts';

describe("card 38 Halley's Comet", () => {
  it('option B: the target skips its next impulse, which is not a pass (11)', () => {
    const s = board();
    give(s, 'papacy', 38);
    give(s, 'ottoman', 24);
    give(s, 'hapsburg', 25);
    s.stack = [];
    // An open window after an action of the Ottoman.
    openWindow(s, 'afterAction', 'ottoman');
    expect(choices(s, 'papacy')).toEqual([respond(38), decline]);
    act(s, 'papacy', respond(38));
    expect(choices(s, 'papacy')).toEqual([
      { type: 'option', option: 'discard' },
      { type: 'option', option: 'skip' },
    ]);
    act(s, 'papacy', { type: 'option', option: 'skip' });
    expect(choices(s, 'papacy')).toHaveLength(6);
    act(s, 'papacy', { type: 'power', power: 'ottoman', option: 'skip' });
    expect(s.skippedImpulses).toEqual(['ottoman']);
    expect(s.removed).toContain(38);
    // The next Action Phase round: the Ottoman impulse is skipped, the Hapsburgs play.
    runProcedure(s, actionPhaseFrame());
    expect(s.stack.at(-1)).toMatchObject({ proc: 'impulse', power: 'hapsburg' });
    act(s, 'hapsburg', { type: 'pass' });
    expect(s.log.some((e) => e.key === 'his.log.impulseSkipped' && e.params.power === 'ottoman')).toBe(true);
    expect(s.skippedImpulses).toEqual([]);
  });

  it('option A: another power discards a card at random, never a Home card; as an event', () => {
    const s = board();
    give(s, 'france', 38);
    s.powers.hapsburg.hand = [2, 24];
    s.stack = [];
    expect(canPlayAsEvent(s, 'france', 38)).toBe(true);
    HALLEYS_COMET_EVENT.play(s, 'france');
    act(s, 'france', { type: 'option', option: 'discard' });
    // Only the Hapsburgs have a card that can be drawn.
    expect(choices(s, 'france')).toEqual([{ type: 'power', power: 'hapsburg', option: 'discard' }]);
    act(s, 'france', { type: 'power', power: 'hapsburg', option: 'discard' });
    expect(s.powers.hapsburg.hand).toEqual([2]);
    expect(s.discard).toContain(24);
  });

  it('not England under Mary I (21.3)', () => {
    const s = board();
    s.powers.england.ruler = 'mary-i';
    give(s, 'england', 38);
    expect(canPlayAsEvent(s, 'england', 38)).toBe(false);
    s.stack = [];
    openWindow(s, 'afterAction', 'ottoman');
    expect(choices(s, 'england')).toEqual([]);
  });
});
