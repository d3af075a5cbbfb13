// Issue 15: the "your turn" e-mail, received by a local SMTP server run in-process.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/server/games.ts';
import { smtpSender, turnMail } from '../../src/server/turn-mail.ts';
import { createGame, playFirst, testApp, waitFor } from './helpers.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let app: FastifyInstance | undefined;
let smtp: SMTPServer | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  smtp = undefined;
});

/** An SMTP server on 127.0.0.1 (plain, no auth) keeping every message it receives. */
async function localSmtp(): Promise<{ port: number; received: Received[] }> {
  const received: Received[] = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  const server = smtp;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { port: (server.server.address() as AddressInfo).port, received };
}

/** The message body with quoted-printable soft breaks and escapes undone. */
function body(data: string): string {
  return data
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (hex) => Buffer.from(hex.replaceAll('=', ''), 'hex').toString('utf8'));
}

/** The Subject header, its MIME encoded words (=?UTF-8?Q?…?=) decoded. */
function subject(data: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(data)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_m, text: string) => body(text.replaceAll('_', ' ')))
    .trim();
}

describe('your-turn e-mail', () => {
  it('mails a seat when it comes to have something to decide, and not while it goes on deciding', async () => {
    const { port, received } = await localSmtp();
    const sender = smtpSender(`smtp://127.0.0.1:${port}`, 'table@wittenberg.test');
    app = await testApp({ mail: { sender, publicUrl: 'https://his.example.org/' } });
    const mailer = app.wittenberg.mailer!;
    const game = await createGame(app, { options: { players: 2, rounds: 1 }, emails: { red: 'red@example.org', green: 'green@example.org' } });
    // Both discard at once from the start: each is told.
    await waitFor(async () => (await mailer.idle(), received.length >= 2), 'the first two messages');
    expect(received.map((m) => m.to).sort()).toEqual([['green@example.org'], ['red@example.org']]);
    const first = received.find((m) => m.to[0] === 'red@example.org')!;
    expect(first.from).toBe('table@wittenberg.test');
    expect(subject(first.data)).toBe('Wittenberg: your turn (red) / tu turno (red)');
    expect(body(first.data)).toContain(`It is your turn in game ${game.id}: red must decide.`);
    expect(body(first.data)).toContain(`https://his.example.org/game/${game.id}`);
    expect(body(first.data)).toContain(`Es tu turno en la partida ${game.id}`);

    // Red discards: green was already waiting, nobody is newly to decide.
    await playFirst(app, game.id, game.tokens.red as string);
    await app.wittenberg.service.told();
    await mailer.idle();
    expect(received).toHaveLength(2);
    // Green discards: the play phase opens with red's turn; only red is told.
    await playFirst(app, game.id, game.tokens.green as string);
    await waitFor(async () => (await mailer.idle(), received.length >= 3), 'the third message');
    expect(received[2]?.to).toEqual(['red@example.org']);
    // Red selects a card and goes on to roll: still red's turn, no message.
    await playFirst(app, game.id, game.tokens.red as string);
    await app.wittenberg.service.told();
    await mailer.idle();
    expect(received).toHaveLength(3);
  });

  it('names Here I Stand powers in English and Spanish', () => {
    const his = GAMES.get('his')!;
    const mail = turnMail('G1', ['papacy'], { en: [his.seatName!('papacy', 'en')], es: [his.seatName!('papacy', 'es')] }, 'http://x');
    expect(mail.subject).toBe('Wittenberg: your turn (Papacy) / tu turno (Papado)');
    expect(mail.text).toContain('http://x/game/G1');
  });
});
