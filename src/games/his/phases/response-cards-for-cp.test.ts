// 6 (Response Cards), 11: response cards may be played for CP in one's own impulse; the
// CP are spent on actions as with any card; combat cards too, never as events.
import { describe, expect, it } from 'vitest';
import { CARDS } from '../data/cards.ts';
import { act, choices, clearMap, runProcedure, stackWithBudgets, startingState } from '../testing/position.ts';

const FOUL_WEATHER = 31;
const GOUT = 32;
const ARQUEBUSIERS = 24;

describe('11: response cards played for CP in one\'s own impulse', () => {
  it('Foul Weather and Gout are offered for CP in the French impulse, and Arquebusiers (combat) only for CP', () => {
    expect(CARDS[FOUL_WEATHER].type).toBe('response');
    expect(CARDS[GOUT].type).toBe('response');
    expect(CARDS[ARQUEBUSIERS].type).toBe('combat');
    const s = clearMap(startingState('1517'));
    s.powers.france.hand = [FOUL_WEATHER, GOUT, ARQUEBUSIERS];
    runProcedure(s, { proc: 'impulse', power: 'france' });
    const acts = choices(s, 'france');
    for (const card of [FOUL_WEATHER, GOUT, ARQUEBUSIERS]) expect(acts).toContainEqual({ type: 'play', card, as: 'cp' });
    expect(acts).not.toContainEqual({ type: 'play', card: ARQUEBUSIERS, as: 'event' });
  });

  it('Gout played for CP gives its 2 CP, which buy actions (here a mercenary, then another); the card is discarded', () => {
    const s = clearMap(startingState('1517'));
    s.powers.france.hand = [GOUT];
    // France's turn in the impulse order (Ottoman, Hapsburg, England, France, ...).
    runProcedure(s, { proc: 'actionPhase', next: 3, consecutivePasses: 0 });
    act(s, 'france', { type: 'play', card: GOUT, as: 'cp' });
    expect(s.powers.france.hand).toEqual([]);
    expect(s.discard).toContain(GOUT);
    expect(stackWithBudgets(s).find((f) => f.proc === 'spendCp')).toMatchObject({ power: 'france', cp: 2 });
    act(s, 'france', { type: 'action', action: 'buyMercenary' });
    act(s, 'france', { type: 'space', space: 'paris' });
    act(s, 'france', { type: 'action', action: 'buyMercenary' });
    act(s, 'france', { type: 'space', space: 'paris' });
    expect(s.spaces.paris.units.france?.mercenary).toBe(2);
    // The 2 CP are spent: the impulse is over, the Papacy is next.
    expect(stackWithBudgets(s).find((f) => f.proc === 'spendCp')).toBeUndefined();
  });
});
