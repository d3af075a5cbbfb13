// Browser test harness: a real server on 127.0.0.1 (port 0, a temp SQLite file, the
// built client) and a Chromium driven by playwright-core: Debian's when it is installed
// (or CHROMIUM_PATH), else the one the npm package @sparticuz/chromium ships (installed
// from the registry with the other dev dependencies, no download of its own), so
// `npm install && npm test` passes on a machine with no system Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { chromium } from 'playwright-core';
import { buildWeb } from '../../scripts/build-web.mjs';
import { gameBots } from '../../src/server/bots.ts';
import type { SeatBotMaker } from '../../src/server/service.ts';
import { GAMES, registry } from '../../src/server/games.ts';
import type { GameRegistry } from '../../src/server/games.ts';
import { startServer } from '../../src/server/main.ts';
import type { RunningServer } from '../../src/server/main.ts';
import type { CreatedGame } from '../../src/server/service.ts';

/** Debian's Chromium (apt-get install chromium). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

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

export interface ChromiumBinary {
  path: string;
  /** Environment for the browser process (the npm Chromium brings its own NSS libraries). */
  env: Record<string, string | undefined>;
  source: 'system' | 'npm';
}

let found: Promise<ChromiumBinary> | undefined;

/** The Chromium to drive; fails loudly (never a skip) when there is none. */
export function requireChromium(): Promise<ChromiumBinary> {
  found ??= locateChromium();
  return found;
}

async function locateChromium(): Promise<ChromiumBinary> {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen !== undefined && chosen !== '') {
    if (!existsSync(chosen)) throw new Error(`CHROMIUM_PATH is ${chosen}, which does not exist`);
    return { path: chosen, env: process.env, source: 'system' };
  }
  if (existsSync(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, env: process.env, source: 'system' };
  let packaged: { executablePath(): Promise<string> };
  let bin: string;
  try {
    const require = createRequire(import.meta.url);
    bin = join(dirname(require.resolve('@sparticuz/chromium')), '..', '..', 'bin');
    packaged = ((await import('@sparticuz/chromium')) as { default: typeof packaged }).default;
  } catch (error) {
    throw new Error(
      `No Chromium: neither ${SYSTEM_CHROMIUM} (apt-get install -y chromium) nor the dev dependency @sparticuz/chromium ` +
        `(npm install) is there: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const path = await packaged.executablePath();
  // Its NSS libraries (made for Amazon Linux, where the package extracts them itself) are
  // missing on a bare Debian too: extract them once and point the browser at them.
  const libs = join(tmpdir(), 'wittenberg-chromium-libs');
  if (!existsSync(join(libs, 'lib', 'libnss3.so'))) {
    mkdirSync(libs, { recursive: true });
    execFileSync('tar', ['-x', '-C', libs], { input: brotliDecompressSync(readFileSync(join(bin, 'al2023.tar.br'))) });
  }
  const inherited = process.env.LD_LIBRARY_PATH;
  return { path, env: { ...process.env, LD_LIBRARY_PATH: [join(libs, 'lib'), inherited].filter(Boolean).join(':') }, source: 'npm' };
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh Chromium with its own new --user-data-dir (a persistent context on a temp dir). */
export async function openBrowser(viewport = { width: 1440, height: 900 }, locale = 'en-US'): Promise<Browser> {
  const binary = await requireChromium();
  const userDataDir = mkdtempSync(join(tmpdir(), 'wittenberg-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: binary.path,
    env: binary.env,
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
 * The server's bots, seeded by `seed`, version and seat instead of game id (random),
 * version and seat: the same position gets the same bot move in every run.
 */
function seededBot(seed: string): SeatBotMaker {
  const bots = gameBots();
  return (entry, level, botSeed) => bots(entry, level, `${seed}:${botSeed.slice(botSeed.indexOf(':') + 1)}`);
}

/**
 * The built client (rebuilt if stale) served by a real server on an ephemeral port.
 * With `seed`, games are dealt and bots play deterministically (see seededGames, seededBot).
 */
export async function startTestServer(options: { seed?: string; games?: GameRegistry } = {}): Promise<TestServer> {
  buildWeb({ quiet: true });
  const dir = mkdtempSync(join(tmpdir(), 'wittenberg-web-'));
  const { seed, games } = options;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    database: join(dir, 'games.sqlite'),
    logger: false,
    rateLimit: false,
    botDelayMs: 0,
    ...(seed === undefined ? {} : { games: seededGames(seed), makeBot: seededBot(seed) }),
    // Games set up as a test wants (a position built by test helpers), after the seeded ones.
    ...(games === undefined ? {} : { games }),
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
