// `wittenberg arena`: how strong a bot is against others (issue 14; see src/sim/arena.ts).
import { parseArgs } from 'node:util';
import { isBotLevel } from '../bots/levels.ts';
import type { ArenaSummary, Rate } from '../sim/arena.ts';
import { arena } from '../sim/arena.ts';

export const ARENA_USAGE =
  '  arena --seat BOT --others BOT --games N --seed S [--budget-ms B | --iterations K] [--paired] [--json]\n' +
  '                                                      BOT: random|heuristic|search; the seat rotates through the six powers\n' +
  '                                                      --paired: each game again with the others\' bot in the seat, compared game by game\n';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

function line(name: string, r: Rate): string {
  return `  ${name.padEnd(11)} ${String(r.wins).padStart(3)}/${String(r.games).padEnd(3)}  ${pct(r.winRate).padStart(6)}  [${pct(r.interval[0])}, ${pct(r.interval[1])}]`;
}

export function formatArena(s: ArenaSummary): string {
  return [
    `${s.seat} seat vs ${s.others} others: win rate per power (95% Wilson interval)`,
    ...Object.entries(s.perPower).map(([p, r]) => line(p, r)),
    line('overall', s),
    `  baseline (six equal bots): ${pct(s.baseline)}`,
    `  decision time of the seat: median ${s.medianDecisionMs.toFixed(2)} ms, 90th percentile ${s.p90DecisionMs.toFixed(2)} ms, max ${s.maxDecisionMs.toFixed(2)} ms${s.unfinished > 0 ? `; ${s.unfinished} game(s) without a result` : ''}`,
    ...(s.paired ? [pairedLine(s)] : []),
  ].join('\n') + '\n';
}

function pairedLine(s: ArenaSummary): string {
  const p = s.paired!;
  const pm = (x: { mean: number; se: number }, f: (v: number) => string): string => `${f(x.mean)} ± ${f(x.se)}`;
  return `  paired with a ${p.level} seat in the same games: it won ${p.wins}/${p.won.n}; seat minus it: wins ${pm(p.won, pct)}, VP margin to the best rival ${pm(p.margin, (v) => v.toFixed(2))} (mean ± standard error)`;
}

export function arenaCommand(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: {
      seat: { type: 'string' },
      others: { type: 'string', default: 'random' },
      games: { type: 'string', default: '60' },
      seed: { type: 'string', default: '1' },
      'budget-ms': { type: 'string' },
      iterations: { type: 'string' },
      json: { type: 'boolean', default: false },
      paired: { type: 'boolean', default: false },
    },
  });
  if (!isBotLevel(values.seat)) throw new Error(`--seat must be random, heuristic or search, got ${values.seat ?? 'nothing'}`);
  if (!isBotLevel(values.others)) throw new Error(`--others must be random, heuristic or search, got ${values.others}`);
  const games = Number(values.games);
  if (!Number.isInteger(games) || games < 1) throw new Error(`--games must be a positive integer, got ${values.games}`);
  const budget = values['budget-ms'] === undefined ? undefined : Number(values['budget-ms']);
  if (budget !== undefined && !(Number.isFinite(budget) && budget > 0)) throw new Error(`--budget-ms must be a positive number, got ${values['budget-ms']}`);
  const iterations = values.iterations === undefined ? undefined : Number(values.iterations);
  if (iterations !== undefined && !(Number.isInteger(iterations) && iterations > 0)) throw new Error(`--iterations must be a positive integer, got ${values.iterations}`);
  if (iterations !== undefined && budget !== undefined) throw new Error('give --budget-ms or --iterations, not both');
  const summary = arena({
    seat: values.seat,
    others: values.others,
    games,
    seed: values.seed,
    ...(budget === undefined ? {} : { budgetMs: budget }),
    ...(iterations === undefined ? {} : { iterations }),
    ...(values.paired ? { pair: values.others } : {}),
    onGame: (g) => {
      const pair = g.paired ? `; paired: ${g.paired.won ? 'won' : 'lost'}, margin ${g.margin} vs ${g.paired.margin}` : `; margin ${g.margin}`;
      if (process.stderr.isTTY || !values.json) process.stderr.write(`game ${g.game}: ${g.power} ${g.won ? 'won' : `lost (${g.winner ?? 'none'} ${g.kind})`} in ${(g.ms / 1000).toFixed(1)} s${pair}\n`);
    },
  });
  if (values.json) {
    const { winRate, interval, perPower } = summary;
    process.stdout.write(`${JSON.stringify({ winRate, interval, perPower, baseline: summary.baseline, games, medianDecisionMs: summary.medianDecisionMs, p90DecisionMs: summary.p90DecisionMs, maxDecisionMs: summary.maxDecisionMs, ...(summary.paired ? { paired: summary.paired } : {}) })}\n`);
  } else process.stdout.write(formatArena(summary));
}
