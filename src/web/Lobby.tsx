// The lobby: create a game (scenario; each power played by me, a bot or an open invite),
// list the games, show invite links, join by link, watch.
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { MajorPower } from '../games/his/data/powers.ts';
import { MAJOR_POWERS } from '../games/his/data/powers.ts';
import type { ScenarioId } from '../games/his/data/scenarios.ts';
import { SCENARIO_IDS, isScenarioId } from '../games/his/data/scenarios.ts';
import { powerName } from '../games/his/i18n/render.ts';
import type { CreatedGame, GameInfo, SeatChoice } from './api.ts';
import { api } from './api.ts';
import { useT } from './i18n.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import type { BotLevel } from './api.ts';
import { BotLevelSelect, controllerLabel, DEFAULT_LEVEL } from './BotLevelSelect.tsx';
import { PowerBadge } from './panels/Panel.tsx';
import { YourGames } from './YourGames.tsx';
import { navigate, parseInvite, replayPath, tablePath } from './route.ts';
import { inviteLink, invites, mySeats, rememberInvites, rememberSeat } from './storage.ts';

const DEFAULT_SEATS: Record<MajorPower, SeatChoice> = { ottoman: 'me', hapsburg: 'bot', england: 'bot', france: 'bot', papacy: 'bot', protestant: 'bot' };

function CopyButton({ text }: { text: string }) {
  const t = useT();
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="secondary small"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setDone(true), () => undefined);
      }}
    >
      {done ? t('web.copied') : t('web.copy')}
    </button>
  );
}

function InviteList({ gameId, tokens, seats }: { gameId: string; tokens: Record<string, string>; seats: GameInfo['seats'] }) {
  const t = useT();
  const mine = mySeats(gameId);
  return (
    <ul className="invites" data-testid="invites">
      {Object.entries(tokens).map(([seat, token]) => {
        const link = inviteLink(gameId, token);
        return (
          <li key={seat} data-invite={seat}>
            <PowerBadge power={seat} name={powerName(seat, t)} />
            <small className="muted controller-tag">
              {mine[seat] === token ? t('web.seat.me') : controllerLabel(seats.find((s) => s.player === seat) ?? { controller: 'human' }, t)}
            </small>
            <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} aria-label={powerName(seat, t)} />
            <CopyButton text={link} />
            {mine[seat] === token && (
              <button type="button" className="small" onClick={() => navigate(tablePath(gameId, token))} data-play={seat}>
                {t('web.openTable', { power: powerName(seat, t) })}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function NewGame({ onCreated }: { onCreated(game: CreatedGame): void }) {
  const t = useT();
  const [scenario, setScenario] = useState<ScenarioId>('1517');
  const [seats, setSeats] = useState<Record<MajorPower, SeatChoice>>(DEFAULT_SEATS);
  const [levels, setLevels] = useState<Partial<Record<MajorPower, BotLevel>>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [listed, setListed] = useState(false);
  const [email, setEmail] = useState('');
  // 9.1: how long the powers may negotiate before the declarations (the rulebook suggests 10 minutes live).
  const [minutes, setMinutes] = useState(10);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const controllers = Object.fromEntries(MAJOR_POWERS.map((p) => [p, seats[p] === 'bot' ? (levels[p] ?? DEFAULT_LEVEL) : 'human'])) as Record<string, 'human' | BotLevel>;
      // Issue 15: unlisted unless asked; the e-mail (if any) is for the seats played here.
      const address = email.trim();
      const emails = address === '' ? {} : Object.fromEntries(MAJOR_POWERS.filter((p) => seats[p] === 'me').map((p) => [p, address]));
      const game = await api.createGame(scenario, controllers, { listed, ...(Object.keys(emails).length > 0 ? { emails } : {}) }, minutes);
      rememberInvites(game.id, game.tokens);
      for (const p of MAJOR_POWERS) {
        const token = game.tokens[p];
        if (seats[p] === 'me' && token) rememberSeat(game.id, p, token);
      }
      onCreated(game);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card-box new-game" onSubmit={(e) => void submit(e)} data-testid="new-game">
      <h2>{t('web.newGame')}</h2>
      <label className="field">
        <span>{t('web.scenario')}</span>
        <select value={scenario} onChange={(e) => setScenario(isScenarioId(e.target.value) ? e.target.value : '1517')} name="scenario">
          {SCENARIO_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`web.scenario.${id}`)}
            </option>
          ))}
        </select>
      </label>
      <table className="seat-table">
        <tbody>
          {MAJOR_POWERS.map((p) => (
            <tr key={p}>
              <th>
                <PowerBadge power={p} name={powerName(p, t)} />
              </th>
              <td>
                <div className="segmented" role="radiogroup" aria-label={powerName(p, t)}>
                  {(['me', 'bot', 'open'] as const).map((choice) => (
                    <label key={choice} className={seats[p] === choice ? 'on' : ''}>
                      <input
                        type="radio"
                        name={`seat-${p}`}
                        value={choice}
                        checked={seats[p] === choice}
                        onChange={() => setSeats({ ...seats, [p]: choice })}
                      />
                      {t(`web.seat.${choice}`)}
                    </label>
                  ))}
                </div>
                {seats[p] === 'bot' && <BotLevelSelect name={`level-${p}`} value={levels[p] ?? DEFAULT_LEVEL} onChange={(level) => setLevels({ ...levels, [p]: level })} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <label className="check">
        <input type="checkbox" name="listed" checked={listed} onChange={(e) => setListed(e.target.checked)} />
        <span>{t('web.listed')}</span>
      </label>
      <p className="muted small-print">{t('web.listedHelp')}</p>
      <label className="field">
        <span>{t('web.negotiationMinutes')}</span>
        <input
          type="number"
          name="negotiationMinutes"
          min={1}
          max={10080}
          value={minutes}
          onChange={(e) => setMinutes(Math.min(10080, Math.max(1, Math.round(Number(e.target.value) || 10))))}
        />
      </label>
      <label className="field">
        <span>{t('web.email')}</span>
        <input type="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder={t('web.emailPlaceholder')} autoComplete="email" />
      </label>
      <button type="submit" disabled={busy} data-testid="create">
        {busy ? t('web.creating') : t('web.create')}
      </button>
      {error && <p className="error">{error}</p>}
    </form>
  );
}

function JoinByLink() {
  const t = useT();
  const [text, setText] = useState('');
  const [bad, setBad] = useState(false);
  return (
    <form
      className="card-box join"
      onSubmit={(e) => {
        e.preventDefault();
        const invite = parseInvite(text);
        if (!invite) setBad(true);
        else navigate(tablePath(invite.gameId, invite.token));
      }}
    >
      <h2>{t('web.joinByLink')}</h2>
      <p className="muted">{t('web.joinHelp')}</p>
      <div className="row">
        <input value={text} onChange={(e) => (setText(e.target.value), setBad(false))} placeholder="https://…/game/…#token=…" aria-label={t('web.joinByLink')} />
        <button type="submit">{t('web.join')}</button>
      </div>
      {bad && <p className="error">{t('web.badLink')}</p>}
    </form>
  );
}

function GameList({ refreshKey }: { refreshKey: number }) {
  const t = useT();
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const load = useCallback(() => {
    api.listGames().then(
      (list) => (setGames(list), setError(null)),
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, []);
  useEffect(load, [load, refreshKey]);

  return (
    <section className="card-box games" data-testid="games">
      <div className="row spread">
        <h2>{t('web.games')}</h2>
        <button type="button" className="secondary small" onClick={load}>
          {t('web.refresh')}
        </button>
      </div>
      {error && <p className="error">{error}</p>}
      {games && games.length === 0 && <p className="muted">{t('web.noGames')}</p>}
      <ul className="game-list">
        {(games ?? [])
          .filter((g) => g.game === 'his')
          .map((g) => {
            const mine = mySeats(g.id);
            const links = invites(g.id);
            return (
              <li key={g.id} data-game={g.id}>
                <div className="game-line">
                  <code>{g.id}</code>
                  <span className={`state ${g.status}`}>{t(`web.status.${g.status}`)}</span>
                  <span className="muted">{t('web.moves', { n: String(g.actions) })}</span>
                  <span className="muted">{t('web.updated', { when: new Date(g.updatedAt).toLocaleString() })}</span>
                </div>
                <div className="seats">
                  {g.seats.map((s) => (
                    <span key={s.player} className={`seat ${s.controller}`}>
                      <PowerBadge power={s.player} name={powerName(s.player, t)} />
                      <small>{controllerLabel(s, t)}</small>
                    </span>
                  ))}
                </div>
                <div className="row">
                  {Object.entries(mine).map(([seat, token]) => (
                    <button key={seat} type="button" className="small" onClick={() => navigate(tablePath(g.id, token))}>
                      {t('web.openTable', { power: powerName(seat, t) })}
                    </button>
                  ))}
                  <button type="button" className="secondary small" onClick={() => navigate(tablePath(g.id, null))} data-watch={g.id}>
                    {t('web.watch')}
                  </button>
                  <button type="button" className="secondary small" onClick={() => navigate(replayPath(g.id))}>
                    {t('web.replay')}
                  </button>
                  {Object.keys(links).length > 0 && (
                    <button type="button" className="secondary small" onClick={() => setOpen(open === g.id ? null : g.id)}>
                      {t('web.inviteLinks')}
                    </button>
                  )}
                </div>
                {open === g.id && <InviteList gameId={g.id} tokens={links} seats={g.seats} />}
              </li>
            );
          })}
      </ul>
    </section>
  );
}

export function Lobby() {
  const t = useT();
  const [created, setCreated] = useState<CreatedGame | null>(null);
  return (
    <div className="page lobby">
      <header className="lobby-head">
        <div>
          <h1>{t('web.title')}</h1>
          <p className="muted">{t('web.subtitle')}</p>
        </div>
        <LanguageSwitch />
      </header>
      <div className="lobby-grid">
        <div>
          <NewGame onCreated={setCreated} />
          {created && (
            <section className="card-box created" data-testid="created" data-game={created.id}>
              <h2>{t('web.created', { id: created.id })}</h2>
              <p className="muted">{t('web.inviteHelp')}</p>
              <InviteList gameId={created.id} tokens={created.tokens} seats={created.seats} />
            </section>
          )}
          <JoinByLink />
        </div>
        <div>
          <YourGames refreshKey={created ? 1 : 0} />
          <GameList refreshKey={created ? 1 : 0} />
        </div>
      </div>
    </div>
  );
}
