// The simulate and replay commands end to end, through the real binary. Replays use
// records capped at a few dozen actions: a complete game takes seconds to replay.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'wittenberg-sim-'));
let summary: { games: number; completed: number; errors: number; invariantViolations: number; finalHashes: string[]; stats: Record<string, number> };

function run(...args: string[]) {
  return spawnSync(process.execPath, ['bin/wittenberg.mjs', ...args], { encoding: 'utf8' });
}

const capped = join(dir, 'capped');

beforeAll(() => {
  summary = JSON.parse(execFileSync(process.execPath, ['bin/wittenberg.mjs', 'simulate', '--games', '2', '--seed', '1', '--json', '--out', dir], { encoding: 'utf8' }));
  // A game stopped by the action cap is a failure (exit 1), but its record replays all the same.
  const r = run('simulate', '--games', '1', '--seed', '1', '--max-actions', '60', '--json', '--out', capped);
  expect(r.status).toBe(1);
  expect(JSON.parse(r.stdout)).toMatchObject({ errors: 1, failures: [{ kind: 'no-result', index: 60 }] });
}, 600_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('wittenberg simulate', () => {
  it('prints the JSON summary of complete games', () => {
    expect(summary).toMatchObject({ games: 2, completed: 2, errors: 0, invariantViolations: 0 });
    expect(summary.stats['his.log.setup']).toBe(1);
  });

  it('writes each game record with its final hash', () => {
    expect(readdirSync(dir).filter((f) => f.endsWith('.json')).sort()).toEqual(['game-0000.json', 'game-0001.json']);
    const record = JSON.parse(readFileSync(join(dir, 'game-0001.json'), 'utf8'));
    expect(record).toMatchObject({ game: 'his', seed: '1/1', options: { scenario: '1517' }, finalHash: summary.finalHashes[1], failure: null });
    expect(record.actions.length).toBeGreaterThan(0);
  });

  it('rejects bad options', () => {
    const r = run('simulate', '--games', 'x');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--games must be a non-negative integer/);
  });
});

describe('wittenberg replay', () => {
  it('replays a record to its final hash and prints {actions, hash, result}', () => {
    const file = join(capped, 'game-0000.json');
    const r = run('replay', file);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    expect(out).toEqual({ actions: record.actions.length, hash: record.finalHash, result: record.result });
  });

  it('checks the invariants after every action with --check', () => {
    const r = run('replay', '--check', join(capped, 'game-0000.json'));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('exits 1 when the replayed end differs from the record', () => {
    const record = JSON.parse(readFileSync(join(capped, 'game-0000.json'), 'utf8'));
    const tampered = join(dir, 'tampered.json');
    writeFileSync(tampered, JSON.stringify({ ...record, finalHash: '0123456789abcdef' }));
    const r = run('replay', tampered);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/differs from the record's 0123456789abcdef/);
  });

  it('exits 1 when a record does not replay', () => {
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify({ game: 'his', version: 'nope', options: { scenario: '1517' }, seed: '1', actions: [] }));
    const r = run('replay', broken);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/rules version "nope"/);
  });
});
