// 19: helpers shared by the steps of the Winter Phase (19.1 loans, 19.3 naval and land return).
import type { SeaZoneId, SpaceId } from '../../data/map.ts';
import { SPACE_IDS } from '../../data/map.ts';
import type { Location } from '../../queries.ts';
import type { HisState } from '../../state.ts';

export function locKey(loc: Location): string {
  return 'space' in loc ? `space:${loc.space}` : `sea:${loc.sea}`;
}

/** Every location, ports first in map order, then sea zones. */
export function allLocations(state: HisState): Location[] {
  return [...SPACE_IDS.map((space) => ({ space })), ...(Object.keys(state.seas).sort() as SeaZoneId[]).map((sea) => ({ sea }))];
}

export function nearestOf(dist: ReadonlyMap<SpaceId, number>, candidates: readonly SpaceId[]): SpaceId[] {
  let best = Infinity;
  for (const c of candidates) best = Math.min(best, dist.get(c) ?? Infinity);
  return best === Infinity ? [] : candidates.filter((c) => dist.get(c) === best);
}
