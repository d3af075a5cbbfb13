// The real server (src/server/main.ts with the test games) in a child process, for
// tests that kill it or run several of it; and short fetch helpers for them.

import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ChildServer {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
}

const children: ChildProcess[] = [];

/** Kill (SIGKILL) every child server still running; for afterEach. */
export function killChildServers(): void {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Start a server with `env` added to this process's environment; resolves once it listens. */
export function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/testing/serve-test-games.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', BOT_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in time: ${stderr}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      const before = stdout;
      stdout += chunk.toString();
      const match = /wittenberg listening on (http:\/\/\S+)/.exec(stdout);
      if (match?.[1] && !/wittenberg listening on/.test(before)) {
        clearTimeout(timer);
        resolve({ child, url: match[1], exited, output: () => stdout + stderr });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening: ${stderr}`));
    });
  });
}

export async function json<T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as T };
}

export const post = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
