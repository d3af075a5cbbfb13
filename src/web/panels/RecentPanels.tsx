// What just happened, always in view (issue 15): the last lines of the log, each naming
// its power, and a digest of what the other powers did since this seat's last decision,
// whose spaces the map highlights. Only the log's own entries and the game's helpers that
// read a power and places off an entry (src/games/his/resolutions.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LogEntry } from '../../engine/types.ts';
import type { Translate } from '../../games/his/i18n/render.ts';
import { LogLine } from './StatusPanels.tsx';
import './table-extras.css';

/** The last `n` lines of the log. */
export function RecentLog({ log, t, n = 8 }: { log: readonly LogEntry[]; t: Translate; n?: number }) {
  const shown = log.slice(-n);
  return (
    <section className="recent-log" data-testid="recent-log">
      <h3>{t('web.recent')}</h3>
      <ol start={log.length - shown.length + 1}>
        {shown.map((e, i) => (
          <LogLine key={log.length - shown.length + i} entry={e} t={t} />
        ))}
      </ol>
    </section>
  );
}

/**
 * Where this seat's last decision left the log (kept per game and seat in the browser):
 * the digest shows what came after it. `mark()` is called when the seat acts.
 */
export function useLastDecision(gameId: string, seat: string | null, logLength: number): { since: number | null; mark(): void } {
  const key = `wittenberg.lastDecision.${gameId}.${seat ?? ''}`;
  const read = useCallback((): number | null => {
    try {
      const v = localStorage.getItem(key);
      return v === null ? null : Number(v);
    } catch {
      return null;
    }
  }, [key]);
  const [since, setSince] = useState<number | null>(read);
  useEffect(() => setSince(read()), [read]);
  const length = useRef(logLength);
  length.current = logLength;
  const mark = useCallback(() => {
    try {
      localStorage.setItem(key, String(length.current));
    } catch {
      // not remembered
    }
    setSince(length.current);
  }, [key]);
  return { since, mark };
}

export function Digest({ entries, onClear, t }: { entries: readonly LogEntry[]; onClear(): void; t: Translate }) {
  if (entries.length === 0) return null;
  const shown = entries.slice(-30);
  return (
    <section className="digest" data-testid="digest">
      <header>
        <h3>{t('web.digest', { n: String(entries.length) })}</h3>
        <button type="button" className="link-button" onClick={onClear}>
          {t('web.clear')}
        </button>
      </header>
      <ol>
        {shown.map((e, i) => (
          <LogLine key={i} entry={e} t={t} />
        ))}
      </ol>
    </section>
  );
}
