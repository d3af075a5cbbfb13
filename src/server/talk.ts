// The table's talk (issue 12): a public chat at any time, and private messages from a seat
// to some other seats while the game allows them (Here I Stand: the Negotiation Segment,
// 9.1). Talk is stored with the game but apart from its record: non-binding agreements
// never enter the state. A private message reaches only its sender and its recipients:
// never another seat's or a spectator's HTTP answer or socket. GET .../messages also says
// when the table's time limit on the decision asked now runs out (deadlines.ts).

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Json, PlayerId } from '../engine/types.ts';
import { ApiError } from './errors.ts';
import { gameIdOf, playerOf, tokenOf } from './http-routes.ts';
import type { Hub } from './hub.ts';
import type { Deadline, Deadlines } from './deadlines.ts';
import { nestsAtMost, parse } from './schemas.ts';
import type { GameService } from './service.ts';
import type { GameStore, StoredMessage } from './storage/types.ts';

export type TableMessage = StoredMessage;

/** Longest message, in characters. */
export const MAX_MESSAGE_CHARS = 2000;

/** Largest attachment, as JSON text. */
export const MAX_ATTACHMENT_CHARS = 8000;

export const messageBody = z.strictObject({
  text: z.string().max(MAX_MESSAGE_CHARS),
  /** The seats it is for; absent or empty: everyone at the table. */
  to: z.optional(z.array(z.string().min(1).max(64)).max(16)),
  /** Which of the seats a token opens sends it. */
  player: z.optional(z.string().min(1).max(64)),
  /** What the game's client shows with it (a deal offered): small JSON, private messages only. */
  attachment: z.optional(z.custom<Json>((v) => v !== undefined && nestsAtMost(v, 6) && JSON.stringify(v).length <= MAX_ATTACHMENT_CHARS, { message: `must be JSON nested at most 6 deep, ${MAX_ATTACHMENT_CHARS} characters at most` })),
});


/** May `reader` (null: a spectator) read `message`? Public ones everyone; private ones their parties only. */
export function mayRead(message: TableMessage, reader: PlayerId | null): boolean {
  if (message.to.length === 0) return true;
  return reader !== null && (message.from === reader || message.to.includes(reader));
}

export class Talk {
  constructor(
    private readonly service: GameService,
    private readonly store: GameStore,
    private readonly hub: Hub,
    private readonly deadlines: Deadlines,
  ) {}

  /** The table's time limit running on the decision asked now (the negotiations' deadline), if any. */
  deadline(gameId: string): Deadline | null {
    return this.deadlines.current(gameId);
  }

  /** The messages one seat (no token: a spectator) may read, oldest first. */
  async read(gameId: string, token: string | undefined, player?: PlayerId): Promise<TableMessage[]> {
    await this.service.live(gameId);
    const reader = token === undefined ? null : (await this.service.seatOfToken(gameId, token, player)).player;
    return (await this.store.listMessages(gameId)).filter((m) => mayRead(m, reader));
  }

  async send(input: { gameId: string; token: string | undefined; player?: PlayerId; to: PlayerId[]; text: string; attachment?: Json }): Promise<TableMessage> {
    const game = await this.service.live(input.gameId);
    const from = (await this.service.seatOfToken(input.gameId, input.token, input.player)).player;
    const text = input.text.trim();
    if (text === '') throw new ApiError(400, 'bad-request', 'a message needs some text');
    const to = [...new Set(input.to)];
    const seats = game.seats.map((s) => s.player);
    for (const p of to) {
      if (!seats.includes(p)) throw new ApiError(400, 'bad-request', `no seat ${p} at this table`);
      if (p === from) throw new ApiError(400, 'bad-request', 'a private message goes to other seats');
    }
    if (to.length > 0 && game.entry.privateTalk?.(game.state) !== true) {
      throw new ApiError(409, 'forbidden', 'private messages only while the game allows negotiations (the Negotiation Segment); the table chat is open');
    }
    if (input.attachment !== undefined && to.length === 0) throw new ApiError(400, 'bad-request', 'an attachment (a deal offered) goes in a private message');
    const message = await this.store.addMessage(input.gameId, { from, to, text, ...(input.attachment === undefined ? {} : { attachment: input.attachment }) });
    this.hub.deliver(input.gameId, { type: 'message', message }, (reader) => mayRead(message, reader));
    return message;
  }
}

export function registerTalkRoutes(app: FastifyInstance, talk: Talk): void {
  app.get('/api/games/:id/messages', async (request) => {
    const gameId = gameIdOf(request);
    return { messages: await talk.read(gameId, tokenOf(request), playerOf(request)), deadline: talk.deadline(gameId) };
  });

  app.post('/api/games/:id/messages', async (request, reply) => {
    const body = parse(messageBody, request.body, 'body');
    const message = await talk.send({
      gameId: gameIdOf(request),
      token: tokenOf(request),
      ...(body.player ? { player: body.player } : {}),
      to: body.to ?? [],
      text: body.text,
      ...(body.attachment === undefined ? {} : { attachment: body.attachment }),
    });
    return reply.code(201).send(message);
  });
}
