#!/usr/bin/env node
// Builds the web client (src/web → dist/web) when dist/web is missing or older than
// its sources: the client, the game's data and message catalogues it imports, and the
// Vite config. `node scripts/build-web.mjs` (what `npm start` runs first) builds only
// if stale; `--force` always builds. Also imported by the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { URL, fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'dist', 'web', 'index.html');
const SOURCES = ['src/web', 'src/games/his', 'src/engine', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** True when dist/web is missing or older than any source file. */
export function webBuildIsStale() {
  if (!existsSync(OUT)) return true;
  const built = statSync(OUT).mtimeMs;
  return SOURCES.some((source) => newest(join(ROOT, source)) > built);
}

/** Build dist/web if stale (or always, with force). Throws if the build fails. */
export function buildWeb({ force = false, quiet = false } = {}) {
  if (!force && !webBuildIsStale()) return false;
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', 'src/web/vite.config.ts', ...(quiet ? ['--logLevel', 'warn'] : [])], {
    cwd: ROOT,
    // Always a production build: run from the test runner, NODE_ENV is 'test', and Vite
    // would then bundle React's development build (several times slower) into dist/web.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const built = buildWeb({ force: process.argv.includes('--force') });
    if (!built) console.log('dist/web is up to date');
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}
