// Engine benchmark: `npm run bench [-- --games K --seed S --scenario 1517|1532]`.
// Not part of the test suite, and nothing here asserts a time: it prints numbers to
// compare before and after a change, and ratios to one structuredClone of the state less
// its log measured in the same run, which compare across machines and loads.
//
// 1. K full games with six random bots, as the simulator plays them (in place; no view
//    built, since the random bot reads none; no invariant checks): the median per game.
// 2. Each game's record replayed in place, every call on each state timed on its own:
//    a decision in place (legalActions + applyInPlace), the pure apply (copy + the same
//    step, as the server does), structuredClone less the log, view, hashState and
//    checkInvariants. Medians, and the ratio of each median to the clone's.
import { parseArgs } from 'node:util';
import { randomBot } from '../src/bots/random.ts';
import { hashState } from '../src/engine/hash.ts';
import { MAJOR_POWERS } from '../src/games/his/data/powers.ts';
import type { HisAction } from '../src/games/his/flow/frames.ts';
import { checkInvariants } from '../src/games/his/invariants.ts';
import { hereIStand } from '../src/games/his/module.ts';
import type { HisView } from '../src/games/his/view.ts';
import { playGame } from '../src/sim/play.ts';
import { gameSeed } from '../src/sim/simulate.ts';

const { values } = parseArgs({
  options: { games: { type: 'string', default: '10' }, seed: { type: 'string', default: 'bench' }, scenario: { type: 'string', default: '1517' } },
});
const games = Number(values.games);
const scenario = values.scenario === '1532' ? '1532' : '1517';

function median(xs: number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function time<T>(samples: number[], f: () => T): T {
  const start = performance.now();
  const out = f();
  samples.push(performance.now() - start);
  return out;
}

const gameMs: number[] = [];
/** CPU time of the same games: on a shared machine, less disturbed by other processes than wall time. */
const gameCpuMs: number[] = [];
let totalActions = 0;
let failed = 0;
const t = { inPlace: [] as number[], apply: [] as number[], clone: [] as number[], view: [] as number[], hash: [] as number[], invariants: [] as number[] };

for (let game = 0; game < games; game++) {
  const seed = gameSeed(values.seed, game);
  const bots = Object.fromEntries(MAJOR_POWERS.map((p) => [p, randomBot<HisView, HisAction>(`${seed}/${p}`)]));
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const played = playGame(hereIStand, { scenario }, seed, bots);
  const cpu = process.cpuUsage(cpuStart);
  gameMs.push(performance.now() - start);
  gameCpuMs.push((cpu.user + cpu.system) / 1000);
  totalActions += played.record.actions.length;
  if (played.failure) failed++;

  // The same game again, each call timed alone.
  const state = hereIStand.setup({ scenario }, seed);
  for (const { player, action } of played.record.actions) {
    const { log: _log, ...rest } = state;
    time(t.clone, () => structuredClone(rest));
    time(t.view, () => hereIStand.view(state, player));
    time(t.hash, () => hashState(state));
    time(t.invariants, () => checkInvariants(state));
    time(t.apply, () => hereIStand.apply(state, player, action));
    time(t.inPlace, () => {
      hereIStand.legalActions(state, player);
      hereIStand.applyInPlace!(state, player, action);
    });
  }
}

const ms = (x: number) => `${x.toFixed(x < 10 ? 3 : 1)} ms`;
const clone = median(t.clone);
const vsClone = (xs: number[]) => `${ms(median(xs))}  (${(median(xs) / clone).toFixed(2)}x clone)`;
const rows: [string, string][] = [
  ['scenario', scenario],
  ['games', `${games}${failed > 0 ? ` (${failed} ended by an error)` : ''}`],
  ['actions per game (mean)', (totalActions / Math.max(1, games)).toFixed(0)],
  ['full game, random bots (median)', ms(median(gameMs))],
  ['full game, CPU time (median)', ms(median(gameCpuMs))],
  ['actions per second', (totalActions / (gameMs.reduce((a, b) => a + b, 0) / 1000)).toFixed(0)],
  ['structuredClone less the log (median)', ms(clone)],
  ['in-place decision (median)', vsClone(t.inPlace)],
  ['apply, pure (median)', vsClone(t.apply)],
  ['view (median)', vsClone(t.view)],
  ['hashState (median)', vsClone(t.hash)],
  ['checkInvariants (median)', vsClone(t.invariants)],
];
const width = Math.max(...rows.map(([k]) => k.length));
process.stdout.write(`${rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n')}\n`);
