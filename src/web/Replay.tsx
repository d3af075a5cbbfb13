// The replay (issue 15): a game's public history, stepped forward and back. Each step is
// what a spectator saw after that many decisions (the server replays the record and builds
// the spectator's view, so hidden cards stay hidden); a finished game ends with its VP chart.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { phaseName, powerName } from '../games/his/i18n/render.ts';
import type { HisReplay } from './api.ts';
import { ApiError, api } from './api.ts';
import { classify } from './choices.ts';
import { useT } from './i18n.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { EuropeMap } from './map/EuropeMap.tsx';
import type { Place } from './map/EuropeMap.tsx';
import { PlacePanel } from './panels/PlacePanel.tsx';
import { LogPanel, ReligionPanel, VpTrack } from './panels/StatusPanels.tsx';
import { navigate } from './route.ts';
import { VpChart } from './VpChart.tsx';
import './turns.css';

const NO_CHOICES = classify([]);

export function Replay({ gameId }: { gameId: string }) {
  const t = useT();
  const [shown, setShown] = useState<HisReplay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [focus, setFocus] = useState<Place | null>(null);
  const asked = useRef(0);

  const go = useCallback(
    (step?: number) => {
      const ask = ++asked.current;
      api.replay(gameId, step).then(
        (next) => {
          if (ask === asked.current) setShown(next);
        },
        (failure: unknown) => setError(failure instanceof ApiError && failure.status === 404 ? t('web.notFound') : failure instanceof Error ? failure.message : String(failure)),
      );
    },
    [gameId, t],
  );
  useEffect(() => go(), [go]);

  const step = shown?.step ?? 0;
  const steps = shown?.steps ?? 0;
  // The step where the current turn starts, and where the next one does.
  const turnStarts = useMemo(() => (shown?.rounds ?? []).map((r) => r.step), [shown?.rounds]);
  const prevTurn = [...turnStarts].reverse().find((s) => s < step) ?? 0;
  const nextTurn = turnStarts.find((s) => s > step) ?? steps;
  // A layout effect: the listener knows the new step in the same task that shows it. After a
  // passive effect's delay, a key pressed as a step appears went on from the step before
  // (seen: a press right after stepping back moved two steps on).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!shown || (event.target as HTMLElement | null)?.tagName === 'INPUT') return;
      if (event.key === 'ArrowLeft' && step > 0) go(step - 1);
      if (event.key === 'ArrowRight' && step < steps) go(step + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown, step, steps, go]);

  if (error) {
    return (
      <div className="page message-page">
        <p className="error">{error}</p>
        <button type="button" onClick={() => navigate('/')}>
          {t('web.back')}
        </button>
      </div>
    );
  }
  if (!shown) return <div className="page message-page">{t('web.loading')}</div>;
  const view = shown.view;
  const button = (label: string, symbol: string, to: number, disabled: boolean, id: string) => (
    <button type="button" className="small" onClick={() => go(to)} disabled={disabled} aria-label={label} title={label} data-testid={id}>
      {symbol}
    </button>
  );

  return (
    <div className="table-page replay-page" data-step={step} data-steps={steps} data-turn={view.turn} data-phase={view.phase}>
      <header className="topbar">
        <button type="button" className="link-button" onClick={() => navigate('/')}>
          {t('web.back')}
        </button>
        <span className="brand">{t('web.replay.title', { id: gameId })}</span>
        <span className="status" data-testid="status">
          {t('web.turn', { turn: String(view.turn) })} · {phaseName(view.phase, t)}
        </span>
        <LanguageSwitch />
      </header>
      <div className="replay-bar" data-testid="replay-bar">
        {button(t('web.replay.first'), '|«', 0, step === 0, 'replay-first')}
        {button(t('web.replay.prevTurn'), '«', prevTurn, step === 0, 'replay-prev-turn')}
        {button(t('web.replay.prev'), '‹', step - 1, step === 0, 'replay-prev')}
        <input type="range" min={0} max={steps} value={step} onChange={(e) => go(Number(e.target.value))} aria-label={t('web.replay.step', { step: String(step), steps: String(steps) })} />
        {button(t('web.replay.next'), '›', step + 1, step >= steps, 'replay-next')}
        {button(t('web.replay.nextTurn'), '»', nextTurn, step >= steps, 'replay-next-turn')}
        {button(t('web.replay.last'), '»|', steps, step >= steps, 'replay-last')}
        <span className="replay-where" data-testid="replay-where">
          {step === 0 ? t('web.replay.start') : t('web.replay.step', { step: String(step), steps: String(steps) })}
          {shown.actor ? ` · ${t('web.replay.by', { power: powerName(shown.actor, t) })}` : ''}
        </span>
      </div>
      {shown.result && step === steps && (
        <div className="banner">{t('web.gameOver', { winner: shown.result.winner ? powerName(shown.result.winner, t) : '—', kind: shown.result.kind })}</div>
      )}
      <main className="table-main">
        <div className="map-area">
          <EuropeMap view={view} choices={NO_CHOICES} focus={focus} onPick={setFocus} t={t} />
          {focus && (
            <div className="place-overlay">
              <PlacePanel view={view} place={focus} choices={NO_CHOICES} act={() => undefined} busy onClose={() => setFocus(null)} t={t} />
            </div>
          )}
        </div>
        <aside className="side">
          {shown.result && step === steps && <VpChart scores={shown.scores} current={shown.round} t={t} />}
          <section className="panel replay-step" data-testid="replay-step">
            <h3>{t('web.replay.happened')}</h3>
            {shown.log.length === 0 ? <p className="muted">{t('web.replay.nothing')}</p> : <LogPanel log={shown.log} t={t} />}
          </section>
          <VpTrack summaries={view.standings} t={t} />
          <ReligionPanel view={view} protestantSpaces={view.protestantSpaces} t={t} />
        </aside>
      </main>
    </div>
  );
}
