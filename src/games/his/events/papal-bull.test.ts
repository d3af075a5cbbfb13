import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { blankReligiousMap, logged, protestant } from '../religion/testing.ts';
import { excommunicationCardPenalty, liftExcommunication } from '../religion/excommunication.ts';
import { debaterPool } from '../religion/debaters.ts';
import { act, choices, declareWar, loadDice, makePeace, place } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { EVENTS } from './registry.ts';

/** The 1517 map without the France-Papacy war, so that no ruler has grounds to begin with. */
function noGrounds(): HisState {
  return makePeace(blankReligiousMap(), 'france', 'papacy');
}

function bull(s: HisState): HisState {
  EVENTS[5]!.play(s, 'papacy');
  advance(s);
  return s;
}

describe('21.5 Papal Bull (card 5)', () => {
  it('a reformer leaves the map for the turn with his debater; the Papacy may call a free debate in his zone', () => {
    const s = protestant(noGrounds(), 'wittenberg', 'zurich');
    s.religion.reformers = { luther: 'wittenberg', zwingli: 'zurich' };
    expect(EVENTS[5]!.canPlay(s, 'papacy')).toBe(true);
    expect(EVENTS[5]!.canPlay(s, 'protestant')).toBe(false);
    bull(s);
    // No ruler has grounds: only the reformers.
    expect(choices(s, 'papacy')).toEqual([
      { type: 'excommunicateReformer', reformer: 'luther' },
      { type: 'excommunicateReformer', reformer: 'zwingli' },
    ]);
    act(s, 'papacy', { type: 'excommunicateReformer', reformer: 'luther' });
    expect(s.religion.reformersAway).toEqual(['luther']);
    expect(s.religion.excommunicated).toContain('luther');
    expect(debaterPool(s, 'protestant', 'german')).not.toContain('luther');
    expect(s.spaces.wittenberg.religion).toBe('protestant');
    expect(choices(s, 'papacy')).toEqual([{ type: 'debate', zone: 'german' }, { type: 'skip' }]);
    loadDice(s, Array<number>(30).fill(1));
    act(s, 'papacy', { type: 'debate', zone: 'german' });
    expect(logged(s, 'his.log.debate').length).toBeGreaterThan(0);
    // Never twice.
    expect(EVENTS[5]!.canPlay(s, 'papacy')).toBe(true); // Zwingli is still a target
    s.religion.excommunicated.push('zwingli');
    expect(EVENTS[5]!.canPlay(s, 'papacy')).toBe(false);
  });

  it('a ruler needs grounds; his power gets the -1 Card marker and 2 unrest markers in unoccupied Catholic home spaces', () => {
    const s = noGrounds();
    expect(EVENTS[5]!.canPlay(s, 'papacy')).toBe(false);
    protestant(s, 'lincoln'); // Henry VIII with a Protestant English home space
    declareWar(s, 'france', 'papacy');
    place(s, 'rouen', 'france', { regular: 1 });
    bull(s);
    expect(choices(s, 'papacy')).toEqual([
      { type: 'excommunicateRuler', power: 'england' },
      { type: 'excommunicateRuler', power: 'france' },
    ]);
    act(s, 'papacy', { type: 'excommunicateRuler', power: 'france' });
    expect(s.religion.excommunicated).toContain('francis-i');
    expect(excommunicationCardPenalty(s, 'france')).toBe(1);
    const spaces = choices(s, 'papacy').map((a) => a.space);
    expect(spaces).not.toContain('rouen'); // occupied
    act(s, 'papacy', choices(s, 'papacy')[0]!);
    act(s, 'papacy', choices(s, 'papacy')[0]!);
    expect(logged(s, 'his.log.unrestPlaced')).toHaveLength(2);
    expect(s.stack).toEqual([]);
    // Henry II may not be excommunicated after Francis I.
    s.powers.france.ruler = 'henry-ii';
    bull(s);
    expect(choices(s, 'papacy')).toEqual([{ type: 'excommunicateRuler', power: 'england' }]);
    liftExcommunication(s, 'france');
    expect(excommunicationCardPenalty(s, 'france')).toBe(0);
  });

  it('Henry VIII’s heirs are never excommunicated', () => {
    const s = protestant(noGrounds(), 'lincoln');
    s.powers.england.ruler = 'edward-vi';
    declareWar(s, 'england', 'papacy');
    expect(EVENTS[5]!.canPlay(s, 'papacy')).toBe(false);
  });
});

describe('18.5 Leipzig Debate (card 6)', () => {
  it('no CP: the Papacy picks the zone, then its attacker or a barred Protestant debater', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg');
    EVENTS[6]!.play(s, 'papacy');
    advance(s);
    expect(choices(s, 'papacy')).toEqual([{ type: 'zone', zone: 'german' }]);
    act(s, 'papacy', { type: 'zone', zone: 'german' });
    expect(choices(s, 'papacy')).toEqual([
      { type: 'pickAttacker' },
      { type: 'bar', debater: 'luther' },
      { type: 'bar', debater: 'melanchthon' },
      { type: 'bar', debater: 'bucer' },
      { type: 'bar', debater: 'carlstadt' },
    ]);
    act(s, 'papacy', { type: 'pickAttacker' });
    expect(s.stack.at(-1)).toMatchObject({ proc: 'debate', pickAttacker: true });
    expect(choices(s, 'papacy').map((a) => a.debater)).toEqual(['eck', 'campeggio', 'aleander', 'tetzel', 'cajetan']);
  });
});
