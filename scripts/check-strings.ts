// Every string of simulated games, in English and Spanish (issue 15): `npm run strings:check`
// plays 20 complete random-bot games (or --games N, --seed S, --scenario 1517|1532) and lists
// each broken message once. Exit code 1 when any is found. The test suite plays a few.
import { parseArgs } from 'node:util';
import { isScenarioId } from '../src/games/his/index.ts';
import { checkStrings, formatProblems } from '../src/sim/strings.ts';

const { values } = parseArgs({
  options: { games: { type: 'string', default: '20' }, seed: { type: 'string', default: 'strings' }, scenario: { type: 'string', default: '1517' } },
});
const scenario = values.scenario ?? '1517';
if (!isScenarioId(scenario)) throw new Error(`unknown scenario ${scenario}`);
const started = Date.now();
const report = checkStrings({ games: Number(values.games), seed: values.seed ?? 'strings', scenario });
const lines = formatProblems(report.problems);
console.log(lines.join('\n'));
console.log(
  `${report.games} game(s), ${report.actions} actions, ${report.rendered} texts rendered, ${report.keys} keys, ` +
    `${report.problems.length} problem(s), ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exitCode = report.problems.length === 0 ? 0 : 1;
