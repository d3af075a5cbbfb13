// Browser test harness: a real server on 127.0.0.1 (port 0, a temp SQLite file, the
// built client) and Debian's Chromium driven by playwright-core. A missing Chromium is
// an error, never a skip: install it with `apt-get install -y chromium` (.ci/run does).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { chromium } from 'playwright-core';
import { buildWeb } from '../../scripts/build-web.mjs';
import { randomBot } from '../../src/server/bots.ts';
import type { BotPolicy } from '../../src/server/bots.ts';
import { GAMES, registry } from '../../src/server/games.ts';
import type { GameRegistry } from '../../src/server/games.ts';
import { startServer } from '../../src/server/main.ts';
import type { RunningServer } from '../../src/server/main.ts';
import type { CreatedGame } from '../../src/server/service.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function requireChromium(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}: the browser tests need it. Install it with ` +
        '`apt-get update && apt-get install -y chromium` (or set CHROMIUM_PATH).',
    );
  }
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh Chromium with its own new --user-data-dir (a persistent context on a temp dir). */
export async function openBrowser(viewport = { width: 1440, height: 900 }, locale = 'en-US'): Promise<Browser> {
  requireChromium();
  const userDataDir = mkdtempSync(join(tmpdir(), 'wittenberg-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    locale,
  });
  context.setDefaultTimeout(10_000);
  return {
    context,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  url: string;
  server: RunningServer;
  close(): Promise<void>;
}

/**
 * The server's games, except that every game is set up from `seed` rather than from a
 * fresh random seed: the same options always deal the same cards.
 */
function seededGames(seed: string): GameRegistry {
  return registry([...GAMES.values()].map((entry) => ({ ...entry, module: { ...entry.module, setup: (options, _random) => entry.module.setup(options, `${seed}:${entry.module.id}`) } })));
}

/**
 * The server's random bot, seeded by `seed`, version and seat instead of game id (random),
 * version and seat: the same position gets the same bot move in every run.
 */
function seededBot(seed: string): BotPolicy {
  return (legal, botSeed) => randomBot(legal, `${seed}:${botSeed.slice(botSeed.indexOf(':') + 1)}`);
}

/**
 * The built client (rebuilt if stale) served by a real server on an ephemeral port.
 * With `seed`, games are dealt and bots play deterministically (see seededGames, seededBot).
 */
export async function startTestServer(options: { seed?: string } = {}): Promise<TestServer> {
  buildWeb({ quiet: true });
  const dir = mkdtempSync(join(tmpdir(), 'wittenberg-web-'));
  const { seed } = options;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    database: join(dir, 'games.sqlite'),
    logger: false,
    rateLimit: false,
    botDelayMs: 0,
    ...(seed === undefined ? {} : { games: seededGames(seed), botPolicy: seededBot(seed) }),
  });
  return {
    url: server.url,
    server,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Create a game of Here I Stand through the API (for tests that do not need the lobby). */
export async function createGameApi(url: string, seats: Record<string, 'human' | 'bot'>, scenario = '1517'): Promise<CreatedGame> {
  const response = await fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'his', options: { scenario }, seats }),
  });
  if (response.status !== 201) throw new Error(`create game: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreatedGame;
}

/**
 * Wait until the server's bots have nothing left to decide (in any game), and return the
 * game's version then: until a person acts, that game no longer changes.
 */
export async function botsSettled(server: TestServer, gameId: string): Promise<number> {
  const { bots, service } = server.server.app.wittenberg;
  await bots.idle();
  return (await service.live(gameId)).meta.version;
}
