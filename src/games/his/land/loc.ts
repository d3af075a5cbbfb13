// 12.1: line of communication (LOC). A power has an LOC to a space if a path of spaces
// and sea zones leads there from a friendly-controlled fortified home space of the power
// or one of its allies. Needed by the Assault and Control Unfortified Space actions.
import type { SeaZoneId, SpaceId } from '../data/map.ts';
import { SPACE_IDS, adjacentSeaZones, adjacentSpaces, isElectorate, portsOf, seaZonesOf } from '../data/map.ts';
import type { Power } from '../data/powers.ts';
import { allied, atWar, homePower, isFortified, isFriendlySpace, landUnits, navalUnits } from '../queries.ts';
import type { Forces, HisState } from '../state.ts';
import { asking, perAsk } from '../query-cache.ts';

/** Card 13, Schmalkaldic League. */
export const SCHMALKALDIC_LEAGUE = 13;

/** Card 13 has been played (21.6 restrictions lifted). */
export function schmalkaldicLeagueOccurred(state: HisState): boolean {
  return state.eventsResolved.includes(SCHMALKALDIC_LEAGUE);
}

function hasAnyPiece(f: Forces | undefined): boolean {
  return f !== undefined && (landUnits(f) > 0 || navalUnits(f) > 0 || f.leaders.length > 0);
}

/** 12.1: any unit or leader (land or naval) of a power at war with `power`. */
function hasEnemyPieces(state: HisState, power: Power, units: Partial<Record<Power, Forces>>): boolean {
  return (Object.keys(units) as Power[]).some((p) => atWar(state, power, p) && hasAnyPiece(units[p]));
}

/**
 * 12.1: a land space the LOC may pass through (every space of the path but the last):
 * friendly-controlled, free of enemy units and of unrest, not an electorate before the
 * Schmalkaldic League.
 */
export function locPassable(state: HisState, power: Power, space: SpaceId): boolean {
  const s = state.spaces[space];
  if (state.outOfPlay.includes(space)) return false;
  if (!isFriendlySpace(state, power, space)) return false;
  if (s.unrest) return false;
  if (hasEnemyPieces(state, power, s.units)) return false;
  if (isElectorate(space) && !schmalkaldicLeagueOccurred(state)) return false;
  return true;
}

/** 12.1: where an LOC may start: a friendly-controlled fortified home space of the power or an ally (minor allies included). */
export function isLocSource(state: HisState, power: Power, space: SpaceId): boolean {
  if (state.outOfPlay.includes(space)) return false;
  return isFortified(state, space) && allied(state, power, homePower(state, space)) && isFriendlySpace(state, power, space);
}

/** 12.1: a sea zone may be part of the LOC if it holds a friendly naval unit (and no enemy one). */
export function locSeaZone(state: HisState, power: Power, sea: SeaZoneId): boolean {
  const units = state.seas[sea].units;
  const friendlyFleet = (Object.keys(units) as Power[]).some((p) => allied(state, power, p) && navalUnits(units[p]!) > 0);
  return friendlyFleet && !hasEnemyPieces(state, power, units);
}

type Node = { space: SpaceId } | { sea: SeaZoneId };

/** 12.1: does `power` have a line of communication to `space`? */
export function hasLoc(state: HisState, power: Power, space: SpaceId): boolean {
  // A path of no length: the space is itself a source (the end of a path need meet no condition).
  if (isLocSource(state, power, space)) return true;
  // An ask may list targets over the whole map: one search per power, taken further as needed, serves them all.
  return reaches(asking(state) ? locSearchOf(state, power) : newLocSearch(state, power), state, power, space);
}

/**
 * 12.1: a breadth-first search of the paths from the power's sources through passable
 * spaces and sea zones, expanded only as far as a question needs. `ends` holds every
 * space a path found so far may end in (any neighbour of a passable node).
 */
interface LocSearch {
  ends: Set<SpaceId>;
  seenSpace: Set<SpaceId>;
  seenSea: Set<SeaZoneId>;
  queue: Node[];
  next: number;
}

function newLocSearch(state: HisState, power: Power): LocSearch {
  const search: LocSearch = { ends: new Set(), seenSpace: new Set(), seenSea: new Set(), queue: [], next: 0 };
  for (const id of SPACE_IDS) {
    if (isLocSource(state, power, id) && locPassable(state, power, id)) {
      search.seenSpace.add(id);
      search.queue.push({ space: id });
    }
  }
  return search;
}

const locSearchOf = perAsk(newLocSearch);

function reaches(search: LocSearch, state: HisState, power: Power, target: SpaceId): boolean {
  const { ends, seenSpace, seenSea, queue } = search;
  while (!ends.has(target) && search.next < queue.length) {
    const node = queue[search.next++]!;
    // Neighbours of this node: land spaces (any connection, passes included) and sea zones.
    const spaces: readonly SpaceId[] = 'space' in node ? adjacentSpaces(node.space) : portsOf(node.sea);
    // The path reaches sea zones only through friendly-controlled ports (passable nodes are).
    const seas: readonly SeaZoneId[] = 'space' in node ? seaZonesOf(node.space) : adjacentSeaZones(node.sea);
    for (const next of spaces) {
      ends.add(next); // the end of the path may be any space, even a non-friendly port
      if (seenSpace.has(next) || !locPassable(state, power, next)) continue;
      seenSpace.add(next);
      queue.push({ space: next });
    }
    for (const sea of seas) {
      if (seenSea.has(sea) || !locSeaZone(state, power, sea)) continue;
      seenSea.add(sea);
      queue.push({ sea });
    }
  }
  return ends.has(target);
}
