import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    // Every core: vitest's default leaves one free, which on a 2-core machine is one worker
    // for the whole suite, and many of our tests spend their time waiting on a server
    // process, a browser or the disk. Measured on a 2-core machine: 8m22s with one worker,
    // 5m41s with two.
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
  },
});
