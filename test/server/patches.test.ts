// A socket that asks for patches (`?patches=1`) gets, after each action, the table without
// its view and the changes to the view it was last sent. Applied in order, they must give
// exactly the tables a socket without patches receives: for every seat and a spectator,
// at every version, through a Here I Stand game (so nothing hidden can get in either).

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { applyJsonPatch } from '../../src/engine/json-patch.ts';
import type { LogEntry } from '../../src/engine/types.ts';
import { createRng } from '../../src/engine/rng.ts';
import { buildApp } from '../../src/server/app.ts';
import type { PatchMessage, ServerMessage, UpdateMessage } from '../../src/server/hub.ts';
import type { TablePayload } from '../../src/server/payloads.ts';
import type { CreatedGame } from '../../src/server/service.ts';
import { bearer, playRandomAction, seatTable, waitFor } from './helpers.ts';
import { pick } from '../../src/engine/rng.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

interface Watcher {
  socket: WebSocket;
  /** The table after each message, as the client rebuilds it (log apart), by version. */
  tables: Map<number, Omit<TablePayload, 'log' | 'logFrom'>>;
  log: LogEntry[];
  patches: number;
}

function watch(url: string): Promise<Watcher> {
  const socket = new WebSocket(url);
  const watcher: Watcher = { socket, tables: new Map(), log: [], patches: 0 };
  let current: TablePayload | undefined;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    if (message.type === 'error') throw new Error(message.message);
    if (message.type !== 'update' && message.type !== 'patch') return; // talk, deadlines: not the table
    let table: TablePayload;
    if (message.type === 'patch') {
      const { type: _t, from, viewChanges, ...rest } = message as PatchMessage;
      expect(current?.version, 'a patch applies to the version last received').toBe(from);
      table = { ...rest, view: applyJsonPatch(current?.view, viewChanges) };
      watcher.patches++;
    } else {
      const { type: _t, ...rest } = message as UpdateMessage;
      table = rest;
    }
    current = table;
    watcher.log = [...watcher.log.slice(0, table.logFrom), ...table.log];
    const { log: _l, logFrom: _f, ...withoutLog } = table;
    watcher.tables.set(table.version, withoutLog);
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(watcher));
    socket.once('error', reject);
  });
}

describe('patch messages', () => {
  it('rebuild exactly the full tables, for every seat and a spectator, action after action', async () => {
    app = await buildApp({ rateLimit: false, createQuota: false, staticDir: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const created = (await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'his', options: { scenario: '1517' } } })).json<CreatedGame>();
    const url = `${base}/api/games/${created.id}/ws`;
    const pairs: [string, Watcher, Watcher][] = [];
    for (const [player, token] of [...Object.entries(created.tokens), ['spectator', undefined] as const]) {
      const query = token ? `?token=${token}` : '';
      pairs.push([player, await watch(`${url}${query}`), await watch(`${url}${query}${query ? '&' : '?'}patches=1`)]);
    }
    const rng = createRng('patches');
    let table = (await app.inject({ url: `/api/games/${created.id}` })).json<TablePayload>();
    for (let i = 0; i < 100 && table.status !== 'over'; i++) {
      table = await playRandomAction(app, created, table.waitingFor[0]!, rng);
      // Each version reaches every socket before the next (a send a newer version overtakes is
      // skipped, and how many are depends on timing): every version is compared.
      const { version } = table;
      await waitFor(() => pairs.every(([, full, patched]) => full.tables.has(version) && patched.tables.has(version)), `every socket to reach version ${version}`);
    }
    const final = table.version;
    await waitFor(async () => pairs.every(([, full, patched]) => full.tables.has(final) && patched.tables.has(final)), 'every socket to reach the last version');
    for (const [player, full, patched] of pairs) {
      let compared = 0;
      for (const [version, expected] of full.tables) {
        const rebuilt = patched.tables.get(version);
        if (rebuilt === undefined) continue;
        expect(JSON.parse(JSON.stringify(rebuilt)), `${player} at version ${version}`).toEqual(JSON.parse(JSON.stringify(expected)));
        compared++;
      }
      expect(patched.log, `${player}'s log`).toEqual(full.log);
      expect(compared, player).toBeGreaterThan(10);
      expect(patched.patches, player).toBeGreaterThan(10);
    }
    for (const [, full, patched] of pairs) {
      full.socket.close();
      patched.socket.close();
    }
  });

  it("answer an action with `answer: 'patch'`: applied to the seat's table, they give the table the seat reads next", async () => {
    app = await buildApp({ rateLimit: false, createQuota: false, staticDir: null });
    const created = (await app.inject({ method: 'POST', url: '/api/games', payload: { game: 'his', options: { scenario: '1517' } } })).json<CreatedGame>();
    const rng = createRng('patch-answers');
    let patched = 0;
    for (let i = 0; i < 60; i++) {
      const spectator = (await app.inject({ url: `/api/games/${created.id}` })).json<TablePayload>();
      if (spectator.status === 'over') break;
      const token = created.tokens[spectator.waitingFor[0] as string] as string;
      const held = await seatTable(app, created.id, token);
      const response = await app.inject({
        method: 'POST',
        url: `/api/games/${created.id}/actions`,
        headers: bearer(token),
        payload: { expectedVersion: held.version, action: pick(rng, held.legalActions), answer: 'patch' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const { type, from, viewChanges, ...rest } = response.json<PatchMessage>();
      expect(type).toBe('patch');
      expect(from).toBe(held.version);
      const rebuilt = { ...rest, view: applyJsonPatch(held.view, viewChanges), log: [...held.log.slice(0, rest.logFrom), ...rest.log], logFrom: 0 };
      expect(rest.logFrom).toBe(held.log.length);
      expect(JSON.parse(JSON.stringify(rebuilt))).toEqual(await seatTable(app, created.id, token));
      patched++;
    }
    expect(patched).toBe(60);
  });
});
