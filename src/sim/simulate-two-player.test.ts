// simulate --players 2: two-player games with random bots and invariants, wins by player,
// and how often each diplomacy card was played as an event; the records replay.
import { describe, expect, it } from 'vitest';
import type { SimulatedGame } from './simulate.ts';
import { simulate } from './simulate.ts';
import { replayRecord } from './replay.ts';

describe('simulate --players 2', () => {
  it('plays two-player games to a result, counts the diplomacy card events, and the records replay', () => {
    const played: SimulatedGame[] = [];
    const summary = simulate({ games: 2, seed: 'sim-2p', players: 2, checkInvariants: true, onGame: (g) => played.push(g) });
    expect(summary.failures).toEqual([]);
    expect(summary).toMatchObject({ games: 2, completed: 2, errors: 0, invariantViolations: 0 });
    expect(Object.keys(summary.winsByPlayer ?? {}).sort()).toEqual(['papacy', 'protestant']);
    const events = summary.diplomacyEvents!;
    expect(Object.keys(events)).toHaveLength(19);
    const total = Object.values(events).reduce((a, b) => a + b, 0);
    expect(total).toBe(played.reduce((n, g) => n + (g.state?.twoPlayer?.eventsPlayed.length ?? 0), 0));
    expect(total).toBeGreaterThan(0);
    for (const g of played) {
      expect(g.record.options).toEqual({ scenario: '1517', variant: 'two-player' });
      expect(replayRecord({ ...g.record, finalHash: g.finalHash, result: g.result, failure: g.failure })).toMatchObject({ ok: true, hash: g.finalHash });
    }
  }, 600_000);
});
