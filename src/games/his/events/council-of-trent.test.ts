import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { blankReligiousMap, logged, protestant } from '../religion/testing.ts';
import { act, choices, loadDice } from '../testing/position.ts';
import { councilDice } from './council-of-trent.ts';
import { EVENTS } from './registry.ts';

describe('Council of Trent (card 17)', () => {
  it('up to 4 Papal debaters, then up to 2 Protestant ones; dice = their values; the winner flips the difference', () => {
    const s = protestant(blankReligiousMap(), 'wittenberg', 'leipzig');
    s.religion.committed = ['cajetan'];
    EVENTS[17]!.play(s, 'papacy');
    advance(s);
    expect(choices(s, 'papacy').map((a) => a.debater ?? a.type)).toEqual(['eck', 'campeggio', 'aleander', 'tetzel', 'done']);
    act(s, 'papacy', { type: 'debater', debater: 'eck' });
    act(s, 'papacy', { type: 'debater', debater: 'aleander' });
    act(s, 'papacy', { type: 'done' });
    expect(choices(s, 'protestant').map((a) => a.debater ?? a.type)).toEqual(['luther', 'melanchthon', 'bucer', 'carlstadt', 'done']);
    act(s, 'protestant', { type: 'debater', debater: 'carlstadt' });
    // Eck 3 + Aleander 2 = 5 Papal dice; Carlstadt 1 (and a second would end the choice).
    loadDice(s, [5, 6, 5, 1, 1, /* Protestant */ 6, 1]);
    act(s, 'protestant', { type: 'debater', debater: 'bucer' });
    expect(logged(s, 'his.log.councilOfTrent')).toEqual([
      { papal: ['eck', 'aleander'], protestant: ['carlstadt', 'bucer'], papalHits: 3, protestantHits: 1, winner: 'papacy' },
    ]);
    expect(s.religion.committed).toEqual(expect.arrayContaining(['eck', 'aleander', 'carlstadt', 'bucer']));
    expect(s.stack.at(-1)).toMatchObject({ proc: 'religiousFlips', power: 'papacy', flips: 2, mode: 'anywhere' });
    act(s, 'papacy', choices(s, 'papacy')[0]!);
    act(s, 'papacy', choices(s, 'papacy')[0]!);
    expect(s.spaces.wittenberg.religion === 'catholic' || s.spaces.leipzig.religion === 'catholic').toBe(true);
  });

  it('Pole adds a die for the Papacy', () => {
    expect(councilDice('papacy', ['pole', 'eck'])).toBe(3 + 3 + 1);
    expect(councilDice('protestant', ['luther'])).toBe(4);
  });
});
