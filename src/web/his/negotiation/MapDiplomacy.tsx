// On the map (issue 12): the alliances of this turn (9.2) and the squadrons loaned between
// allies, as the view gives them; shown over the map's corner while any stands.
import { useState } from 'react';
import type { Translate } from '../../../games/his/i18n/render.ts';
import { powerName } from '../../../games/his/i18n/render.ts';
import type { HisView } from '../../../games/his/view.ts';
import { PowerBadge } from '../../panels/Panel.tsx';

// Drawn, not font glyphs: ⚭ and ⛵ are missing from many fonts (a headless Chromium shows a box).
/** Two linked rings: allied. */
function AllianceIcon({ label }: { label: string }) {
  return (
    <svg className="map-diplomacy-icon" viewBox="0 0 20 12" width="20" height="12" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <circle cx="7" cy="6" r="4.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="13" cy="6" r="4.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/** A ship under sail: a loaned squadron. */
function ShipIcon() {
  return (
    <svg className="map-diplomacy-icon" viewBox="0 0 14 12" width="14" height="12" aria-hidden="true">
      <path d="M7 1 v7 M7 1.5 l4.5 5.5 h-4.5z M6 2.5 l-3.5 4.5 h3.5z" fill="currentColor" stroke="currentColor" strokeWidth="0.8" strokeLinejoin="round" />
      <path d="M1 8.5 h12 l-2 2.5 h-8z" fill="currentColor" />
    </svg>
  );
}

/** Open at first where the map has room for it; folded to one line on a phone, so the map stays in view. */
function roomy(): boolean {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 700px)').matches;
}

export function MapDiplomacy({ view, t }: { view: HisView; t: Translate }) {
  const { alliances, loans } = view.diplomacy;
  const [open, setOpen] = useState(roomy);
  if (alliances.length === 0 && loans.length === 0) return null;
  return (
    <details className="map-diplomacy" data-testid="map-diplomacy" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <AllianceIcon label="" /> {t('web.alliances')} ({alliances.length}) · <ShipIcon /> {loans.length}
      </summary>
      {alliances.map((pair) => {
        const [a, b] = pair.split('|') as [string, string];
        return (
          <div key={pair} className="map-alliance" data-alliance={pair}>
            <PowerBadge power={a} name={powerName(a, t)} /> <AllianceIcon label={t('web.alliances')} /> <PowerBadge power={b} name={powerName(b, t)} />
          </div>
        );
      })}
      {loans.map((l) => (
        <div key={`${l.owner}>${l.holder}`} className="map-loan" data-loan={`${l.owner}>${l.holder}`}>
          <ShipIcon /> {t('web.loans')}: {powerName(l.owner, t)} → {powerName(l.holder, t)} ({l.squadrons})
        </div>
      ))}
    </details>
  );
}
