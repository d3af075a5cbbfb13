// Negotiation at a real table (issue 12), in a headless Chromium against a real server:
// England and France (two people, two browser contexts) write to each other in private
// during the turn-1 negotiations (7, 9.1); the Hapsburg seat (a third person) and a
// spectator never receive those messages, in any HTTP answer or WebSocket frame. Then
// England declares an alliance with France and lends it a squadron, France confirms, and
// the diplomatic display and the map show the alliance and the loan.
import type { Browser as PwBrowser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness.ts';
import { botsSettled, CHROMIUM_ARGS, createGameApi, requireChromium, startTestServer } from './harness.ts';

let server: TestServer;
let browser: PwBrowser;

beforeAll(async () => {
  const binary = await requireChromium(); // fails loudly (not a skip) when Chromium is missing
  server = await startTestServer({ seed: 'negotiation' });
  browser = await chromium.launch({ executablePath: binary.path, env: binary.env, headless: true, args: CHROMIUM_ARGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Every text a page receives from the server: HTTP answers of the API and WebSocket frames. */
function record(page: Page): string[] {
  const texts: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') texts.push(payload);
    });
  });
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    response.text().then((text) => texts.push(text), () => undefined);
  });
  return texts;
}

async function open(url: string): Promise<{ page: Page; received: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const received = record(page);
  await page.goto(url);
  await page.locator('.table-page').waitFor();
  return { page, received };
}

/** Click the prompt's button for the first legal action matching `test` (the buttons carry their action as JSON). */
async function choose(page: Page, test: (action: Record<string, unknown>) => boolean): Promise<void> {
  await page.locator('.panel-prompt button.choice').first().waitFor();
  const buttons = page.locator('.panel-prompt button.choice');
  const jsons = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('data-json') ?? ''));
  const index = jsons.findIndex((j) => j !== '' && test(JSON.parse(j) as Record<string, unknown>));
  if (index < 0) throw new Error(`no such choice among ${jsons.join(' ')}`);
  await buttons.nth(index).click();
}

async function sendPrivate(page: Page, to: string, text: string): Promise<void> {
  await page.locator(`.panel-talk input[type=checkbox][data-seat=${to}]`).check();
  await page.locator('.panel-talk input[type=text]').fill(text);
  await page.locator('.panel-talk button[type=submit]').click();
}

describe('negotiation at the table', () => {
  it('private messages reach their parties only; an alliance with a squadron loan is declared, confirmed and shown', async () => {
    const game = await createGameApi(server.url, { ottoman: 'bot', hapsburg: 'human', england: 'human', france: 'human', papacy: 'bot', protestant: 'bot' });
    await botsSettled(server, game.id);
    const seat = (power: string) => `${server.url}/game/${game.id}#token=${game.tokens[power]}`;
    const england = await open(seat('england'));
    const france = await open(seat('france'));
    const hapsburg = await open(seat('hapsburg'));
    const spectator = await open(`${server.url}/game/${game.id}`);
    // Turn 1 (7): England, the Hapsburgs and France negotiate; each is asked to say when done.
    await england.page.locator('.panel-talk input[type=checkbox][data-seat=france]').waitFor();

    const offer = 'Secret: ally with me and Portsmouth lends you a squadron';
    const reply = 'Secret reply: agreed, declare it';
    await sendPrivate(england.page, 'france', offer);
    await france.page.locator('.talk-messages', { hasText: offer }).waitFor();
    await sendPrivate(france.page, 'england', reply);
    await england.page.locator('.talk-messages', { hasText: reply }).waitFor();
    // A public word reaches everyone, the spectator too.
    await hapsburg.page.locator('.panel-talk input[type=text]').fill('Hapsburg greets the table');
    await hapsburg.page.locator('.panel-talk button[type=submit]').click();
    await spectator.page.locator('.talk-messages', { hasText: 'Hapsburg greets the table' }).waitFor();

    // The deal builder: England offers France an alliance and a squadron, from the items the rules allow.
    const builder = england.page.locator('[data-testid=deal-builder]');
    await builder.locator('select').selectOption('france');
    await builder.locator('input[data-item*=\'"kind":"alliance","from":"england","to":"france"\']').check();
    await builder.locator('input[data-item*=\'"kind":"loan","from":"england","to":"france","port":"portsmouth"\'][data-item*=\'"dest":"brest"\']').check();
    await builder.locator('button').click();
    await france.page.locator('.talk-messages .offer', { hasText: 'alliance of England and France' }).waitFor();
    await expect(france.page.locator('.talk-messages .offer').textContent()).resolves.toMatch(/England lends France 1 squadron from Portsmouth/);

    // Negotiations over: each is done.
    for (const p of [hapsburg, england, france]) await choose(p.page, (a) => a.type === 'doneNegotiating');
    // England's turn with the Hapsburgs: nothing. With France: the offer, item by item from the legal actions, declared.
    await choose(england.page, (a) => a.type === 'doneDeclaring');
    await choose(england.page, (a) => a.type === 'newDeclaration');
    await england.page.locator('.offer-use', { hasText: 'alliance of England and France' }).click();
    await england.page.locator('.offer-use', { hasText: 'England lends France' }).click();
    await choose(england.page, (a) => a.type === 'declare');
    // France sees the declaration and confirms it.
    await france.page.locator('[data-testid=declarations]', { hasText: 'England' }).waitFor();
    await choose(france.page, (a) => a.type === 'confirm');

    for (const p of [england, france, spectator]) {
      await p.page.locator('[data-testid=map-diplomacy] [data-alliance="england|france"]').waitFor();
      await expect(p.page.locator('[data-testid=map-diplomacy] [data-loan="england>france"]').textContent()).resolves.toContain('(1)');
      await expect(p.page.locator('.panel-diplomacy').textContent()).resolves.toMatch(/England – France|France – England/);
      await expect(p.page.locator('.panel-diplomacy').textContent()).resolves.toContain('Loaned squadrons');
    }
    // The third seat and the spectator never received the private messages, by any channel.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const other of [hapsburg, spectator]) {
      const all = other.received.join('\n');
      expect(all).toContain('Hapsburg greets the table');
      expect(all).not.toContain('Secret');
      expect(all).not.toContain('Offers a deal');
    }
    expect(england.received.join('\n')).toContain(reply);
    expect(france.received.join('\n')).toContain(offer);
  }, 240_000);
});
