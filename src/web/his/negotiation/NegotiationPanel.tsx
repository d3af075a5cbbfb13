// The table talk and the Negotiation Segment (9.1): the public chat, private messages to
// some powers while the segment is under way, its time limit, and the declarations made in
// it (from the view: who declared what to whom, confirmed, refused or awaited). Declaring,
// composing and confirming are the prompt's actions (PromptPanel), like every decision.
import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { en } from '../../../games/his/i18n/en.ts';
import { es } from '../../../games/his/i18n/es.ts';
import type { Translate } from '../../../games/his/i18n/render.ts';
import { createTranslator, powerName, renderPrompt } from '../../../games/his/i18n/render.ts';
import type { HisView } from '../../../games/his/view.ts';
import { useLanguage } from '../../i18n.ts';
import { webEn, webEs } from '../../messages.ts';
import { Panel, PowerBadge } from '../../panels/Panel.tsx';
import type { Action, Prompt } from '../../../engine/types.ts';
import { DealBuilder, OfferItems } from './DealBuilder.tsx';
import type { OfferItem } from './DealBuilder.tsx';
import { talkEn, talkEs } from './strings.ts';
import { useTalk } from './useTalk.ts';

const TRANSLATORS = {
  en: createTranslator({ ...en, ...webEn, ...talkEn }),
  es: createTranslator({ ...es, ...webEs, ...talkEs }, { ...en, ...webEn, ...talkEn }),
};

function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function left(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${String(r).padStart(2, '0')}` : `${m}:${String(r).padStart(2, '0')}`;
}

interface Props {
  gameId: string;
  token: string | null;
  view: HisView;
  /** This seat's prompts and legal actions (the talk prompt carries what may be offered). */
  prompts: readonly Prompt[];
  legal: readonly Action[];
  act(action: Action): void;
  /** This seat (null: spectator) and every seat at the table. */
  me: string | null;
  seats: readonly string[];
}

export function NegotiationPanel({ gameId, token, view, prompts, legal, act, me, seats }: Props) {
  const lang = useLanguage();
  const t: Translate = TRANSLATORS[lang];
  const talk = useTalk(gameId, token);
  const now = useClock();
  const [text, setText] = useState('');
  const [to, setTo] = useState<string[]>([]);
  const negotiating = view.negotiation !== null;
  const others = useMemo(() => seats.filter((s) => s !== me), [seats, me]);
  // Private talk closes with the segment: what is picked is dropped.
  useEffect(() => {
    if (!negotiating) setTo([]);
  }, [negotiating]);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (text.trim() === '') return;
    void talk.send(text, to).then(() => setText(''));
  };
  const offerable = prompts.find((p) => Array.isArray(p.params?.offerable))?.params?.offerable as OfferItem[] | undefined;
  const offer = (partner: string, items: OfferItem[]): void => void talk.send(t('web.talk.offerText'), [partner], items);
  const toggle = (seat: string): void => setTo((old) => (old.includes(seat) ? old.filter((s) => s !== seat) : [...old, seat]));

  return (
    <Panel id="talk" title={t('web.talk.title')}>
      {talk.deadline && negotiating && (
        <p className="talk-deadline" data-testid="talk-deadline">
          {t('web.talk.deadline', { time: new Date(talk.deadline.endsAt).toLocaleTimeString(), left: left(Date.parse(talk.deadline.endsAt) - now) })}
        </p>
      )}
      {view.negotiation && (
        <div className="talk-declarations" data-testid="declarations">
          <strong>{t('web.talk.declarations')}</strong>
          {view.negotiation.declarations.length === 0 ? (
            <p className="muted">{t('web.talk.noDeclarations')}</p>
          ) : (
            <ul className="plain">
              {view.negotiation.declarations.map((d) => (
                <li key={d.id} data-status={d.status}>
                  {renderPrompt(d.message, t)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ul className="plain talk-messages" data-testid="talk-messages">
        {talk.messages.length === 0 && <li className="muted">{t('web.talk.none')}</li>}
        {talk.messages.map((m) => (
          <li key={m.seq} className={m.to.length > 0 ? 'talk-private' : 'talk-public'} data-private={m.to.length > 0 ? 'yes' : 'no'}>
            <PowerBadge power={m.from} name={powerName(m.from, t)} />{' '}
            <span className="muted">{m.to.length === 0 ? t('web.talk.toAll') : t('web.talk.to', { to: m.to.map((p) => powerName(p, t)).join(', ') })}</span>: {m.text}
            {Array.isArray(m.attachment) && <OfferItems items={m.attachment} legal={legal} act={act} t={t} />}
          </li>
        ))}
      </ul>
      {me && offerable && <DealBuilder offerable={offerable} me={me} t={t} onOffer={offer} />}
      {me ? (
        <form className="talk-form" onSubmit={submit}>
          {negotiating && (
            <fieldset className="talk-to">
              <legend>{t('web.talk.privateTo')}</legend>
              {others.map((seat) => (
                <label key={seat}>
                  <input type="checkbox" checked={to.includes(seat)} onChange={() => toggle(seat)} data-seat={seat} /> {powerName(seat, t)}
                </label>
              ))}
              <p className="muted">{t('web.talk.privateHint')}</p>
            </fieldset>
          )}
          <input type="text" value={text} maxLength={2000} placeholder={t('web.talk.placeholder')} onChange={(e) => setText(e.target.value)} aria-label={t('web.talk.placeholder')} />
          <button type="submit">{to.length > 0 ? `${t('web.talk.send')} (${to.map((p) => powerName(p, t)).join(', ')})` : `${t('web.talk.send')} (${t('web.talk.everyone')})`}</button>
          {talk.error && <p className="error">{talk.error}</p>}
        </form>
      ) : (
        <p className="muted">{t('web.talk.spectator')}</p>
      )}
    </Panel>
  );
}
