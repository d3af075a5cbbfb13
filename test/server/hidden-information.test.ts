// Hidden information, as a property of whole games (issue 17): at every step of simulated
// games, a copy of the state in which only what a seat cannot see is changed (the other
// hands dealt again from the unseen cards, the deck reshuffled, another RNG state;
// testing/hidden-swap.ts) must give that seat, and a spectator, the same table: the same
// view, prompts, legal actions and `waitingFor`, as the server sends them (payloads.ts).
// The documented exceptions: a response window asked by hand (the default of the table
// option `responseWindows`; flow/window.ts, Gout against Holy Roman Emperor) asks only the
// powers holding a card playable there, so who is asked may change; and a power told to
// discard that has nothing it may discard, which the rules make public (6.1: the discard is
// skipped, and logged). With `responseWindows: 'by-rule'` the windows show nothing.
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/bots/random.ts';
import { replay } from '../../src/engine/record.ts';
import type { GameRecord, Json } from '../../src/engine/types.ts';
import { MAJOR_POWERS } from '../../src/games/his/data/powers.ts';
import type { MajorPower } from '../../src/games/his/data/powers.ts';
import type { HisAction } from '../../src/games/his/flow/frames.ts';
import { hereIStand } from '../../src/games/his/module.ts';
import type { HisOptions, HisState } from '../../src/games/his/state.ts';
import { swapHidden } from '../../src/games/his/testing/hidden-swap.ts';
import type { HisView } from '../../src/games/his/view.ts';
import { GAMES } from '../../src/server/games.ts';
import type { LiveGame } from '../../src/server/live-game.ts';
import { tableWithoutLog } from '../../src/server/payloads.ts';
import { playGame } from '../../src/sim/play.ts';

const SLOW = 900_000;
const STRIDE = Number(process.env.HIDDEN_STRIDE ?? 7);
const entry = GAMES.get('his')!;

/** The table each seat and a spectator would be sent for this state. */
function tables(state: HisState, record: GameRecord<HisOptions, HisAction>): Map<MajorPower | null, string> {
  const meta = { id: 'g', game: 'his', rulesVersion: hereIStand.version, options: record.options as unknown as Json, seed: '', version: 0, actionCount: 0, status: 'active' as const, result: null, createdAt: '', updatedAt: '' };
  const game = { meta, seats: [], entry, record, state } as unknown as LiveGame;
  return new Map([...MAJOR_POWERS, null].map((seat) => [seat, JSON.stringify(tableWithoutLog(game, seat))]));
}

/** Tables, `windowAsked` aside: the parts that may differ in a response window asked by hand. */
function withoutAsks(text: string): string {
  const { waitingFor: _w, prompts: _p, legalActions: _l, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return JSON.stringify(rest);
}

/** Windows that ask by hand unless the table asks by rule. */
const BY_HAND = ['window', 'holyRomanEmperor'];
/** Discards the rules require of a hand, skipped in public when it has nothing to give (6.1). */
const MUST_DISCARD = ['patronOfTheArts'];

interface Leak {
  step: number;
  seat: MajorPower | null;
  frame: string;
  message: string;
}

/** What a seat's table shows that depends on what it cannot see, for one state. */
function leaksAt(state: HisState, record: GameRecord<HisOptions, HisAction>, step: number): Leak[] {
  const before = tables(state, record);
  const frame = state.stack.at(-1)?.proc ?? '';
  const byHand = BY_HAND.includes(frame) && state.options.responseWindows !== 'by-rule';
  const out: Leak[] = [];
  for (const seat of [...MAJOR_POWERS, null]) {
    const swapped = swapHidden(state, seat, `${record.seed}/${step}/${seat}`);
    const after = tables(swapped, record).get(seat)!;
    const was = before.get(seat)!;
    if (after === was) continue;
    if (byHand && withoutAsks(after) === withoutAsks(was)) continue;
    // A power asked to discard with nothing it may discard: the rules say so in public.
    if (MUST_DISCARD.includes(frame) && withoutAsks(after) === withoutAsks(was) && (JSON.parse(after) as { waitingFor: unknown[] }).waitingFor.length === 0) continue;
    const a = JSON.parse(was) as Record<string, unknown>;
    const b = JSON.parse(after) as Record<string, unknown>;
    const keys = Object.keys(a).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
    out.push({ step, seat, frame, message: keys.map((k) => `${k}: ${JSON.stringify(a[k]).slice(0, 300)} -> ${JSON.stringify(b[k]).slice(0, 300)}`).join('; ') });
  }
  return out;
}

/** Plays a random game, then checks every `stride`-th state of its replay. */
function leaksInGame(options: HisOptions, seed: string, stride = 1): { leaks: Leak[]; steps: number } {
  const bots = Object.fromEntries(MAJOR_POWERS.map((p) => [p, randomBot<HisView, HisAction>(`${seed}/${p}`)]));
  const { record, failure } = playGame(hereIStand, options, seed, bots);
  expect(failure).toBeNull();
  const leaks: Leak[] = [];
  let steps = 0;
  replay(hereIStand, record, {
    onStep: (state, index) => {
      if (index % stride !== 0 || state.result) return;
      steps++;
      leaks.push(...leaksAt(state, record, index));
    },
  });
  return { leaks, steps };
}

/** Leaks grouped by the frame on top and the table fields that changed, with the first example. */
function byKind(leaks: Leak[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of leaks) {
    const kind = `${l.frame}: ${l.message.split(';').map((m) => m.split(':')[0]!.trim()).join(', ')}`;
    out[kind] ??= `step ${l.step}, seat ${l.seat}: ${l.message}`;
  }
  return out;
}

describe('hidden information: swapping only hidden parts changes no other seat’s table', () => {
  // The suite checks one state in STRIDE (each check builds 14 tables and 7 copies of the
  // state); HIDDEN_STRIDE=1 npx vitest run test/server/hidden-information.test.ts checks all.
  it('1517, windows asked by hand', () => {
    const { leaks, steps } = leaksInGame({ scenario: '1517' }, 'hidden-1517', STRIDE);
    expect(steps).toBeGreaterThan(50);
    expect(byKind(leaks)).toEqual({});
  }, SLOW);

  it('1532, windows asked by rule', () => {
    const { leaks, steps } = leaksInGame({ scenario: '1532', responseWindows: 'by-rule' }, 'hidden-1532', STRIDE);
    expect(steps).toBeGreaterThan(50);
    expect(byKind(leaks)).toEqual({});
  }, SLOW);
});
