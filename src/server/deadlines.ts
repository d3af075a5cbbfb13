// The table's time limits (issue 12): a game may put one on the decisions it asks now
// (GameEntry.deadline: Here I Stand's negotiations, 9.1, "when negotiations are over").
// The clock starts when this server first sees the decision; when it runs out, the server
// answers the game's given action for every seat still asked, as an ordinary stored action.
// Clients hear of the limit on their socket ({type: 'deadline'}) and in GET .../messages.
// A limit lives in this process's memory: after a restart it starts again at the next change.

import type { PlayerId } from '../engine/types.ts';
import type { Hub } from './hub.ts';
import { pendingOf } from './live-game.ts';
import type { LiveGame } from './live-game.ts';
import type { GameService } from './service.ts';

/** A limit running: which decision it is on, and when it runs out (ISO). */
export interface Deadline {
  key: string;
  endsAt: string;
}

interface Running extends Deadline {
  timer: ReturnType<typeof setTimeout>;
}

export class Deadlines {
  private readonly running = new Map<string, Running>();

  constructor(
    private readonly service: GameService,
    private readonly hub: Hub,
    private readonly onError: (error: unknown, context: string) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** The limit running on a game, if any. */
  current(gameId: string): Deadline | null {
    const r = this.running.get(gameId);
    return r ? { key: r.key, endsAt: r.endsAt } : null;
  }

  /** After every change of a game: start the limit of a new decision, or stop one no longer asked. */
  watch(game: LiveGame): void {
    const id = game.meta.id;
    const wanted = game.meta.status === 'over' ? null : (game.entry.deadline?.(game.state) ?? null);
    const current = this.running.get(id);
    if (current && wanted?.key === current.key) return;
    if (current) {
      clearTimeout(current.timer);
      this.running.delete(id);
    }
    if (wanted) {
      const { key, ms, action } = wanted;
      const timer = setTimeout(() => {
        this.running.delete(id);
        this.expire(id, key, action).catch((error: unknown) => this.onError(error, `deadline of game ${id}`));
      }, ms);
      timer.unref?.();
      this.running.set(id, { key, endsAt: new Date(this.now() + ms).toISOString(), timer });
    }
    if (current || wanted) this.hub.deliver(id, { type: 'deadline', deadline: this.current(id) }, () => true);
  }

  /** The limit ran out: answer for every seat still asked this decision. */
  private async expire(gameId: string, key: string, action: Parameters<GameService['answerFor']>[2]): Promise<void> {
    for (;;) {
      const game = await this.service.live(gameId);
      if (game.entry.deadline?.(game.state)?.key !== key) return;
      const players: PlayerId[] = [...new Set(pendingOf(game).map((p) => p.player))];
      let answered = false;
      for (const player of players) if (await this.service.answerFor(gameId, player, action)) answered = true;
      if (!answered) return;
    }
  }

  close(): void {
    for (const r of this.running.values()) clearTimeout(r.timer);
    this.running.clear();
  }
}
