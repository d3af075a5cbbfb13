// Issue 15: the replay of a game's public history, a spectator's view at each step.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { visibleLog } from '../../src/engine/log.ts';
import { replay } from '../../src/engine/record.ts';
import type { Action, GameRecord, Json } from '../../src/engine/types.ts';
import type { HisState } from '../../src/games/his/state.ts';
import { vpTable } from '../../src/games/his/victory-points.ts';
import { GAMES } from '../../src/server/games.ts';
import type { LiveGame } from '../../src/server/live-game.ts';
import { CHECKPOINT_EVERY, replayStep, replayWork } from '../../src/server/replay.ts';
import type { ReplayPayload } from '../../src/server/replay.ts';
import type { FixtureState } from '../../src/server/testing/fixture-game.ts';
import { fixtureGame } from '../../src/server/testing/fixture-game.ts';
import { createGame, playFirst, testApp } from './helpers.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('replay over HTTP (fixture game)', () => {
  it('shows a spectator view at every step, each step adding its public log lines, never a hidden card', async () => {
    app = await testApp();
    const game = await createGame(app, { options: { players: 2, rounds: 1 } });
    const order = ['red', 'green', 'red', 'red', 'green', 'green'];
    for (const player of order) await playFirst(app, game.id, game.tokens[player] as string);
    const { record } = await app.wittenberg.service.inspect(game.id);
    const final = replay(fixtureGame, record as never) as FixtureState;
    const hidden = Object.values(final.discards).filter((card): card is string => card !== null);
    expect(hidden).toHaveLength(2);

    const steps: ReplayPayload[] = [];
    for (let k = 0; k <= order.length; k++) {
      const response = await app.inject({ url: `/api/games/${game.id}/replay?step=${k}` });
      expect(response.statusCode, response.body).toBe(200);
      for (const card of hidden) expect(response.body).not.toContain(`"${card}"`);
      steps.push(response.json<ReplayPayload>());
    }
    for (const [k, step] of steps.entries()) {
      const state = replay(fixtureGame, { ...record, actions: record.actions.slice(0, k) } as never) as FixtureState;
      expect(step).toMatchObject({ step: k, steps: 6, actor: k === 0 ? null : order[k - 1], round: state.round });
      expect(step.view).toEqual(JSON.parse(JSON.stringify(fixtureGame.view(state, null))));
    }
    // The step logs, end to end, are the spectator's whole log.
    expect(steps.flatMap((s) => s.log)).toEqual(visibleLog(final.log, null));
    // Scores: at the start, then at the end of the one round (the game's end).
    const last = steps[6]!;
    expect(last.scores[0]).toEqual({ round: 0, step: 0, scores: { red: 0, green: 0 } });
    expect(last.scores.at(-1)).toEqual({ round: final.round, step: 6, scores: final.scores });
    expect(last.result).toMatchObject({ kind: 'score' });
    // No step is the default (the game now); out of range is refused.
    expect((await app.inject({ url: `/api/games/${game.id}/replay` })).json()).toMatchObject({ step: 6 });
    expect((await app.inject({ url: `/api/games/${game.id}/replay?step=7` })).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/games/${game.id}/replay?step=-1` })).statusCode).toBe(400);
  });
});

describe('replay of a whole Here I Stand game (golden record)', () => {
  const golden = JSON.parse(readFileSync(new URL('../../src/games/his/golden/records/golden-1517-16.json', import.meta.url), 'utf8')) as GameRecord<Json, Action>;
  const entry = GAMES.get('his')!;
  const record: GameRecord<Json, Action> = { game: golden.game, version: golden.version, options: golden.options, seed: golden.seed, actions: golden.actions };
  const state = replay(entry.module, record);
  const game: LiveGame = {
    meta: { id: 'golden16', game: 'his', rulesVersion: record.version, options: record.options, seed: record.seed, version: record.actions.length, actionCount: record.actions.length, status: 'over', result: entry.module.result(state), createdAt: '', updatedAt: '', listed: false },
    seats: [],
    entry,
    record,
    state,
  };

  it('gives at steps around its checkpoints the spectator view a direct replay gives', () => {
    const n = record.actions.length;
    for (const k of [0, 1, CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 1, 7 * CHECKPOINT_EVERY + 13, n]) {
      const direct = replay(entry.module, { ...record, actions: record.actions.slice(0, k) });
      const step = replayStep(game, k);
      expect(step.view, `step ${k}`).toEqual(entry.module.view(direct, null));
      // Asking again (from the same checkpoint) gives the same: the checkpoint was not changed in place.
      expect(replayStep(game, k).view).toEqual(step.view);
    }
  });

  it('extends the index of a game that went on, giving what a fresh replay gives', () => {
    const n = record.actions.length;
    const at = (actions: number, id: string): LiveGame => {
      const cut = { ...record, actions: record.actions.slice(0, actions) };
      const now = replay(entry.module, cut);
      return { ...game, meta: { ...game.meta, id, version: actions, actionCount: actions, status: actions === n ? 'over' : 'active', result: entry.module.result(now) }, record: cut, state: now };
    };
    const earlier = replayStep(at(613, 'extended'));
    expect(earlier.steps).toBe(613);
    const later = at(n, 'extended');
    const fresh = at(n, 'fresh');
    // Extending replays from its last checkpoint (after 600 actions); a fresh index from the start.
    let work = replayWork.actions;
    replayStep(later);
    expect(replayWork.actions - work).toBe(n - 600);
    work = replayWork.actions;
    replayStep(fresh);
    expect(replayWork.actions - work).toBe(n);
    for (const k of [0, 599, 600, 613, 640, n]) {
      const extended = replayStep(later, k);
      expect(extended, `step ${k}`).toEqual({ ...replayStep(fresh, k), id: 'extended' });
    }
  });

  it('charts every power\'s VP at the end of each turn, ending with the final VP', () => {
    const { scores, rounds } = replayStep(game);
    const final = vpTable(state as HisState);
    expect(scores.at(-1)).toEqual({ round: (state as HisState).turn, step: record.actions.length, scores: final });
    expect(scores.map((s) => s.round)).toEqual([0, ...rounds.map((r) => r.round)]);
    // Each turn's VP are the VP standing when the next turn begins.
    for (const [i, next] of rounds.slice(1).entries()) {
      const at = replay(entry.module, { ...record, actions: record.actions.slice(0, next.step) }) as HisState;
      expect(scores[i + 1]).toEqual({ round: rounds[i]!.round, step: next.step, scores: vpTable(at) });
    }
  });
});
