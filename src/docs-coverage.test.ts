import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARD_IDS, SECTION_IDS, checkCoverage, parseCoverage, testPaths } from '../scripts/coverage-check-lib.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const markdown = readFileSync(resolve(repoRoot, 'docs/rules-coverage.md'), 'utf8');
const fileExists = (path: string) => existsSync(resolve(repoRoot, path));

describe('docs/rules-coverage.md', () => {
  it('is well-formed and complete', () => {
    const { errors, counts } = checkCoverage(markdown, { fileExists });
    expect(errors).toEqual([]);
    expect(counts.sections?.rows).toBe(SECTION_IDS.length);
    expect(counts.cards?.rows).toBe(CARD_IDS.length);
  });

  it('lists every rulebook section 1–23.3 and every card 1–116, 201–219 in order', () => {
    const { tables } = parseCoverage(markdown);
    expect(SECTION_IDS).toHaveLength(97);
    expect(SECTION_IDS.at(-1)).toBe('23.3');
    expect(CARD_IDS).toHaveLength(135);
    expect(tables.sections?.rows.map((row) => row.id)).toEqual(SECTION_IDS);
    expect(tables.cards?.rows.map((row) => row.id)).toEqual(CARD_IDS);
  });

  it('names at least one existing test for every done row', () => {
    const { tables } = parseCoverage(markdown);
    const rows = [...(tables.sections?.rows ?? []), ...(tables.cards?.rows ?? [])];
    for (const row of rows.filter((r) => r.status === 'done')) {
      const paths = testPaths(row.tests);
      expect(paths.length, `row ${row.id} is done but names no test`).toBeGreaterThan(0);
      for (const path of paths) expect(fileExists(path), `${path} (row ${row.id})`).toBe(true);
    }
  });
});

describe('the coverage check', () => {
  const table = (rows: string[]) =>
    ['## Rulebook sections', '', '| id | title | status | tests |', '| --- | --- | --- | --- |', ...rows, '', '## Notes', ''].join('\n');
  const sectionErrors = (rows: string[]) =>
    checkCoverage(table(rows), { fileExists: (path) => path === 'src/real.test.ts' }).errors.filter(
      (error) => !error.includes('rows missing') && !error.includes('"## Cards"'),
    );

  it('accepts well-formed rows', () => {
    expect(sectionErrors(['| 1 | Introduction | done | `src/real.test.ts` |', '| 2 | Game Map | missing | — |'])).toEqual([]);
  });

  it.each([
    ['a row without four cells', '| 1 | Introduction | missing |', /expected 4 cells/],
    ['an unknown status', '| 1 | Introduction | finished | — |', /status "finished"/],
    ['a done row without a test', '| 1 | Introduction | done | — |', /done but no test/],
    ['a test file that does not exist', '| 1 | Introduction | done | src/gone.test.ts |', /src\/gone\.test\.ts does not exist/],
    ['a tests cell that names no test file', '| 1 | Introduction | missing | later |', /must be "—"/],
    ['a partial row without a note', '| 1 | Introduction | partial | — |', /partial but no "- §1 — …" bullet/],
    ['an unknown id', '| 99 | Nothing | missing | — |', /unknown section id/],
  ])('rejects %s', (_name, row, message) => {
    expect(sectionErrors([row]).join('\n')).toMatch(message);
  });

  it('rejects duplicate ids', () => {
    expect(sectionErrors(['| 1 | Introduction | missing | — |', '| 1 | Introduction | missing | — |']).join('\n')).toMatch(/duplicate id/);
  });

  it('accepts a partial row explained under Notes', () => {
    const doc = table(['| 9 | Diplomacy | partial | — |', '| 9.3 | Suing for Peace | partial | — |']) + '- §9.3 — step 5 not done\n- §9 — 9.3 partly\n';
    const errors = checkCoverage(doc, { fileExists: () => true }).errors;
    expect(errors.filter((e) => e.includes('partial'))).toEqual([]);
  });
});
