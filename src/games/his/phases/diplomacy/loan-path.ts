// 9.2: where a loaned squadron goes: "the nearest port controlled by the receiving power,
// counting each sea zone traversed as 1 space", along a path of sea zones only (never
// through a port space such as Gibraltar). No such path: no loan.
import type { SeaZoneId, SpaceId } from '../../data/map.ts';
import { SPACE_IDS, adjacentSeaZones, isPort, seaZonesOf } from '../../data/map.ts';
import type { MajorPower } from '../../data/powers.ts';
import type { HisState } from '../../state.ts';
import { perAsk } from '../../query-cache.ts';

/** The printed ports, in map order (the scans below look at nothing else). */
export const PORTS: readonly SpaceId[] = SPACE_IDS.filter((id) => isPort(id));

/** The printed map never changes: each port's distances are worked out once. */
const SEA_DISTANCES = new Map<SpaceId, Map<SeaZoneId, number>>();

/** Sea zones traversed from `port` to each sea zone reachable by sea alone (its own zones count 1). */
function seaDistances(port: SpaceId): Map<SeaZoneId, number> {
  const known = SEA_DISTANCES.get(port);
  if (known) return known;
  const dist = new Map<SeaZoneId, number>();
  const queue: SeaZoneId[] = [];
  for (const sea of seaZonesOf(port)) {
    dist.set(sea, 1);
    queue.push(sea);
  }
  for (let i = 0; i < queue.length; i++) {
    const sea = queue[i]!;
    for (const next of adjacentSeaZones(sea)) {
      if (dist.has(next)) continue;
      dist.set(next, dist.get(sea)! + 1);
      queue.push(next);
    }
  }
  SEA_DISTANCES.set(port, dist);
  return dist;
}

/** Sea zones traversed from `port` to every other port (Infinity: no path by sea alone), worked out once per port. */
function portDistances(port: SpaceId): Map<SpaceId, number> {
  let out = PORT_DISTANCES.get(port);
  if (out) return out;
  const dist = seaDistances(port);
  out = new Map(PORTS.map((id) => [id, Math.min(...seaZonesOf(id).map((sea) => dist.get(sea) ?? Infinity))]));
  PORT_DISTANCES.set(port, out);
  return out;
}

const PORT_DISTANCES = new Map<SpaceId, Map<SpaceId, number>>();

/** 9.2: the nearest ports of `to` a squadron in `port` may be loaned to (ties all listed, map order). */
export function loanDestinations(state: HisState, port: SpaceId, to: MajorPower): SpaceId[] {
  return destinationsPerAsk(state, `${port}/${to}`);
}

/** Asked for every candidate loan and again for each item checked in the same ask. */
const destinationsPerAsk = perAsk((state, key: string) => {
  const slash = key.indexOf('/');
  return destinations(state, key.slice(0, slash) as SpaceId, key.slice(slash + 1) as MajorPower);
});

function destinations(state: HisState, port: SpaceId, to: MajorPower): SpaceId[] {
  const dist = portDistances(port);
  let best = Infinity;
  let out: SpaceId[] = [];
  for (const id of PORTS) {
    if (state.spaces[id].control !== to || state.outOfPlay.includes(id)) continue;
    // A port of the receiver already: the squadron stays where it is.
    const d = id === port ? 0 : dist.get(id)!;
    if (d > best) continue;
    if (d < best) {
      best = d;
      out = [];
    }
    if (d !== Infinity) out.push(id);
  }
  return out;
}
