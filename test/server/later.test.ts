// Deferred work (later.ts): `later` tasks in the order queued, `whenIdle` tasks after every
// `later` task, even one queued after them.
import { describe, expect, it } from 'vitest';
import { later, whenIdle } from '../../src/server/later.ts';

describe('deferred work', () => {
  it('runs whenIdle tasks once no later task waits', async () => {
    const ran: string[] = [];
    whenIdle(() => ran.push('idle 1'));
    later(() => ran.push('later 1'));
    whenIdle(() => ran.push('idle 2'));
    later(() => {
      ran.push('later 2');
      later(() => ran.push('later 3')); // queued while the idle ones wait: still first
    });
    expect(ran).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toEqual(['later 1', 'later 2', 'later 3', 'idle 1', 'idle 2']);
  });
});
