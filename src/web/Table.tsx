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
import { CombatView, useCombat } from './panels/CombatPanel.tsx';
import { PowerSwitcher } from './panels/PowerSwitcher.tsx';
import { Digest, RecentLog, useLastDecision } from './panels/RecentPanels.tsx';
import { digestOf, digestPlaces } from './digest.ts';
import { DiplomacyPanel, Legend, LogPanel, NewWorldPanel, PowersPanel, ReligionPanel, VpTrack } from './panels/StatusPanels.tsx';
import { MapDiplomacy } from './his/negotiation/MapDiplomacy.tsx';
import { NegotiationPanel } from './his/negotiation/NegotiationPanel.tsx';
import { navigate } from './route.ts';
import { rememberSeat } from './storage.ts';
import { TurnNotices, useTurnNotification } from './TurnNotices.tsx';
import { PathBar, usePathMove } from './PathMove.tsx';
import { useTable } from './useTable.ts';

export function Table({ gameId, token }: { gameId: string; token: string | null }) {
  const t = useT();
  // A link may open several powers (one person holding several): the one shown now.
  const [seat, setSeat] = useState<string | null>(null);
  const { table, log, error, refusal, connected, busy, act: sendAction, undo, setBot } = useTable(gameId, token, seat);
  // The player's own decisions go through the path mover, which records them (PathMove.tsx).
  const path = usePathMove(table, sendAction, busy);
  const act = path.send;
  const [held, setHeld] = useState<string[]>([]);
  const heldNow = table?.heldSeats?.join(',') ?? '';
  useEffect(() => {
    if (heldNow !== '') setHeld(heldNow.split(','));
  }, [heldNow]);
  // Show whichever held power must decide when the one shown has nothing to decide.
  const nextSeat = table && table.prompts.length === 0 ? (table.waitingFor.find((p) => held.includes(p) && p !== table.player) ?? null) : null;
  useEffect(() => {
    if (nextSeat) setSeat(nextSeat);
  }, [nextSeat]);
  const mineKey = held.length > 0 ? held.join(',') : (table?.player ?? '');
  const mine = useMemo(() => (mineKey === '' ? [] : mineKey.split(',')), [mineKey]);
  const combat = useCombat(gameId, log, mine);
  const lastDecision = useLastDecision(gameId, table?.player ?? null, log.length);
  const digest = useMemo(() => digestOf(log, lastDecision.since, mine), [log, lastDecision.since, mine]);
  const highlight = useMemo(() => digestPlaces(digest), [digest]);
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

  const heldSeats = useMemo(() => table?.heldSeats ?? (player ? [player] : []), [table?.heldSeats, player]);
  useTurnNotification(yourTurn, heldSeats, gameId, t);

  const choices = useMemo(() => classify(table?.legalActions ?? []), [table?.legalActions]);
  // The map's click handler stays the same function, so the map re-renders only when it changes.
  const latest = useRef({ choices, busy, act, path });
  latest.current = { choices, busy, act, path };
  const pick = useCallback((place: Place): void => {
    setFocus(place);
    const { choices: now, busy: waiting, act: send, path: mover } = latest.current;
    // A path being drawn: the space is the stack's next stop.
    if (mover.armed && place.kind === 'space') return mover.add(place.id);
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
    lastDecision.mark();
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
          <EuropeMap view={view} choices={choices} focus={focus} onPick={pick} t={t} highlight={highlight} />
          <MapDiplomacy view={view} t={t} />
          <PathBar path={path} t={t} />
          {combat.shown && <CombatView resolution={combat.shown} onDismiss={combat.dismiss} t={t} />}
          {focus ? (
            <div className="place-overlay">
              <PlacePanel view={view} place={focus} choices={choices} act={doAct} busy={busy} onClose={() => setFocus(null)} t={t} />
            </div>
          ) : (
            <p className="map-hint">{t('web.clickSpace')}</p>
          )}
        </div>
        <aside className="side">
          <PowerSwitcher held={held} current={table.player} waiting={table.waitingFor} onSwitch={setSeat} t={t} />
          <PromptPanel
            held={held}
            onSwitch={setSeat}
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
          {/* What just happened stays in view, right under the decision (issue 15). */}
          <Digest entries={digest} onClear={lastDecision.mark} t={t} />
          <RecentLog log={log} t={t} />
          {token && table.player && <TurnNotices gameId={gameId} token={token} seats={heldSeats} t={t} />}
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
