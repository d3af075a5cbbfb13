// Search playout cost (issue 14): `npx tsx bench/search-playouts.ts [--seat france --decisions 12 --horizon 40 --impulses 1 --worlds 8]`
// plays a game with six heuristic bots and, at each impulse of the seat, plays four
// candidates out in `--worlds` sampled worlds each, as the search bot does (each world
// sampled once and copied per candidate by the engine's copy, which carries the decisions
// waiting in it, a light view of it, the heuristic's marching maps reused), timing each
// part of a playout: the world (sample and copy), the candidate's own step, the playout's
// steps and the leaf's score. It prints CPU milliseconds per playout of
// each part and per playout step, so that runs compare on a busy machine too. The first
// decisions warm the JIT and are not counted (`--warmup`). Add `--cpu-prof` to node for a profile.
import { parseArgs } from 'node:util';
import { hisBot } from '../src/bots/his.ts';
import { playout, score } from '../src/bots/search/playout.ts';
import { determinize } from '../src/games/his/determinize.ts';
import type { HisState, MajorPower } from '../src/games/his/index.ts';
import { isMajorPower } from '../src/games/his/data/powers.ts';
import { hereIStand, MAJOR_POWERS } from '../src/games/his/index.ts';

const { values } = parseArgs({
  options: {
    seat: { type: 'string', default: 'france' },
    decisions: { type: 'string', default: '12' },
    warmup: { type: 'string', default: '2' },
    horizon: { type: 'string', default: '40' },
    impulses: { type: 'string', default: '1' },
    worlds: { type: 'string', default: '8' },
  },
});
if (!isMajorPower(values.seat)) throw new Error(`--seat must be a major power, got ${values.seat}`);
const seat: MajorPower = values.seat;
const [horizon, impulses, worlds, warmup] = [Number(values.horizon), Number(values.impulses), Number(values.worlds), Number(values.warmup)];
const tie = (): number => 0.5;

const parts = { world: 0, candidate: 0, steps: 0, score: 0 };
let playouts = 0;
let steps = 0;
/** CPU milliseconds of `run`, added to `part` once the warm-up is over. */
function timed<T>(part: keyof typeof parts, counted: boolean, run: () => T): T {
  const cpu = process.cpuUsage();
  const out = run();
  if (counted) parts[part] += process.cpuUsage(cpu).user / 1000;
  return out;
}

const state = hereIStand.setup({ scenario: '1517' }, 'bench-search');
const bots = Object.fromEntries(MAJOR_POWERS.map((p) => [p, hisBot('heuristic', `bench-search/${p}`)]));
let decisions = 0;
while (hereIStand.result(state) === null && decisions < Number(values.decisions) + warmup) {
  const prompt = hereIStand.pending(state)[0]!;
  const legal = hereIStand.legalActions(state, prompt.player);
  const v = hereIStand.view(state, prompt.player);
  if (prompt.player === seat && prompt.key === 'his.prompt.impulse' && legal.length > 1 && determinize(v, seat, prompt, 'w0')) {
    const counted = decisions >= warmup;
    for (let w = 0; w < worlds; w++) {
      let sampled: HisState | undefined;
      for (let k = 0; k < 4; k++) {
        const world = timed('world', counted, () => {
          // As the search bot: the decisions waiting in the sample worked out once, carried by the engine's copy.
          sampled ??= determinize(v, seat, prompt, `w${w}`)!;
          if (k === 0) hereIStand.legalActions(sampled, seat);
          return hereIStand.copy!(sampled);
        });
        try {
          timed('candidate', counted, () => hereIStand.applyInPlace!(world, seat, legal[k % legal.length]!));
          const n = timed('steps', counted, () => playout(world, seat, horizon * Math.max(1, impulses), tie, impulses).steps);
          timed('score', counted, () => score(world, seat));
          if (counted) {
            playouts++;
            steps += n;
          }
        } catch {
          // A sampled world may refuse a play the real one allows (the search bot skips it too).
        }
      }
    }
    decisions++;
  }
  hereIStand.applyInPlace!(state, prompt.player, bots[prompt.player]!.choose(v, legal, prompt));
}
const total = Object.values(parts).reduce((a, b) => a + b, 0);
const per = (ms: number): string => (ms / playouts).toFixed(3);
process.stdout.write(
  `${playouts} playouts at ${decisions - warmup} decisions, ${(steps / playouts).toFixed(1)} steps each; CPU ms per playout: ` +
    `world ${per(parts.world)}, candidate ${per(parts.candidate)}, steps ${per(parts.steps)}, score ${per(parts.score)}, total ${per(total)}; ` +
    `${(parts.steps / steps).toFixed(3)} ms per playout step\n`,
);
