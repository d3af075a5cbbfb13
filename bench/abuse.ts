// npm run bench:abuse: how promptly the server answers /api/health while one client
// abuses it (issue 17). Not part of the tests (timings depend on the machine):
//  - undo flood: a seat of a finished all-bot Here I Stand game posts undo in a loop
//    (before the fix each took ~0.5 s of replay on the main thread);
//  - sync flood: a spectator sends {"type":"sync"} as fast as it can.
// Prints the health latencies (median and worst) during each.

import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { buildApp } from '../src/server/app.ts';
import type { CreatedGame } from '../src/server/service.ts';

const SECONDS = Number(process.argv[2] ?? 5);

const app = await buildApp({ rateLimit: false, createQuota: false, staticDir: null, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const seats = Object.fromEntries(['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'].map((p) => [p, 'bot' as const]));
const started = performance.now();
const game = (await (
  await fetch(`http://${base}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'his', options: { scenario: '1517' }, seats }) })
).json()) as CreatedGame;
await app.wittenberg.bots.idle();
const finished = await app.wittenberg.service.live(game.id);
process.stdout.write(`all-bot game: ${finished.meta.actionCount} actions, ${finished.meta.status}, in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

async function healthDuring(name: string, abuse: (stop: () => boolean) => Promise<number>): Promise<void> {
  let stopped = false;
  const abusing = abuse(() => stopped);
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    const t = performance.now();
    const response = await fetch(`http://${base}/api/health`);
    await response.text();
    latencies.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stopped = true;
  const sent = await abusing;
  latencies.sort((a, b) => a - b);
  const median = latencies[Math.floor(latencies.length / 2)] ?? 0;
  const worst = latencies[latencies.length - 1] ?? 0;
  process.stdout.write(`${name}: ${sent} abusive messages in ${SECONDS} s; /api/health median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (${latencies.length} checks)\n`);
}

const token = Object.values(game.tokens)[0] as string;
await healthDuring('undo flood', async (stop) => {
  let sent = 0;
  while (!stop()) {
    await fetch(`http://${base}/api/games/${game.id}/undo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ expectedVersion: finished.meta.version }),
    }).then((r) => r.text());
    sent++;
  }
  return sent;
});

await healthDuring('sync flood', async (stop) => {
  let sent = 0;
  let socket = await open();
  while (!stop()) {
    if (socket.readyState !== socket.OPEN) socket = await open(); // the server closes a flooder: come back, as an attacker would
    for (let i = 0; i < 200 && socket.readyState === socket.OPEN; i++, sent++) socket.send('{"type":"sync"}');
    await new Promise((resolve) => setTimeout(resolve, 100)); // 2,000 a second
  }
  socket.close();
  return sent;
});

function open(): Promise<WebSocket> {
  const socket = new WebSocket(`ws://${base}/api/games/${game.id}/ws`);
  socket.on('error', () => undefined);
  return new Promise((resolve) => socket.once('open', () => resolve(socket)));
}

await app.close();
