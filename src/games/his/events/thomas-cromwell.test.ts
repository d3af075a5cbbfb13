import { describe, expect, it } from 'vitest';
import { CP_ACTIONS } from '../actions/index.ts';
import { advance } from '../flow/kernel.ts';
import { blankReligiousMap, protestant } from '../religion/testing.ts';
import type { HisState } from '../state.ts';
import { act, choices, makePeace } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

const CROMWELL = 115;

/** Cranmer's reformer in London, London Protestant, England holding Thomas Cromwell. */
function cranmerOnTheMap(): HisState {
  const s = protestant(makePeace(blankReligiousMap(), 'france', 'papacy'), 'london');
  s.religion.reformers = { cranmer: 'london' };
  s.religion.debaters.push('cranmer');
  s.powers.england.hand.push(CROMWELL);
  return s;
}

describe('card 115 Thomas Cromwell', () => {
  it('response: when Papal Bull names Cranmer, England may stop the excommunication', () => {
    const s = cranmerOnTheMap();
    EVENTS[5]!.play(s, 'papacy');
    advance(s);
    act(s, 'papacy', { type: 'excommunicateReformer', reformer: 'cranmer' });
    expect(choices(s, 'england')).toEqual([{ type: 'respond', card: CROMWELL }, { type: 'decline' }]);
    act(s, 'england', { type: 'respond', card: CROMWELL });
    expect(s.religion.excommunicated).not.toContain('cranmer');
    expect(s.religion.reformers.cranmer).toBe('london');
    expect(s.stack).toEqual([]);
    // No result of 3 or less on the chart: the card is discarded.
    expect(s.discard).toContain(CROMWELL);
  });

  it('declined, Cranmer is excommunicated; under Mary I England could not answer', () => {
    const s = cranmerOnTheMap();
    EVENTS[5]!.play(s, 'papacy');
    advance(s);
    act(s, 'papacy', { type: 'excommunicateReformer', reformer: 'cranmer' });
    act(s, 'england', { type: 'decline' });
    expect(s.religion.excommunicated).toContain('cranmer');
    const t = cranmerOnTheMap();
    t.powers.england.ruler = 'mary-i';
    EVENTS[5]!.play(t, 'papacy');
    advance(t);
    act(t, 'papacy', { type: 'excommunicateReformer', reformer: 'cranmer' });
    expect(t.religion.excommunicated).toContain('cranmer');
  });

  it('event: take Dissolution of the Monasteries back from the discard pile; removed after a low chart result', () => {
    const s = cranmerOnTheMap();
    s.tracks.pregnancyResults = ['noChild'];
    s.discard.push(63);
    s.powers.england.hand = s.powers.england.hand.filter((c) => c !== CROMWELL);
    s.discard.push(CROMWELL);
    EVENTS[CROMWELL]!.play(s, 'england');
    advance(s);
    expect(choices(s, 'england')).toEqual([{ type: 'retrieveDissolution' }, { type: 'cromwellTreatise' }]);
    act(s, 'england', { type: 'retrieveDissolution' });
    expect(s.powers.england.hand).toContain(63);
    expect(s.discard).not.toContain(63);
    expect(s.removed).toContain(CROMWELL);
  });

  it('event: a free English treatise, then English treatises cost 2 CP this turn', () => {
    const s = cranmerOnTheMap();
    const treatise = CP_ACTIONS.find((a) => a.id === 'publishTreatise')!;
    expect(treatise.cost(s, 'england')).toBe(3);
    EVENTS[CROMWELL]!.play(s, 'england');
    advance(s);
    expect(choices(s, 'england')).toEqual([{ type: 'cromwellTreatise' }]);
    act(s, 'england', { type: 'cromwellTreatise' });
    expect(treatise.cost(s, 'england')).toBe(2);
    expect(s.log.some((l) => l.key === 'his.log.reformation' || l.key === 'his.log.dice')).toBe(true);
    s.turn++;
    expect(treatise.cost(s, 'england')).toBe(3);
  });
});
