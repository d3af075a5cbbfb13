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

/** Marker radius by space type (symbol units: screen pixels when the symbols are at scale 1). */
export function markerRadius(type: string): number {
  return type === 'key' ? 6.4 : type === 'unfortified' ? 4.8 : 6.8;
}

/** Font size of a space's name (symbol units), fortified spaces' and the others'. */
export const LABEL_SIZE = { major: 12.5, minor: 11 } as const;
