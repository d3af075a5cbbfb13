// 9.3 step 8: peace with the Papacy lifts an Excommunication (through the Sue for Peace procedure).
import { describe, expect, it } from 'vitest';
import { advance } from '../../flow/kernel.ts';
import type { HisState } from '../../state.ts';
import { clearMap, declareWar, startingState } from '../../testing/position.ts';
import { cardsDealt } from '../../power-cards.ts';

/** France, excommunicated, ends a war by suing for peace (the procedure at its step 8). */
function peace(winner: 'papacy' | 'hapsburg'): HisState {
  const s = clearMap(startingState('1517'));
  s.turn = 2;
  s.phase = 'diplomacy';
  s.diplomacy.wars = [];
  s.religion.excommunicatedPowers = ['france'];
  declareWar(s, 'france', winner);
  s.stack = [{ proc: 'sueForPeace', loser: 'france', winner, step: 'end', removed: 0, pending: [], closing: false }];
  advance(s);
  return s;
}

describe('9.3 step 8: peace and Excommunication', () => {
  it('peace with the Papacy removes the Excommunication and its "-1 Card" marker', () => {
    const before = clearMap(startingState('1517'));
    before.religion.excommunicatedPowers = ['france'];
    const s = peace('papacy');
    expect(s.diplomacy.wars).toEqual([]);
    expect(s.religion.excommunicatedPowers).toEqual([]);
    expect(cardsDealt(s, 'france')).toBe(cardsDealt(before, 'france') + 1);
    expect(s.log.some((e) => e.key === 'his.log.excommunicationLifted' && e.params.power === 'france')).toBe(true);
  });

  it('peace with another power leaves it in place', () => {
    const s = peace('hapsburg');
    expect(s.diplomacy.wars).toEqual([]);
    expect(s.religion.excommunicatedPowers).toEqual(['france']);
  });
});
