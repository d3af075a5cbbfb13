// Random playouts for profiling: `node --import tsx --cpu-prof bench/playouts.ts [--games K --seed S --scenario 1517|1532]`
// plays K games with six random bots, in place (as the simulator does), and prints the time
// of each. Open the .cpuprofile it leaves in Chrome DevTools or any flame-graph viewer.
import { parseArgs } from 'node:util';
import { randomBot } from '../src/bots/random.ts';
import { MAJOR_POWERS } from '../src/games/his/data/powers.ts';
import type { HisAction } from '../src/games/his/flow/frames.ts';
import { hereIStand } from '../src/games/his/module.ts';
import type { HisView } from '../src/games/his/view.ts';
import { playGame } from '../src/sim/play.ts';
import { gameSeed } from '../src/sim/simulate.ts';

const { values } = parseArgs({
  options: { games: { type: 'string', default: '5' }, seed: { type: 'string', default: 'bench' }, scenario: { type: 'string', default: '1517' } },
});
const scenario = values.scenario === '1532' ? '1532' : '1517';
for (let game = 0; game < Number(values.games); game++) {
  const seed = gameSeed(values.seed, game);
  const bots = Object.fromEntries(MAJOR_POWERS.map((p) => [p, randomBot<HisView, HisAction>(`${seed}/${p}`)]));
  const start = performance.now();
  const played = playGame(hereIStand, { scenario }, seed, bots);
  const ms = performance.now() - start;
  process.stdout.write(`${seed}: ${played.record.actions.length} actions, ${ms.toFixed(0)} ms${played.failure ? ` (${played.failure.message})` : ''}\n`);
}
