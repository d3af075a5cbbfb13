import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import { advance } from '../flow/kernel.ts';
import { actionPhaseFrame, canPlayAsEvent } from '../phases/action-phase.ts';
import { blankReligiousMap, protestant } from '../religion/testing.ts';
import type { HisState } from '../state.ts';
import { act, choices } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

/** A Protestant impulse holding Here I Stand, with these cards in the discard pile. */
function impulse(discard: CardId[]): HisState {
  const s = protestant(blankReligiousMap(), 'wittenberg');
  s.religion.reformers = { luther: 'wittenberg' };
  s.powers.protestant.hand = [7];
  s.discard = discard;
  s.stack = [{ ...actionPhaseFrame(), calling: 'impulse' }, { proc: 'impulse', power: 'protestant' }];
  advance(s);
  return s;
}

describe('card 7 Here I Stand, taking a card from the discard pile (6.2, 11)', () => {
  it('offers every card of the discard pile but Mandatory Events; the card may be kept for later', () => {
    const s = impulse([85, 15, 24]);
    act(s, 'protestant', { type: 'play', card: 7, as: 'event' });
    // 15 Society of Jesus is a Mandatory Event.
    expect(choices(s, 'protestant')).toEqual([
      { type: 'card', card: 24 },
      { type: 'card', card: 85 },
    ]);
    act(s, 'protestant', { type: 'card', card: 85 });
    expect(s.discard).toEqual([15, 24]);
    expect(choices(s, 'protestant')).toEqual([{ type: 'play', card: 85, as: 'cp' }, { type: 'play', card: 85, as: 'event' }, { type: 'keep' }]);
    act(s, 'protestant', { type: 'keep' });
    expect(s.powers.protestant.hand).toEqual([85]);
    expect(s.powers.protestant.homeCardUsed).toContain(7);
  });

  it('played at once as an event in the same impulse', () => {
    const s = impulse([85]);
    act(s, 'protestant', { type: 'play', card: 7, as: 'event' });
    act(s, 'protestant', { type: 'card', card: 85 });
    act(s, 'protestant', { type: 'play', card: 85, as: 'event' });
    expect(s.removed).toContain(85);
    expect(s.stack[s.stack.length - 1]!.proc).toBe('reformation');
  });

  it('played at once for CP', () => {
    const s = impulse([24]);
    act(s, 'protestant', { type: 'play', card: 7, as: 'event' });
    act(s, 'protestant', { type: 'card', card: 24 });
    // A combat card: only for CP.
    expect(choices(s, 'protestant')).toEqual([{ type: 'play', card: 24, as: 'cp' }, { type: 'keep' }]);
    act(s, 'protestant', { type: 'play', card: 24, as: 'cp' });
    expect(s.stack.some((f) => f.proc === 'spendCp' && f.power === 'protestant')).toBe(true);
  });

  it('never a card the Protestant played as an event earlier this turn; a card another power played as an event this turn serves only for CP', () => {
    const s = impulse([75, 65]);
    s.eventPlays = {
      turn: s.turn,
      plays: [
        { power: 'protestant', card: 75 },
        { power: 'france', card: 65 },
      ],
    };
    expect(EVENTS[7]!.canPlay(s, 'protestant')).toBe(true);
    act(s, 'protestant', { type: 'play', card: 7, as: 'event' });
    expect(choices(s, 'protestant')).toEqual([{ type: 'card', card: 65 }]);
    act(s, 'protestant', { type: 'card', card: 65 });
    expect(canPlayAsEvent(s, 'protestant', 65)).toBe(false);
    expect(choices(s, 'protestant')).toEqual([{ type: 'play', card: 65, as: 'cp' }, { type: 'keep' }]);
  });

  it('only the Protestant, only while Luther lives, only with something to take', () => {
    const s = impulse([85]);
    expect(EVENTS[7]!.canPlay(s, 'papacy')).toBe(false);
    expect(EVENTS[7]!.canPlay(s, 'protestant')).toBe(true);
    s.discard = [15];
    expect(EVENTS[7]!.canPlay(s, 'protestant')).toBe(false);
    s.discard = [85];
    s.religion.debaters = s.religion.debaters.filter((d) => d !== 'luther');
    expect(EVENTS[7]!.canPlay(s, 'protestant')).toBe(false);
  });
});
