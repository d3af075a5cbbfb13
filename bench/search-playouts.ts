// Search playout cost (issue 14): `npx tsx bench/search-playouts.ts [--seat france --decisions 12 --horizon 40]`
// plays a game with six heuristic bots and, at each impulse of the seat, plays four
// candidates out in sampled worlds twice: once as the search bot does (a light view of the
// sampled world, the heuristic's marching maps reused) and once with the table's view for
// every decision. It prints milliseconds per playout step and CPU time of each way, so that
// the two compare on a busy machine too. Add `--cpu-prof` to node for a profile.
import { parseArgs } from 'node:util';
import { heuristicChoice } from '../src/bots/heuristic/index.ts';
import { evaluate } from '../src/bots/heuristic/evaluation.ts';
import { hisBot } from '../src/bots/his.ts';
import { playout, score } from '../src/bots/search/playout.ts';
import { determinize } from '../src/games/his/determinize.ts';
import type { HisState, MajorPower } from '../src/games/his/index.ts';
import { isMajorPower } from '../src/games/his/data/powers.ts';
import { hereIStand, MAJOR_POWERS } from '../src/games/his/index.ts';

const { values } = parseArgs({ options: { seat: { type: 'string', default: 'france' }, decisions: { type: 'string', default: '12' }, horizon: { type: 'string', default: '40' } } });
if (!isMajorPower(values.seat)) throw new Error(`--seat must be a major power, got ${values.seat}`);
const seat: MajorPower = values.seat;
const horizon = Number(values.horizon);
const tie = (): number => 0.5;

/** The same playout with the table's view built for every decision. */
function tableViewPlayout(s: HisState): number {
  let step = 0;
  for (; step < horizon && hereIStand.result(s) === null; step++) {
    const prompt = hereIStand.pending(s)[0]!;
    if (prompt.key === 'his.prompt.impulse') break;
    const legal = hereIStand.legalActions(s, prompt.player);
    hereIStand.applyInPlace!(s, prompt.player, heuristicChoice(hereIStand.view(s, prompt.player), legal, prompt, tie));
  }
  evaluate(hereIStand.view(s, seat), seat);
  return step;
}

const ways = {
  light: { steps: 0, cpu: 0, wall: 0, run: (w: HisState) => { const n = playout(w, seat, horizon, tie, true).steps; score(w, seat); return n; } },
  table: { steps: 0, cpu: 0, wall: 0, run: tableViewPlayout },
};
const state = hereIStand.setup({ scenario: '1517' }, 'bench-search');
const bots = Object.fromEntries(MAJOR_POWERS.map((p) => [p, hisBot('heuristic', `bench-search/${p}`)]));
let decisions = 0;
while (hereIStand.result(state) === null && decisions < Number(values.decisions)) {
  const prompt = hereIStand.pending(state)[0]!;
  const legal = hereIStand.legalActions(state, prompt.player);
  const v = hereIStand.view(state, prompt.player);
  if (prompt.player === seat && prompt.key === 'his.prompt.impulse' && legal.length > 1 && determinize(v, seat, prompt, 'w0')) {
    for (const way of Object.values(ways)) {
      for (let k = 0; k < 4; k++) {
        const world = determinize(v, seat, prompt, `w${k}`)!;
        const cpu = process.cpuUsage();
        const wall = performance.now();
        hereIStand.applyInPlace!(world, seat, legal[k % legal.length]!);
        way.steps += way.run(world);
        way.wall += performance.now() - wall;
        way.cpu += process.cpuUsage(cpu).user / 1000;
      }
    }
    decisions++;
  }
  hereIStand.applyInPlace!(state, prompt.player, bots[prompt.player]!.choose(v, legal, prompt));
}
for (const [name, w] of Object.entries(ways)) {
  process.stdout.write(`${name.padEnd(6)} ${w.steps} steps in ${decisions * 4} playouts: ${(w.wall / w.steps).toFixed(2)} ms/step wall, ${(w.cpu / w.steps).toFixed(2)} ms/step CPU\n`);
}
