// The statements of every action's write, compiled once by Kysely (compiled.ts: building
// and compiling a query anew costs more than SQLite takes to run it), and the same
// statements as the writer thread takes them (action-writer.ts).

import type { CompiledQuery, Kysely } from 'kysely';
import type { RecordedAction, Result } from '../../engine/types.ts';
import type { ActionWrite, Bumped, Statement } from './action-writer.ts';
import { Template } from './compiled.ts';
import type { Database } from './schema.ts';
import type { GameStatus } from './types.ts';

export class ActionStatements {
  /** (values: status, result, updated_at, id, expected version) */
  private readonly bumpAction: Template<Bumped>;
  /** (values: game_id, seq, player, action, created_at) */
  private readonly insertAction: Template<unknown>;
  /** Where an action's seq goes among insertAction's parameters (the writer sets it). */
  private readonly seqAt: number;
  /** (values: id) */
  private readonly versionOfGame: Template<{ version: number }>;
  /** (values: status, result, id) */
  private readonly endGame: Template<unknown>;

  constructor(
    db: Kysely<Database>,
    private readonly now: () => string,
  ) {
    this.bumpAction = new Template(5, (value) =>
      db
        .updateTable('games')
        .set((eb) => ({ version: eb('version', '+', 1), action_count: eb('action_count', '+', 1), status: value(0), result: value(1), updated_at: value(2) }))
        .where('id', '=', value(3))
        .where('version', '=', value(4))
        .returning(['version', 'action_count']),
    );
    this.insertAction = new Template(5, (value) =>
      db.insertInto('actions').values({ game_id: value(0), seq: value(1), player: value(2), action: value(3), created_at: value(4) }),
    );
    this.versionOfGame = new Template(1, (value) => db.selectFrom('games').select('version').where('id', '=', value(0)));
    this.endGame = new Template(3, (value) => db.updateTable('games').set({ status: value(0), result: value(1) }).where('id', '=', value(2)));
    this.seqAt = this.insertAction.parameterIndexOf(1);
  }

  /** The game's version and action count up by one, if it is at `expectedVersion` (no row: refused). */
  bump(id: string, expectedVersion: number, result: Result | null): CompiledQuery<Bumped> {
    return this.bumpAction.with([...statusValues(result), this.now(), id, expectedVersion]);
  }

  /** The action's row, as action `seq` of the game. */
  insert(id: string, seq: number, entry: RecordedAction): CompiledQuery<unknown> {
    return this.insertAction.with([id, seq, entry.player, JSON.stringify(entry.action), this.now()]);
  }

  /** The version a refused bump found. */
  versionOf(id: string): CompiledQuery<{ version: number }> {
    return this.versionOfGame.with([id]);
  }

  /** An action's write for the writer thread (its seq is the writer's to set, from the bump). */
  forWriter(id: string, expectedVersion: number, entry: RecordedAction, result: Result | null): ActionWrite {
    return { bump: statement(this.bump(id, expectedVersion, result)), insert: statement(this.insert(id, -1, entry)), seqAt: this.seqAt, versionOf: statement(this.versionOf(id)) };
  }

  /** The game's end, for the writer to run in the transaction of an action begun as a game going on. */
  end(id: string, result: Result): Statement {
    return statement(this.endGame.with([...statusValues(result), id]));
  }
}

/** A game's status and result columns, given its result (null: it goes on). */
export function statusValues(result: Result | null): [GameStatus, string | null] {
  return result === null ? ['active', null] : ['over', JSON.stringify(result)];
}

/** What a compiled query holds that the writer thread needs (only this is posted, and copied). */
function statement({ sql, parameters }: { sql: string; parameters: readonly unknown[] }): Statement {
  return { sql, parameters };
}
