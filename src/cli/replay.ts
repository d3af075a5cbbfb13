// `wittenberg replay FILE`: check that a game record replays to the end it claims.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseRecord, replayRecord } from '../sim/replay.ts';

export const REPLAY_USAGE =
  '  replay FILE [--check]\n' +
  '                                                      replay a game record (--check: invariants after each action),\n' +
  '                                                      print {actions, hash, result}; exit 1 if it fails or its finalHash differs\n';

export function replayCommand(args: string[]): void {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { check: { type: 'boolean', default: false } } });
  const file = positionals[0];
  if (file === undefined || positionals.length > 1) throw new Error('replay needs exactly one record file');
  let report;
  try {
    report = replayRecord(parseRecord(readFileSync(file, 'utf8')), { check: values.check });
  } catch (e) {
    // A record that does not replay is a finding, not a usage error.
    process.stderr.write(`wittenberg replay: ${file}: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
    return;
  }
  const { actions, hash, result } = report;
  process.stdout.write(`${JSON.stringify({ actions, hash, result }, null, 2)}\n`);
  if (!report.ok) {
    process.stderr.write(`wittenberg replay: ${file}: final hash ${hash} differs from the record's ${report.expectedHash}\n`);
    process.exitCode = 1;
  }
}
