// The map of Europe as SVG: coastline, connections (passes dashed), sea zones with their
// fleets, and every space with its political control (colour), religion, unrest, siege
// and units. Zoom with the wheel, the buttons or two fingers; pan by dragging.
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import type { SeaZoneId, SpaceId } from '../../games/his/data/map.ts';
import { CAPITALS, SEA_ZONE_IDS, SPACES, SPACE_IDS } from '../../games/his/data/map.ts';
import type { Power } from '../../games/his/data/powers.ts';
import { seaName, spaceName } from '../../games/his/i18n/render.ts';
import type { Translate } from '../../games/his/i18n/render.ts';
import type { Forces } from '../../games/his/state.ts';
import type { HisView } from '../../games/his/view.ts';
import type { Choices } from '../choices.ts';
import { powerColor, powerInk } from '../his/colors.ts';
import { GRATICULE_PATH, LINKS, MAP_HEIGHT, MAP_WIDTH, SEA_XY, SPACE_XY, loadLandPath, markerRadius, placeLabels } from './geo.ts';

export type Place = { kind: 'space'; id: SpaceId } | { kind: 'sea'; id: SeaZoneId };

interface Props {
  view: HisView;
  choices: Choices;
  /** The place shown in the side panel. */
  focus: Place | null;
  onPick(place: Place): void;
  t: Translate;
  /** Spaces and sea zones to mark as just changed (the digest of other powers' moves). */
  highlight?: ReadonlySet<string>;
}

interface Zoom {
  k: number;
  x: number;
  y: number;
}

const MAX_ZOOM = 10;
const CAPITAL_SET = new Set<string>(Object.values(CAPITALS).flat());

function clampZoom(z: Zoom): Zoom {
  const k = Math.min(MAX_ZOOM, Math.max(1, z.k));
  const x = Math.min(0, Math.max(MAP_WIDTH - MAP_WIDTH * k, z.x));
  const y = Math.min(0, Math.max(MAP_HEIGHT - MAP_HEIGHT * k, z.y));
  return { k, x, y };
}

/** Zoom by `factor` keeping the map point under (px, py) (viewBox units) in place. */
function zoomAt(z: Zoom, factor: number, px: number, py: number): Zoom {
  const k = Math.min(MAX_ZOOM, Math.max(1, z.k * factor));
  const f = k / z.k;
  return clampZoom({ k, x: px - (px - z.x) * f, y: py - (py - z.y) * f });
}

function landCount(f: Forces | undefined): number {
  return f ? f.regular + f.mercenary + f.cavalry : 0;
}

function navalCount(f: Forces | undefined): number {
  return f ? f.squadron + f.corsair : 0;
}

function hexagon(r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    pts.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

/** Unit chips under a marker: one per power with land units or leaders (land) or naval units. */
function UnitChips({ units, y }: { units: Partial<Record<Power, Forces>>; y: number }) {
  const chips: { power: string; text: string; naval: boolean; leaders: number }[] = [];
  for (const [power, f] of Object.entries(units) as [Power, Forces][]) {
    const land = landCount(f);
    const naval = navalCount(f);
    if (land > 0 || f.leaders.length > 0) chips.push({ power, text: land > 0 ? String(land) : '', naval: false, leaders: f.leaders.length });
    if (naval > 0) chips.push({ power, text: String(naval), naval: true, leaders: 0 });
  }
  if (chips.length === 0) return null;
  const widths = chips.map((c) => Math.max(10, c.text.length * 6 + 4) + (c.leaders > 0 ? 7 : 0));
  const total = widths.reduce((a, b) => a + b, 0) + (chips.length - 1) * 1.5;
  let x = -total / 2;
  return (
    <g className="chips" transform={`translate(0 ${y})`}>
      {chips.map((c, i) => {
        const w = widths[i]!;
        const left = x;
        x += w + 1.5;
        return (
          <g key={`${c.power}-${c.naval}`} transform={`translate(${left} 0)`} data-chip={c.power}>
            <rect width={w} height={10} rx={c.naval ? 5 : 1.5} fill={powerColor(c.power)} stroke="#222" strokeWidth={0.6} />
            {c.naval && <path d={`M2 8.3 Q${w / 4} 10.3 ${w / 2} 8.3 T${w - 2} 8.3`} stroke={powerInk(c.power)} strokeWidth={0.7} fill="none" />}
            <text x={(c.leaders > 0 ? w - 7 : w) / 2} y={7.5} fontSize={8} fontWeight={700} textAnchor="middle" fill={powerInk(c.power)}>
              {c.text}
            </text>
            {c.leaders > 0 && (
              <path
                transform={`translate(${w - 4.6} 5) scale(0.62)`}
                d="M0,-5 L1.2,-1.6 4.8,-1.5 1.9,0.7 2.9,4.1 0,2.1 -2.9,4.1 -1.9,0.7 -4.8,-1.5 -1.2,-1.6Z"
                fill={powerInk(c.power)}
              />
            )}
          </g>
        );
      })}
    </g>
  );
}

export const EuropeMap = memo(function EuropeMap({ view, choices, focus, onPick, t, highlight }: Props) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [land, setLand] = useState<string>('');
  const [zoom, setZoom] = useState<Zoom>({ k: 1, x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ moved: boolean; startX: number; startY: number; zoom: Zoom; pinch: number | null }>({
    moved: false,
    startX: 0,
    startY: 0,
    zoom: { k: 1, x: 0, y: 0 },
    pinch: null,
  });

  useEffect(() => {
    let live = true;
    loadLandPath().then(
      (d) => live && setLand(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  /** Client coordinates to viewBox units. */
  const toMap = (clientX: number, clientY: number): { x: number; y: number } => {
    const svg = svgRef.current;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return { x: clientX, y: clientY };
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  };

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent): void => {
      event.preventDefault();
      const p = toMap(event.clientX, event.clientY);
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.0015));
      setZoom((z) => zoomAt(z, factor, p.x, p.y));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, []);

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>): void => {
    const p = toMap(event.clientX, event.clientY);
    pointers.current.set(event.pointerId, p);
    const g = gesture.current;
    g.moved = false;
    g.startX = p.x;
    g.startY = p.y;
    g.zoom = zoom;
    g.pinch = null;
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      g.pinch = Math.hypot(a!.x - b!.x, a!.y - b!.y);
    }
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>): void => {
    if (!pointers.current.has(event.pointerId)) return;
    const p = toMap(event.clientX, event.clientY);
    pointers.current.set(event.pointerId, p);
    const g = gesture.current;
    if (pointers.current.size === 2 && g.pinch) {
      const [a, b] = [...pointers.current.values()];
      const d = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      g.moved = true;
      setZoom(zoomAt(g.zoom, d / g.pinch, (a!.x + b!.x) / 2, (a!.y + b!.y) / 2));
      return;
    }
    const dx = p.x - g.startX;
    const dy = p.y - g.startY;
    if (!g.moved && Math.hypot(dx, dy) < 4) return;
    if (!g.moved) {
      g.moved = true;
      svgRef.current?.setPointerCapture(event.pointerId);
    }
    // The map moves with the pointer: dx is in viewBox units already.
    setZoom(clampZoom({ k: g.zoom.k, x: g.zoom.x + dx, y: g.zoom.y + dy }));
  };

  const onPointerUp = (event: ReactPointerEvent<SVGSVGElement>): void => {
    pointers.current.delete(event.pointerId);
    if (svgRef.current?.hasPointerCapture(event.pointerId)) svgRef.current.releasePointerCapture(event.pointerId);
  };

  const onClickCapture = (event: ReactMouseEvent): void => {
    if (gesture.current.moved) {
      event.stopPropagation();
      event.preventDefault();
      gesture.current.moved = false;
    }
  };

  const s = 1 / Math.sqrt(zoom.k);

  const links = useMemo(
    () =>
      LINKS.map((l) => {
        const [ax, ay] = SPACE_XY[l.a];
        const [bx, by] = SPACE_XY[l.b];
        return <line key={`${l.a}-${l.b}`} x1={ax} y1={ay} x2={bx} y2={by} className={l.pass ? 'link pass' : 'link'} />;
      }),
    [],
  );

  const landLayer = useMemo(
    () => (
      <>
        <path className="graticule" d={GRATICULE_PATH} />
        {land && <path className="land" d={land} data-testid="land" />}
      </>
    ),
    [land],
  );

  const seaLayer = useMemo(
    () => SEA_ZONE_IDS.map((id) => {
            const [x, y] = SEA_XY[id];
            const sea = view.seas[id];
            const clickable = choices.seas.has(id);
            const focused = focus?.kind === 'sea' && focus.id === id;
            return (
              <g
                key={id}
                className={`sea-zone${clickable ? ' clickable' : ''}${focused ? ' focused' : ''}${highlight?.has(id) ? ' recent' : ''}`}
                transform={`translate(${x} ${y}) scale(${s})`}
                onClick={() => onPick({ kind: 'sea', id })}
                data-sea={id}
              >
                <text className="sea-label" textAnchor="middle" y={0}>
                  {seaName(id, t)}
                </text>
                <UnitChips units={sea?.units ?? {}} y={4} />
              </g>
            );
          }),
    [view.seas, choices, focus, s, onPick, t, highlight],
  );

  const labels = useMemo(() => placeLabels((id) => spaceName(id, t)), [t]);

  const spaceLayer = useMemo(
    () => SPACE_IDS.map((id) => {
            const data = SPACES[id];
            const sp = view.spaces[id];
            if (!sp) return null;
            const [x, y] = SPACE_XY[id];
            const fill = powerColor(sp.control);
            const clickable = choices.spaces.has(id);
            const focused = focus?.kind === 'space' && focus.id === id;
            // A fortress marker placed in play (Trace Italienne, Knights of St. John, a pirate
            // haven) makes an unfortified space a fortress on the map as well.
            const type = data.type === 'unfortified' && view.fortressMarkers.includes(id) ? 'fortress' : data.type;
            const big = type !== 'unfortified';
            const r = markerRadius(type);
            const label = labels[id];
            const outOfPlay = view.outOfPlay.includes(id);
            return (
              <g
                key={id}
                className={`space${clickable ? ' clickable' : ''}${focused ? ' focused' : ''}${outOfPlay ? ' out-of-play' : ''}${highlight?.has(id) ? ' recent' : ''}`}
                transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s})`}
                onClick={() => onPick({ kind: 'space', id })}
                data-space={id}
                data-control={sp.control}
                data-religion={sp.religion}
              >
                <title>{spaceName(id, t)}</title>
                {clickable && <circle className="halo" r={r + 5} />}
                {sp.siege && <circle r={r + 2.8} className="siege-ring" stroke={powerColor(sp.siege.besieger)} />}
                {type === 'key' ? (
                  <rect x={-r} y={-r} width={2 * r} height={2 * r} fill={fill} className="marker" />
                ) : type === 'electorate' ? (
                  <polygon points={hexagon(r + 0.6)} fill={fill} className="marker" />
                ) : type === 'fortress' ? (
                  <circle r={r} fill={fill} className="marker fortress" />
                ) : (
                  <circle r={r} fill={fill} className="marker" />
                )}
                {CAPITAL_SET.has(id) && <rect x={-r + 1.6} y={-r + 1.6} width={2 * r - 3.2} height={2 * r - 3.2} className="capital" />}
                {sp.religion === 'protestant' && <circle className="protestant" cx={r * 0.95} cy={-r * 0.95} r={2.2} />}
                {sp.unrest && <path className="unrest" d={`M${-r - 3.5} ${-r + 1.5} l2.6 -4.6 l2.6 4.6z`} />}
                <text className={big ? 'label major' : 'label'} x={label.x} y={label.y} textAnchor={label.anchor}>
                  {spaceName(id, t)}
                </text>
                <UnitChips units={sp.units} y={r + 1.5} />
              </g>
            );
          }),
    [view.spaces, view.outOfPlay, view.fortressMarkers, choices, focus, s, onPick, t, labels, highlight],
  );

  const zoomButton = (factor: number) => () => setZoom((z) => zoomAt(z, factor, MAP_WIDTH / 2, MAP_HEIGHT / 2));

  return (
    <div className="map-wrap">
      <svg
        ref={svgRef}
        className="map"
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        preserveAspectRatio="xMidYMid meet"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClickCapture={onClickCapture}
        role="img"
        aria-label="Map of Europe"
        data-zoom={zoom.k.toFixed(2)}
      >
        <rect className="sea" x={0} y={0} width={MAP_WIDTH} height={MAP_HEIGHT} />
        <g transform={`translate(${zoom.x} ${zoom.y}) scale(${zoom.k})`}>
          {landLayer}
          <g className="links" strokeWidth={s}>
            {links}
          </g>

          {seaLayer}
          {spaceLayer}
        </g>
      </svg>
      <div className="zoom-buttons">
        <button type="button" onClick={zoomButton(1.5)} aria-label={t('web.zoomIn')} title={t('web.zoomIn')}>
          +
        </button>
        <button type="button" onClick={zoomButton(1 / 1.5)} aria-label={t('web.zoomOut')} title={t('web.zoomOut')}>
          −
        </button>
        <button type="button" onClick={() => setZoom({ k: 1, x: 0, y: 0 })} aria-label={t('web.zoomReset')} title={t('web.zoomReset')}>
          ⤢
        </button>
      </div>
    </div>
  );
});
