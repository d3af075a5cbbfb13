// The command line: `wittenberg <command> [options]`.
import { parseArgs } from 'node:util';
import { SCENARIO_IDS, isScenarioId, setup } from '../games/his/index.ts';
import { summarize } from './setup-summary.ts';
import { SIMULATE_USAGE, simulateCommand } from './simulate.ts';
import { REPLAY_USAGE, replayCommand } from './replay.ts';
import { ARENA_USAGE, arenaCommand } from './arena.ts';

const USAGE = `usage: wittenberg <command> [options]

commands:
  setup --scenario 1517|1532|tournament [--seed S] [--summary]   build a starting position and print it as JSON
${SIMULATE_USAGE}${REPLAY_USAGE}${ARENA_USAGE}`;

function fail(message: string): never {
  process.stderr.write(`wittenberg: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function setupCommand(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: { scenario: { type: 'string', default: '1517' }, seed: { type: 'string', default: '1' }, summary: { type: 'boolean', default: false } },
  });
  if (!isScenarioId(values.scenario)) fail(`unknown scenario ${values.scenario} (one of ${SCENARIO_IDS.join(', ')})`);
  const state = setup({ scenario: values.scenario }, values.seed);
  process.stdout.write(`${JSON.stringify(values.summary ? summarize(state) : state, null, 2)}\n`);
}

const COMMANDS: Record<string, (args: string[]) => void | Promise<void>> = {
  setup: setupCommand,
  simulate: simulateCommand,
  replay: replayCommand,
  arena: arenaCommand,
};

const [command, ...rest] = process.argv.slice(2);
if (command === undefined || command === 'help' || command === '--help') {
  process.stdout.write(USAGE);
} else {
  const run = COMMANDS[command];
  if (!run) fail(`unknown command ${command}`);
  try {
    await run(rest);
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
  }
}
