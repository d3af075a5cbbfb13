// Telling the service's listeners (sockets, bots, turn mail) of each stored change, on a
// later turn of the event loop (later.ts): the answer to the request that made it goes out
// first, and the views of the other seats are built after it. Changes are told in the order
// they were stored; a listener that throws is reported and the others are still told.
import type { LiveGame } from './live-game.ts';
import { later } from './later.ts';

export type ChangeKind = 'created' | 'action' | 'undo' | 'seats';
export type ChangeListener = (game: LiveGame, kind: ChangeKind) => void;

export class ChangeListeners {
  private readonly listeners: ChangeListener[] = [];
  /** Changes stored but not yet told (see tell). */
  private untold = 0;

  constructor(private readonly onError: (error: unknown, context: string) => void) {}

  add(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  /** Tell every listener of `game`'s change after the current work. */
  tell(game: LiveGame, kind: ChangeKind): void {
    this.untold++;
    later(() => {
      this.untold--;
      for (const listener of this.listeners) {
        try {
          listener(game, kind);
        } catch (error) {
          this.onError(error, `change listener for game ${game.meta.id}`);
        }
      }
    });
  }

  /** Resolves once every change told so far has reached the listeners. */
  async told(): Promise<void> {
    while (this.untold > 0) await new Promise((resolve) => setImmediate(resolve));
  }
}
