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
}

/** Marker radius by space type (map units at zoom 1). */
export function markerRadius(type: string): number {
  return type === 'key' ? 5.6 : type === 'unfortified' ? 4.2 : 6;
}

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
 * at zoom 1 so that names cover as few other markers and names as possible; fortified
 * spaces choose first. Positions are relative to the marker.
 */
export function placeLabels(name: (id: SpaceId) => string): Record<SpaceId, LabelSpot> {
  const markers: Box[] = SPACE_IDS.map((id) => {
    const [x, y] = SPACE_XY[id];
    const r = markerRadius(SPACES[id].type) + 1;
    return { x0: x - r, y0: y - r, x1: x + r, y1: y + r + 11 }; // room for the unit chips below
  });
  const placed: Box[] = [];
  const out = {} as Record<SpaceId, LabelSpot>;
  const order = [...SPACE_IDS].sort((a, b) => Number(SPACES[a].type === 'unfortified') - Number(SPACES[b].type === 'unfortified'));
  for (const id of order) {
    const [x, y] = SPACE_XY[id];
    const big = SPACES[id].type !== 'unfortified';
    const r = markerRadius(SPACES[id].type);
    const w = name(id).length * (big ? 6.1 : 5) + 2;
    const h = big ? 10.5 : 9;
    const candidates: { spot: LabelSpot; box: Box; penalty: number }[] = [
      { spot: { side: 'right', x: r + 2, y: 3.4, anchor: 'start' }, box: { x0: x + r + 2, y0: y - h / 2, x1: x + r + 2 + w, y1: y + h / 2 }, penalty: 0 },
      { spot: { side: 'left', x: -r - 2, y: 3.4, anchor: 'end' }, box: { x0: x - r - 2 - w, y0: y - h / 2, x1: x - r - 2, y1: y + h / 2 }, penalty: 1 },
      { spot: { side: 'above', x: 0, y: -r - 3, anchor: 'middle' }, box: { x0: x - w / 2, y0: y - r - 3 - h, x1: x + w / 2, y1: y - r - 3 }, penalty: 2 },
      { spot: { side: 'below', x: 0, y: r + 12 + h * 0.8, anchor: 'middle' }, box: { x0: x - w / 2, y0: y + r + 12, x1: x + w / 2, y1: y + r + 12 + h }, penalty: 3 },
    ];
    const self = SPACE_IDS.indexOf(id);
    let best = candidates[0]!;
    let bestScore = Infinity;
    for (const c of candidates) {
      let score = c.penalty;
      markers.forEach((m, i) => {
        if (i !== self) score += overlap(c.box, m) * 3;
      });
      for (const p of placed) score += overlap(c.box, p) * 2;
      if (score < bestScore) {
        bestScore = score;
        best = c;
      }
    }
    placed.push(best.box);
    out[id] = best.spot;
  }
  return out;
}
