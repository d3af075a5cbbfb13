// Issue 15 in Chromium: the lobby lists the games this browser holds seats in with whose
// turn it is; the tab title changes when it becomes the seat's turn; the replay steps
// forward and back through a finished game, ending with the VP chart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablePayload, TurnInfo } from '../../src/server/payloads.ts';
import type { ReplayPayload } from '../../src/server/replay.ts';
import { storeGolden } from './golden-game.ts';
import type { Browser, TestServer } from './harness.ts';
import { createGameApi, openBrowser, requireChromium, startTestServer } from './harness.ts';

const POWERS = ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  await requireChromium();
  // Unseeded: the replay's game is a stored golden record, dealt from its own seed.
  server = await startTestServer();
  browser = await openBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function turn(gameId: string): Promise<TurnInfo> {
  return (await (await fetch(`${server.url}/api/games/${gameId}/turn`)).json()) as TurnInfo;
}

async function seat(gameId: string, token: string): Promise<TablePayload> {
  return (await (await fetch(`${server.url}/api/games/${gameId}/seat`, { headers: { authorization: `Bearer ${token}` } })).json()) as TablePayload;
}

/** The seat plays its first legal action. */
async function playFirst(gameId: string, token: string): Promise<void> {
  const table = await seat(gameId, token);
  const response = await fetch(`${server.url}/api/games/${gameId}/actions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ expectedVersion: table.version, action: table.legalActions[0] }),
  });
  expect(response.status, await response.text()).toBe(200);
}

describe('whose turn', () => {
  it('turns the tab title to "Your turn" when the seat comes to decide, and the lobby lists the game with who is to move', async () => {
    const game = await createGameApi(server.url, Object.fromEntries(POWERS.map((p) => [p, 'human'])));
    const start = await turn(game.id);
    const me = POWERS.find((p) => !start.waitingFor.includes(p));
    expect(me, `someone is not to move at the start (${start.waitingFor.join(', ')})`).toBeDefined();
    const page = await browser.context.newPage();
    // The browser's Notification API, granted, with the tab out of view: notices are recorded.
    await page.addInitScript(() => {
      const shown: { title: string; body: string }[] = [];
      (window as unknown as { shownNotices: typeof shown }).shownNotices = shown;
      class Recorder {
        static permission = 'granted';
        static requestPermission = (): Promise<string> => Promise.resolve('granted');
        onclick: (() => void) | null = null;
        constructor(title: string, options: { body?: string } = {}) {
          shown.push({ title, body: options.body ?? '' });
        }
      }
      Object.defineProperty(window, 'Notification', { value: Recorder, configurable: true });
      Object.defineProperty(document, 'hidden', { get: () => true, configurable: true });
    });
    const notices = (): Promise<{ title: string; body: string }[]> => page.evaluate(() => (window as unknown as { shownNotices: { title: string; body: string }[] }).shownNotices);
    await page.goto(`${server.url}/game/${game.id}#token=${game.tokens[me!]}`);
    await page.locator(`.table-page[data-player=${me}]`).waitFor();
    expect(await page.title()).toBe('Wittenberg');
    expect(await notices()).toEqual([]);

    // The others decide (their first legal action) until it is our seat's turn.
    for (let moves = 0; !(await turn(game.id)).waitingFor.includes(me!); moves++) {
      expect(moves, 'our seat comes to decide').toBeLessThan(400);
      const other = (await turn(game.id)).waitingFor[0]!;
      await playFirst(game.id, game.tokens[other]!);
    }
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('● Your turn — Wittenberg');
    // One notice, naming the power and the game.
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice?.title).toBe('● Your turn — Wittenberg');
    expect(notice?.body).toContain(`${me![0]!.toUpperCase()}${me!.slice(1)} must decide (game ${game.id})`); // the English name: the id capitalised

    // The lobby of this browser lists the game (unlisted: not in the public list) and says it is our turn.
    await page.goto(`${server.url}/`);
    const line = page.locator(`[data-testid=your-games] li[data-game="${game.id}"]`);
    await expect.poll(() => line.getAttribute('data-your-turn')).toBe('yes');
    const waiting = (await turn(game.id)).waitingFor;
    const toMove = await line.locator('[data-testid=to-move]').textContent();
    expect(toMove).toContain('To move:');
    for (const p of waiting) expect(toMove?.toLowerCase()).toContain(p); // the English names are the ids capitalised
    expect(await page.locator(`[data-testid=games] li[data-game="${game.id}"]`).count()).toBe(0);
    // Its Play button opens our seat again.
    await line.locator(`button[data-play=${me}]`).click();
    await page.locator(`.table-page[data-player=${me}]`).waitFor();
    await page.close();
  });
});

describe('replay', () => {
  it('steps forward and back through a finished game, showing the spectator view of each step, and ends with the VP chart', async () => {
    const { steps } = await storeGolden(server, 'replayed');
    const api = async (step: number): Promise<ReplayPayload & { view: { turn: number; spaces: Record<string, { control: string }> } }> =>
      (await (await fetch(`${server.url}/api/games/replayed/replay?step=${step}`)).json()) as never;
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/game/replayed/replay`);
    const root = page.locator('.replay-page');
    await root.waitFor({ timeout: 30_000 }); // the first step replays the whole record once
    expect(Number(await root.getAttribute('data-steps'))).toBe(steps);
    expect(Number(await root.getAttribute('data-step'))).toBe(steps);

    // The chart: six lines, each ending at the power's final VP.
    const end = await api(steps);
    const chart = page.locator('[data-testid=vp-chart]');
    await chart.waitFor();
    expect(await chart.locator('polyline').count()).toBe(6);
    const final = end.scores.at(-1)!.scores;
    for (const p of POWERS) expect(await chart.locator(`[data-vp-end=${p}]`).textContent()).toMatch(new RegExp(` ${final[p]}$`));

    const where = async (): Promise<number> => Number(await root.getAttribute('data-step'));
    /** The map shows the server's spectator view of that step (every space's control). */
    const mapMatches = async (step: number): Promise<void> => {
      const expected = await api(step);
      expect(Number(await root.getAttribute('data-turn'))).toBe(expected.view.turn);
      const shown = await page.locator('svg.map g.space').evaluateAll((nodes) => nodes.map((n) => [n.getAttribute('data-space'), n.getAttribute('data-control')]));
      expect(Object.fromEntries(shown)).toEqual(Object.fromEntries(Object.entries(expected.view.spaces).map(([id, s]) => [id, s.control])));
    };

    await page.locator('[data-testid=replay-prev]').click();
    await expect.poll(where).toBe(steps - 1);
    await mapMatches(steps - 1);
    expect(await chart.count()).toBe(0); // the chart is the end's
    await page.locator('[data-testid=replay-first]').click();
    await expect.poll(where).toBe(0);
    await mapMatches(0);
    expect(await page.locator('[data-testid=replay-prev]').isDisabled()).toBe(true);
    await page.locator('[data-testid=replay-next-turn]').click();
    const turn2 = end.rounds[1]!.step;
    await expect.poll(where).toBe(turn2);
    await mapMatches(turn2);
    await page.locator('[data-testid=replay-next]').click();
    await expect.poll(where).toBe(turn2 + 1);
    await page.locator('[data-testid=replay-prev]').click();
    await expect.poll(where).toBe(turn2);
    await page.keyboard.press('ArrowRight');
    await expect.poll(where).toBe(turn2 + 1);
    await mapMatches(turn2 + 1);
    // A key pressed the moment a step appears goes on from that step: back one, and the arrow
    // pressed as soon as the page shows it (a MutationObserver, before React's passive effects).
    const seen = await page.evaluate(async () => {
      const root = document.querySelector('.replay-page')!;
      const shown: string[] = [];
      await new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          const step = root.getAttribute('data-step')!;
          if (shown.at(-1) === step) return;
          shown.push(step);
          if (shown.length === 1) window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
          else {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(root, { attributes: true, attributeFilter: ['data-step'] });
        (document.querySelector('[data-testid=replay-prev]') as HTMLElement).click();
      });
      return shown.map(Number);
    });
    expect(seen).toEqual([turn2, turn2 + 1]);
    await page.locator('[data-testid=replay-last]').click();
    await expect.poll(where).toBe(steps);
    await chart.waitFor();
    expect(await page.locator('[data-testid=replay-next]').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('moving a stack along a path', () => {
  it('repeats the first hop to a clicked space, from the legal actions alone', async () => {
    // Golden record 16, decision 87: the Hapsburg is about to move two regulars from Naples to Taranto, with CP left.
    const { token } = await storeGolden(server, 'pathgame', 87);
    expect((await turn('pathgame')).waitingFor).toEqual(['hapsburg']);
    // Where could the stack go on from Taranto? Ask the engine on a copy of the game after that hop.
    const probe = await storeGolden(server, 'pathprobe', 91);
    const post = async (action: unknown): Promise<void> => {
      const table = await seat('pathprobe', probe.token);
      const response = await fetch(`${server.url}/api/games/pathprobe/actions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${probe.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ expectedVersion: table.version, action }),
      });
      expect(response.status, await response.text()).toBe(200);
    };
    await post({ type: 'action', action: 'move' });
    await post({ type: 'space', space: 'taranto' });
    await post({ type: 'units', power: 'hapsburg', kind: 'regular', count: 2 });
    const onward = (await seat('pathprobe', probe.token)).legalActions.map((a) => a.space).filter((s): s is string => typeof s === 'string' && s !== 'naples');
    expect(onward.length).toBeGreaterThan(0);
    const next = onward[0]!;

    const page = await browser.context.newPage();
    await page.goto(`${server.url}/game/pathgame#token=${token}`);
    await page.locator('.table-page[data-player=hapsburg]').waitFor();
    const version = async (): Promise<number> => Number(await page.locator('.table-page').getAttribute('data-version'));
    const step = async (click: () => Promise<void>): Promise<void> => {
      const before = await version();
      await click();
      await expect.poll(version).toBeGreaterThan(before);
    };
    // The first hop, by hand: the Move action, Naples, two regulars, Taranto.
    await step(() => page.locator('button[data-json*=\'"action":"move"\']').first().click());
    await step(() => page.locator('svg.map g.space[data-space=naples]').dispatchEvent('click'));
    await step(() => page.locator('button[data-action=units][data-json*=\'"count":2\']').first().click());
    await step(() => page.locator('svg.map g.space[data-space=taranto]').dispatchEvent('click'));
    // Then: arm the path and click one more space; the hop is played without another click.
    await page.locator('[data-testid=path-arm]').click();
    await page.locator(`svg.map g.space[data-space=${next}]`).dispatchEvent('click');
    const { service } = server.server.app.wittenberg;
    await expect.poll(async () => (await service.inspect('pathgame')).actions, { timeout: 15_000 }).toBe(95);
    const { record } = await service.inspect('pathgame');
    expect(record.actions.slice(91).map((a) => a.action)).toEqual([
      { type: 'action', action: 'move' },
      { type: 'space', space: 'taranto' },
      { type: 'units', power: 'hapsburg', kind: 'regular', count: 2 },
      { type: 'space', space: next },
    ]);
    expect(record.actions.slice(91).every((a) => a.player === 'hapsburg')).toBe(true);
    await page.close();
  });
});
