// npm run fuzz:api [-- MESSAGES [SEED]]: hostile requests and socket messages against
// a real server (src/server/testing/api-fuzzer.ts). Exits 1 on any failure.

import { fuzzApi } from '../src/server/testing/api-fuzzer.ts';

const messages = Number(process.argv[2] ?? 100_000);
const seed = process.argv[3] ?? 'fuzz-api';
if (!Number.isInteger(messages) || messages < 1) throw new Error(`MESSAGES must be a positive integer, not ${process.argv[2]}`);

const report = await fuzzApi({ messages, seed, progress: (line) => process.stdout.write(`  ${line}\n`) });
const answers = Object.entries(report.answers).sort(([a], [b]) => a.localeCompare(b));
process.stdout.write(
  [
    `fuzz:api seed "${seed}": ${report.sent} messages in ${(report.ms / 1000).toFixed(1)} s`,
    `  HTTP requests: ${report.http} (of which ${report.conflicting.posts} conflicting posts in ${report.conflicting.batches} batches, ${report.conflicting.accepted} accepted)`,
    `  socket messages: ${report.socket}`,
    `  answers: ${answers.map(([key, n]) => `${key}×${n}`).join(', ')}`,
    `  failures: ${report.failures.length}`,
    ...report.failures.map((failure) => `    - ${failure}`),
    '',
  ].join('\n'),
);
process.exit(report.failures.length === 0 ? 0 : 1);
