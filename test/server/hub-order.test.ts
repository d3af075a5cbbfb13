// The hub's fan-out (issue 16): seats asked to decide get a change at once, the others
// (observers) once per OBSERVER_DELAY_MS, the latest version then: versions that overtook
// one another in between cost them one update, and after an overtaken undo the clients get
// their log from where it parted from the new one: here from the start, as the fixture's undo
// makes its entries anew (undo-log.test.ts: Here I Stand's keeps them).

import { afterEach, describe, expect, it } from 'vitest';
import { Hub, OBSERVER_DELAY_MS } from '../../src/server/hub.ts';
import type { UpdateMessage } from '../../src/server/hub.ts';
import type { LiveGame } from '../../src/server/live-game.ts';
import { createGame, fakeSocket, playFirst, seatTable, testApp } from './helpers.ts';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
/** Until the observers' update is due and sent. */
const observed = async (): Promise<void> => {
  await new Promise((resolve) => setTimeout(resolve, OBSERVER_DELAY_MS + 5));
  for (let i = 0; i < 4; i++) await turn();
};

describe('hub fan-out', () => {
  it('sends to the deciding seat at once, to observers the latest version once per interval, and resends the log after an overtaken undo', async () => {
    app = await testApp();
    const game = await createGame(app, { options: { players: 2, rounds: 2 } });
    const red = game.tokens.red as string;
    const green = game.tokens.green as string;
    const { service } = app.wittenberg;
    const live = (): LiveGame => service.cached(game.id) as LiveGame;
    await playFirst(app, game.id, red);
    await playFirst(app, game.id, green); // both discarded: red selects next
    const hub = new Hub();
    const redSocket = fakeSocket();
    const greenSocket = fakeSocket();
    hub.join(live(), redSocket.socket, 'red');
    hub.join(live(), greenSocket.socket, 'green');

    // Red selects: red (deciding: it must roll) hears at once, green (observing) only later.
    const selected = await playFirst(app, game.id, red);
    hub.publish(live(), 'action');
    expect(redSocket.sent.at(-1)?.version).toBe(selected.version);
    await turn();
    await turn();
    expect(greenSocket.sent.at(-1)?.version).not.toBe(selected.version);
    await observed();
    expect(greenSocket.sent.at(-1)?.version).toBe(selected.version);
    expect(redSocket.sent.filter((m) => m.version === selected.version)).toHaveLength(1); // not sent again
    const greenLog = greenSocket.sent.at(-1)?.log.length ?? 0;

    // Red undoes and selects another card before green's deferred sends run: green gets
    // only the newer version, with its whole log (the undo removed an entry it had, and
    // the fixture's undo made the entries before it anew).
    const undone = await app.inject({ method: 'POST', url: `/api/games/${game.id}/undo`, headers: { authorization: `Bearer ${red}` }, payload: { expectedVersion: selected.version } });
    expect(undone.statusCode).toBe(200);
    const afterUndo = live();
    const table = await seatTable(app, game.id, red);
    const other = table.legalActions.at(-1);
    const again = await app.inject({ method: 'POST', url: `/api/games/${game.id}/actions`, headers: { authorization: `Bearer ${red}` }, payload: { expectedVersion: table.version, action: other } });
    expect(again.statusCode, again.body).toBe(200);
    const before = greenSocket.sent.length;
    hub.publish(afterUndo, 'undo');
    hub.publish(live(), 'action');
    await observed();
    expect(greenSocket.sent.length).toBe(before + 1);
    const last = greenSocket.sent.at(-1) as UpdateMessage;
    expect(last.version).toBe(table.version + 1);
    expect(last.logFrom).toBe(0);
    expect(last.log.length).toBeGreaterThanOrEqual(greenLog);
  });
});
