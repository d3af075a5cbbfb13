// Takes docs/screenshot.png: a game of Here I Stand a few impulses in, seen by the
// Ottoman seat while it chooses where to raise a regular (the choices glow on the map). Run: npx tsx scripts/screenshot.ts [out.png] [width] [height]
import type { Action } from '../src/engine/types.ts';
import type { TablePayload } from '../src/server/payloads.ts';
import { createGameApi, openBrowser, startTestServer } from '../test/browser/harness.ts';

const out = process.argv[2] ?? 'docs/screenshot.png';
const width = Number(process.argv[3] ?? 1440);
const height = Number(process.argv[4] ?? 900);
const locale = process.argv[5] ?? 'en-US';
const zoomClicks = Number(process.argv[6] ?? 0);

async function seat(url: string, id: string, token: string): Promise<TablePayload> {
  const response = await fetch(`${url}/api/games/${id}/seat`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as TablePayload;
}

async function play(url: string, id: string, token: string, version: number, action: Action): Promise<TablePayload> {
  const response = await fetch(`${url}/api/games/${id}/actions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ expectedVersion: version, action }),
  });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as TablePayload;
}

const server = await startTestServer();
try {
  const game = await createGameApi(server.url, { ottoman: 'human', hapsburg: 'bot', england: 'bot', france: 'bot', papacy: 'bot', protestant: 'bot' });
  const token = game.tokens.ottoman!;
  // The Ottoman deploys from Istanbul and plays a card or two for CP, building where it can.
  let impulses = 0;
  for (let i = 0; i < 60; i++) {
    await server.server.app.wittenberg.bots.idle();
    const table = await seat(server.url, game.id, token);
    const legal = table.legalActions;
    if (legal.length === 0) break;
    const key = table.prompts[0]?.key ?? '';
    if (key === 'his.prompt.impulse') impulses++;
    // Stop in the second impulse where a space is to be chosen: the map shows the choices.
    if (key === 'his.prompt.buildWhere' && impulses === 2) break;
    const pick =
      legal.find((a) => a.type === 'play' && a.as === 'cp' && a.card !== 1) ??
      legal.find((a) => a.type === 'action' && a.action === 'raiseRegular') ??
      legal.find((a) => a.type === 'units' && a.n === 3) ??
      legal.find((a) => a.type === 'space' && (a.space === 'istanbul' || a.space === 'edirne' || a.space === 'belgrade' || a.space === 'salonika')) ??
      legal.find((a) => a.type === 'done') ??
      legal[0]!;
    await play(server.url, game.id, token, table.version, pick);
  }
  await server.server.app.wittenberg.bots.idle();
  const browser = await openBrowser({ width, height }, locale);
  const page = await browser.context.newPage();
  await page.goto(`${server.url}/game/${game.id}?token=${token}`);
  await page.waitForSelector('[data-testid=land]');
  await page.locator('g[data-space=vienna] .marker').click();
  for (let i = 0; i < zoomClicks; i++) {
    const box = await page.locator('g[data-space=vienna] .marker').boundingBox();
    if (box) await page.mouse.move(box.x, box.y);
    await page.mouse.wheel(0, -300);
  }
  await page.waitForTimeout(300);
  // SIDE=1: the side panels only (a tall viewport shows them all).
  if (process.env.SIDE) await page.locator('aside.side').screenshot({ path: out });
  else await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
  await browser.close();
} finally {
  await server.close();
}
