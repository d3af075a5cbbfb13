import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function cli(...args: string[]): string {
  return execFileSync(process.execPath, ['bin/wittenberg.mjs', ...args], { encoding: 'utf8' });
}

describe('wittenberg setup --summary', () => {
  it('prints the 1517 position: keys, cards, VP, units, leaders and totals', () => {
    const summary = JSON.parse(cli('setup', '--scenario', '1517', '--seed', 'S', '--summary'));
    expect(summary.totals).toEqual({ spaces: 134, seaZones: 14, electorates: 6, cards: 116, diplomacyCards: 19 });
    expect(summary.powers.ottoman).toMatchObject({ keys: 4, cardsDealt: 3, vp: 8 });
    expect(summary.powers.papacy).toMatchObject({ keys: 2, vp: 19 });
    expect(summary.powers.protestant).toMatchObject({ keys: 0, cardsDealt: 4, vp: 0, navalUnits: 0 });
    expect(summary.powers.ottoman.leaders).toEqual(expect.arrayContaining(['suleiman', 'ibrahim-pasha']));
    expect(summary.powers.hapsburg.landUnits).toBeGreaterThan(0);
  });
  it('prints the 1532 position', () => {
    const summary = JSON.parse(cli('setup', '--scenario', '1532', '--summary'));
    expect(summary.turn).toBe(4);
    expect(summary.powers.hapsburg.vp).toBe(18);
  });
  it('rejects an unknown scenario with a clear message', () => {
    expect(() => execFileSync(process.execPath, ['bin/wittenberg.mjs', 'setup', '--scenario', '1600'], { encoding: 'utf8', stdio: 'pipe' })).toThrow(/unknown scenario 1600/);
  });
});

describe('wittenberg arena', () => {
  const refused = (...args: string[]) => () => execFileSync(process.execPath, ['bin/wittenberg.mjs', 'arena', '--seat', 'search', '--others', 'heuristic', '--games', '1', ...args], { encoding: 'utf8', stdio: 'pipe' });
  it('takes a count of playouts or a time budget for search bots, not both', () => {
    expect(refused('--iterations', '0')).toThrow(/--iterations must be a positive integer, got 0/);
    expect(refused('--iterations', '2.5')).toThrow(/--iterations must be a positive integer/);
    expect(refused('--iterations', '5', '--budget-ms', '100')).toThrow(/give --budget-ms or --iterations, not both/);
  });
});
