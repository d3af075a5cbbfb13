// The map's geometry: a conic conformal projection of Europe fitted to the real
// coordinates of the game's spaces and sea zones, and the coastline from Natural Earth
// (the world-atlas package, loaded as a separate asset).
import { geoConicConformal, geoGraticule10, geoPath } from 'd3-geo';
import type { GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import landUrl from 'world-atlas/land-50m.json?url';
import type { SeaZoneId, SpaceId } from '../../games/his/data/map.ts';
import { SEA_ZONES, SEA_ZONE_IDS, SPACES, SPACE_IDS } from '../../games/his/data/map.ts';

export const MAP_WIDTH = 1200;
const PAD_X = 64;
const PAD_Y = 36;

const located: GeoPermissibleObjects = {
  type: 'MultiPoint',
  coordinates: [
    ...SPACE_IDS.map((id) => [SPACES[id].lon, SPACES[id].lat]),
    ...SEA_ZONE_IDS.map((id) => [SEA_ZONES[id].lon, SEA_ZONES[id].lat]),
  ],
};

const projection = geoConicConformal().parallels([38, 54]).rotate([-13, 0]);
projection.fitWidth(MAP_WIDTH - 2 * PAD_X, located);
const [[x0, y0], [, y1]] = geoPath(projection).bounds(located);
export const MAP_HEIGHT = Math.ceil(y1 - y0 + 2 * PAD_Y);
{
  const [tx, ty] = projection.translate();
  projection.translate([tx + PAD_X - x0, ty + PAD_Y - y0]);
}
projection.clipExtent([
  [-20, -20],
  [MAP_WIDTH + 20, MAP_HEIGHT + 20],
]);

const path = geoPath(projection).digits(1);

export type Point = [number, number];

function project(lon: number, lat: number): Point {
  const p = projection([lon, lat]);
  return p ? [p[0], p[1]] : [0, 0];
}

export const SPACE_XY: Record<SpaceId, Point> = Object.fromEntries(
  SPACE_IDS.map((id) => [id, project(SPACES[id].lon, SPACES[id].lat)]),
) as Record<SpaceId, Point>;

export const SEA_XY: Record<SeaZoneId, Point> = Object.fromEntries(
  SEA_ZONE_IDS.map((id) => [id, project(SEA_ZONES[id].lon, SEA_ZONES[id].lat)]),
) as Record<SeaZoneId, Point>;

export const GRATICULE_PATH = path(geoGraticule10()) ?? '';

export interface Link {
  a: SpaceId;
  b: SpaceId;
  pass: boolean;
}

/** Each connection and pass once. */
export const LINKS: Link[] = SPACE_IDS.flatMap((a) => [
  ...SPACES[a].connections.filter((b) => a < b).map((b) => ({ a, b, pass: false })),
  ...SPACES[a].passes.filter((b) => a < b).map((b) => ({ a, b, pass: true })),
]);

let landPromise: Promise<string> | null = null;

/** The land outline as an SVG path (fetched once). */
export function loadLandPath(): Promise<string> {
  landPromise ??= fetch(landUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`coastline: HTTP ${response.status}`);
      return response.json() as Promise<Topology>;
    })
    .then((topology) => {
      const land = feature(topology, topology.objects.land as GeometryObject);
      return path(land) ?? '';
    });
  return landPromise;
}

// ---- label placement ----

export type LabelSide = 'right' | 'left' | 'above' | 'below';

export interface LabelSpot {
  side: LabelSide;
  x: number;
  y: number;
  anchor: 'start' | 'end' | 'middle';
  /** Left out: it would cover a name placed before it (the space's tooltip still names it). */
  hidden?: boolean;
}

/** Marker radius by space type (symbol units: screen pixels when the symbols are at scale 1). */
export function markerRadius(type: string): number {
  return type === 'key' ? 6.4 : type === 'unfortified' ? 4.8 : 6.8;
}

/** Font size of a space's name (symbol units), fortified spaces' and the others'. */
export const LABEL_SIZE = { major: 12.5, minor: 11 } as const;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Where each space's name goes (right, left, above or below its marker), chosen greedily
 * so that names cover as few other markers and names as possible; fortified spaces choose
 * first. `scale` is the symbols' scale on the map (map units per symbol unit): names grow
 * with it, and a minor space's name that would still cover another name is hidden (the
 * map shows it once zoomed in), as are all minor names when `minor` is false. Positions
 * are relative to the marker, in symbol units.
 */
export function placeLabels(name: (id: SpaceId) => string, scale = 1, minor = true): Record<SpaceId, LabelSpot> {
  const markers: Box[] = SPACE_IDS.map((id) => {
    const [x, y] = SPACE_XY[id];
    const r = (markerRadius(SPACES[id].type) + 1) * scale;
    return { x0: x - r, y0: y - r, x1: x + r, y1: y + r + 12 * scale }; // room for the unit chips below
  });
  const placed: Box[] = [];
  const out = {} as Record<SpaceId, LabelSpot>;
  const order = [...SPACE_IDS].sort((a, b) => Number(SPACES[a].type === 'unfortified') - Number(SPACES[b].type === 'unfortified'));
  for (const id of order) {
    const [x, y] = SPACE_XY[id];
    const big = SPACES[id].type !== 'unfortified';
    const r = markerRadius(SPACES[id].type);
    const size = big ? LABEL_SIZE.major : LABEL_SIZE.minor;
    const w = name(id).length * size * (big ? 0.58 : 0.52) + 2;
    const h = size;
    const spots: { spot: LabelSpot; box: Box; penalty: number }[] = [
      { spot: { side: 'right', x: r + 2, y: size * 0.36, anchor: 'start' }, box: { x0: r + 2, y0: -h / 2, x1: r + 2 + w, y1: h / 2 }, penalty: 0 },
      { spot: { side: 'left', x: -r - 2, y: size * 0.36, anchor: 'end' }, box: { x0: -r - 2 - w, y0: -h / 2, x1: -r - 2, y1: h / 2 }, penalty: 1 },
      { spot: { side: 'above', x: 0, y: -r - 3, anchor: 'middle' }, box: { x0: -w / 2, y0: -r - 3 - h, x1: w / 2, y1: -r - 3 }, penalty: 2 },
      { spot: { side: 'below', x: 0, y: r + 13 + h * 0.8, anchor: 'middle' }, box: { x0: -w / 2, y0: r + 13, x1: w / 2, y1: r + 13 + h }, penalty: 3 },
    ];
    const candidates = spots.map((c) => ({
      ...c,
      box: { x0: x + c.box.x0 * scale, y0: y + c.box.y0 * scale, x1: x + c.box.x1 * scale, y1: y + c.box.y1 * scale },
    }));
    const self = SPACE_IDS.indexOf(id);
    let best = candidates[0]!;
    let bestScore = Infinity;
    let bestCovers = 0;
    for (const c of candidates) {
      let score = c.penalty;
      markers.forEach((m, i) => {
        if (i !== self) score += (overlap(c.box, m) * 3) / (scale * scale);
      });
      let covers = 0;
      for (const p of placed) covers += overlap(c.box, p);
      score += (covers * 2) / (scale * scale);
      if (score < bestScore) {
        bestScore = score;
        best = c;
        bestCovers = covers;
      }
    }
    const hidden = !big && (!minor || bestCovers > 0);
    if (!hidden) placed.push(best.box);
    out[id] = hidden ? { ...best.spot, hidden } : best.spot;
  }
  return out;
}
