// The game service: creates games, loads them by replaying their record, and
// accepts decisions from seats (and bots), undo and seat hand-overs.
//
// Order of a change, always under the game's lock:
//   check (token, version, turn, legality) → compute the next state in memory →
//   write durably (conditional on the version) → replace the cached game → notify.
// Any refusal throws an ApiError before the write, so a refused request changes
// nothing; a failure after it drops the cached game so the next load replays the
// stored record, the source of truth.

import { DEFAULT_BOT_LEVEL } from '../bots/levels.ts';
import { hashState, sameJson } from '../engine/hash.ts';
import { appendRecorded, assertLegal, recordedAction } from '../engine/record.ts';
import { undo as undoActions } from '../engine/undo.ts';
import { RuleError } from '../engine/types.ts';
import type { Action, GameRecord, Json, PlayerId, RecordedAction, Result } from '../engine/types.ts';
import { ApiError, notFound } from './errors.ts';
import type { GameRegistry } from './games.ts';
import { knowPending, pendingOf, recordOf, runStartIndex, seatOf } from './live-game.ts';
import type { LiveGame, StateAt } from './live-game.ts';
import { whileWaiting } from './later.ts';
import { KeyedLock } from './lock.ts';
import { gameInfo, patchText, sharedView, summaryInfo, tablePayload, viewsFollow } from './payloads.ts';
import type { GameInfo, TablePayload } from './payloads.ts';
import { CorruptGameError } from './storage/rows.ts';
import { newGameId, newSeed } from './secrets.ts';
import { authenticate, chooseSeat, newSeats, seatControl, seatToShow } from './seat-access.ts';
import type { ActionInFlight, GameStatus, GameStore, NewSnapshot, SeatControl, StoredGame, StoredSeat, WriteResult } from './storage/types.ts';
import { decisionsAfter, gameAfter, gameAfterAction, replayFrom, snapshotFor, snapshotTag, stillOpen, usableSnapshot } from './game-states.ts';
import { SpareStates } from './spare-states.ts';
import type { CreateGameInput, CreatedGame, SeatBotMaker, ServiceOptions, SubmitInput } from './service-types.ts';
import { ChangeListeners } from './change-listeners.ts';
import type { ChangeKind, ChangeListener } from './change-listeners.ts';

/**
 * By default a snapshot of the state is stored with every this-many actions, so loading
 * a game replays at most this many (a Here I Stand action replays in a few ms).
 */
export const SNAPSHOT_EVERY = 25;

export type { ChangeKind, ChangeListener } from './change-listeners.ts';

export type { CreateGameInput, CreatedGame, SeatBotMaker, ServiceOptions, SubmitInput } from './service-types.ts';

export class GameService {
  private readonly cache = new Map<string, LiveGame>();
  private readonly loading = new Map<string, Promise<LiveGame>>();
  private readonly lock = new KeyedLock();
  /** Each latest game version's spare state, its next action's to change in place (spare-states.ts). */
  private readonly spares = new SpareStates();
  private readonly listeners: ChangeListeners;
  private readonly cacheSize: number;
  private readonly snapshotEvery: number;
  private readonly onError: (error: unknown, context: string) => void;

  constructor(
    private readonly store: GameStore,
    private readonly games: GameRegistry,
    options: ServiceOptions = {},
  ) {
    this.cacheSize = options.cacheSize ?? 256;
    this.snapshotEvery = options.snapshotEvery ?? SNAPSHOT_EVERY;
    this.onError = options.onError ?? (() => undefined);
    this.listeners = new ChangeListeners(this.onError);
  }

  /** Called after every stored change, with the new game. */
  onChange(listener: ChangeListener): void {
    this.listeners.add(listener);
  }

  async create(input: CreateGameInput): Promise<CreatedGame> {
    const entry = this.games.get(input.game);
    if (!entry) {
      throw new ApiError(400, 'unknown-game', `no game "${input.game}" on this server; there is: ${[...this.games.keys()].join(', ')}`);
    }
    const seed = newSeed();
    let state: unknown;
    let players: PlayerId[];
    try {
      state = entry.module.setup(input.options, seed);
      players = entry.players(state);
    } catch (error) {
      throw new ApiError(400, 'bad-options', `the options were refused: ${messageOf(error)}`);
    }
    const wanted = input.seats ?? {};
    const unknown = [...Object.keys(wanted), ...Object.keys(input.emails ?? {})].filter((player) => !players.includes(player));
    if (unknown.length > 0) {
      throw new ApiError(400, 'bad-request', `no seat ${unknown.join(', ')} in this game; its seats are ${players.join(', ')}`);
    }
    const { tokens, seats } = newSeats(players, entry.groups?.(state) ?? players.map((p) => [p]), wanted, input.emails ?? {});
    const id = newGameId();
    const { module } = entry;
    const stored = await this.stored(`creating game ${id}`, async () => {
      await this.store.createGame({ id, game: module.id, rulesVersion: module.version, options: input.options, seed, seats, listed: input.listed ?? false });
      return this.store.getGame(id);
    });
    if (!stored) throw new Error(`game ${id} vanished after it was created`);
    const { seats: storedSeats, actions: _none, ...meta } = stored;
    const created: LiveGame = { meta, seats: storedSeats, entry, record: recordOf(meta, []), state };
    const prompts = pendingOf(created);
    const game: LiveGame = { ...created, decisions: decisionsAfter(created, state, prompts, meta.version, undefined) };
    knowPending(game, prompts);
    this.remember(game);
    this.emit(game, 'created');
    return { ...gameInfo(game), tokens };
  }

  async list(options: { limit: number; offset: number; status?: GameStatus }): Promise<GameInfo[]> {
    return (await this.stored('listing games', () => this.store.listGames(options))).map(summaryInfo);
  }

  /** The table as a spectator sees it. */
  async spectate(gameId: string): Promise<TablePayload> {
    return tablePayload(await this.load(gameId), null);
  }

  /** The table as the token's seat sees it (`player`: which of the seats a token opens). */
  async seatTable(gameId: string, token: string | undefined, player?: PlayerId): Promise<TablePayload> {
    const game = await this.load(gameId);
    const held = authenticate(game, token);
    const table = tablePayload(game, seatToShow(game, held, player).player);
    return held.length > 1 ? { ...table, heldSeats: held.map((s) => s.player) } : table;
  }

  /** The seat a token opens, for the WebSocket layer; throws 401 if none. */
  async seatOfToken(gameId: string, token: string | undefined, player?: PlayerId): Promise<StoredSeat> {
    const game = await this.load(gameId);
    return seatToShow(game, authenticate(game, token), player);
  }

  async submit(input: SubmitInput): Promise<TablePayload> {
    return this.submitted(input, (_game, next, seat) => tablePayload(next, seat));
  }

  /**
   * As submit, answered by the seat's patch message from `expectedVersion` (serialised, the
   * text its patch socket gets): what changed, not the ~25 KB view and the whole log again.
   * The whole table when `expectedVersion` was not the version the action was played on
   * (a part of a simultaneous choice that still stood): no view of it is held to diff against.
   */
  async submitForPatch(input: SubmitInput): Promise<{ patch: string } | TablePayload> {
    return this.submitted(input, (game, next, seat) => {
      if (input.expectedVersion !== game.meta.version) return tablePayload(next, seat);
      const before = sharedView(game, seat);
      return { patch: patchText({ version: game.meta.version, view: before }, sharedView(next, seat), before.log.length) };
    });
  }

  /**
   * Play a seat's decision, answered by `answer`: made while the action is being stored (play's
   * `prepare`), and called again after, when it gives what it made (views and patch texts are
   * kept per game version, payloads.ts). The socket's action path (ws-routes.ts) gives its own answer.
   */
  submitted<T>(input: SubmitInput, answer: (game: LiveGame, next: LiveGame, seat: PlayerId) => T): Promise<T> {
    return this.lock.run(input.gameId, async () => {
      const game = await this.load(input.gameId);
      const { player } = chooseSeat(game, authenticate(game, input.token), input.player);
      const next = await this.play(game, player, input.expectedVersion, input.action, (made) => void answer(game, made, player));
      return answer(game, next, player);
    });
  }

  async undo(input: { gameId: string; token: string | undefined; player?: PlayerId; expectedVersion: number; steps: number }): Promise<TablePayload> {
    return this.lock.run(input.gameId, async () => {
      const game = await this.load(input.gameId);
      const { player } = chooseSeat(game, authenticate(game, input.token), input.player, 'last');
      this.checkVersion(game, player, input.expectedVersion);
      const { module } = game.entry;
      // Refused at once, from the record alone, when nothing can be taken back: no replay.
      const start = runStartIndex(game.record, player);
      const run = game.record.actions.length - start;
      if (game.meta.status === 'over') throw new ApiError(409, 'no-undo', 'the game is over');
      if (run === 0) throw new ApiError(409, 'no-undo', `${player} has nothing to undo: another player acted since`);
      if (input.steps > run) throw new ApiError(409, 'no-undo', `${player} may undo at most ${run} action(s)`);
      const from = [game.runStart, game.base].find((at) => at !== undefined && at.actions <= start) ?? (await this.storedSnapshot(game, start));
      let undone: { record: GameRecord<Json, Action>; state: unknown };
      try {
        undone = undoActions(module, game.record, player, input.steps, from ? { snapshot: from } : {});
      } catch (error) {
        if (error instanceof RuleError) throw new ApiError(409, 'no-undo', error.message);
        throw this.fail(game, error, 'undo');
      }
      const kept = undone.record.actions.length;
      const result = module.result(undone.state);
      const written = await this.write(game, player, () =>
        this.store.truncateActions(game.meta.id, game.meta.version, kept, result),
      );
      const next = this.commit(game, written, undone.record, undone.state, 'undo', {
        // The run goes on if some of it is left; otherwise where the new trailing run starts is unknown.
        runStart: game.runStart && game.runStart.actions < kept ? game.runStart : undefined,
        base: game.base && game.base.actions <= kept ? game.base : undefined,
      });
      return tablePayload(next, player);
    });
  }

  /** Set (null: clear) the e-mail address of the token's seat, where its "your turn" notice goes. */
  async setEmail(input: { gameId: string; token: string | undefined; player?: PlayerId; email: string | null }): Promise<PlayerId> {
    const game = await this.load(input.gameId);
    const seat = chooseSeat(game, authenticate(game, input.token), input.player);
    const done = await this.stored(`setting an e-mail in game ${game.meta.id}`, () => this.store.setEmail(game.meta.id, seat.player, input.email));
    if (!done) throw notFound(`seat ${seat.player}`);
    return seat.player;
  }

  /** Hand the token's seat to a bot (`bot`, at a level), or take it back (`human`). Resigning is handing to a bot. */
  async setController(input: {
    gameId: string;
    token: string | undefined;
    player: PlayerId;
    control: SeatControl;
  }): Promise<TablePayload> {
    const control = seatControl(input.control);
    return this.lock.run(input.gameId, async () => {
      const game = await this.load(input.gameId);
      if (!seatOf(game, input.player)) throw notFound(`seat ${input.player}`);
      const seat = chooseSeat(game, authenticate(game, input.token), input.player);
      if (seat.controller === control.controller && seat.level === control.level) return tablePayload(game, seat.player);
      const changed = await this.stored(`handing over seat ${seat.player} in game ${game.meta.id}`, () =>
        this.store.setController(game.meta.id, seat.player, control),
      );
      if (!changed) {
        this.forget(game.meta.id);
        throw notFound(`seat ${input.player}`);
      }
      const next: LiveGame = {
        ...game,
        seats: game.seats.map((s) => (s.player === seat.player ? { player: s.player, tokenHash: s.tokenHash, ...control } : s)),
      };
      this.remember(next);
      this.emit(next, 'seats');
      return tablePayload(next, seat.player);
    });
  }

  /**
   * Let one bot seat that must decide now make its decision: a bot of the seat's level,
   * made by `makeBot` for this one decision, chooses from the seat's view, legal actions
   * and prompt (never the state). Returns false when no bot seat has anything to decide.
   */
  async playBot(gameId: string, makeBot: SeatBotMaker): Promise<boolean> {
    return this.lock.run(gameId, async () => {
      const game = await this.load(gameId);
      const { module } = game.entry;
      if (module.result(game.state) !== null) return false;
      for (const prompt of pendingOf(game)) {
        const seat = seatOf(game, prompt.player);
        if (seat?.controller !== 'bot') continue;
        const legal = module.legalActions(game.state, prompt.player);
        if (legal.length === 0) continue;
        // Seeded by game and version: the same position gets the same bot move, on any server.
        const bot = makeBot(game.entry, seat.level ?? DEFAULT_BOT_LEVEL, `${game.meta.id}:${game.meta.version}:${prompt.player}`);
        const view = bot.readsView === false && bot.needsView?.(prompt) !== true ? undefined : module.view(game.state, prompt.player);
        const action = bot.choose(view, legal, prompt);
        await this.play(game, prompt.player, game.meta.version, action);
        return true;
      }
      return false;
    });
  }

  /**
   * The table answers for a seat (a deadline ran out, deadlines.ts): `action` for `player`
   * if the game asks it of that seat now, whoever holds the seat. False if it does not.
   */
  async answerFor(gameId: string, player: PlayerId, action: Action): Promise<boolean> {
    return this.lock.run(gameId, async () => {
      const game = await this.load(gameId);
      const legal = game.entry.module.legalActions(game.state, player);
      if (!legal.some((a) => sameJson(a, action))) return false;
      await this.play(game, player, game.meta.version, action);
      return true;
    });
  }

  /** Version, action count and state hash: for tests and operators, never sent to players (it would leak). */
  async inspect(gameId: string): Promise<{ version: number; actions: number; hash: string; record: GameRecord<Json, Action> }> {
    const game = await this.load(gameId);
    return { version: game.meta.version, actions: game.meta.actionCount, hash: hashState(game.state), record: game.record };
  }

  /** The game as held in memory now, if it is. */
  cached(gameId: string): LiveGame | undefined {
    return this.cache.get(gameId);
  }

  /** The game, loaded (replayed) if it is not in memory. */
  live(gameId: string): Promise<LiveGame> {
    return this.load(gameId);
  }

  /**
   * Another server process changed a game (storage/postgres-cluster.ts). When this process
   * serves it (it is in memory, or `watched`: sockets are open on it), reload it from the
   * store and tell the listeners, so its sockets and bots hear of it as of a local change.
   * `version: Infinity` forces the reload (notices may have been missed).
   */
  async changedElsewhere(change: { gameId: string; version: number; kind: 'action' | 'undo' | 'seats' }, watched: boolean): Promise<void> {
    await this.lock.run(change.gameId, async () => {
      const cached = this.cache.get(change.gameId);
      if (cached && change.kind !== 'seats' && cached.meta.version >= change.version) return; // we have it already
      if (!cached && !watched) return;
      this.forget(change.gameId);
      const fresh = await this.load(change.gameId);
      const versions = cached ? fresh.meta.version - cached.meta.version : -1;
      const appended = cached !== undefined && versions > 0 && fresh.meta.actionCount - cached.meta.actionCount === versions;
      // Only appended actions keep each client's log valid; anything else resends it whole.
      const kind: ChangeKind = appended ? 'action' : versions === 0 && change.kind === 'seats' ? 'seats' : 'undo';
      this.emit(fresh, kind);
    });
  }

  /** Drop a game from memory; the next request replays it from the store. */
  forget(gameId: string): void {
    this.cache.delete(gameId);
  }

  /**
   * Apply and store one decision; the new game once it is stored. Once the decision is found
   * legal its write begins (on an idle writer thread, the bump and insert run while the rules
   * apply it), and the store commits and syncs to disk off the event loop (the writer, or the
   * thread pool's sync after the commit): meanwhile this builds the new game (its prompts,
   * each seat's decision digest, whether the step may be undone) and `prepare` the answer to
   * the request, so that work and the write overlap. Nothing of the new version is sent,
   * cached or told before the write is durable; a failed write, or rules that fail on the
   * decision, drop it.
   */
  private async play(game: LiveGame, player: PlayerId, expectedVersion: number, action: Action, prepare?: (next: LiveGame) => void): Promise<LiveGame> {
    if (!stillOpen(game, player, expectedVersion)) this.checkVersion(game, player, expectedVersion);
    const { module } = game.entry;
    if (module.result(game.state) !== null) throw new ApiError(409, 'game-over', 'the game is over');
    const pendingBefore = pendingOf(game);
    if (!pendingBefore.some((prompt) => prompt.player === player)) {
      throw new ApiError(409, 'not-your-turn', `${player} has nothing to decide now`);
    }
    let next: { record: GameRecord<Json, Action>; state: unknown };
    let storing: ActionInFlight | undefined;
    let result: Result | null;
    let snapshot: NewSnapshot | undefined;
    try {
      // Checked here as well as in the module's apply: the server accepts only what
      // legalActions offers, whatever a module forgets to check.
      assertLegal(module, game.state, player, action);
      const entry = recordedAction(player, action);
      // Legal, so stored: its write starts now and runs beside the rules' step.
      storing = this.beginStoring(game, entry);
      const spare = this.spares.take(game); // used once: whatever happens, it is changed or dropped
      next = appendRecorded(module, game.record, spare ?? game.state, entry, spare !== undefined);
      result = module.result(next.state);
      const last = game.record.actions[game.record.actions.length - 1];
      snapshot = snapshotFor(game, next.record.actions.length, next.state, last !== undefined && last.player !== player, this.snapshotEvery);
    } catch (error) {
      storing?.abandon();
      if (error instanceof RuleError) throw new ApiError(422, 'illegal', error.message, { reason: error.code });
      if (error instanceof ApiError) throw error; // beginStoring's 503: nothing stored, the game as it was
      throw this.fail(game, error, 'apply');
    }
    const stored = storing;
    let committed = (): void => undefined;
    const commit = new Promise<void>((resolve) => (committed = resolve));
    const writing = whileWaiting(this.write(game, player, () => stored.finish(result, snapshot, committed)));
    // The work below overlaps the write: it starts once the store has it under way (committed
    // and syncing, or on its writer thread), or once the write ends.
    await Promise.race([commit, writing.then(noop, noop)]);
    let made: LiveGame;
    let spare: unknown;
    try {
      // The new state shares the old one's unchanged parts, so its views and their changes
      // (the answer, the sockets' patches) skip those parts by identity; the objects that
      // frees make the spare state the next decision is applied to.
      spare = module.share?.(game.state, next.state);
      made = gameAfterAction(game, player, next, snapshot, pendingBefore);
      if (spare !== undefined) viewsFollow(made, game);
      prepare?.(made);
    } catch (error) {
      await writing.catch(() => undefined);
      this.forget(game.meta.id); // stored or refused, and not held: the next request loads the game
      throw this.fail(game, error, 'apply');
    }
    const written = await writing;
    if (written.version !== made.meta.version) throw this.fail(game, new Error(`stored as version ${written.version}, not ${made.meta.version}`), 'storing');
    this.remember(made);
    // The spare is made before the seats are told: a seat that answers at once (a bot, a
    // quick player) then finds the server ready for its decision, not still copying.
    if (spare === undefined) this.spares.prepare(made, () => this.cache.get(made.meta.id) === made, this.onError);
    else this.spares.keep(made, spare);
    this.emit(made, 'action');
    return made;
  }

  /** The nearest stored snapshot after at most `atMost` actions, made under these rules; none if storage fails (undo then replays). */
  private async storedSnapshot(game: LiveGame, atMost: number): Promise<StateAt | undefined> {
    try {
      const stored = await this.store.getSnapshot(game.meta.id, atMost);
      return usableSnapshot(stored ?? undefined, snapshotTag(game.entry.module), atMost);
    } catch (error) {
      this.onError(error, `reading a snapshot of game ${game.meta.id}`);
      return undefined;
    }
  }

  private checkVersion(game: LiveGame, player: PlayerId, expectedVersion: number): void {
    if (expectedVersion !== game.meta.version) {
      throw new ApiError(409, 'stale', `the game is at version ${game.meta.version}, not ${expectedVersion}`, {
        version: game.meta.version,
        current: tablePayload(game, player),
      });
    }
  }

  /** Run a conditional store write; a refused one means another process moved on: reload and say stale. */
  private async write(
    game: LiveGame,
    player: PlayerId,
    task: () => Promise<WriteResult>,
  ): Promise<WriteResult & { ok: true }> {
    let written: WriteResult;
    try {
      written = await this.stored(`storing game ${game.meta.id}`, task);
    } catch (error) {
      this.forget(game.meta.id);
      throw error;
    }
    if (!written.ok) {
      this.forget(game.meta.id);
      const fresh = await this.load(game.meta.id);
      throw new ApiError(409, 'stale', `the game moved on to version ${fresh.meta.version}`, {
        version: fresh.meta.version,
        current: tablePayload(fresh, player),
      });
    }
    return written;
  }

  /** Store a change's new game and tell the listeners of it. */
  private commit(
    game: LiveGame,
    written: { version: number; actionCount: number },
    record: GameRecord<Json, Action>,
    state: unknown,
    kind: ChangeKind,
    at: { runStart: StateAt | undefined; base: StateAt | undefined },
  ): LiveGame {
    const next = gameAfter(game, written, record, state, kind, at);
    this.remember(next);
    this.emit(next, kind);
    return next;
  }

  /** The game, replayed from its record on first use and kept in memory. */
  private async load(gameId: string): Promise<LiveGame> {
    const cached = this.cache.get(gameId);
    if (cached) {
      // Least recently used order: Map keeps insertion order.
      this.cache.delete(gameId);
      this.cache.set(gameId, cached);
      return cached;
    }
    let loading = this.loading.get(gameId);
    if (!loading) {
      loading = this.replayStored(gameId).finally(() => this.loading.delete(gameId));
      this.loading.set(gameId, loading);
    }
    return loading;
  }

  private async replayStored(gameId: string): Promise<LiveGame> {
    const stored = await this.readStored(gameId);
    const entry = this.games.get(stored.game);
    if (!entry) throw new ApiError(503, 'unavailable', `game type "${stored.game}" is not available on this server`);
    const { seats, actions, snapshot, ...meta } = stored;
    const record = recordOf(meta, actions);
    let loaded: { state: unknown; runStart?: StateAt; base?: StateAt };
    try {
      loaded = replayFrom(entry.module, record, usableSnapshot(snapshot, snapshotTag(entry.module), actions.length));
    } catch (error) {
      this.onError(error, `replaying game ${gameId}`);
      throw new ApiError(503, 'unavailable', `game ${gameId} cannot be loaded: its record does not replay under rules version ${entry.module.version}`);
    }
    const replayed: LiveGame = { meta, seats, entry, record, ...loaded };
    const prompts = pendingOf(replayed);
    const game: LiveGame = { ...replayed, decisions: decisionsAfter(replayed, loaded.state, prompts, meta.version, undefined) };
    knowPending(game, prompts);
    this.remember(game);
    return game;
  }

  /** The stored game; a missing one is 404, a storage failure or a corrupt row 503 naming the game. */
  private async readStored(gameId: string): Promise<StoredGame> {
    const stored: StoredGame | null = await this.stored(`reading game ${gameId}`, () => this.store.getGame(gameId), (error) =>
      error instanceof CorruptGameError ? `game ${gameId} cannot be loaded: its stored data is corrupt` : undefined,
    );
    if (!stored) throw notFound(`game ${gameId}`);
    return stored;
  }

  /**
   * Delete unfinished games nobody has touched since `before` (abandoned), in pages;
   * returns their ids. Finished games are kept: their records are the history.
   */
  async expireAbandoned(before: Date, pageSize = 100): Promise<string[]> {
    const expired: string[] = [];
    for (;;) {
      const ids = await this.stored('expiring abandoned games', () => this.store.deleteAbandoned(before.toISOString(), pageSize));
      for (const id of ids) this.forget(id);
      expired.push(...ids);
      if (ids.length < pageSize) return expired;
    }
  }

  /** Whether storage can be written now; 503 if not (for /api/health). */
  async checkStorage(): Promise<void> {
    await this.stored('checking storage', () => this.store.checkWritable());
  }

  /**
   * A storage call; any failure is reported and becomes the same 503 on every route
   * (nothing was stored). `explain` may give a more precise message.
   */
  private async stored<T>(context: string, task: () => Promise<T>, explain: (error: unknown) => string | undefined = () => undefined): Promise<T> {
    try {
      return await task();
    } catch (error) {
      throw this.unavailable(error, context, explain(error));
    }
  }

  /** A storage failure, reported: the 503 every route answers for it. */
  private unavailable(error: unknown, context: string, message = 'storage is unavailable; nothing changed, try again'): ApiError {
    this.onError(error, context);
    return new ApiError(503, 'unavailable', message);
  }

  /** The action's write begun (GameStore.beginAction); a store that cannot begin it is unavailable, not a rules failure. */
  private beginStoring(game: LiveGame, entry: RecordedAction): ActionInFlight {
    try {
      return this.store.beginAction(game.meta.id, game.meta.version, entry);
    } catch (error) {
      throw this.unavailable(error, `storing game ${game.meta.id}`);
    }
  }

  private remember(game: LiveGame): void {
    this.cache.delete(game.meta.id);
    this.cache.set(game.meta.id, game);
    while (this.cache.size > this.cacheSize) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
  }

  /** Tell the listeners of a stored change once the current work is done (change-listeners.ts). */
  private emit(game: LiveGame, kind: ChangeKind): void {
    this.listeners.tell(game, kind);
  }

  /** Resolves once every stored change so far has been told to the listeners. */
  told(): Promise<void> {
    return this.listeners.told();
  }

  /** A module threw something other than a RuleError: a bug. Forget the game, report, answer 500. */
  private fail(game: LiveGame, error: unknown, context: string): ApiError {
    this.forget(game.meta.id);
    this.onError(error, `${context} in game ${game.meta.id}`);
    return new ApiError(500, 'internal', 'the game engine failed on this request; nothing changed');
  }
}

function noop(): void {}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
