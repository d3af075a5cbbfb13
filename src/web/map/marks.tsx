// Map marks of issue 15 beside the markers: the home power's ring, ports, Protestant
// influence, the language zones, and a key to them; and the scale that keeps symbols legible.
import { memo } from 'react';
import type { LanguageZone } from '../../games/his/data/map.ts';
import { SPACES, SPACE_IDS } from '../../games/his/data/map.ts';
import type { Power } from '../../games/his/data/powers.ts';
import type { Translate } from '../../games/his/i18n/render.ts';
import { powerColor } from '../his/colors.ts';
import { SPACE_XY } from './geo.ts';

/** Symbols are drawn in screen pixels at this scale: a little larger than pixel size on a laptop. */
const SYMBOL_PX = 1.05;

/**
 * Map units per symbol unit: the symbols keep about their size on screen when the map is
 * zoomed or the window is small, within bounds (a phone's full view shows them smaller,
 * deep zoom does not blow them up).
 */
export function symbolScale(pxPerUnit: number, zoom: number): number {
  const unitsPerPixel = 1 / (Math.max(pxPerUnit, 0.05) * zoom);
  return Math.min(2.4, Math.max(0.3, unitsPerPixel * SYMBOL_PX));
}

/** Our palette for the language zones (rule 2.3), tinting the land around their spaces. */
export const ZONE_COLORS: Partial<Record<LanguageZone, string>> = {
  german: '#d6a93c',
  french: '#4f7fd0',
  italian: '#4aa24a',
  spanish: '#d0503c',
  english: '#9a5fc0',
};

/** A soft tint under each space of a language zone; a group opacity keeps overlaps even. */
export const LanguageZones = memo(function LanguageZones() {
  return (
    <g className="language-zones" opacity={0.2} pointerEvents="none" data-testid="language-zones">
      {SPACE_IDS.map((id) => {
        const color = ZONE_COLORS[SPACES[id].languageZone];
        if (!color) return null;
        const [x, y] = SPACE_XY[id];
        return <circle key={id} cx={x} cy={y} r={24} fill={color} data-zone={SPACES[id].languageZone} />;
      })}
    </g>
  );
});

/** The home power's colour round the marker (the marker's fill is who controls it now). */
export function HomeRing({ type, r, home }: { type: string; r: number; home: Power }) {
  if (home === 'independent') return null;
  const stroke = powerColor(home);
  if (type === 'key') return <rect className="home-ring" x={-r - 2} y={-r - 2} width={2 * r + 4} height={2 * r + 4} stroke={stroke} data-home={home} />;
  return <circle className="home-ring" r={r + 2.2} stroke={stroke} data-home={home} />;
}

/** A port: a small anchor at the marker's upper left. */
export function PortMark({ r }: { r: number }) {
  return (
    <g className="port" transform={`translate(${-r - 4.5} ${-r - 3.5})`} data-port="">
      <circle r={4.4} className="port-disc" />
      <path d="M0,-2.6 V2.6 M-2.4,0.6 A2.6,2.6 0 0 0 2.4,0.6 M-1.5,-1.2 H1.5" className="port-anchor" />
    </g>
  );
}

/** Protestant religious influence: a bold black ring round the marker. */
export function ProtestantRing({ r }: { r: number }) {
  return (
    <>
      <circle className="protestant-ring-halo" r={r + 4.6} />
      <circle className="protestant-ring" r={r + 4.6} />
    </>
  );
}

/** The key to the map's marks (the ? button). */
export function MapKey({ t, onClose }: { t: Translate; onClose(): void }) {
  return (
    <div className="map-key" data-testid="map-key">
      <button type="button" className="link-button close" onClick={onClose} aria-label={t('web.close')}>
        ×
      </button>
      <svg viewBox="0 0 250 150" width="250" height="150">
        <g transform="translate(14 14)">
          <circle r={6.8} className="marker" fill="#ddd" />
          <ProtestantRing r={6.8} />
          <text x={18} y={4}>{t('web.legend.protestant')}</text>
        </g>
        <g transform="translate(14 42)">
          <circle r={6.8} className="marker" fill={powerColor('france')} />
          <circle className="home-ring" r={9} stroke={powerColor('hapsburg')} />
          <text x={18} y={4}>{t('web.mapKey.home')}</text>
        </g>
        <g transform="translate(14 70)">
          <circle r={4.8} className="marker" fill="#ddd" />
          <PortMark r={4.8} />
          <text x={18} y={4}>{t('web.mapKey.port')}</text>
        </g>
        {(Object.entries(ZONE_COLORS) as [LanguageZone, string][]).map(([zone, color], i) => (
          <g key={zone} transform={`translate(${14 + (i % 3) * 80} ${98 + Math.floor(i / 3) * 26})`}>
            <circle r={8} fill={color} opacity={0.45} />
            <text x={12} y={4}>{t(`web.mapKey.zone.${zone}`)}</text>
          </g>
        ))}
      </svg>
    </div>
  );
}
