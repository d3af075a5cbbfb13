// The protocol fuzzer, short (the full run is `npm run fuzz:api`, 100,000 messages):
// every hostile request and socket message gets a clear refusal and changes no game.

import { describe, expect, it } from 'vitest';
import { fuzzApi } from '../../src/server/testing/api-fuzzer.ts';

describe('protocol fuzzer', () => {
  it('2,000 hostile requests and socket messages: each a clear 4xx, no game changed', async () => {
    const report = await fuzzApi({ messages: 2000, seed: 'suite' });
    expect(report.failures).toEqual([]);
    expect(report.sent).toBeGreaterThanOrEqual(2000);
    expect(report.socket).toBeGreaterThan(300);
    expect(report.conflicting.batches).toBeGreaterThan(0);
  }, 120_000);
});
