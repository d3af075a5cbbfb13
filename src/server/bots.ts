// Server-side play for seats handed to a bot.
//
// The runner plays one bot decision per turn of the event loop (setImmediate, or a
// timer when a delay is set so people can follow), each through the service like
// any seat's action: same lock, same checks, stored before it is broadcast. Human
// requests interleave between bot moves, so the server stays responsive while bots
// play a long game.
//
// The bots are those of src/bots, at each seat's level (random, heuristic, search), made
// by the game's entry (games.ts) for one decision and seeded by game id, version and
// seat, so a position always gets the same bot move (reproducible games, no Math.random).
// A bot sees only its seat's view, legal actions and prompt (service.playBot).

import type { BotSettings } from '../bots/levels.ts';
import { randomBot } from '../bots/random.ts';
import { ApiError } from './errors.ts';
import type { GameService, SeatBotMaker } from './service.ts';

/** The table's search bots think this long per decision unless told otherwise (issue 14). */
export const TABLE_SEARCH_BUDGET_MS = 2000;

/** The game's own bots at the seat's level; the random bot for a game that has none. */
export function gameBots(settings: BotSettings = { budgetMs: TABLE_SEARCH_BUDGET_MS }): SeatBotMaker {
  return (entry, level, seed) => (entry.bot ? entry.bot(level, seed, settings) : randomBot(seed));
}

export interface BotRunnerOptions {
  /** Makes each decision's bot (default: gameBots()). */
  makeBot?: SeatBotMaker;
  /** Pause before each bot move, in ms; 0 plays as fast as the event loop allows. */
  delayMs?: number;
  /**
   * Games with no human seat that may have a bot move in progress at once (default 1):
   * they queue for these slots, so however many of them anyone starts, the bots of
   * games with people in them (which never queue) keep answering at once.
   */
  botOnlySlots?: number;
  onError?: (error: unknown, context: string) => void;
  /** With several server processes: the lease that lets only one of them play a game's bots. */
  lease?: BotLease;
}

/** Exclusive right to play one game's bots (storage/postgres-cluster.ts). */
export interface BotLease {
  acquire(gameId: string): Promise<{ ok: true } | { ok: false; retryInMs: number }>;
  release(gameId: string): Promise<void>;
  /** Renew a held lease (acquire again) once this much of it has run out. */
  readonly renewAfterMs: number;
}

interface Loop {
  /** Set when something changed while the loop was deciding: look again before stopping. */
  dirty: boolean;
  done: Promise<void>;
}

/** A counting semaphore, first come first served. */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(count: number) {
    this.free = Math.max(1, count);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

export class BotRunner {
  private readonly loops = new Map<string, Loop>();
  private readonly makeBot: SeatBotMaker;
  private readonly delayMs: number;
  private readonly botOnly: Slots;
  private readonly onError: (error: unknown, context: string) => void;
  private readonly lease: BotLease | undefined;
  /** Games whose lease another process held when we looked: retried at these timers, or when it is released. */
  private readonly retries = new Map<string, ReturnType<typeof setTimeout>>();
  private stopped = false;

  constructor(
    private readonly service: GameService,
    options: BotRunnerOptions = {},
  ) {
    this.makeBot = options.makeBot ?? gameBots();
    this.delayMs = options.delayMs ?? 0;
    this.botOnly = new Slots(options.botOnlySlots ?? 1);
    this.onError = options.onError ?? (() => undefined);
    this.lease = options.lease;
  }

  /** Another process released the bot lease of a game: look again if we were refused it. */
  leaseReleased(gameId: string): void {
    if (this.retries.has(gameId)) this.kick(gameId);
  }

  /** Something changed in a game: let its bots look whether they must move. */
  kick(gameId: string): void {
    if (this.stopped) return;
    const running = this.loops.get(gameId);
    if (running) {
      running.dirty = true;
      return;
    }
    const loop: Loop = { dirty: true, done: Promise.resolve() };
    this.loops.set(gameId, loop);
    loop.done = this.run(gameId, loop);
  }

  /**
   * After a start or restart: let the bots of every unfinished game with a bot seat
   * look whether they must move (a crash may have come between a human's action
   * and the bots' answer). Paged, so memory stays flat however many games there are.
   */
  async resume(list: GameService['list'], pageSize = 100): Promise<void> {
    // Ids first, kicks after: bot moves reorder the list (by last update) while it is paged.
    const ids: string[] = [];
    for (let offset = 0; ; offset += pageSize) {
      const page = await list({ limit: pageSize, offset, status: 'active' });
      for (const game of page) if (game.seats.some((seat) => seat.controller === 'bot')) ids.push(game.id);
      if (page.length < pageSize) break;
    }
    for (const id of ids) this.kick(id);
  }

  /** Resolves when no bot loop is running (all bots have nothing to decide). */
  async idle(): Promise<void> {
    for (;;) {
      await this.service.told(); // changes not yet told may still kick a loop
      if (this.loops.size === 0) return;
      await Promise.all([...this.loops.values()].map((loop) => loop.done));
    }
  }

  /** Stop starting bot moves and wait for the one in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.retries.values()) clearTimeout(timer);
    this.retries.clear();
    await this.idle();
  }

  private async run(gameId: string, loop: Loop): Promise<void> {
    clearTimeout(this.retries.get(gameId));
    this.retries.delete(gameId);
    let leased = 0;
    try {
      for (;;) {
        loop.dirty = false;
        await this.pause();
        if (this.stopped) break;
        if (this.lease && Date.now() - leased >= this.lease.renewAfterMs) {
          const got = await this.lease.acquire(gameId);
          if (!got.ok) {
            leased = 0;
            this.retryLater(gameId, got.retryInMs);
            break;
          }
          leased = Date.now();
        }
        const game = await this.service.live(gameId);
        const move = (): Promise<boolean> => this.service.playBot(gameId, this.makeBot);
        let moved: boolean;
        try {
          moved = game.seats.every((seat) => seat.controller === 'bot') ? await this.botOnly.run(move) : await move();
        } catch (error) {
          // Another server process changed the game first (a person's part of a simultaneous
          // choice, there): the service has reloaded it, so look again. Reported, because
          // two processes playing one game's bots would show here.
          if (!(error instanceof ApiError && error.code === 'stale')) throw error;
          this.onError(error, `bot move overtaken in game ${gameId}`);
          moved = true;
        }
        if (!moved && !loop.dirty) break;
      }
    } catch (error) {
      // A refused or failed bot move stops this game's bots until the next change,
      // rather than retrying in a tight loop.
      this.onError(error, `bot move in game ${gameId}`);
    } finally {
      loop.dirty = false;
      // Released while the loop is still registered, so a kick meanwhile marks it dirty and is not lost.
      if (this.lease && leased > 0) await this.lease.release(gameId).catch((error: unknown) => this.onError(error, `releasing the bots of game ${gameId}`));
      this.loops.delete(gameId);
      if (loop.dirty) this.kick(gameId);
    }
  }

  private retryLater(gameId: string, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.retries.delete(gameId);
      this.kick(gameId);
    }, delayMs);
    timer.unref();
    this.retries.set(gameId, timer);
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      if (this.delayMs > 0) setTimeout(resolve, this.delayMs);
      else setImmediate(resolve);
    });
  }
}
