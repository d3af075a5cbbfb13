// Types for coverage-check-lib.mjs (used from src/docs-coverage.test.ts).

export type Status = 'done' | 'partial' | 'missing';

export interface CoverageRow {
  line: number;
  cells: string[];
  id: string;
  title: string;
  status: string;
  tests: string;
}

export interface CoverageTable {
  line: number;
  header: { line: number; cells: string[] } | null;
  rows: CoverageRow[];
}

export interface ParsedCoverage {
  tables: { sections: CoverageTable | null; cards: CoverageTable | null };
  notes: { line: number; text: string }[];
  notesFound: boolean;
}

export interface TableCounts {
  rows: number;
  done: number;
  partial: number;
  missing: number;
}

export interface CoverageResult {
  errors: string[];
  counts: { sections?: TableCounts; cards?: TableCounts };
}

export const STATUSES: readonly Status[];
export const HEADER: readonly string[];
export const NO_TESTS: string;
export const SECTION_IDS: readonly string[];
export const CARD_IDS: readonly string[];
export function testPaths(cell: string): string[];
export function parseCoverage(markdown: string): ParsedCoverage;
export function checkCoverage(
  markdown: string,
  options: { fileExists: (repoRelativePath: string) => boolean; file?: string },
): CoverageResult;
