import { describe, expect, it } from 'vitest';
import type { Action } from '../engine/types.ts';
import { randomBot } from './random.ts';

const legal: Action[] = [{ type: 'a' }, { type: 'b' }, { type: 'c' }, { type: 'd' }];

function choices(seed: string, n: number): string[] {
  const bot = randomBot(seed);
  return Array.from({ length: n }, () => bot.choose(null, legal).type);
}

describe('randomBot', () => {
  it('always picks one of the legal actions', () => {
    const bot = randomBot('x');
    for (let i = 0; i < 50; i++) expect(legal).toContain(bot.choose(null, legal));
  });
  it('is deterministic in its seed, and different seeds play differently', () => {
    expect(choices('s1', 40)).toEqual(choices('s1', 40));
    expect(choices('s1', 40)).not.toEqual(choices('s2', 40));
  });
  it('picks roughly uniformly', () => {
    const counts: Record<string, number> = {};
    for (const t of choices('uniform', 4000)) counts[t] = (counts[t] ?? 0) + 1;
    for (const a of legal) expect(counts[a.type]).toBeGreaterThan(850);
  });
  it('refuses to choose among nothing', () => {
    expect(() => randomBot('x').choose(null, [])).toThrow(/no legal actions/);
  });
});
