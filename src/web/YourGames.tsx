// The lobby's "your games" (issue 15): every game this browser holds seats in (the links
// opened or created here, kept in local storage), with who must decide now and whether it
// is one of ours. Refreshed every half minute while the lobby is open.
import { useCallback, useEffect, useState } from 'react';
import { powerName } from '../games/his/i18n/render.ts';
import type { TurnInfo } from './api.ts';
import { ApiError, api } from './api.ts';
import { useT } from './i18n.ts';
import { PowerBadge } from './panels/Panel.tsx';
import { navigate, replayPath, tablePath } from './route.ts';
import { allMySeats, forgetGame } from './storage.ts';
import './turns.css';

const REFRESH_MS = 30_000;
/** At most this many games are asked about (the most recently remembered last in storage order). */
const MOST = 30;

type Known = { info: TurnInfo } | { gone: true } | { error: string };

export function YourGames({ refreshKey }: { refreshKey: number }) {
  const t = useT();
  const [seats, setSeats] = useState(allMySeats);
  const [known, setKnown] = useState<Record<string, Known>>({});

  const load = useCallback(() => {
    const all = allMySeats();
    setSeats(all);
    for (const id of Object.keys(all).slice(-MOST)) {
      api.turn(id).then(
        (info) => setKnown((k) => ({ ...k, [id]: { info } })),
        (failure: unknown) =>
          setKnown((k) => ({ ...k, [id]: failure instanceof ApiError && failure.status === 404 ? { gone: true } : { error: failure instanceof Error ? failure.message : String(failure) } })),
      );
    }
  }, []);
  useEffect(() => {
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load, refreshKey]);

  const ids = Object.keys(seats).slice(-MOST).reverse();
  return (
    <section className="card-box your-games" data-testid="your-games">
      <h2>{t('web.yourGames')}</h2>
      {ids.length === 0 && <p className="muted">{t('web.yourGames.none')}</p>}
      <ul className="game-list">
        {ids.map((id) => {
          const mine = seats[id] ?? {};
          const state = known[id];
          const info = state && 'info' in state ? state.info : null;
          const ours = info ? Object.keys(mine).filter((seat) => info.waitingFor.includes(seat)) : [];
          return (
            <li key={id} data-game={id} data-your-turn={ours.length > 0 ? 'yes' : 'no'}>
              <div className="game-line">
                <code>{id}</code>
                {ours.length > 0 && <b className="your-turn-tag">● {t('web.yourGames.yourTurn')}</b>}
                {info && info.status === 'active' && info.waitingFor.length > 0 && (
                  <span className="to-move" data-testid="to-move">
                    {t('web.yourGames.toMove', { powers: info.waitingFor.map((p) => powerName(p, t)).join(', ') })}
                  </span>
                )}
                {info && info.status === 'over' && (
                  <span className="state over">{t('web.yourGames.over', { winner: info.result?.winner ? powerName(info.result.winner, t) : '—' })}</span>
                )}
                {state && 'gone' in state && <span className="muted">{t('web.yourGames.gone')}</span>}
                {state && 'error' in state && <span className="error">{state.error}</span>}
              </div>
              <div className="row">
                {Object.entries(mine).map(([seat, token]) => (
                  <button key={seat} type="button" className={`small${ours.includes(seat) ? '' : ' secondary'}`} onClick={() => navigate(tablePath(id, token))} data-play={seat}>
                    <PowerBadge power={seat} name={t('web.openTable', { power: powerName(seat, t) })} />
                  </button>
                ))}
                {info && (
                  <button type="button" className="secondary small" onClick={() => navigate(replayPath(id))} data-replay={id}>
                    {t('web.replay')}
                  </button>
                )}
                {state && 'gone' in state && (
                  <button type="button" className="secondary small" onClick={() => (forgetGame(id), load())}>
                    {t('web.yourGames.forget')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
