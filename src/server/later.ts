// Work done after the answer to a request: telling sockets and bots of a change.
// One first-in-first-out queue, drained a few milliseconds at a time: Node runs every
// setImmediate callback queued before its check phase in one go, so with many games
// a burst of deferred sends (each a view to build) would keep requests waiting for
// seconds. Draining at most BUDGET_MS per turn lets the event loop read requests in
// between. Tasks run in the order they were queued.

const BUDGET_MS = 1;

const queue: (() => void)[] = [];
let scheduled = false;

function drain(): void {
  scheduled = false;
  const start = performance.now();
  while (queue.length > 0) {
    const task = queue.shift() as () => void;
    task();
    if (performance.now() - start >= BUDGET_MS) break;
  }
  if (queue.length > 0) schedule();
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
