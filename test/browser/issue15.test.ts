// Issue 15 in a real Chromium against a real server: the table shows what happened and
// gives the facts to decide. Positions are built by test helpers (the server sets each game
// up from the position its options name, src/games/his/testing/table-positions.ts) and the
// other powers act through the API with their own tokens.
//  - the Milan case: France attacks two Papal regulars besieging Milan; the Papal page shows
//    a battle panel with both sides' dice and the Papal losses, which stays until dismissed;
//  - a prompt caused by another power's card names that card (the Hapsburg's Defender of the
//    Faith makes the Papacy choose Counter Reformation targets), and its rule section opens
//    our summary of that section, in English and in Spanish;
//  - CP action buttons show their costs;
//  - a link holding two powers (the Hapsburg and France) plays an impulse of each from one page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine/types.ts';
import type { CardId } from '../../src/games/his/data/cards.ts';
import type { HisOptions, HisState } from '../../src/games/his/state.ts';
import { loadDice } from '../../src/games/his/testing/position.ts';
import { FRENCH_MOVE_INTO_MILAN, impulsePosition, milanPosition } from '../../src/games/his/testing/table-positions.ts';
import { GAMES, registry } from '../../src/server/games.ts';
import type { GameRegistry } from '../../src/server/games.ts';
import type { TablePayload } from '../../src/server/payloads.ts';
import type { CreatedGame } from '../../src/server/service.ts';
import type { Browser, TestServer } from './harness.ts';
import { openBrowser, requireChromium, startTestServer } from './harness.ts';

type Position = 'milan' | 'defender' | 'impulse';
type TestOptions = HisOptions & { position: Position };

/** 11: Defender of the Faith (a mandatory event whose Counter Reformation attempts the Papacy makes). */
const DEFENDER_OF_THE_FAITH = 11 as CardId;

/** Every game is dealt from this seed (not the server's random one), so every run plays the same game. */
const SEED = 'issue15';

function build(options: TestOptions): HisState {
  const { position, ...his } = options;
  const seed = SEED;
  let state: HisState;
  if (position === 'milan') {
    state = milanPosition(seed, his);
    // 14: France's five dice score two hits, the Papacy's three none.
    loadDice(state, [6, 6, 1, 1, 1, 2, 3, 4]);
  }
  else if (position === 'defender') state = impulsePosition('hapsburg', seed, his, DEFENDER_OF_THE_FAITH);
  else state = impulsePosition('hapsburg', seed, his);
  // The host's options stay in the state (seat groups come from them), the position's name aside.
  state.options = { ...state.options, ...his };
  return state;
}

/** The server's games, Here I Stand set up from the position its options name. */
function positionGames(): GameRegistry {
  return registry(
    [...GAMES.values()].map((entry) => ({ ...entry, module: { ...entry.module, setup: (options: unknown) => build(options as TestOptions) } })),
  );
}

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  await requireChromium();
  server = await startTestServer({ games: positionGames() });
  browser = await openBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function createGame(options: TestOptions): Promise<CreatedGame> {
  const seats = { ottoman: 'human', hapsburg: 'human', england: 'human', france: 'human', papacy: 'human', protestant: 'human' };
  const response = await fetch(`${server.url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'his', options, seats }),
  });
  if (response.status !== 201) throw new Error(`create game: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreatedGame;
}

async function seat(gameId: string, token: string, player?: string): Promise<TablePayload> {
  const response = await fetch(`${server.url}/api/games/${gameId}/seat${player ? `?player=${player}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`seat: ${response.status} ${await response.text()}`);
  return (await response.json()) as TablePayload;
}

async function actApi(gameId: string, token: string, action: Action, player?: string): Promise<TablePayload> {
  const { version } = await seat(gameId, token, player);
  const response = await fetch(`${server.url}/api/games/${gameId}/actions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ expectedVersion: version, action, ...(player ? { player } : {}) }),
  });
  if (!response.ok) throw new Error(`act: ${response.status} ${await response.text()}`);
  return (await response.json()) as TablePayload;
}

async function openSeat(gameId: string, token: string, power: string): Promise<Page> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}/game/${gameId}#token=${encodeURIComponent(token)}`);
  await page.locator(`.table-page[data-player=${power}]`).waitFor();
  return page;
}

/** Wait until the page shows version `v` (or later). */
async function shows(page: Page, v: number): Promise<void> {
  await page.waitForFunction((want) => Number(document.querySelector('.table-page')?.getAttribute('data-version')) >= want, v);
}

describe('issue 15: the table', () => {
  it('Milan: the battle panel shows both sides’ dice and the Papal loss, and stays as the game moves on until dismissed; CP buttons show costs', async () => {
    const game = await createGame({ scenario: '1517', position: 'milan' });
    const papacy = await openSeat(game.id, game.tokens.papacy!, 'papacy');
    const france = await openSeat(game.id, game.tokens.france!, 'france');

    // CP action buttons show what they cost (11.1: a move costs 1 CP, raising a regular 2).
    const move = france.locator('.panel-prompt button.choice[data-action=action][data-json*="\\"move\\""]');
    expect(await move.getAttribute('data-cost')).toBe('1');
    expect(await move.textContent()).toMatch(/1 CP$/);
    const raise = france.locator('.panel-prompt button.choice[data-json*="raiseRegular"]');
    expect(await raise.getAttribute('data-cost')).toBe('2');
    expect(await france.locator('.panel-prompt button.choice[data-action=endImpulse]').getAttribute('data-cost')).toBeNull();
    await france.close();

    let last: TablePayload | null = null;
    for (const action of FRENCH_MOVE_INTO_MILAN) {
      const now = await seat(game.id, game.tokens.france!);
      if (!now.legalActions.some((a) => JSON.stringify(a) === JSON.stringify(action))) continue;
      last = await actApi(game.id, game.tokens.france!, { ...action });
    }
    expect(last).not.toBeNull();
    await shows(papacy, last!.version);

    const panel = papacy.locator('[data-testid=combat-panel]');
    await panel.waitFor();
    expect(await panel.getAttribute('data-kind')).toBe('fieldBattle');
    expect(await panel.getAttribute('data-where')).toBe('milan');
    expect(await panel.locator('header').textContent()).toContain('Field battle in Milan');
    const attackerDice = await panel.locator('[data-testid=combat-dice-attacker]').getAttribute('data-dice');
    const defenderDice = await panel.locator('[data-testid=combat-dice-defender]').getAttribute('data-dice');
    // 14: the attacker rolls for four regulars and Montmorency's rating; the defender two and one for defending.
    expect(attackerDice!.split(' ')).toHaveLength(5);
    expect(defenderDice!.split(' ')).toHaveLength(3);
    expect(await panel.locator('.combat-attacker .die').count()).toBe(5);
    expect(await panel.locator('.combat-defender .die').count()).toBe(3);
    expect(await panel.locator('.combat-attacker').textContent()).toContain('Montmorency');
    expect(await panel.locator('.combat-defender').textContent()).toContain('Papacy');
    const outcome = await panel.locator('[data-testid=combat-outcome]').textContent();
    expect(outcome).toContain('Papacy loses a regular in Milan');
    expect(await panel.locator('.combat-attacker .combat-hits').textContent()).toBe('2 hits');

    // France ends its impulse: the game goes on (every power passes, to the Winter Phase), and the panel stays.
    const after = await actApi(game.id, game.tokens.france!, { type: 'endImpulse' });
    await shows(papacy, after.version);
    expect(after.version).toBeGreaterThan(last!.version);
    expect(await panel.isVisible()).toBe(true);
    // The recent log, always in view, names the power of each line.
    expect(await papacy.locator('[data-testid=recent-log] li[data-key="his.log.casualty"] .power-badge, [data-testid=recent-log] li[data-power=papacy]').count()).toBeGreaterThan(0);
    // So does the long log (the same line component): the Papal loss carries the Papacy's badge.
    const longLoss = papacy.locator('[data-testid=log] li[data-key="his.log.casualty"][data-power=papacy]').last();
    expect(await longLoss.locator('.power-badge').count()).toBe(1);
    expect(await papacy.locator('[data-testid=log] li[data-power=france] .power-badge').count()).toBeGreaterThan(0);
    await papacy.locator('[data-testid=combat-dismiss]').click();
    expect(await panel.count()).toBe(0);
    await papacy.close();
  }, 120_000);

  it('a prompt caused by another power’s card names that card (Defender of the Faith, 18.4)', async () => {
    const game = await createGame({ scenario: '1532', position: 'defender' });
    const papacy = await openSeat(game.id, game.tokens.papacy!, 'papacy');
    const after = await actApi(game.id, game.tokens.hapsburg!, { type: 'play', card: DEFENDER_OF_THE_FAITH, as: 'event' });
    await shows(papacy, after.version);
    const cause = papacy.locator('.panel-prompt [data-testid=prompt-cause]').first();
    await cause.waitFor();
    expect(await cause.textContent()).toBe('Hapsburg played #11 Defender of the Faith as an event. Rule 18.4.');

    // The rule section is a link: it opens our summary of 18.4, with the publisher's living rules linked.
    await cause.locator('[data-testid=rule-link]').click();
    const reader = papacy.locator('[data-testid=rule-reader]');
    await reader.waitFor();
    expect(await reader.getAttribute('data-section')).toBe('18.4');
    expect(await reader.locator('h2').textContent()).toBe('Rule 18.4: Counter Reformation attempts');
    expect(await reader.locator('[data-testid=rule-text]').textContent()).toContain('Jesuit university');
    expect(await reader.locator('[data-testid=rule-official]').getAttribute('href')).toMatch(/^https:\/\/www\.gmtgames\.com\//);
    await papacy.keyboard.press('Escape');
    expect(await reader.count()).toBe(0);

    // In Spanish, the same link opens the Spanish summary.
    await papacy.locator('button[data-lang=es]').click();
    expect(await cause.textContent()).toBe('Habsburgo jugó #11 Defensor de la fe como evento. Regla 18.4.');
    await cause.locator('[data-testid=rule-link]').click();
    await reader.waitFor();
    expect(await reader.locator('h2').textContent()).toBe('Regla 18.4: Intentos de Contrarreforma');
    expect(await reader.locator('[data-testid=rule-text]').textContent()).toContain('universidad jesuita');
    await reader.locator('[data-testid=rule-close]').click();
    expect(await reader.count()).toBe(0);
    await papacy.locator('button[data-lang=en]').click();
    await papacy.close();
  }, 120_000);

  it('a link holding two powers plays an impulse of each from one page', async () => {
    // The Hapsburg and France, whose impulses follow each other here (England, between them, has no card left and passes).
    const players = [['hapsburg', 'france'], ['ottoman'], ['england'], ['papacy'], ['protestant']];
    const game = await createGame({ scenario: '1532', position: 'impulse', players } as TestOptions);
    const token = game.tokens.hapsburg!;
    expect(game.tokens.france).toBe(token);
    const page = await openSeat(game.id, token, 'hapsburg');
    const switcher = page.locator('[data-testid=power-switcher]');
    await switcher.waitFor();
    expect(await switcher.locator('button').count()).toBe(2);
    // It is the Hapsburg's impulse, and the page shows its prompt.
    expect(await page.locator('.panel-prompt .prompt-text[data-prompt="his.prompt.impulse"]').count()).toBe(1);

    const spectate = async (): Promise<TablePayload> => (await (await fetch(`${server.url}/api/games/${game.id}`)).json()) as TablePayload;
    const start = (await spectate()).log.length;
    // The page shows France by itself once the Hapsburg impulse is over (no click on the switcher).
    for (const power of ['hapsburg', 'france'] as const) {
      await page.locator(`.table-page[data-player=${power}]`).waitFor();
      await page.locator('.panel-prompt .prompt-text[data-prompt="his.prompt.impulse"]').waitFor();
      // Never "Waiting for France" on a page that holds France.
      expect(await page.locator('[data-testid=waiting]').textContent()).not.toContain(power === 'hapsburg' ? 'France' : 'Hapsburg');
      // Play the first card for CP, then end the impulse (buttons, as a player would).
      const before = Number(await page.locator('.table-page').getAttribute('data-version'));
      await page.locator('.panel-prompt button.choice[data-action=play][data-json*="\\"cp\\""]').first().click();
      await page.waitForFunction((v) => Number(document.querySelector('.table-page')?.getAttribute('data-version')) > v, before);
      for (let i = 0; i < 10; i++) {
        const end = page.locator('.panel-prompt button.choice[data-action=endImpulse]');
        if ((await end.count()) === 0) break;
        const v = Number(await page.locator('.table-page').getAttribute('data-version'));
        await end.click();
        await page.waitForFunction((x) => Number(document.querySelector('.table-page')?.getAttribute('data-version')) > x, v);
      }
    }
    // Both impulses were played from this page: the record has a card play by each power.
    const plays = (await spectate()).log.slice(start).filter((e) => e.key === 'his.log.cardForCp').map((e) => e.params.power);
    expect(plays).toEqual(['hapsburg', 'france']);
    // The Papacy (another person) is now asked; the page says so.
    await expect.poll(() => page.locator('[data-testid=waiting]').textContent()).toContain('Papacy');

    // The Papacy plays a card: "since your last decision" on this page lists it, its power named.
    const papal = await seat(game.id, game.tokens.papacy!);
    const play = papal.legalActions.find((a) => a.type === 'play' && a.as === 'cp')!;
    const played = await actApi(game.id, game.tokens.papacy!, play);
    await shows(page, played.version);
    const digest = page.locator('[data-testid=digest]');
    await digest.waitFor();
    expect(await digest.locator('li[data-key="his.log.cardForCp"][data-power=papacy]').textContent()).toContain('Papacy plays');
    expect(await digest.locator('li[data-power=hapsburg], li[data-power=france]').count()).toBe(0);
    await page.close();
  }, 120_000);
});
