// "Your turn" e-mail (issue 15): when a person's seat comes to have something to decide,
// a short message goes to the address given for that seat (at creation, or later from the
// table). Sent after the change is stored and told, never in its way: a failed send is
// reported and forgotten. One message per address per change, naming all its seats.
import nodemailer from 'nodemailer';
import type { PlayerId } from '../engine/types.ts';
import { pendingOf } from './live-game.ts';
import type { LiveGame } from './live-game.ts';
import type { ChangeKind } from './service.ts';
import type { GameStore } from './storage/types.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/** An SMTP sender (nodemailer) from SMTP_URL, e.g. smtp://user:pass@mail.example.org:587, sending as MAIL_FROM. */
export function smtpSender(url: string, from: string): MailSender & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/** The message: English, then Spanish (the server does not know the reader's language). */
export function turnMail(gameId: string, seats: readonly string[], names: { en: string[]; es: string[] }, publicUrl: string): Omit<MailMessage, 'to'> {
  const link = `${publicUrl.replace(/\/+$/, '')}/game/${encodeURIComponent(gameId)}`;
  const en = names.en.join(', ');
  const es = names.es.join(', ');
  return {
    subject: `Wittenberg: your turn (${en}) / tu turno (${es})`,
    text: [
      `It is your turn in game ${gameId}: ${en} must decide.`,
      `Open the game with your seat link; the lobby on this browser lists it under "Your games": ${link}`,
      '',
      `Es tu turno en la partida ${gameId}: ${es} debe decidir.`,
      `Abre la partida con el enlace de tu puesto; el vestíbulo de este navegador la muestra en «Tus partidas»: ${link}`,
      '',
      `(${seats.length} seat(s): ${seats.join(', ')})`,
    ].join('\n'),
  };
}

export interface TurnMailerOptions {
  sender: MailSender;
  /** Where the server is reached, for the link in the message (e.g. https://his.example.org). */
  publicUrl: string;
  onError?: (error: unknown, context: string) => void;
}

/** Games whose waiting seats are remembered (least recently changed dropped). */
const GAMES_KEPT = 1000;

export class TurnMailer {
  /** Per game, the people's seats that had something to decide at the last change seen. */
  private readonly waiting = new Map<string, Set<PlayerId>>();
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly store: Pick<GameStore, 'seatEmails'>,
    private readonly options: TurnMailerOptions,
  ) {}

  /** A stored change (service.onChange). */
  changed(game: LiveGame, kind: ChangeKind): void {
    const id = game.meta.id;
    const over = game.meta.status === 'over';
    const people = new Set(game.seats.filter((s) => s.controller === 'human').map((s) => s.player));
    const now = new Set(over ? [] : pendingOf(game).map((p) => p.player).filter((p) => people.has(p)));
    // A game first seen after a restart: who waits is not news (no mail twice for one turn).
    const before = this.waiting.get(id) ?? (kind === 'created' ? new Set<PlayerId>() : now);
    this.waiting.delete(id);
    this.waiting.set(id, now);
    if (this.waiting.size > GAMES_KEPT) this.waiting.delete(this.waiting.keys().next().value as string);
    const newly = [...now].filter((p) => !before.has(p));
    if (newly.length === 0) return;
    // The seats' names in English and Spanish, as the game names them (else their ids).
    const name = (player: PlayerId, language: 'en' | 'es'): string => game.entry.seatName?.(player, language) ?? player;
    const task = this.mail(id, newly, name).catch((error: unknown) => this.options.onError?.(error, `your-turn mail for game ${id}`));
    this.sending.add(task);
    void task.finally(() => this.sending.delete(task));
  }

  /** Resolves when every message started so far is sent (or failed). */
  async idle(): Promise<void> {
    while (this.sending.size > 0) await Promise.all([...this.sending]);
  }

  private async mail(gameId: string, seats: PlayerId[], name: (player: PlayerId, language: 'en' | 'es') => string): Promise<void> {
    const emails = await this.store.seatEmails(gameId);
    const byAddress = new Map<string, PlayerId[]>();
    for (const seat of seats) {
      const to = emails[seat];
      if (to) byAddress.set(to, [...(byAddress.get(to) ?? []), seat]);
    }
    for (const [to, mine] of byAddress) {
      const names = { en: mine.map((p) => name(p, 'en')), es: mine.map((p) => name(p, 'es')) };
      await this.options.sender.send({ to, ...turnMail(gameId, mine, names, this.options.publicUrl) });
    }
  }
}
