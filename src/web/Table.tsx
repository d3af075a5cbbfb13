// The table: the map in the main area, the panels beside it (below it on narrow screens).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Action } from '../engine/types.ts';
import type { CardId } from '../games/his/data/cards.ts';
import { phaseName, powerName } from '../games/his/i18n/render.ts';
import { classify } from './choices.ts';
import type { Selection } from './choices.ts';
import { powerSummaries, protestantSpaceCount } from './his/summary.ts';
import { useT } from './i18n.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { EuropeMap } from './map/EuropeMap.tsx';
import type { Place } from './map/EuropeMap.tsx';
import { HandPanel } from './panels/HandPanel.tsx';
import { PowerBadge } from './panels/Panel.tsx';
import { PlacePanel } from './panels/PlacePanel.tsx';
import { PromptPanel } from './panels/PromptPanel.tsx';
import { DiplomacyPanel, Legend, LogPanel, NewWorldPanel, PowersPanel, ReligionPanel, VpTrack } from './panels/StatusPanels.tsx';
import { MapDiplomacy } from './his/negotiation/MapDiplomacy.tsx';
import { NegotiationPanel } from './his/negotiation/NegotiationPanel.tsx';
import { navigate } from './route.ts';
import { rememberSeat } from './storage.ts';
import { useTable } from './useTable.ts';

export function Table({ gameId, token }: { gameId: string; token: string | null }) {
  const t = useT();
  const { table, log, error, refusal, connected, busy, act, undo, setBot } = useTable(gameId, token);
  const [selection, setSelection] = useState<Selection>(null);
  const [focus, setFocus] = useState<Place | null>(null);

  const version = table?.version;
  useEffect(() => setSelection(null), [version]);

  // A seat opened by its link is remembered, so the lobby can offer it again.
  const player = table?.player ?? null;
  useEffect(() => {
    if (player && token) rememberSeat(gameId, player, token);
  }, [gameId, player, token]);

  // "Your turn" in the tab title while this seat has something to decide.
  const yourTurn = (table?.prompts.length ?? 0) > 0;
  const title = t('web.title');
  const yourTurnTitle = t('web.yourTurnTitle');
  useEffect(() => {
    document.title = yourTurn ? `● ${yourTurnTitle} — ${title}` : title;
    return () => {
      document.title = title;
    };
  }, [yourTurn, title, yourTurnTitle]);

  const choices = useMemo(() => classify(table?.legalActions ?? []), [table?.legalActions]);
  // The map's click handler stays the same function, so the map re-renders only when it changes.
  const latest = useRef({ choices, busy, act });
  latest.current = { choices, busy, act };
  const pick = useCallback((place: Place): void => {
    setFocus(place);
    const { choices: now, busy: waiting, act: send } = latest.current;
    const actions = place.kind === 'space' ? now.spaces.get(place.id) : now.seas.get(place.id);
    if (!actions || waiting) return;
    if (actions.length === 1) void send(actions[0]!);
    else setSelection(place);
  }, []);
  const summaries = useMemo(() => (table ? powerSummaries(table.view) : null), [table]);
  const protestantSpaces = useMemo(() => (table ? protestantSpaceCount(table.view) : 0), [table]);

  if (error) {
    const message = 'status' in error && error.status === 404 ? t('web.notFound') : 'status' in error && error.status === 401 ? t('web.badToken') : error.message;
    return (
      <div className="page message-page">
        <p className="error">{message}</p>
        <button type="button" onClick={() => navigate('/')}>
          {t('web.back')}
        </button>
      </div>
    );
  }
  if (!table || !summaries) return <div className="page message-page">{t('web.loading')}</div>;

  const view = table.view;
  const onCard = (card: CardId): void => {
    if (choices.cards.has(card)) setSelection({ kind: 'card', id: card });
  };
  const doAct = (action: Action): void => {
    void act(action);
  };
  const hand = table.player ? (view.powers[table.player as keyof typeof view.powers]?.hand ?? []) : null;

  return (
    <div className="table-page" data-version={table.version} data-player={table.player ?? ''} data-turn={view.turn} data-phase={view.phase}>
      <header className="topbar">
        <button type="button" className="link-button" onClick={() => navigate('/')}>
          {t('web.back')}
        </button>
        <span className="brand">{t('web.title')}</span>
        <span className="status" data-testid="status">
          {t('web.turn', { turn: String(view.turn) })} · {phaseName(view.phase, t)}
          {/* The impulse count means something only in the Action Phase (issue 15: not "Impulse 87" in the Diplomacy Phase). */}
          {view.phase === 'actionPhase' ? ` · ${t('web.impulse', { n: String(view.impulse) })}` : ''}
        </span>
        <span className="me">
          {table.player ? <PowerBadge power={table.player} name={t('web.youAre', { power: powerName(table.player, t) })} /> : t('web.spectator')}
        </span>
        <span className={`conn ${connected ? 'on' : 'off'}`} title={connected ? t('web.connected') : t('web.disconnected')}>
          ● {connected ? t('web.connected') : t('web.disconnected')}
        </span>
        <LanguageSwitch />
      </header>
      {table.result && (
        <div className="banner">
          {t('web.gameOver', { winner: table.result.winner ? powerName(table.result.winner, t) : '—', kind: table.result.kind })}
        </div>
      )}
      <main className="table-main">
        <div className="map-area">
          <EuropeMap view={view} choices={choices} focus={focus} onPick={pick} t={t} />
          <MapDiplomacy view={view} t={t} />
          {focus ? (
            <div className="place-overlay">
              <PlacePanel view={view} place={focus} choices={choices} act={doAct} busy={busy} onClose={() => setFocus(null)} t={t} />
            </div>
          ) : (
            <p className="map-hint">{t('web.clickSpace')}</p>
          )}
        </div>
        <aside className="side">
          <PromptPanel
            table={table}
            choices={choices}
            selection={selection}
            onClearSelection={() => setSelection(null)}
            act={doAct}
            undo={() => void undo()}
            setBot={(bot, level) => void setBot(bot, level)}
            busy={busy}
            refusal={refusal}
            t={t}
          />
          {hand && <HandPanel hand={hand} choices={choices} selection={selection} onCard={onCard} t={t} />}
          <PowersPanel view={view} seats={table.seats} summaries={summaries} me={table.player} t={t} />
          <VpTrack summaries={summaries} t={t} />
          <NegotiationPanel gameId={gameId} token={token} view={view} prompts={table.prompts} legal={table.legalActions} act={doAct} me={table.player} seats={table.seats.map((s) => s.player)} />
          <DiplomacyPanel view={view} t={t} />
          <ReligionPanel view={view} protestantSpaces={protestantSpaces} t={t} />
          <NewWorldPanel view={view} t={t} />
          <LogPanel log={log} t={t} />
          <Legend t={t} />
        </aside>
      </main>
    </div>
  );
}
