// Turn notices for a seat (issue 15): the browser's Notification API while the tab is open
// (a notice when it becomes this seat's turn and the tab is not in view), and the address
// the server e-mails when it becomes the seat's turn.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { powerName } from '../games/his/i18n/render.ts';
import type { Translate } from '../games/his/i18n/render.ts';
import { api } from './api.ts';
import { Panel } from './panels/Panel.tsx';

type Permission = NotificationPermission | 'unsupported';

function permission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Shows a browser notification each time `yourTurn` turns true while the page is hidden. */
export function useTurnNotification(yourTurn: boolean, powers: string[], gameId: string, t: Translate): void {
  const before = useRef(yourTurn);
  useEffect(() => {
    const became = yourTurn && !before.current;
    before.current = yourTurn;
    if (!became || permission() !== 'granted' || !document.hidden) return;
    const notice = new Notification(`● ${t('web.yourTurnTitle')} — ${t('web.title')}`, {
      body: t('web.notify.body', { powers: powers.map((p) => powerName(p, t)).join(', '), id: gameId }),
      tag: `wittenberg-${gameId}`,
    });
    notice.onclick = () => window.focus();
  }, [yourTurn, powers, gameId, t]);
}

export function TurnNotices({ gameId, token, seats, t }: { gameId: string; token: string; seats: string[]; t: Translate }) {
  const [allowed, setAllowed] = useState<Permission>(permission);
  const [email, setEmail] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async (address: string | null): Promise<void> => {
    setError(null);
    try {
      for (const seat of seats) await api.setEmail(gameId, token, seat, address);
      setSaved(address === null ? t('web.email.cleared') : t('web.email.saved', { email: address }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const address = email.trim();
    if (address !== '') void save(address);
  };

  return (
    <Panel id="notices" title={t('web.notices')} open={false}>
      <div className="notices" data-testid="notices">
        {allowed === 'granted' ? (
          <p className="muted">{t('web.notify.on')}</p>
        ) : allowed === 'denied' ? (
          <p className="muted">{t('web.notify.denied')}</p>
        ) : allowed === 'unsupported' ? (
          <p className="muted">{t('web.notify.unsupported')}</p>
        ) : (
          <button type="button" className="small" onClick={() => void Notification.requestPermission().then(setAllowed)}>
            {t('web.notify.enable')}
          </button>
        )}
        <form className="row" onSubmit={submit}>
          <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder={t('web.emailPlaceholder')} aria-label={t('web.email')} autoComplete="email" />
          <button type="submit" className="small">
            {t('web.email.save')}
          </button>
          <button type="button" className="secondary small" onClick={() => void save(null)}>
            {t('web.email.clear')}
          </button>
        </form>
        {saved && <p className="muted" data-testid="email-saved">{saved}</p>}
        {error && <p className="error">{error}</p>}
      </div>
    </Panel>
  );
}
