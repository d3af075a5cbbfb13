// The golden records replay to the same final position and the same log keys (golden.ts).
// A failure here after a rules change is expected: regenerate with `npm run golden:update`
// and say in the commit which rule changed. After a refactoring or speed-up it is a bug.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../engine/record.ts';
import { hereIStand } from '../module.ts';
import type { GoldenRecord } from './golden.ts';
import { firstDifference, logKeys, positionHash } from './golden.ts';

const dir = join(fileURLToPath(new URL('.', import.meta.url)), 'records');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('golden records', () => {
  it('cover both scenarios and every kind of victory random games reach', () => {
    const records = files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as GoldenRecord);
    expect(records.length).toBeGreaterThanOrEqual(20);
    expect(new Set(records.map((r) => r.options.scenario))).toEqual(new Set(['1517', '1532']));
    const kinds = new Set(records.map((r) => r.expect.kind));
    for (const kind of ['standard', 'domination', 'time-limit']) expect(kinds).toContain(kind);
  });

  it.each(files)('%s replays to the same position and log', (file) => {
    const golden = JSON.parse(readFileSync(join(dir, file), 'utf8')) as GoldenRecord;
    const { expect: wanted, logKeys: keys, ...record } = golden;
    const state = replay(hereIStand, record);
    const got = logKeys(state);
    const d = firstDifference(keys, got);
    expect(d, `log keys differ from entry ${d}: expected ${keys.slice(d, d + 3).join(', ')}; got ${got.slice(d, d + 3).join(', ')}`).toBe(-1);
    expect(positionHash(state)).toBe(wanted.position);
    expect({ kind: state.result?.kind, winner: state.result?.winner }).toEqual({ kind: wanted.kind, winner: wanted.winner });
  });
});
