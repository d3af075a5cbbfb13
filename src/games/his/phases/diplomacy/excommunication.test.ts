import { describe, expect, it } from 'vitest';
import { act, choices, runProcedure, startingState } from '../../testing/position.ts';
import { cardsDealt } from '../../power-cards.ts';
import { endWar } from './war-status.ts';
import { declareWar } from '../../testing/position.ts';

describe('9.5 removing excommunication', () => {
  function excommunicated() {
    const s = startingState('1517');
    s.religion.excommunicatedPowers = ['france'];
    return s;
  }

  it('the "-1 Card" marker lowers the deal (21.5, 6.2)', () => {
    const s = excommunicated();
    const before = cardsDealt(startingState('1517'), 'france');
    expect(cardsDealt(s, 'france')).toBe(before - 1);
  });

  it('a donated card goes to St. Peter\'s and the discard pile, and lifts the marker', () => {
    const s = excommunicated();
    s.powers.france.hand = [31, 36];
    s.tracks.stPeters = { cp: 0, vp: 0 };
    const papalHand = [...s.powers.papacy.hand];
    runProcedure(s, { proc: 'excommunicationSegment', asked: [] });
    expect(choices(s, 'france')).toEqual([{ type: 'donate' }, { type: 'keep' }]);
    act(s, 'france', { type: 'donate' });
    expect(s.religion.excommunicatedPowers).toEqual([]);
    expect(s.powers.france.hand).toHaveLength(1);
    const donated = s.discard[s.discard.length - 1]!;
    expect([31, 36]).toContain(donated);
    expect(s.powers.papacy.hand).toEqual(papalHand);
    expect(s.tracks.stPeters.cp + 5 * s.tracks.stPeters.vp).toBeGreaterThan(0);
    expect(s.stack).toEqual([]);
  });

  it('keeping the marker is allowed, and a power with only a Home card is not asked', () => {
    const s = excommunicated();
    s.powers.france.hand = [31];
    runProcedure(s, { proc: 'excommunicationSegment', asked: [] });
    act(s, 'france', { type: 'keep' });
    expect(s.religion.excommunicatedPowers).toEqual(['france']);
    const t = excommunicated();
    t.powers.france.hand = [];
    runProcedure(t, { proc: 'excommunicationSegment', asked: [] });
    expect(choices(t, 'france')).toEqual([]);
  });

  it('peace with the Papacy lifts it (9.3 step 8)', () => {
    const s = excommunicated();
    declareWar(s, 'france', 'papacy');
    endWar(s, 'papacy', 'france');
    expect(s.religion.excommunicatedPowers).toEqual([]);
  });
});
