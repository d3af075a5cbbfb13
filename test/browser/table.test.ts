// The web client in a real headless Chromium against a real server: create a game in
// the lobby (one human seat, five bots), play impulses by clicking (a card, CP, an
// action, a space), reload and find the same table, and open another seat's invite
// link in a second browser to see that seat's hand and not the first one's.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablePayload } from '../../src/server/payloads.ts';
import type { Browser, TestServer } from './harness.ts';
import { openBrowser, requireChromium, startTestServer } from './harness.ts';

let server: TestServer;
let first: Browser;

beforeAll(async () => {
  requireChromium(); // fails loudly (not a skip) when Chromium is missing
  server = await startTestServer();
  first = await openBrowser();
}, 60_000);

afterAll(async () => {
  await first?.close();
  await server?.close();
});

async function tableVersion(page: Page): Promise<number> {
  return Number(await page.locator('.table-page').getAttribute('data-version'));
}

/** Wait (polling each frame) until the table's version is past `before`. */
async function versionPast(page: Page, before: number): Promise<void> {
  await page.waitForFunction((v) => Number(document.querySelector('.table-page')?.getAttribute('data-version')) > v, before);
}

async function handCards(page: Page): Promise<number[]> {
  const ids = await page.locator('.hand .card').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-card'))));
  return ids.sort((a, b) => a - b);
}

/** Wait until the seat has a decision (bots play instantly on the server) and return its prompt key. */
async function nextPrompt(page: Page): Promise<string> {
  const prompt = page.locator('.panel-prompt .prompt-text').first();
  await prompt.waitFor({ state: 'visible' });
  return (await prompt.getAttribute('data-prompt')) ?? '';
}

/** Click a highlighted space on the map: the first whose marker is not covered by a neighbour. */
async function clickHighlightedSpace(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    for (const g of Array.from(document.querySelectorAll('svg.map g.space.clickable'))) {
      const box = g.querySelector('.marker')?.getBoundingClientRect();
      if (!box) continue;
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (hit?.closest('g.space') === g) return g.getAttribute('data-space');
    }
    return null;
  });
  if (!id) throw new Error('no highlighted space could be clicked');
  const before = await tableVersion(page);
  await page.locator(`svg.map g.space[data-space="${id}"] .marker`).click();
  await versionPast(page, before);
  return id;
}

async function clickButton(page: Page, selector: string): Promise<void> {
  const before = await tableVersion(page);
  await page.locator(selector).first().click();
  await versionPast(page, before);
}

describe('the web client in Chromium', () => {
  it('creates a game, plays impulses by clicking, reloads, and shows each seat only its own hand', async () => {
    const page = await first.context.newPage();
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));

    // ---- lobby: one human seat (Ottoman), five bots ----
    await page.goto(`${server.url}/`);
    await page.locator('[data-testid=new-game] select[name=scenario]').selectOption('1517');
    await page.locator('input[name=seat-ottoman][value=me]').check({ force: true });
    for (const p of ['hapsburg', 'england', 'france', 'papacy', 'protestant']) {
      await page.locator(`input[name=seat-${p}][value=bot]`).check({ force: true });
    }
    await page.locator('[data-testid=create]').click();
    const created = page.locator('[data-testid=created]');
    await created.waitFor();
    const gameId = (await created.getAttribute('data-game')) ?? '';
    expect(gameId).not.toBe('');
    const hapsburgLink = await created.locator('li[data-invite=hapsburg] input').inputValue();
    expect(hapsburgLink).toContain(`/game/${gameId}?token=`);
    await expect.poll(() => page.locator(`[data-testid=games] li[data-game="${gameId}"]`).count()).toBe(1);

    await created.locator('button[data-play=ottoman]').click();
    await page.locator('.table-page[data-player=ottoman]').waitFor();
    await page.locator('[data-testid=land]').waitFor({ state: 'attached' });
    expect(await page.locator('svg.map g.space').count()).toBe(134);

    // ---- play: two impulses, each a card for CP, one build action on a space, then the end ----
    let cardsPlayed = 0;
    let spacesClicked = 0;
    let builtThisImpulse = false;
    for (let step = 0; step < 40; step++) {
      const key = await nextPrompt(page);
      if (key === 'his.prompt.impulse') {
        if (cardsPlayed === 2) break;
        // Choose a card in the hand (one the prompt offers for CP), then "for CP".
        const offered = await page.locator('.panel-prompt button[data-json*=\'"as":"cp"\']').first().getAttribute('data-card');
        await page.locator(`.hand .card.playable[data-card="${offered}"]`).click();
        await page.locator('[data-testid=selected-choices]').waitFor();
        await clickButton(page, '[data-testid=selected-choices] button[data-json*=\'"as":"cp"\']');
        cardsPlayed++;
        builtThisImpulse = false;
      } else if (key === 'his.prompt.spendCp') {
        // An action: raise or buy a land unit (then a space), once; then end the impulse.
        const builds = '.panel-prompt button[data-json*=raiseRegular], .panel-prompt button[data-json*=buyMercenary], .panel-prompt button[data-json*=raiseCavalry]';
        if (!builtThisImpulse && (await page.locator(builds).count()) > 0) {
          await clickButton(page, builds);
          builtThisImpulse = true;
        } else {
          await clickButton(page, '.panel-prompt button[data-action=endImpulse]');
        }
      } else if (key === 'his.prompt.springDeployment.origin') {
        await clickButton(page, '.panel-prompt button[data-action=skip]');
      } else if ((await page.locator('svg.map g.space.clickable').count()) > 0) {
        // A space: click it on the map.
        await clickHighlightedSpace(page);
        spacesClicked++;
      } else {
        // Anything else (a response window, ...): decline or skip if possible.
        const polite = '.panel-prompt button[data-action=decline], .panel-prompt button[data-action=skip], .panel-prompt button[data-action=done]';
        await clickButton(page, (await page.locator(polite).count()) > 0 ? polite : '.panel-prompt button.choice');
      }
    }
    expect(cardsPlayed).toBe(2);
    expect(spacesClicked).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid=log] li[data-key="his.log.cardForCp"]').count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.locator('[data-testid=log] li[data-key="his.log.built"]').count()).toBeGreaterThan(0);

    // ---- reload: the same table (version, hand) ----
    await nextPrompt(page); // the Ottoman must decide: the bots wait, nothing changes meanwhile
    const version = await tableVersion(page);
    const hand = await handCards(page);
    expect(hand.length).toBeGreaterThan(0);
    const logLength = await page.locator('[data-testid=log] li').count();
    await page.reload();
    await page.locator('.table-page[data-player=ottoman]').waitFor();
    expect(await tableVersion(page)).toBe(version);
    expect(await handCards(page)).toEqual(hand);
    expect(await page.locator('[data-testid=log] li').count()).toBe(logLength);

    // ---- a second browser on the Hapsburg invite link ----
    const second = await openBrowser({ width: 1024, height: 768 });
    try {
      const other = await second.context.newPage();
      await other.goto(hapsburgLink);
      await other.locator('.table-page[data-player=hapsburg]').waitFor();
      const hapsburgHand = await handCards(other);
      expect(hapsburgHand.length).toBeGreaterThan(0);
      const token = new URL(hapsburgLink).searchParams.get('token') ?? '';
      const seat = (await (await fetch(`${server.url}/api/games/${gameId}/seat`, { headers: { authorization: `Bearer ${token}` } })).json()) as TablePayload & {
        view: { powers: Record<string, { hand: number[] | null }> };
      };
      expect(hapsburgHand).toEqual([...(seat.view.powers.hapsburg?.hand ?? [])].sort((a, b) => a - b));
      expect(seat.view.powers.ottoman?.hand).toBeNull();
      for (const card of hand) expect(hapsburgHand).not.toContain(card);
      expect(await other.locator('.hand .card').count()).toBe(hapsburgHand.length);
      // The first seat's page shows the Ottoman hand, not the Hapsburg one.
      for (const card of hapsburgHand) expect(hand).not.toContain(card);
      // Spanish, from the second browser.
      await other.locator('button[data-lang=es]').click();
      await expect.poll(() => other.locator('.panel-prompt summary').first().textContent()).toContain('Tu decisión');
    } finally {
      await second.close();
    }

    // ---- a spectator sees no hand ----
    await page.goto(`${server.url}/game/${gameId}`);
    await page.locator('.table-page[data-player=""]').waitFor();
    expect(await page.locator('.hand').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
