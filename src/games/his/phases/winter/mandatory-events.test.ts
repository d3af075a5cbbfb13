// 19.8: the Schmalkaldic League (turn 4) and the Society of Jesus (turn 6) resolve at their
// Winter deadline when nobody has played them, whatever their own condition.
import { describe, expect, it } from 'vitest';
import type { CardId } from '../../data/cards.ts';
import { MAJOR_POWERS } from '../../data/powers.ts';
import { asks } from '../../flow/kernel.ts';
import { atWar } from '../../queries.ts';
import { blankReligiousMap, protestant } from '../../religion/testing.ts';
import type { HisState } from '../../state.ts';
import { act, place, runProcedure } from '../../testing/position.ts';
import { overdueEvents } from './index.ts';

function winterOfTurn(turn: number, resolved: CardId[]): HisState {
  const s = protestant(blankReligiousMap(), 'wittenberg', 'leipzig');
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.turn = turn;
  s.eventsResolved.push(...resolved);
  return s;
}

/** Run the Winter from its Mandatory Events step, each asked power taking its first choice. */
function runMandatoryStep(s: HisState): HisState {
  runProcedure(s, { proc: 'winter', step: 'mandatory' });
  for (let a = asks(s)[0]; a; a = asks(s)[0]) act(s, a.power, a.actions[0]!);
  return s;
}

describe('19.8 Mandatory Events at their Winter deadline', () => {
  it('Schmalkaldic League: not due in the Winter of turn 3; in the Winter of turn 4 it forms, with only 2 Protestant spaces', () => {
    const s = winterOfTurn(3, [9, 10]);
    s.powers.protestant.hand = [13];
    expect(overdueEvents(s)).toEqual([]);
    s.turn = 4;
    s.eventsResolved.push(14);
    place(s, 'wittenberg', 'protestant', { regular: 2 });
    expect(overdueEvents(s)).toEqual([13]);
    runMandatoryStep(s);
    expect(s.powers.protestant.hand).toEqual([]);
    expect(s.removed).toContain(13);
    expect(s.eventsResolved).toContain(13);
    expect(s.spaces.wittenberg.units.protestant?.leaders).toContain('john-frederick');
    expect(s.spaces.leipzig.control).toBe('protestant');
    expect(atWar(s, 'hapsburg', 'protestant')).toBe(true);
    expect(atWar(s, 'papacy', 'protestant')).toBe(true);
    expect(s.stack).toEqual([]);
  });

  it('Society of Jesus: in the Winter of turn 6 the Papacy founds its 2 Jesuit universities', () => {
    const s = winterOfTurn(5, [9, 10, 13, 14]);
    s.deck.push(15);
    expect(overdueEvents(s)).toEqual([]);
    s.turn = 6;
    expect(overdueEvents(s)).toEqual([15]);
    runMandatoryStep(s);
    expect(s.deck).not.toContain(15);
    expect(s.removed).toContain(15);
    expect(s.eventsResolved).toContain(15);
    expect(Object.values(s.spaces).filter((sp) => sp.jesuitUniversity)).toHaveLength(2);
    expect(s.stack).toEqual([]);
  });
});
