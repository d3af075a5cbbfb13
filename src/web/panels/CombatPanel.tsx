// The last battle, assault, naval combat, debate or Diet of Worms, over the map (issue 15,
// "see the game happen"): both sides with their units, leaders, dice, modifiers and hits,
// the cards played and what followed (losses, captures, retreats). The record comes from
// the game's own grouping of the log (src/games/his/resolutions.ts); this file only lays
// it out. One that concerns a power of this seat stays until dismissed.
import { useEffect, useMemo, useState } from 'react';
import type { LogEntry } from '../../engine/types.ts';
import { formatValue, leaderName, powerName, renderLog, spaceName, translatedName } from '../../games/his/i18n/render.ts';
import type { Translate } from '../../games/his/i18n/render.ts';
import type { Resolution, ResolutionSide } from '../../games/his/resolutions.ts';
import { resolutionsIn } from '../../games/his/resolutions.ts';
import { PowerBadge } from './Panel.tsx';
import { Die } from './StatusPanels.tsx';
import './table-extras.css';

/** Entries the sides already show (the rolls themselves). */
const SHOWN_IN_SIDES = new Set(['his.log.dice', 'his.log.battleRoll', 'his.log.assaultRoll']);

function whereName(r: Resolution, t: Translate): string {
  if (r.where === null) return '';
  if (r.kind === 'debate') return translatedName(`web.zone.${r.where}`, r.where, t);
  return spaceName(r.where, t);
}

function Side({ side, t }: { side: ResolutionSide; t: Translate }) {
  return (
    <div className={`combat-side combat-${side.side}`} data-side={side.side}>
      <div className="combat-side-head">
        <span className="combat-role">{t(`web.combat.${side.role}`)}</span>
        {side.powers.map((p) => (
          <PowerBadge key={p} power={p} name={powerName(p, t)} />
        ))}
      </div>
      {side.forces.length > 0 && <p className="combat-forces">{side.forces.map((f) => formatValue('forces', f, t)).join(', ')}</p>}
      {side.leaders.length > 0 && <p className="combat-leaders">{side.leaders.map((l) => leaderName(l, t)).join(', ')}</p>}
      {(side.rating !== null || side.mod !== null) && (
        <p className="combat-mods muted small">
          {t('web.combat.mods', { rating: String(side.rating ?? 0), mod: side.mod ? (side.mod > 0 ? `+${side.mod}` : String(side.mod)) : '0' })}
        </p>
      )}
      <p className="combat-dice" data-testid={`combat-dice-${side.side}`} data-dice={side.rolls.join(' ')}>
        <span>{t('web.combat.dice', { n: String(side.dice || side.rolls.length) })}</span>{' '}
        {side.rolls.map((d, i) => (
          <Die key={i} value={d} />
        ))}
      </p>
      <p className="combat-hits">
        <b>{t('web.combat.hits', { n: String(side.hits) })}</b>
      </p>
    </div>
  );
}

export function CombatView({ resolution, onDismiss, t }: { resolution: Resolution; onDismiss(): void; t: Translate }) {
  const outcome = resolution.entries.filter((e: LogEntry) => !SHOWN_IN_SIDES.has(e.key) && !e.key.startsWith('his.log.debateCalled'));
  return (
    <section className="combat-panel" data-testid="combat-panel" data-kind={resolution.kind} data-where={resolution.where ?? ''} data-at={resolution.at}>
      <header>
        <strong>{t(`web.combat.${resolution.kind}`, { where: whereName(resolution, t) })}</strong>
        <button type="button" className="close" onClick={onDismiss} title={t('web.close')} aria-label={t('web.close')} data-testid="combat-dismiss">
          ×
        </button>
      </header>
      <div className="combat-sides">
        {resolution.sides.map((s) => (
          <Side key={s.side} side={s} t={t} />
        ))}
      </div>
      {outcome.length > 0 && (
        <ul className="combat-outcome" data-testid="combat-outcome">
          {outcome.map((e, i) => (
            <li key={i} data-key={e.key}>
              {renderLog(e, t)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The resolution to show: the latest one involving one of `mine` that was not dismissed
 * (it stays until dismissed), else the latest of all while it is the latest thing that
 * happened. `gameId` keys the dismissed ones for the page's session.
 */
export function useCombat(gameId: string, log: readonly LogEntry[], mine: readonly string[]): { shown: Resolution | null; dismiss(): void } {
  const key = `wittenberg.combatSeen.${gameId}`;
  const [seen, setSeen] = useState<number>(() => {
    try {
      return Number(sessionStorage.getItem(key) ?? -1);
    } catch {
      return -1;
    }
  });
  useEffect(() => {
    try {
      sessionStorage.setItem(key, String(seen));
    } catch {
      // not remembered
    }
  }, [key, seen]);
  // Only the recent part of the log: a long game's early battles are in the log panel.
  const all = useMemo(() => resolutionsIn(log, Math.max(0, log.length - 300)), [log]);
  const mineSet = mine.join(',');
  const shown = useMemo(() => {
    const own = mineSet.split(',');
    const fresh = all.filter((r) => r.at > seen);
    const concerning = fresh.filter((r) => r.powers.some((p) => own.includes(p)));
    const last = fresh[fresh.length - 1] ?? null;
    return concerning[concerning.length - 1] ?? (last && last.at + last.entries.length >= log.length - 3 ? last : null);
  }, [all, seen, mineSet, log.length]);
  return { shown, dismiss: () => shown && setSeen(shown.at) };
}
