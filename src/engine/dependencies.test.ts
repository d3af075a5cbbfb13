// The engine must stay game-agnostic and dependency-free: the browser imports it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = new URL('.', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('engine dependencies', () => {
  it('imports nothing outside src/engine (no packages, no node: built-ins, no games)', () => {
    const files = sources(ENGINE);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)].map(
        (m) => m[1] ?? m[2] ?? '',
      );
      for (const spec of specifiers) {
        expect(spec, `${file} imports ${spec}`).toMatch(/^\.\.?\//);
        expect(join(file, '..', spec).startsWith(ENGINE), `${file} imports ${spec}`).toBe(true);
      }
    }
  });
});
