#!/usr/bin/env node
// Checks docs/rules-coverage.md: four cells per row, known statuses, unique ids,
// every rulebook section and card present, done rows name a test, partial rows
// are explained under Notes, and every named *.test.ts file exists.
// Usage: node scripts/check-coverage.mjs [path/to/rules-coverage.md]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCoverage } from './coverage-check-lib.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const docPath = resolve(process.argv[2] ?? resolve(repoRoot, 'docs/rules-coverage.md'));
const shown = relative(process.cwd(), docPath);
const file = shown && !shown.startsWith('..') ? shown : docPath;

let markdown;
try {
  markdown = readFileSync(docPath, 'utf8');
} catch (error) {
  console.error(`check-coverage: cannot read ${file}: ${error.message}`);
  process.exit(2);
}

const { errors, counts } = checkCoverage(markdown, {
  file,
  fileExists: (path) => existsSync(resolve(repoRoot, path)),
});

if (errors.length > 0) {
  console.error(`check-coverage: ${errors.length} problem(s) in ${file}:`);
  for (const error of errors) console.error(`  ${error}`);
  process.exit(1);
}

const summary = (c) => `${c.rows} (${c.done} done, ${c.partial} partial, ${c.missing} missing)`;
console.log(`check-coverage: ${file} OK — sections ${summary(counts.sections)}, cards ${summary(counts.cards)}`);
