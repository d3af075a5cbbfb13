import { describe, expect, it } from 'vitest';
import { entryText, stateTextWithoutLog } from './state-text.ts';

describe('stateTextWithoutLog', () => {
  it("is the state's text with the log empty in its place, and the log apart", () => {
    const state = { turn: 3, log: [{ key: 'a', params: { n: 1, u: undefined } }, 2, null, undefined], tail: { x: [1] }, none: undefined };
    const split = stateTextWithoutLog(state);
    expect(split?.log).toBe(state.log);
    expect(split?.text).toBe(JSON.stringify({ ...state, log: [] }));
    // Its entries' texts put back in the empty log give the whole state's text.
    expect(split?.text.replace('"log":[]', `"log":[${state.log.map(entryText).join(',')}]`)).toBe(JSON.stringify(state));
  });

  it('is undefined for a value without a top-level log array', () => {
    for (const value of [{ log: 'not an array' }, [{ log: [] }], 'text', null, { turn: 1 }]) expect(stateTextWithoutLog(value)).toBeUndefined();
  });
});
