// Work done after the answer to a request: telling sockets and bots of a change.
// One first-in-first-out queue, drained a few milliseconds at a time: Node runs every
// setImmediate callback queued before its check phase in one go, so with many games
// a burst of deferred sends (each a view to build) would keep requests waiting for
// seconds. Draining at most BUDGET_MS per turn lets the event loop read requests in
// between. Tasks run in the order they were queued; those queued by whenIdle, after all others.

const BUDGET_MS = 1;

const queue: (() => void)[] = [];
/** Tasks that wait until `queue` is empty (whenIdle). */
const idle: (() => void)[] = [];
let scheduled = false;

/** Requests whose answers wait for their write to be durable (see whileWaiting). */
let waiting = 0;

function drain(): void {
  scheduled = false;
  const start = performance.now();
  for (let task = queue.shift() ?? idle.shift(); task !== undefined; task = queue.shift() ?? idle.shift()) {
    task();
    if (waiting > 0 || performance.now() - start >= BUDGET_MS) break;
  }
  if (queue.length > 0 || idle.length > 0) schedule();
}

/**
 * Mark a request's write as awaited (service.ts): until it settles the queue runs one task
 * per turn, so the end of the sync to disk is seen, and the answer sent, without waiting for
 * a whole budget of deferred sends. They still use the time the disk takes.
 */
export function whileWaiting<T>(write: Promise<T>): Promise<T> {
  waiting++;
  return write.finally(() => waiting--);
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(drain);
}

/** Run `task` after the current work, on a later turn of the event loop. Tasks must not throw. */
export function later(task: () => void): void {
  queue.push(task);
  schedule();
}

/** Run `task` as `later` does, once no task queued by `later` waits: work no one waits for. */
export function whenIdle(task: () => void): void {
  idle.push(task);
  schedule();
}
