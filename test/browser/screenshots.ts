// Screenshots of the table for docs/ (issue 15): `npx tsx test/browser/screenshots.ts`.
// A game of Here I Stand well under way (a golden record cut at its 600th decision) seen
// by the Papacy at 1440×900, 1024×768 and 390×844, and a finished game's replay with its
// VP chart. Debian's Chromium through playwright-core, as the browser tests.
import { mkdirSync } from 'node:fs';
import { storeGolden } from './golden-game.ts';
import { openBrowser, startTestServer } from './harness.ts';

const OUT = new URL('../../docs/screenshots/', import.meta.url);
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await startTestServer();
  try {
    const { token } = await storeGolden(server, 'midgame', 600);
    await storeGolden(server, 'finished');
    for (const size of SIZES) {
      const browser = await openBrowser(size);
      try {
        const page = await browser.context.newPage();
        await page.goto(`${server.url}/game/midgame#token=${token}&player=papacy`);
        await page.locator('.table-page[data-player]').waitFor();
        await page.locator('[data-testid=land]').waitFor({ state: 'attached' });
        await page.waitForTimeout(500);
        // The last battle or debate is shown over the map until dismissed: dismissed here, to show the map.
        const combat = page.locator('[data-testid=combat-dismiss]');
        if ((await combat.count()) > 0) await combat.click();
        await page.screenshot({ path: new URL(`table-${size.width}x${size.height}.png`, OUT).pathname });
        await page.goto(`${server.url}/game/finished/replay`);
        await page.locator('[data-testid=vp-chart]').waitFor();
        await page.locator('[data-testid=land]').waitFor({ state: 'attached' });
        await page.waitForTimeout(300);
        await page.screenshot({ path: new URL(`replay-${size.width}x${size.height}.png`, OUT).pathname });
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.close();
  }
}

await main();
