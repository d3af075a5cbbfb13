import { describe, expect, it } from 'vitest';
import { actionsFor, cardOf, classify, spaceOf } from './choices.ts';

describe('choices from legal actions', () => {
  it('sorts actions by what is clicked to choose them', () => {
    const actions = [
      { type: 'play', card: 1, as: 'cp' },
      { type: 'play', card: 1, as: 'event' },
      { type: 'play', card: 99, as: 'cp' },
      { type: 'space', space: 'vienna' },
      { type: 'retreat', space: 'vienna' },
      { type: 'winterMove', owner: 'ottoman', to: 'buda' },
      { type: 'declareWar', target: 'france' },
      { type: 'sea', sea: 'north_sea' },
      { type: 'pass' },
    ];
    const c = classify(actions);
    expect([...c.cards.keys()]).toEqual([1, 99]);
    expect(c.cards.get(1)).toHaveLength(2);
    expect([...c.spaces.keys()]).toEqual(['vienna', 'buda']);
    expect([...c.seas.keys()]).toEqual(['north_sea']);
    expect(c.buttons).toEqual([{ type: 'declareWar', target: 'france' }, { type: 'pass' }]);
    expect(actionsFor(c, { kind: 'space', id: 'vienna' })).toHaveLength(2);
    expect(actionsFor(c, null)).toEqual([]);
  });

  it('reads space ids only from space fields, and only real ids', () => {
    expect(spaceOf({ type: 'x', target: 'genoa' })).toBe('genoa');
    expect(spaceOf({ type: 'x', from: 'space:vienna' })).toBeNull();
    expect(spaceOf({ type: 'x', leader: 'vienna' })).toBeNull();
    expect(cardOf({ type: 'x', card: 500 })).toBeNull();
  });
});
