import { describe, expect, it } from 'vitest';
import { SPACES } from '../data/map.ts';
import { advance } from '../flow/kernel.ts';
import { protestantDice } from '../religion/modifiers.ts';
import { startReformation } from '../religion/reformation.ts';
import { blankReligiousMap, logged, protestant } from '../religion/testing.ts';
import { turnEffectActive } from '../religion/turn-effects.ts';
import type { HisState } from '../state.ts';
import { act, choices, loadDice } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

/** Pick a target and decline any debater bonus. */
function attempt(s: HisState, space: string): void {
  act(s, 'protestant', { type: 'space', space });
  if (choices(s, 'protestant').some((a) => a.type === 'noBonus')) act(s, 'protestant', { type: 'noBonus' });
}

describe('card 90 Printing Press (6.1, 18.3)', () => {
  it('marks the turn: every Reformation attempt gets one more die until the turn ends', () => {
    const s = blankReligiousMap();
    expect(turnEffectActive(s, 'printingPress')).toBe(false);
    EVENTS[90]!.play(s, 'hapsburg');
    expect(turnEffectActive(s, 'printingPress')).toBe(true);
    s.turn++;
    expect(turnEffectActive(s, 'printingPress')).toBe(false);
  });

  it('any power may play it; the Protestant then makes 3 attempts with all language zones as target zones', () => {
    const s = protestant(blankReligiousMap(), 'genoa', 'rome');
    expect(EVENTS[90]!.canPlay(s, 'ottoman')).toBe(true);
    EVENTS[90]!.play(s, 'ottoman');
    advance(s);
    const top = s.stack[s.stack.length - 1]!;
    expect(top).toMatchObject({ proc: 'reformation', power: 'protestant', attempts: 3, why: 'printingPress' });
    expect([...(top as { zones: string[] }).zones].sort()).toEqual(['english', 'french', 'german', 'italian', 'spanish']);
    // Siena (Italian zone) is next to Genoa and Rome: 2 Protestant dice + 1 Printing Press die.
    const base = protestantDice(s, 'siena');
    loadDice(s, [6, 1, 1]);
    attempt(s, 'siena');
    const entry = logged(s, 'his.log.reformation').at(-1);
    expect(entry).toMatchObject({ space: 'siena', dice: base + 1, high: 6, success: true, automatic: true });
    // 18.3 step 5: automatic success in a target zone, even the Italian one.
    expect(s.spaces.siena.religion).toBe('protestant');
    expect(choices(s, 'protestant').length).toBeGreaterThan(0);
  });

  it('the Protestant wins ties anywhere in a language zone during these attempts', () => {
    const s = protestant(blankReligiousMap(), 'genoa', 'rome');
    EVENTS[90]!.play(s, 'papacy');
    advance(s);
    const attack = protestantDice(s, 'siena') + 1;
    // Attack high 4, Papal high 4: a tie in the (Italian) target zone.
    loadDice(s, [4, ...Array<number>(attack - 1).fill(1), 4, 1, 1, 1, 1, 1]);
    attempt(s, 'siena');
    expect(logged(s, 'his.log.reformation').at(-1)).toMatchObject({ high: 4, papalHigh: 4, success: true });
    expect(SPACES.siena.languageZone).toBe('italian');
  });

  it('a treatise later in the same turn also rolls the extra die; not on the next turn', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg');
    EVENTS[90]!.play(s, 'protestant');
    s.stack = [];
    startReformation(s, { attempts: 1, zones: ['german'], why: 'treatise' });
    advance(s);
    const base = protestantDice(s, 'leipzig');
    loadDice(s, [6, 1, 1, 1, 1, 1, 1]);
    attempt(s, 'leipzig');
    expect(logged(s, 'his.log.reformation').at(-1)).toMatchObject({ dice: base + 1 });

    const t = protestant(blankReligiousMap(), 'wittenberg');
    EVENTS[90]!.play(t, 'protestant');
    t.stack = [];
    t.turn++;
    startReformation(t, { attempts: 1, zones: ['german'], why: 'treatise' });
    advance(t);
    loadDice(t, [6, 1, 1, 1, 1, 1, 1]);
    attempt(t, 'leipzig');
    expect(logged(t, 'his.log.reformation').at(-1)).toMatchObject({ dice: base });
  });
});
