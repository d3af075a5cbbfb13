// `wittenberg simulate`: bot games in bulk, with progress and statistics.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hisBot } from '../bots/his.ts';
import { isBotLevel } from '../bots/levels.ts';
import type { SimulatedGame, SimulationFailure, SimulationSummary } from '../sim/simulate.ts';
import { simulate } from '../sim/simulate.ts';
import { SCENARIO_IDS, isScenarioId } from '../games/his/index.ts';
import type { StoredRecord } from '../sim/replay.ts';

export const SIMULATE_USAGE =
  '  simulate --games N --seed S [--scenario 1517|1532|tournament] [--players 2|3|4|5|6] [--bot random|heuristic|search] [--json] [--out DIR] [--max-actions N] [--no-invariants] [--strict-counter-mix]\n' +
  '                                                      play N six-bot games (random bots by default); exit 1 if any fails\n';

function positiveInt(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a non-negative integer, got ${text}`);
  return n;
}

/** A one-line progress bar, redrawn in place (stderr is a terminal). */
function progressBar(done: number, total: number, failed: number): string {
  const width = 30;
  const filled = total > 0 ? Math.round((done / total) * width) : width;
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games, ${failed} failed`;
}

function table(rows: [string, string | number][], indent = '  '): string {
  if (rows.length === 0) return `${indent}(none)`;
  const w = Math.max(0, ...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${indent}${k.padEnd(w)}  ${v}`).join('\n');
}

/** The summary for people: counts, wins, failures, then the log statistics. */
export function formatSummary(s: SimulationSummary): string {
  const parts = [
    table([
      ['games', s.games],
      ['completed', s.completed],
      ['errors', s.errors],
      ['invariant violations', s.invariantViolations],
      ['mean actions per game', s.meanActions],
      ['ms per game', s.msPerGame],
    ], ''),
    `wins:\n${table(Object.entries(s.winsByPower))}`,
    ...(s.winsByPlayer ? [`wins by player:\n${table(Object.entries(s.winsByPlayer))}`] : []),
    `victory kinds:\n${table(Object.entries(s.victoryKinds))}`,
  ];
  if (s.failures.length > 0) {
    const line = (f: SimulationFailure) =>
      `  game ${f.game} (seed ${f.seed}) ${f.kind} at action ${f.index}${f.player ? ` by ${f.player}` : ''}${f.action ? ` ${JSON.stringify(f.action)}` : ''}: ${f.message}`;
    parts.push(`failures (first ${s.failures.length}):\n${s.failures.map(line).join('\n')}`);
  }
  parts.push(`log entries per game (mean):\n${table(Object.entries(s.stats))}`);
  parts.push(`final VP per game (mean):\n${table(Object.entries(s.finalVp))}`);
  parts.push(`Protestant spaces at the end: min ${s.protestantSpaces.min}, mean ${s.protestantSpaces.mean}, max ${s.protestantSpaces.max}`);
  return `${parts.join('\n\n')}\n`;
}

function writeRecord(dir: string, g: SimulatedGame): void {
  const stored: StoredRecord = { ...g.record, finalHash: g.finalHash, result: g.result, failure: g.failure };
  writeFileSync(join(dir, `game-${String(g.game).padStart(4, '0')}.json`), `${JSON.stringify(stored)}\n`);
}

export function simulateCommand(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: {
      games: { type: 'string', default: '10' },
      seed: { type: 'string', default: '1' },
      scenario: { type: 'string', default: '1517' },
      players: { type: 'string', default: '6' },
      json: { type: 'boolean', default: false },
      out: { type: 'string' },
      'max-actions': { type: 'string' },
      'no-invariants': { type: 'boolean', default: false },
      'strict-counter-mix': { type: 'boolean', default: false },
      bot: { type: 'string', default: 'random' },
    },
  });
  const scenario = values.scenario;
  if (!isScenarioId(scenario)) throw new Error(`unknown scenario ${scenario} (one of ${SCENARIO_IDS.join(', ')})`);
  const games = positiveInt('games', values.games);
  const level = values.bot;
  if (!isBotLevel(level)) throw new Error(`--bot must be random, heuristic or search, got ${level}`);
  const out = values.out;
  if (out !== undefined) mkdirSync(out, { recursive: true });
  const tty = process.stderr.isTTY === true;
  if (tty) process.stderr.write(progressBar(0, games, 0));
  const summary = simulate({
    games,
    seed: values.seed,
    scenario,
    ...(values.players !== '6' ? { players: Number(values.players) } : {}),
    checkInvariants: !values['no-invariants'],
    strictCounterMix: values['strict-counter-mix'],
    bot: (seed: string) => hisBot(level, seed),
    ...(values['max-actions'] !== undefined ? { maxActions: positiveInt('max-actions', values['max-actions']) } : {}),
    ...(out !== undefined ? { onGame: (g: SimulatedGame) => writeRecord(out, g) } : {}),
    ...(tty ? { onProgress: (p) => process.stderr.write(progressBar(p.done, p.total, p.errors + p.invariantViolations)) } : {}),
  });
  if (tty) process.stderr.write('\r\x1b[K');
  process.stdout.write(values.json ? `${JSON.stringify(summary, null, 2)}\n` : formatSummary(summary));
  // Failures make the command fail, so `npm run soak` can gate a build.
  if (summary.errors + summary.invariantViolations > 0) process.exitCode = 1;
}
