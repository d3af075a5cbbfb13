// The suite shares each worker's modules (vitest.config.ts, isolate: false): a test file
// imported by another would register its tests in whichever file loaded it first, and only
// there. Helpers shared by test files live in modules of their own (testing/, helpers.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the test suite', () => {
  it('has no file that imports a test file', () => {
    const files = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'test'))];
    expect(files.filter((file) => file.endsWith('.test.ts')).length).toBeGreaterThan(200);
    const offenders = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)]
        .map((m) => m[1] ?? m[2] ?? '')
        .filter((spec) => /\.test(\.tsx?)?$/.test(spec))
        .map((spec) => `${file.slice(ROOT.length)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
