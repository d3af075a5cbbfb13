// A spare state per live game: a copy of its state that nothing else holds, which the next
// action is applied to in place (engine/record.ts appendRecorded, owned), so the copy the pure `apply`
// makes is not on that request's path. It is made of the objects that sharing the new state
// with the old one set free (module.share), or else copied (module.copy) after the game's
// latest version was answered and told (later.ts), while the table thinks. A game's own
// state is never changed: the views built from it share its parts, and patches are made
// against them.
import type { LiveGame } from './live-game.ts';
import { later } from './later.ts';

const TAKEN = Symbol('taken');

export class SpareStates {
  /** By game version: a spare is for the state of exactly that version. */
  private readonly spares = new WeakMap<LiveGame, unknown>();

  /** The spare of this game version, if made; taken once (the caller changes it or drops it). */
  take(game: LiveGame): unknown {
    const spare = this.spares.get(game);
    // A spare not made yet never will be: the version has had its action (or a try at one).
    this.spares.set(game, TAKEN);
    return spare === TAKEN ? undefined : spare;
  }

  /** Keep `spare`, a copy of this game version's state that nothing else holds (module.share made it). */
  keep(game: LiveGame, spare: unknown): void {
    if (!this.spares.has(game)) this.spares.set(game, spare);
  }

  /**
   * Make the game's spare after the work queued so far, if the module can apply in place and
   * the game is still going and `latest()` then.
   */
  prepare(game: LiveGame, latest: () => boolean, onError: (error: unknown, context: string) => void): void {
    const { module } = game.entry;
    if (!module.copy || !module.applyInPlace || game.meta.status === 'over') return;
    const copy = module.copy.bind(module);
    later(() => {
      if (this.spares.has(game) || !latest()) return;
      try {
        this.spares.set(game, copy(game.state));
      } catch (error) {
        onError(error, `copying the state of game ${game.meta.id}`);
      }
    });
  }
}
