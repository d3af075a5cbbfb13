// The web client in a real headless Chromium against a real server: create a game in
// the lobby (the Papacy for us, five bots), play one full turn by clicking whatever the
// prompt offers (cards in the hand, spaces and sea zones on the map, buttons) until the
// turn number advances, check that the page shows what the server holds, reload and find
// the same table, open another seat's invite link in a second browser to see that seat's
// hand and not ours, and watch as a spectator. No other power's hand ever reaches the page.
//
// Deterministic: the server deals every game from one seed and its bots play from seeded
// PRNGs (harness.ts), our choices come from a seeded PRNG too, and we decide only once the
// bots have nothing left to do, so every run plays the same game (for the same rules).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../src/engine/rng.ts';
import { es } from '../../src/games/his/i18n/es.ts';
import type { TablePayload } from '../../src/server/payloads.ts';
import type { Browser, TestServer } from './harness.ts';
import { botsSettled, openBrowser, requireChromium, startTestServer } from './harness.ts';

const POWERS = ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const;
type Power = (typeof POWERS)[number];
// The seed of the game, the bots and our choices, and our seat. The Papacy meets many kinds
// of prompt in a turn, in few decisions. Other values explore other games (the test makes no
// assumption about the game it gets): WITTENBERG_BROWSER_SEED=x WITTENBERG_BROWSER_SEAT=france.
const SEED = process.env.WITTENBERG_BROWSER_SEED || 'wittenberg';
const ME = (process.env.WITTENBERG_BROWSER_SEAT || 'papacy') as Power;
if (!POWERS.includes(ME)) throw new Error(`WITTENBERG_BROWSER_SEAT must be one of ${POWERS.join(', ')}`);
/** The seat whose invite link a second browser opens. */
const OTHER: Power = ME === 'hapsburg' ? 'ottoman' : 'hapsburg';
/** Text that is not meant for a person: a message key, an unfilled parameter, a stringified object. */
const UNREADABLE = /\bhis\.[a-z]|\{\{|\[object |\bundefined\b|\bNaN\b/;
/** More human decisions than a turn can take: a guard against a game that never ends the turn. */
const MAX_DECISIONS = 300;

let server: TestServer;
let first: Browser;

beforeAll(async () => {
  await requireChromium(); // fails loudly (not a skip) when Chromium is missing
  server = await startTestServer({ seed: SEED });
  first = await openBrowser();
}, 60_000);

afterAll(async () => {
  await first?.close();
  await server?.close();
});

interface SeatTable extends TablePayload {
  view: {
    turn: number;
    phase: string;
    spaces: Record<string, { control: string; religion: string }>;
    powers: Record<string, { hand: number[] | null; handSize: number }>;
    standings: Record<string, { vp: number }>;
  };
}

async function tableVersion(page: Page): Promise<number> {
  return Number(await page.locator('.table-page').getAttribute('data-version'));
}

async function handCards(page: Page): Promise<number[]> {
  const ids = await page.locator('.hand .card').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-card'))));
  return ids.sort((a, b) => a - b);
}

/** A CSS selector for the prompt button of this action (its `data-json`). */
function buttonFor(json: string, within = '.panel-prompt'): string {
  return `${within} button.choice[data-json=${JSON.stringify(json)}]`;
}

/** Every hand in a payload the page received (HTTP or WebSocket, whole or as a patch) that is not `me`'s: there must be none. */
function foreignHands(payload: unknown, me: string | null): string[] {
  const table = payload as {
    player?: string | null;
    view?: { powers?: Record<string, { hand?: unknown }> };
    viewChanges?: { p: (string | number)[]; v?: unknown }[];
  };
  const powers: [string, unknown][] = Object.entries(table.view?.powers ?? {}).map(([power, pv]) => [power, pv.hand]);
  for (const { p, v } of table.viewChanges ?? []) {
    if (p[0] !== 'powers') continue;
    if (p.length === 1) powers.push(...Object.entries((v ?? {}) as Record<string, { hand?: unknown }>).map(([power, pv]): [string, unknown] => [power, pv.hand]));
    else if (p.length === 2) powers.push([String(p[1]), (v as { hand?: unknown } | undefined)?.hand]);
    else if (p[2] === 'hand') powers.push([String(p[1]), v]);
  }
  return powers.filter(([power, hand]) => power !== me && hand !== null && hand !== undefined).map(([power]) => `${power} (sent to ${String(table.player)})`);
}

/** Follow what the page receives over HTTP and its WebSockets: updates for the seat, and any other power's hand. */
function watchTraffic(page: Page, me: string | null) {
  const seen = { updates: 0, leaks: [] as string[], socketActs: 0, postedActs: 0 };
  const check = (text: string): void => {
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      return;
    }
    seen.leaks.push(...foreignHands(payload, me));
  };
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      if (typeof payload === 'string' && payload.startsWith('{"type":"act"')) seen.socketActs++;
    });
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      if (payload.includes('"type":"update"') || payload.includes('"type":"patch"')) seen.updates++;
      check(payload);
    });
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/actions')) seen.postedActs++;
  });
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/games/')) return;
    response.text().then(check, () => undefined);
  });
  return seen;
}

/**
 * Wait until the bots are done and the page shows the game's version then: the page is
 * current and nothing changes until we act.
 */
async function settle(page: Page, gameId: string): Promise<number> {
  const version = await botsSettled(server, gameId);
  await page.waitForFunction((v) => Number(document.querySelector('.table-page')?.getAttribute('data-version')) === v, version);
  return version;
}

/** Wait until our action is in (the version moved on), or fail with the refusal the page shows. */
async function acted(page: Page, before: number): Promise<void> {
  const handle = await page.waitForFunction((v) => {
    if (Number(document.querySelector('.table-page')?.getAttribute('data-version')) > v) return 'ok';
    return document.querySelector('.panel-prompt [role=alert]')?.textContent ?? false;
  }, before);
  const outcome = await handle.jsonValue();
  if (outcome !== 'ok') throw new Error(`the server refused the action: ${String(outcome)}`);
}

/**
 * Click a space's marker or a sea zone's label on the map. When a neighbour covers it,
 * zoom in on it with the wheel until it is the topmost thing there. Returns the zoom steps,
 * or null (zoomed out again) when it stays covered, e.g. by the zoom buttons.
 */
async function clickOnMap(page: Page, selector: string): Promise<number | null> {
  const overlay = page.locator('.place-overlay button.close');
  if ((await overlay.count()) > 0) await overlay.click();
  // A battle or debate that concerned us stays over the map until dismissed, as a player would.
  const combat = page.locator('[data-testid=combat-dismiss]');
  if ((await combat.count()) > 0) await combat.click();
  const target = page.locator(selector);
  await target.scrollIntoViewIfNeeded();
  for (let zoom = 0; ; zoom++) {
    const spot = await target.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      const place = el.closest('g.space, g.sea-zone');
      return { x, y, free: hit !== null && hit.closest('g.space, g.sea-zone') === place };
    });
    if (spot.free) {
      await page.mouse.click(spot.x, spot.y);
      return zoom;
    }
    const before = await page.locator('svg.map').getAttribute('data-zoom');
    if (Number(before) >= MAX_ZOOM) break;
    await page.mouse.move(spot.x, spot.y);
    await page.mouse.wheel(0, -400);
    await page.waitForFunction((z) => document.querySelector('svg.map')?.getAttribute('data-zoom') !== z, before);
  }
  await zoomOut(page);
  return null;
}

async function zoomOut(page: Page): Promise<void> {
  await page.locator('.zoom-buttons button').nth(2).click();
  await page.waitForFunction(() => document.querySelector('svg.map')?.getAttribute('data-zoom') === '1.00');
}

type Via = 'card' | 'space' | 'sea' | 'button';

/** The map's largest zoom (EuropeMap.tsx). */
const MAX_ZOOM = 10;

/** Times we zoomed in to uncover a space or sea zone on the map. */
let mapZooms = 0;

/**
 * Carry out one action the prompt offers the way a player would: a card action by
 * clicking the card in the hand and then the action's button; a space or sea zone action
 * by clicking it on the map (and the action's button, when the place offers several);
 * anything else by its button.
 */
async function choose(page: Page, json: string, kind: string): Promise<Via> {
  const before = await tableVersion(page);
  const action = JSON.parse(json) as Record<string, unknown>;
  const selected = buttonFor(json, '[data-testid=selected-choices]');
  if (kind === 'card') {
    await page.locator(`.hand .card.playable[data-card="${String(action.card)}"]`).click();
    await page.locator(selected).click();
    await acted(page, before);
    return 'card';
  }
  if (kind === 'space' || kind === 'sea') {
    const selector =
      kind === 'space'
        ? `svg.map g.space[data-space="${await page.locator(buttonFor(json)).getAttribute('data-space')}"] .marker`
        : `svg.map g.sea-zone[data-sea="${String(action.sea)}"] .sea-label`;
    const zoomed = await clickOnMap(page, selector);
    if (zoomed === null) {
      // Covered for good: its button in the prompt, like a player who cannot find it on the map.
      await page.locator(buttonFor(json)).click();
      await acted(page, before);
      return 'button';
    }
    // One action there: it is sent at once. Several: the prompt lists the place's actions.
    const next = await page.waitForFunction(
      (v) => Number(document.querySelector('.table-page')?.getAttribute('data-version')) > v || document.querySelector('[data-testid=selected-choices]') !== null,
      before,
    );
    await next.dispose();
    if ((await tableVersion(page)) === before) await page.locator(selected).click();
    await acted(page, before);
    if (zoomed > 0) {
      mapZooms += zoomed;
      await zoomOut(page); // back to the whole map
    }
    return kind;
  }
  await page.locator(buttonFor(json)).click();
  await acted(page, before);
  return 'button';
}

describe('the web client in Chromium', () => {
  it('creates a game against five bots, plays a full turn by clicking, reloads, and shows each seat only its own hand', async () => {
    const started = Date.now();
    const page = await first.context.newPage();
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    const traffic = watchTraffic(page, ME);

    // ---- lobby: one human seat (the Papacy), five bots ----
    await page.goto(`${server.url}/`);
    await page.locator('[data-testid=new-game] select[name=scenario]').selectOption('1517');
    for (const p of POWERS) await page.locator(`input[name=seat-${p}][value=${p === ME ? 'me' : 'bot'}]`).check({ force: true });
    // 9.1: the creator sets how long the powers may negotiate.
    await page.locator('[data-testid=new-game] input[name=negotiationMinutes]').fill('20');
    await page.locator('[data-testid=create]').click();
    const created = page.locator('[data-testid=created]');
    await created.waitFor({ timeout: 30_000 });
    const gameId = (await created.getAttribute('data-game')) ?? '';
    expect(gameId).not.toBe('');
    expect((await server.server.app.wittenberg.service.inspect(gameId)).record.options).toMatchObject({ scenario: '1517', negotiationMinutes: 20 });
    const otherLink = await created.locator(`li[data-invite=${OTHER}] input`).inputValue();
    // The token is in the link's fragment, which the browser never sends to the server.
    expect(otherLink).toContain(`/game/${gameId}#token=`);
    const myLink = await created.locator(`li[data-invite=${ME}] input`).inputValue();
    const token = new URL(myLink).hash.replace(/^#token=/, '');
    expect(token).not.toBe('');
    // Unlisted (issue 15): not in the public list, but in this browser's own games.
    await expect.poll(() => page.locator(`[data-testid=your-games] li[data-game="${gameId}"]`).count()).toBe(1);
    expect(await page.locator(`[data-testid=games] li[data-game="${gameId}"]`).count()).toBe(0);

    await created.locator(`button[data-play=${ME}]`).click();
    await page.locator(`.table-page[data-player=${ME}]`).waitFor();
    await page.locator('[data-testid=land]').waitFor({ state: 'attached' });
    expect(await page.locator('svg.map g.space').count()).toBe(134);
    // Once the table is open, the token is out of the address bar (history state keeps the seat).
    expect(page.url()).toBe(`${server.url}/game/${gameId}`);
    // Nothing played yet: nothing to undo.
    expect(await page.locator('[data-testid=undo]').isDisabled()).toBe(true);

    // ---- one full turn: answer every prompt by clicking until the turn number advances ----
    const rng = (step: number) => createRng(`${SEED}:human:${step}`);
    const prompts = new Map<string, number>();
    const via = new Map<Via, number>();
    const unreadable: string[] = [];
    let decisions = 0;
    for (;;) {
      await settle(page, gameId);
      const turn = Number(await page.locator('.table-page').getAttribute('data-turn'));
      if (turn >= 2) break;
      expect(turn).toBe(1);
      const waiting = await page.locator('[data-testid=waiting]').textContent();
      const offered = await page.locator('.panel-prompt button.choice').evaluateAll((buttons) =>
        buttons.map((b) => ({ json: b.getAttribute('data-json') ?? '', kind: b.getAttribute('data-kind') ?? '' })),
      );
      if (offered.length === 0) throw new Error(`turn 1 stopped with nothing for us to decide (${String(waiting)})`);
      // The tab says whose turn it is.
      expect(await page.title()).toContain('Your turn');
      expect(decisions).toBeLessThan(MAX_DECISIONS);
      const keys = await page.locator('.panel-prompt .prompt-text').evaluateAll((ps) => ps.map((p) => p.getAttribute('data-prompt') ?? ''));
      // Every question and every choice reads as words (a message key shows where a message is missing).
      const texts = await page.locator('.panel-prompt .prompt-text, .panel-prompt button.choice').allTextContents();
      unreadable.push(...texts.filter((text) => UNREADABLE.test(text)));
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) prompts.set(key, (prompts.get(key) ?? 0) + 1);
      // Like the random bot: any of the actions the prompt offers, from a seeded PRNG.
      const pick = offered[randomInt(rng(decisions), offered.length)]!;
      const how = await choose(page, pick.json, pick.kind);
      via.set(how, (via.get(how) ?? 0) + 1);
      decisions++;
    }
    const turnSeconds = (Date.now() - started) / 1000;
    console.log(`turn 1 as ${ME}: ${decisions} decisions in ${turnSeconds.toFixed(1)} s, by ${JSON.stringify(Object.fromEntries(via))} (zoomed in ${mapZooms} times); prompts ${JSON.stringify(Object.fromEntries(prompts))}`);
    expect(unreadable).toEqual([]);
    expect(decisions).toBeGreaterThan(5);
    expect(via.get('card') ?? 0).toBeGreaterThan(0); // a card played from the hand
    expect(via.get('space') ?? 0).toBeGreaterThan(0); // a space chosen on the map
    expect(via.get('button') ?? 0).toBeGreaterThan(0);
    expect(prompts.get('his.prompt.impulse') ?? 0).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=status]').textContent()).toContain('Turn 2');

    // ---- the page shows what the server holds for this seat ----
    const version = await settle(page, gameId);
    const seat = (await (await fetch(`${server.url}/api/games/${gameId}/seat`, { headers: { authorization: `Bearer ${token}` } })).json()) as SeatTable;
    expect(seat.version).toBe(version);
    expect(seat.view.turn).toBe(2);
    expect(await page.locator('.table-page').getAttribute('data-phase')).toBe(seat.view.phase);
    const hand = await handCards(page);
    expect(hand).toEqual([...(seat.view.powers[ME]?.hand ?? [])].sort((a, b) => a - b));
    const spaces = await page.locator('svg.map g.space').evaluateAll((gs) =>
      Object.fromEntries(gs.map((g) => [g.getAttribute('data-space'), { control: g.getAttribute('data-control'), religion: g.getAttribute('data-religion') }])),
    );
    expect(spaces).toEqual(Object.fromEntries(Object.entries(seat.view.spaces).map(([id, sp]) => [id, { control: sp.control, religion: sp.religion }])));
    for (const p of POWERS) {
      expect(Number(await page.locator(`.vp-row[data-vp=${p}] .vp-value`).textContent())).toBe(seat.view.standings[p]?.vp);
      expect(Number(await page.locator(`[data-power-card=${p}] [data-hand-size]`).getAttribute('data-hand-size'))).toBe(seat.view.powers[p]?.handSize);
    }
    const promptKeys = await page.locator('.panel-prompt .prompt-text').evaluateAll((ps) => ps.map((p) => p.getAttribute('data-prompt')));
    expect(promptKeys).toEqual(seat.prompts.map((p) => p.key));
    const buttons = await page.locator('.panel-prompt button.choice').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-json') ?? ''));
    expect([...buttons].sort()).toEqual(seat.legalActions.map((a) => JSON.stringify(a)).sort());
    expect(seat.logFrom).toBe(0);
    const logKeys = await page.locator('[data-testid=log] li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-key')));
    expect(logKeys).toEqual(seat.log.slice(-logKeys.length).map((entry) => entry.key));

    // ---- reload: the same table (version, hand, log) ----
    const logLength = await page.locator('[data-testid=log] li').count();
    await page.reload();
    await page.locator(`.table-page[data-player=${ME}]`).waitFor();
    expect(await tableVersion(page)).toBe(version);
    expect(await handCards(page)).toEqual(hand);
    expect(await page.locator('[data-testid=log] li').count()).toBe(logLength);

    // ---- a second browser on another seat's invite link ----
    const second = await openBrowser({ width: 1024, height: 768 });
    try {
      const other = await second.context.newPage();
      const otherTraffic = watchTraffic(other, OTHER);
      await other.goto(otherLink);
      await other.locator(`.table-page[data-player=${OTHER}]`).waitFor();
      const otherHand = await handCards(other);
      expect(otherHand.length).toBeGreaterThan(0);
      expect(other.url()).toBe(`${server.url}/game/${gameId}`);
      const otherToken = new URL(otherLink).hash.replace(/^#token=/, '');
      const otherSeat = (await (await fetch(`${server.url}/api/games/${gameId}/seat`, { headers: { authorization: `Bearer ${otherToken}` } })).json()) as SeatTable;
      expect(otherHand).toEqual([...(otherSeat.view.powers[OTHER]?.hand ?? [])].sort((a, b) => a - b));
      expect(otherSeat.view.powers[ME]?.hand).toBeNull();
      for (const card of hand) expect(otherHand).not.toContain(card);
      expect(await other.locator('.hand .card').count()).toBe(otherHand.length);
      // Spanish, from the second browser.
      await other.locator('button[data-lang=es]').click();
      await expect.poll(() => other.locator('.panel-prompt summary').first().textContent()).toContain('Tu decisión');
      // Issue 15: the hand's card names and texts are Spanish too.
      const firstCard = other.locator(`.hand .card[data-card="${otherHand[0]}"]`);
      expect(await firstCard.locator('.card-name').textContent()).toBe(`#${otherHand[0]} ${es[`his.card.${otherHand[0]}`]}`);
      expect(await firstCard.locator('.card-summary').textContent()).toBe(es[`his.cardText.${otherHand[0]}`]);
      expect(otherTraffic.leaks).toEqual([]);
    } finally {
      await second.close();
    }

    // ---- a spectator sees no hand ----
    // (In a new tab: this tab keeps its seat in the history state, even on a reload of /game/ID.)
    const watcher = await first.context.newPage();
    watcher.on('pageerror', (error) => consoleErrors.push(error.message));
    const spectator = watchTraffic(watcher, null);
    await watcher.goto(`${server.url}/game/${gameId}`);
    await watcher.locator('.table-page[data-player=""]').waitFor();
    expect(await watcher.locator('.table-page').getAttribute('data-turn')).toBe('2');
    expect(await watcher.locator('.hand').count()).toBe(0);
    expect(await watcher.title()).toBe('Wittenberg'); // a spectator never has a turn

    // No payload the pages received (over HTTP or WebSocket) held another power's hand.
    expect(traffic.updates).toBeGreaterThan(decisions);
    // Its decisions went over its socket (the shortest path), none as a POST.
    expect(traffic.socketActs).toBeGreaterThanOrEqual(decisions);
    expect(traffic.postedActs).toBe(0);
    expect(traffic.leaks).toEqual([]);
    expect(spectator.leaks).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 180_000);
});
