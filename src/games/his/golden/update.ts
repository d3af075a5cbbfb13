// `npm run golden:update [-- --add SCENARIO:SEED...] [-- --search SCENARIO --from N --count K]`
//
// Without options: regenerate every golden record under the current rules. Each game
// replays its stored decisions as long as they stay legal; from the first one refused (or
// when the stored ones run out before the end) random bots seeded from the game seed play
// on, so a rule change keeps what still holds. Prints what changed; commit the records with
// a message saying which rule changed and why.
//
// --add plays new golden games from scratch; --search only prints what kind of victory
// random games with seeds `golden-SCENARIO-N`... reach, to pick seeds for --add.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { negotiatingRandomBot } from '../../../bots/negotiation.ts';
import { sameJson } from '../../../engine/hash.ts';
import type { RecordedAction } from '../../../engine/types.ts';
import { playGame } from '../../../sim/play.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { HisAction } from '../flow/frames.ts';
import { checkInvariants } from '../invariants.ts';
import { hereIStand } from '../module.ts';
import type { Scenario } from '../state.ts';
import type { GoldenRecord } from './golden.ts';
import { firstDifference, formatGolden, logKeys, positionHash } from './golden.ts';

export const RECORDS_DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'records');

function play(scenario: Scenario, seed: string, prefix: readonly RecordedAction<HisAction>[] = []) {
  const bots = Object.fromEntries(MAJOR_POWERS.map((p) => [p, negotiatingRandomBot(`${seed}/${p}`)]));
  const g = playGame(hereIStand, { scenario }, seed, bots, { prefix, checkInvariants });
  if (g.failure) throw new Error(`golden ${seed}: ${g.failure.kind} at action ${g.failure.index}: ${g.failure.message}`);
  const golden: GoldenRecord = {
    ...g.record,
    expect: { kind: g.result!.kind, winner: g.result!.winner, position: positionHash(g.state) },
    logKeys: logKeys(g.state),
  };
  return { golden, kept: g.prefixKept };
}

/**
 * 9.1's talk step (each negotiating power says when it is done) came after some records: where
 * a stored decision is refused while only that step asks, the powers answer it first, in the
 * order asked, so the stored game goes on as it was played.
 */
function withTalkAnswered(scenario: Scenario, seed: string, actions: readonly RecordedAction<HisAction>[]): RecordedAction<HisAction>[] {
  let state = hereIStand.setup({ scenario }, seed);
  const out: RecordedAction<HisAction>[] = [];
  const apply = (a: RecordedAction<HisAction>) => {
    state = hereIStand.apply(state, a.player, a.action);
    out.push(a);
  };
  for (const a of actions) {
    const legal = hereIStand.legalActions(state, a.player).some((l) => sameJson(l, a.action));
    const talk = hereIStand.pending(state);
    if (!legal && talk.length > 0 && talk.every((p) => p.key === 'his.prompt.negotiationTalk')) {
      for (const p of talk) apply({ player: p.player, action: { type: 'doneNegotiating' } });
    }
    try {
      apply(a);
    } catch {
      break; // refused under the current rules: the bots play on from here
    }
  }
  return out;
}

function fileOf(seed: string): string {
  return join(RECORDS_DIR, `${seed.replace(/[^\w-]/g, '_')}.json`);
}

function update(): void {
  const files = readdirSync(RECORDS_DIR).filter((f) => f.endsWith('.json')).sort();
  for (const file of files) {
    const old = JSON.parse(readFileSync(join(RECORDS_DIR, file), 'utf8')) as GoldenRecord;
    const { golden, kept } = play(old.options.scenario, old.seed, withTalkAnswered(old.options.scenario, old.seed, old.actions));
    writeFileSync(join(RECORDS_DIR, file), formatGolden(golden));
    const notes: string[] = [];
    if (kept < old.actions.length) notes.push(`decisions kept ${kept}/${old.actions.length}, bots played on`);
    const d = firstDifference(old.logKeys, golden.logKeys);
    if (d >= 0) notes.push(`log keys differ from entry ${d} (${old.logKeys[d]} -> ${golden.logKeys[d]})`);
    if (old.expect.position !== golden.expect.position) notes.push('position changed');
    if (old.expect.kind !== golden.expect.kind || old.expect.winner !== golden.expect.winner) {
      notes.push(`result ${old.expect.kind}/${old.expect.winner} -> ${golden.expect.kind}/${golden.expect.winner}`);
    }
    if (old.version !== golden.version) notes.push(`version ${old.version} -> ${golden.version}`);
    process.stdout.write(`${file}: ${notes.length === 0 ? 'unchanged' : notes.join('; ')}\n`);
  }
}

function add(specs: string[]): void {
  for (const spec of specs) {
    const [scenario, seed] = spec.split(':') as [Scenario, string];
    const { golden } = play(scenario, seed);
    writeFileSync(fileOf(seed), formatGolden(golden));
    process.stdout.write(`${seed}: ${golden.expect.kind} (${golden.expect.winner}), ${golden.actions.length} actions\n`);
  }
}

function search(scenario: Scenario, from: number, count: number): void {
  for (let i = from; i < from + count; i++) {
    const seed = `golden-${scenario}-${i}`;
    const bots = Object.fromEntries(MAJOR_POWERS.map((p) => [p, negotiatingRandomBot(`${seed}/${p}`)]));
    const g = playGame(hereIStand, { scenario }, seed, bots);
    const what = g.failure ? `failure: ${g.failure.message}` : `${g.result?.kind} (${g.result?.winner})`;
    process.stdout.write(`${scenario}:${seed} ${what}, ${g.record.actions.length} actions\n`);
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    add: { type: 'boolean' },
    search: { type: 'string' },
    from: { type: 'string', default: '0' },
    count: { type: 'string', default: '20' },
  },
});
if (values.search) search(values.search as Scenario, Number(values.from), Number(values.count));
else if (values.add) add(positionals);
else update();
