import { describe, expect, it } from 'vitest';
import { canPlayAsEvent } from '../phases/action-phase.ts';
import { act, choices, place } from '../testing/position.ts';
import { board, unitsIn } from './combat-test-helpers.ts';
import { SWISS_MERCENARIES_EVENT } from './swiss-mercenaries.ts';

describe('card 36 Swiss Mercenaries', () => {
  it('played by the Ottoman, France places 4 French mercenaries', () => {
    const s = board();
    place(s, 'lyon', 'france', { regular: 1 });
    place(s, 'istanbul', 'ottoman', { regular: 1 });
    s.stack = [];
    SWISS_MERCENARIES_EVENT.play(s, 'ottoman');
    expect(choices(s, 'france')).toEqual([{ type: 'space', space: 'lyon' }]);
    for (let i = 0; i < 4; i++) act(s, 'france', { type: 'space', space: 'lyon' });
    expect(unitsIn(s, 'lyon', 'france')).toMatchObject({ mercenary: 4 });
    expect(unitsIn(s, 'istanbul', 'ottoman')).toMatchObject({ mercenary: 0 });
  });

  it('any other power places 2 of its own, never inside a besieged space', () => {
    const s = board();
    place(s, 'london', 'england', { regular: 1 });
    place(s, 'calais', 'england', { regular: 1 });
    place(s, 'calais', 'france', { regular: 3 });
    s.spaces.calais.siege = { besieger: 'france', since: 3 };
    s.stack = [];
    SWISS_MERCENARIES_EVENT.play(s, 'england');
    expect(choices(s, 'england')).toEqual([{ type: 'space', space: 'london' }]);
    act(s, 'england', { type: 'space', space: 'london' });
    act(s, 'england', { type: 'space', space: 'london' });
    expect(unitsIn(s, 'london', 'england')).toMatchObject({ mercenary: 2 });
    expect(s.stack).toEqual([]);
  });

  it('not playable without a space to place them', () => {
    const s = board();
    expect(canPlayAsEvent(s, 'papacy', 36)).toBe(false);
    place(s, 'rome', 'papacy', { regular: 1 });
    expect(canPlayAsEvent(s, 'papacy', 36)).toBe(true);
  });
});
