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
    // A worker loads the engine once for all its test files, not once per file: on a 2-core
    // machine the suite took 343 s isolated (196 s of the workers' time spent importing) and
    // 165 s shared (19 s importing). So a test file must leave no module state behind that
    // another could trip on (the suite also passed with its files shuffled: --sequence.shuffle.files),
    // and must not import another test file (its tests would register in whichever file loads it first).
    isolate: false,
    testTimeout: 60_000,
  },
});
