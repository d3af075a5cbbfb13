// npm run fuzz -- --games N [--seed S] [--first K] [--strict-counter-mix]: seeded random
// games (1517 and 1532 in turn, six random bots), every invariant after every apply and
// replay identity at the end of each game (src/sim/fuzz.ts). Exits 1 on any failure.
// --first K plays games K..K+N-1 of the seed, so a long run can be split between processes.
import { parseArgs } from 'node:util';
import { fuzz, fuzzPassed } from '../src/sim/fuzz.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '10' },
    seed: { type: 'string', default: 'fuzz' },
    first: { type: 'string', default: '0' },
    'strict-counter-mix': { type: 'boolean', default: false },
  },
});

function count(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a non-negative integer, not ${text}`);
  return n;
}

const games = count('games', values.games);
const first = count('first', values.first);
const every = Math.max(1, Math.floor(games / 100));
// Running totals, printed every 1% of the run: a run stopped early still says what it found.
const seen = { games: 0, errors: 0, invariant: 0, mismatches: 0 };
const started = performance.now();
const s = fuzz({
  games,
  first,
  seed: values.seed,
  strictCounterMix: values['strict-counter-mix'],
  onGame: (g, mismatch) => {
    seen.games++;
    if (g.failure?.kind === 'invariant') seen.invariant++;
    else if (g.failure || !g.result) seen.errors++;
    if (mismatch) seen.mismatches++;
    if (g.failure || mismatch) process.stdout.write(`  game ${g.game} (seed ${g.seed}): ${g.failure ? `${g.failure.kind} at action ${g.failure.index}: ${g.failure.message}` : ''}${mismatch ?? ''}\n`);
    if (seen.games % every === 0 || seen.games === games) {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(`  ${seen.games}/${games} games: ${seen.errors} errors, ${seen.invariant} invariant violations, ${seen.mismatches} replay mismatches, ${seconds.toFixed(0)} s\n`);
    }
  },
});
const line = (f: { game: number; seed: string; message: string; kind?: string; index?: number }) =>
  `    - game ${f.game} (seed ${f.seed})${f.kind ? ` ${f.kind} at action ${f.index}` : ''}: ${f.message}`;
process.stdout.write(
  [
    `fuzz seed "${values.seed}", games ${first}..${first + games - 1} (1517 and 1532 in turn)`,
    `  games: ${s.games} (completed ${s.completed}), actions: ${s.actions}`,
    `  errors: ${s.errors}`,
    `  invariant violations: ${s.invariantViolations}`,
    `  replay mismatches: ${s.replayMismatches}`,
    `  wall time: ${(s.ms / 1000).toFixed(1)} s (${s.games > 0 ? (s.ms / s.games).toFixed(0) : 0} ms per game)`,
    ...s.failures.map(line),
    ...s.mismatches.map(line),
    `  ${fuzzPassed(s) ? 'PASS' : 'FAIL'}`,
    '',
  ].join('\n'),
);
process.exit(fuzzPassed(s) ? 0 : 1);
