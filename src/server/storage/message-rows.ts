// The table's talk as rows (kysely-store.ts): each message numbered in its game, in order.
import type { Kysely, Transaction } from 'kysely';
import { parseJson } from './rows.ts';
import type { Database } from './schema.ts';
import type { NewMessage, StoredMessage } from './types.ts';

/** Store a message of game `id` as its next one, at time `at`. */
export async function insertMessage(trx: Transaction<Database>, id: string, message: NewMessage, at: string): Promise<StoredMessage> {
  // The game row first: a message for a game that does not exist is refused, and on
  // PostgreSQL the row lock orders two messages of one table.
  const game = await trx.updateTable('games').set({ updated_at: at }).where('id', '=', id).executeTakeFirst();
  if (Number(game.numUpdatedRows) !== 1) throw new Error(`no game ${id}`);
  const last = await trx.selectFrom('messages').select('seq').where('game_id', '=', id).orderBy('seq', 'desc').limit(1).executeTakeFirst();
  const seq = last === undefined ? 0 : last.seq + 1;
  await trx
    .insertInto('messages')
    .values({
      game_id: id,
      seq,
      sender: message.from,
      recipients: JSON.stringify(message.to),
      text: message.text,
      attachment: message.attachment === undefined ? null : JSON.stringify(message.attachment),
      created_at: at,
    })
    .execute();
  return { seq, from: message.from, to: [...message.to], text: message.text, ...(message.attachment === undefined ? {} : { attachment: message.attachment }), at };
}

/** Every message of game `id`, in order. */
export async function readMessages(db: Kysely<Database>, id: string): Promise<StoredMessage[]> {
  const rows = await db.selectFrom('messages').selectAll().where('game_id', '=', id).orderBy('seq').execute();
  return rows.map((row) => ({
    seq: row.seq,
    from: row.sender,
    to: parseJson(id, `message ${row.seq}`, row.recipients) as string[],
    text: row.text,
    ...(row.attachment === null ? {} : { attachment: parseJson(id, `message ${row.seq}`, row.attachment) }),
    at: row.created_at,
  }));
}
