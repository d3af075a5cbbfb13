import { describe, expect, it } from 'vitest';
import { entryText, stateText, stateTextWithoutLog } from './state-text.ts';

describe('stateText', () => {
  it('is JSON.stringify of a state as its log grows, the entries kept from one call to the next', () => {
    const state = { turn: 1, spaces: { paris: { control: 'france', units: [1, 2] } }, log: [] as unknown[], done: undefined };
    for (let i = 0; i < 50; i++) {
      state.log.push({ key: 'moved', params: { from: 'paris', n: i, none: undefined } });
      state.turn = i;
      expect(stateText(state)).toBe(JSON.stringify(state));
    }
  });

  it('is JSON.stringify of any other value: undefined properties left out, a log of anything', () => {
    const values: unknown[] = [
      { a: 1, b: undefined, log: [{ k: 'x', p: { n: 1, u: undefined } }, 3, null, 'text', [1]], c: [undefined], 2: 'two' },
      { log: 'not an array' },
      [{ log: [] }],
      'text',
      null,
    ];
    for (const value of values) {
      expect(stateText(value)).toBe(JSON.stringify(value));
      expect(stateText(value)).toBe(JSON.stringify(value)); // again, from the kept entries
    }
  });

  it('without its log: the same text with the log empty in its place, and the log apart', () => {
    const state = { turn: 3, log: [{ key: 'a', params: { n: 1, u: undefined } }, 2, null, undefined], tail: { x: [1] } };
    const split = stateTextWithoutLog(state);
    expect(split?.log).toBe(state.log);
    expect(split?.text).toBe(JSON.stringify({ ...state, log: [] }));
    // Its entries' texts put back in the empty log give the whole state's text.
    expect(split?.text.replace('"log":[]', `"log":[${state.log.map(entryText).join(',')}]`)).toBe(JSON.stringify(state));
    expect(stateTextWithoutLog({ log: 'not an array' })).toBeUndefined();
    expect(stateTextWithoutLog([{ log: [] }])).toBeUndefined();
  });
});
