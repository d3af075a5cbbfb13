// One writer at a time per game. Every change to a game (a human action, a bot
// action, an undo, a seat handed over) runs under its game's lock, so the
// read-check-write sequence in the service never interleaves with another for the
// same game in this process. The store's version check still guards against other
// processes.

export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    // The chain must survive a failed task, and the map must not grow forever.
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
