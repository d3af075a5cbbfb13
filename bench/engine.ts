// Engine benchmark: `npm run bench [-- --games K --seed S --scenario 1517|1532]`.
// Not part of the test suite, and nothing here asserts a time: it prints numbers to
// compare before and after a change on the same machine.
//
// 1. K full games with six random bots (views built for each decision, as the bots get
//    them; no invariant checks): the median time per game and actions per second.
// 2. Each game's record replayed with every call timed on its own: the median cost of
//    one apply, of one structuredClone of the same state, and their ratio (apply copies
//    the state once, sharing the log, so the clone less the log is shown too: apply minus
//    that copy is what the rules cost); likewise legalActions, view, checkInvariants and
//    hashState.
import { parseArgs } from 'node:util';
import { randomBot } from '../src/bots/random.ts';
import { hashState } from '../src/engine/hash.ts';
import { replay } from '../src/engine/record.ts';
import { MAJOR_POWERS } from '../src/games/his/data/powers.ts';
import type { HisAction } from '../src/games/his/flow/frames.ts';
import { checkInvariants } from '../src/games/his/invariants.ts';
import { hereIStand } from '../src/games/his/module.ts';
import type { HisState } from '../src/games/his/state.ts';
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
let totalActions = 0;
let failed = 0;
const t = { apply: [] as number[], clone: [] as number[], cloneNoLog: [] as number[], ratio: [] as number[], legal: [] as number[], view: [] as number[], invariants: [] as number[], hash: [] as number[] };

for (let game = 0; game < games; game++) {
  const seed = gameSeed(values.seed, game);
  const bots = Object.fromEntries(MAJOR_POWERS.map((p) => [p, randomBot<HisView, HisAction>(`${seed}/${p}`)]));
  const start = performance.now();
  const played = playGame(hereIStand, { scenario }, seed, bots);
  gameMs.push(performance.now() - start);
  totalActions += played.record.actions.length;
  if (played.failure) failed++;

  // The same game again, each call timed alone.
  const timed = {
    ...hereIStand,
    apply(state: HisState, player: string, action: HisAction): HisState {
      const applyStart = performance.now();
      const next = hereIStand.apply(state, player, action);
      const applyMs = performance.now() - applyStart;
      const cloneStart = performance.now();
      structuredClone(state);
      const cloneMs = performance.now() - cloneStart;
      const { log: _log, ...rest } = state;
      time(t.cloneNoLog, () => structuredClone(rest));
      t.apply.push(applyMs);
      t.clone.push(cloneMs);
      t.ratio.push(applyMs / cloneMs);
      time(t.legal, () => hereIStand.legalActions(state, player));
      time(t.view, () => hereIStand.view(state, player));
      time(t.invariants, () => checkInvariants(next));
      time(t.hash, () => hashState(next));
      return next;
    },
  };
  replay(timed, played.record);
}

const ms = (x: number) => `${x.toFixed(x < 10 ? 3 : 1)} ms`;
const rows: [string, string][] = [
  ['scenario', scenario],
  ['games', `${games}${failed > 0 ? ` (${failed} ended by an error)` : ''}`],
  ['actions per game (mean)', (totalActions / Math.max(1, games)).toFixed(0)],
  ['full game (median)', ms(median(gameMs))],
  ['actions per second', (totalActions / (gameMs.reduce((a, b) => a + b, 0) / 1000)).toFixed(0)],
  ['apply (median)', ms(median(t.apply))],
  ['structuredClone of the state (median)', ms(median(t.clone))],
  ['apply / structuredClone (median ratio)', median(t.ratio).toFixed(2)],
  ['structuredClone less the log (median)', ms(median(t.cloneNoLog))],
  ['legalActions (median)', ms(median(t.legal))],
  ['view (median)', ms(median(t.view))],
  ['checkInvariants (median)', ms(median(t.invariants))],
  ['hashState (median)', ms(median(t.hash))],
];
const width = Math.max(...rows.map(([k]) => k.length));
process.stdout.write(`${rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n')}\n`);
