// Checks for docs/rules-coverage.md. Used by scripts/check-coverage.mjs and
// src/docs-coverage.test.ts. Plain Node ESM, no dependencies.

export const STATUSES = ['done', 'partial', 'missing'];

export const HEADER = ['id', 'title', 'status', 'tests'];

export const NO_TESTS = '—';

// The numbered sections of the rulebook: chapter -> number of subsections.
// The rulebook has no deeper numbering such as 5.1.1.
const SUBSECTIONS = {
  1: 0, 2: 5, 3: 3, 4: 0, 5: 3, 6: 2, 7: 0, 8: 2, 9: 6, 10: 0, 11: 1, 12: 5,
  13: 4, 14: 1, 15: 3, 16: 4, 17: 2, 18: 5, 19: 8, 20: 4, 21: 7, 22: 6, 23: 3,
};

/** Section ids in rulebook order: '1', '2', '2.1', … '23.3'. */
export const SECTION_IDS = Object.entries(SUBSECTIONS).flatMap(([chapter, count]) => [
  chapter,
  ...Array.from({ length: count }, (_, i) => `${chapter}.${i + 1}`),
]);

/** Card ids in order: playing cards 1–116, then diplomacy cards 201–219. */
export const CARD_IDS = [
  ...Array.from({ length: 116 }, (_, i) => String(i + 1)),
  ...Array.from({ length: 19 }, (_, i) => String(201 + i)),
];

const TABLES = [
  { key: 'sections', heading: 'Rulebook sections', ids: SECTION_IDS, noun: 'section', notePrefix: '§' },
  { key: 'cards', heading: 'Cards', ids: CARD_IDS, noun: 'card', notePrefix: 'Card ' },
];
const NOTES_HEADING = 'Notes';

const TEST_PATH = /[\w./@-]+\.test\.ts\b/g;

function splitCells(line) {
  let body = line.trim();
  if (body.startsWith('|')) body = body.slice(1);
  if (body.endsWith('|') && !body.endsWith('\\|')) body = body.slice(0, -1);
  return body.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** Test file paths named in a tests cell (deduplicated, in order). */
export function testPaths(cell) {
  return [...new Set(cell.match(TEST_PATH) ?? [])];
}

/**
 * Splits the document into its two tables and its Notes bullets.
 * Rows are { line, cells, id, title, status, tests }; line is 1-based.
 */
export function parseCoverage(markdown) {
  const tables = { sections: null, cards: null };
  const notes = [];
  let notesFound = false;
  let current = null; // 'sections' | 'cards' | 'notes' | null
  const lines = markdown.split(/\r?\n/);
  lines.forEach((text, index) => {
    const line = index + 1;
    const heading = /^##\s+(.+?)\s*$/.exec(text);
    if (heading) {
      const table = TABLES.find((t) => t.heading === heading[1]);
      if (table) {
        current = table.key;
        tables[table.key] ??= { line, header: null, rows: [] };
      } else if (heading[1] === NOTES_HEADING) {
        current = 'notes';
        notesFound = true;
      } else {
        current = null;
      }
      return;
    }
    if (current === 'notes') {
      const bullet = /^\s*[-*]\s+(.*)$/.exec(text);
      if (bullet) notes.push({ line, text: bullet[1] });
      return;
    }
    if (current === null || !text.trim().startsWith('|')) return;
    const table = tables[current];
    const cells = splitCells(text);
    if (table.header === null) {
      table.header = { line, cells };
      return;
    }
    if (cells.every((cell) => /^:?-{3,}:?$/.test(cell))) return; // separator row
    const [id = '', title = '', status = '', tests = ''] = cells;
    table.rows.push({ line, cells, id, title, status, tests });
  });
  return { tables, notes, notesFound };
}

/**
 * Checks the document. `fileExists(repoRelativePath)` says whether a test file
 * exists. Returns { errors, counts }; the document is fine when errors is empty.
 */
export function checkCoverage(markdown, { fileExists, file = 'docs/rules-coverage.md' }) {
  const errors = [];
  const at = (line, message) => errors.push(`${file}:${line}: ${message}`);
  const { tables, notes, notesFound } = parseCoverage(markdown);
  const counts = {};

  for (const spec of TABLES) {
    const table = tables[spec.key];
    if (!table) {
      errors.push(`${file}: missing heading "## ${spec.heading}"`);
      continue;
    }
    if (!table.header) {
      at(table.line, `no table under "## ${spec.heading}"`);
      continue;
    }
    if (table.header.cells.join('|') !== HEADER.join('|')) {
      at(table.header.line, `table header must be "| ${HEADER.join(' | ')} |"`);
    }

    const seen = new Map();
    counts[spec.key] = { rows: table.rows.length, done: 0, partial: 0, missing: 0 };
    for (const row of table.rows) {
      const what = `${spec.noun} ${row.id || '(no id)'}`;
      if (!row.id) {
        at(row.line, `${spec.noun} row has an empty id`);
      } else if (seen.has(row.id)) {
        at(row.line, `${what}: duplicate id (first on line ${seen.get(row.id)})`);
      } else {
        seen.set(row.id, row.line);
      }
      if (row.id && !spec.ids.includes(row.id)) at(row.line, `${what}: unknown ${spec.noun} id`);
      if (row.cells.length !== HEADER.length) {
        at(row.line, `${what}: expected ${HEADER.length} cells, found ${row.cells.length}`);
        continue;
      }
      if (!row.title) at(row.line, `${what}: empty title`);
      if (!STATUSES.includes(row.status)) {
        at(row.line, `${what}: status "${row.status}" is not one of ${STATUSES.join(', ')}`);
      } else {
        counts[spec.key][row.status] += 1;
      }

      const paths = testPaths(row.tests);
      if (row.tests !== NO_TESTS && paths.length === 0) {
        at(row.line, `${what}: tests cell must be "${NO_TESTS}" or name at least one *.test.ts file`);
      }
      if (row.status === 'done' && paths.length === 0) {
        at(row.line, `${what}: status is done but no test is named`);
      }
      for (const path of paths) {
        if (path.startsWith('/') || path.split('/').includes('..')) {
          at(row.line, `${what}: test path ${path} must be relative to the repo root`);
        } else if (!fileExists(path)) {
          at(row.line, `${what}: test file ${path} does not exist`);
        }
      }
      if (row.status === 'partial') {
        const tag = `${spec.notePrefix}${row.id}`;
        const noteFor = new RegExp(`^${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d|\\.\\d)`);
        const explained = notes.some((note) => noteFor.test(note.text));
        if (!explained) at(row.line, `${what}: status is partial but no "- ${tag} — …" bullet under "## ${NOTES_HEADING}" says what is missing`);
      }
    }

    const absent = spec.ids.filter((id) => !seen.has(id));
    if (absent.length > 0) errors.push(`${file}: ${spec.noun} rows missing: ${absent.join(', ')}`);
    const order = [...seen.keys()].filter((id) => spec.ids.includes(id));
    const expectedOrder = spec.ids.filter((id) => seen.has(id));
    const wrong = order.findIndex((id, i) => id !== expectedOrder[i]);
    if (wrong !== -1) {
      at(seen.get(order[wrong]), `${spec.noun} ${order[wrong]} is out of order (expected ${expectedOrder[wrong]} here)`);
    }
  }

  if (!notesFound) errors.push(`${file}: missing heading "## ${NOTES_HEADING}"`);
  return { errors, counts };
}
