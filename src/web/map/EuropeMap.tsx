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
import { GRATICULE_PATH, LABEL_SIZE, LINKS, MAP_HEIGHT, MAP_WIDTH, SEA_XY, SPACE_XY, loadLandPath, markerRadius } from './geo.ts';
import { placeLabels } from './labels.ts';
import { HomeRing, LanguageZones, MapKey, PortMark, ProtestantRing, symbolScale } from './marks.tsx';
import './map.css';

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

/** The part of the map's coordinates the SVG element shows (more than the map where it is letterboxed). */
interface Visible {
  left: number;
  top: number;
  w: number;
  h: number;
}

const WHOLE: Visible = { left: 0, top: 0, w: MAP_WIDTH, h: MAP_HEIGHT };

/**
 * One axis: `size` is the map's extent at this zoom, [start, start + span] the visible span.
 * A map larger than the span covers it; a smaller one stays within its own box.
 */
function clampAxis(offset: number, size: number, start: number, span: number, whole: number): number {
  if (size >= span) return Math.min(start, Math.max(start + span - size, offset));
  return Math.min(0, Math.max(whole - size, offset));
}

function clampZoom(z: Zoom, vis: Visible = WHOLE): Zoom {
  const k = Math.min(MAX_ZOOM, Math.max(1, z.k));
  return { k, x: clampAxis(z.x, MAP_WIDTH * k, vis.left, vis.w, MAP_WIDTH), y: clampAxis(z.y, MAP_HEIGHT * k, vis.top, vis.h, MAP_HEIGHT) };
}

/** Zoom by `factor` keeping the map point under (px, py) (viewBox units) in place. */
function zoomAt(z: Zoom, factor: number, px: number, py: number, vis: Visible = WHOLE): Zoom {
  const k = Math.min(MAX_ZOOM, Math.max(1, z.k * factor));
  const f = k / z.k;
  return clampZoom({ k, x: px - (px - z.x) * f, y: py - (py - z.y) * f }, vis);
}

/**
 * The whole-map view: zoom 1, except where the element is much taller than the map (a
 * phone in portrait), where the map fills its height and is panned sideways (issue 15).
 */
function fitZoom(vis: Visible): Zoom {
  const k = vis.h > MAP_HEIGHT * 1.25 ? Math.min(MAX_ZOOM, vis.h / MAP_HEIGHT) : 1;
  // Centred a little east of the middle: Europe's crowded centre.
  return clampZoom({ k, x: MAP_WIDTH * 0.45 - MAP_WIDTH * k * 0.45, y: (MAP_HEIGHT - MAP_HEIGHT * k) / 2 }, vis);
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
type Chip = { power: string; text: string; naval: boolean; leaders: number; width: number };

/** The chips a space's units get: one per power for land units and leaders, one for its fleet. */
function chipsOf(units: Partial<Record<Power, Forces>>): Chip[] {
  const chips: Chip[] = [];
  const chip = (power: string, text: string, naval: boolean, leaders: number): Chip => ({ power, text, naval, leaders, width: Math.max(13, text.length * 7.5 + 5) + (leaders > 0 ? 9 : 0) });
  for (const [power, f] of Object.entries(units) as [Power, Forces][]) {
    const land = landCount(f);
    const naval = navalCount(f);
    if (land > 0 || f.leaders.length > 0) chips.push(chip(power, land > 0 ? String(land) : '', false, f.leaders.length));
    if (naval > 0) chips.push(chip(power, String(naval), true, 0));
  }
  return chips;
}

/** The width of a row of chips (symbol units), 0 for none. */
function chipRowWidth(chips: readonly Chip[]): number {
  return chips.length === 0 ? 0 : chips.reduce((a, c) => a + c.width, 0) + (chips.length - 1) * 1.5;
}

function UnitChips({ units, y }: { units: Partial<Record<Power, Forces>>; y: number }) {
  const chips = chipsOf(units);
  if (chips.length === 0) return null;
  const widths = chips.map((c) => c.width);
  const total = chipRowWidth(chips);
  let x = -total / 2;
  return (
    <g className="chips" transform={`translate(0 ${y})`}>
      {chips.map((c, i) => {
        const w = widths[i]!;
        const left = x;
        x += w + 1.5;
        return (
          <g key={`${c.power}-${c.naval}`} transform={`translate(${left} 0)`} data-chip={c.power}>
            <rect width={w} height={13} rx={c.naval ? 6.5 : 2} fill={powerColor(c.power)} stroke="#222" strokeWidth={0.8} />
            {c.naval && <path d={`M2 11 Q${w / 4} 13.3 ${w / 2} 11 T${w - 2} 11`} stroke={powerInk(c.power)} strokeWidth={0.8} fill="none" />}
            <text x={(c.leaders > 0 ? w - 9 : w) / 2} y={10} fontSize={10.5} fontWeight={700} textAnchor="middle" fill={powerInk(c.power)}>
              {c.text}
            </text>
            {c.leaders > 0 && (
              <path
                transform={`translate(${w - 5.8} 6.5) scale(0.8)`}
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
  const [showKey, setShowKey] = useState(false);
  // Screen pixels per map unit at zoom 1 (the SVG keeps the map's aspect: the smaller ratio).
  const [pxPerUnit, setPxPerUnit] = useState(1);
  const visible = useRef<Visible>(WHOLE);
  const fitted = useRef(false);
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

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const measure = (): void => {
      const { width, height } = svg.getBoundingClientRect();
      if (width <= 0 || height <= 0) return;
      const px = Math.min(width / MAP_WIDTH, height / MAP_HEIGHT);
      const w = width / px;
      const h = height / px;
      visible.current = { left: (MAP_WIDTH - w) / 2, top: (MAP_HEIGHT - h) / 2, w, h };
      setPxPerUnit(px);
      if (!fitted.current) {
        fitted.current = true;
        setZoom(fitZoom(visible.current));
      } else setZoom((z) => clampZoom(z, visible.current));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
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
      setZoom((z) => zoomAt(z, factor, p.x, p.y, visible.current));
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
      setZoom(zoomAt(g.zoom, d / g.pinch, (a!.x + b!.x) / 2, (a!.y + b!.y) / 2, visible.current));
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
    setZoom(clampZoom({ k: g.zoom.k, x: g.zoom.x + dx, y: g.zoom.y + dy }, visible.current));
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

  // Symbols keep about their size on screen whatever the zoom and the window (issue 15:
  // legible at full view on a laptop); a minor space's name shows when it is legible and free.
  const s = symbolScale(pxPerUnit, zoom.k);
  const minorLegible = LABEL_SIZE.minor * s * pxPerUnit * zoom.k >= 9;

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

  const labelScale = Math.round(s * 20) / 20;
  // Names keep off the unit chips: placed again when a row of chips changes width.
  const chipWidths = SPACE_IDS.map((id) => chipRowWidth(chipsOf(view.spaces[id]?.units ?? {}))).join(' ');
  const labels = useMemo(() => {
    const widths = new Map(chipWidths.split(' ').map((w, i) => [SPACE_IDS[i]!, Number(w)]));
    return placeLabels({ name: (id) => spaceName(id, t), scale: labelScale, minor: minorLegible, seaName: (id) => seaName(id, t), chipWidth: (id) => widths.get(id) ?? 0 });
  }, [t, labelScale, minorLegible, chipWidths]);
  // The unit chips, over every marker (a neighbour's marker never hides a count).
  const chipLayer = useMemo(
    () => (
      <g className="unit-chips">
        {SPACE_IDS.map((id) => {
          const sp = view.spaces[id];
          if (!sp || Object.keys(sp.units).length === 0) return null;
          const [x, y] = SPACE_XY[id];
          const type = SPACES[id].type === 'unfortified' && view.fortressMarkers.includes(id) ? 'fortress' : SPACES[id].type;
          return (
            <g key={id} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s})`} data-chips={id}>
              <UnitChips units={sp.units} y={markerRadius(type) + 1.5} />
            </g>
          );
        })}
      </g>
    ),
    [view.spaces, view.fortressMarkers, s],
  );
  // The names, over every marker and unit chip (their placement keeps them off each other).
  const labelLayer = useMemo(
    () => (
      <g className="space-names">
        {SPACE_IDS.map((id) => {
          const label = labels[id];
          if (label.hidden) return null;
          const [x, y] = SPACE_XY[id];
          // A fortress marker placed in play makes the name a fortified space's, as the marker.
          const big = SPACES[id].type !== 'unfortified' || view.fortressMarkers.includes(id);
          return (
            <g key={id} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s})`} data-label={id}>
              <text className={`label${big ? ' major' : ''}${label.small ? ' small' : ''}`} x={label.x} y={label.y} textAnchor={label.anchor}>
                {spaceName(id, t)}
              </text>
            </g>
          );
        })}
      </g>
    ),
    [labels, s, t, view.fortressMarkers],
  );

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
            const r = markerRadius(type);
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
                {clickable && <circle className="halo" r={r + 6} />}
                {sp.religion === 'protestant' && <ProtestantRing r={r} />}
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
                <HomeRing type={type} r={r} home={data.home} />
                {data.ports.length > 0 && <PortMark r={r} />}
                {CAPITAL_SET.has(id) && <rect x={-r + 1.6} y={-r + 1.6} width={2 * r - 3.2} height={2 * r - 3.2} className="capital" />}
                {sp.unrest && <path className="unrest" d={`M${-r - 3.5} ${-r + 1.5} l2.6 -4.6 l2.6 4.6z`} />}
              </g>
            );
          }),
    [view.spaces, view.outOfPlay, view.fortressMarkers, choices, focus, s, onPick, t, highlight],
  );

  const zoomButton = (factor: number) => () => setZoom((z) => zoomAt(z, factor, MAP_WIDTH / 2, MAP_HEIGHT / 2, visible.current));

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
          <LanguageZones />
          <g className="links" strokeWidth={s}>
            {links}
          </g>

          {seaLayer}
          {spaceLayer}
          {chipLayer}
          {labelLayer}
        </g>
      </svg>
      <div className="zoom-buttons">
        <button type="button" onClick={zoomButton(1.5)} aria-label={t('web.zoomIn')} title={t('web.zoomIn')}>
          +
        </button>
        <button type="button" onClick={zoomButton(1 / 1.5)} aria-label={t('web.zoomOut')} title={t('web.zoomOut')}>
          −
        </button>
        <button type="button" onClick={() => setZoom(fitZoom(visible.current))} aria-label={t('web.zoomReset')} title={t('web.zoomReset')}>
          ⤢
        </button>
        <button type="button" onClick={() => setShowKey(!showKey)} aria-label={t('web.mapKey')} title={t('web.mapKey')} aria-pressed={showKey} data-testid="map-key-button">
          ?
        </button>
      </div>
      {showKey && <MapKey t={t} onClose={() => setShowKey(false)} />}
    </div>
  );
});
