import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../engine/types.ts';
import { digestOf, digestPlaces } from './digest.ts';

const log: LogEntry[] = [
  { key: 'his.log.moved', params: { power: 'papacy', from: 'rome', to: 'siena' } },
  { key: 'his.log.moved', params: { power: 'france', from: 'turin', to: 'milan' } },
  { key: 'his.log.dice', params: { why: 'fieldBattle', dice: [6] } },
  { key: 'his.log.casualty', params: { power: 'papacy', kind: 'regular', space: 'milan' } },
  { key: 'his.log.siegeBroken', params: { space: 'milan' } },
  { key: 'his.log.navalMove', params: { power: 'ottoman', from: 'aegean_sea', to: 'ionian_sea' } },
];

describe('digest', () => {
  it('keeps what others did after my last decision, and the places it names', () => {
    expect(digestOf(log, null, ['papacy'])).toEqual([]);
    const d = digestOf(log, 1, ['papacy']);
    expect(d.map((e) => e.key)).toEqual(['his.log.moved', 'his.log.siegeBroken', 'his.log.navalMove']);
    expect([...digestPlaces(d)].sort()).toEqual(['aegean_sea', 'ionian_sea', 'milan', 'turin']);
    // A person holding two powers: neither is "another power".
    expect(digestOf(log, 1, ['papacy', 'france']).map((e) => e.params.power ?? null)).toEqual([null, 'ottoman']);
  });
});
