// Card 35, Siege Artillery (Response): after both sides have rolled in an assault (15.1
// step 8) any power may play it; the attacker rolls 2 more dice, each 3 or more a hit, if
// it has a line of communication (12.1) of at most 4 land spaces from one of its own
// fortified home spaces to the assaulted space.
import type { SeaZoneId, SpaceId } from '../data/map.ts';
import { SPACE_IDS, adjacentSeaZones, adjacentSpaces, portsOf, seaZonesOf } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { locPassable, locSeaZone } from '../land/loc.ts';
import { homePower, isFortified, isFriendlySpace } from '../queries.ts';
import type { ResponseCard, WindowFrame } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import type { Combat } from './combat-cards.ts';
import { COMBAT_WINDOWS, combatOf, rollExtraDice } from './combat-cards.ts';

export const SIEGE_ARTILLERY_DICE = 2;
export const SIEGE_ARTILLERY_HIT_ON = 3;
export const SIEGE_ARTILLERY_MAX_LOC = 4;

/** Sources: the power's own fortified home spaces under its control (not an ally's, unlike 12.1). */
function isOwnSource(state: HisState, power: MajorPower, space: SpaceId): boolean {
  return !state.outOfPlay.includes(space) && isFortified(state, space) && homePower(state, space) === power && isFriendlySpace(state, power, space);
}

/**
 * The fewest land spaces an LOC (12.1) of `power` enters on its way from one of its own
 * fortified home spaces to `target` (sea zones with friendly fleets count for nothing), or
 * null when it has none. 0-1 breadth-first search: a land step costs 1, a sea step 0.
 */
export function locLength(state: HisState, power: MajorPower, target: SpaceId): number | null {
  if (isOwnSource(state, power, target)) return 0;
  const dist = new Map<string, number>();
  const deque: { key: string; space?: SpaceId; sea?: SeaZoneId; d: number }[] = [];
  for (const id of SPACE_IDS) {
    if (isOwnSource(state, power, id) && locPassable(state, power, id)) {
      dist.set(`s:${id}`, 0);
      deque.push({ key: `s:${id}`, space: id, d: 0 });
    }
  }
  let best: number | null = null;
  while (deque.length > 0) {
    // Take the nearest node (the lists are small: a linear scan keeps the order deterministic).
    let i = 0;
    for (let j = 1; j < deque.length; j++) if (deque[j]!.d < deque[i]!.d) i = j;
    const node = deque.splice(i, 1)[0]!;
    if (dist.get(node.key)! < node.d) continue;
    if (best !== null && node.d >= best) break;
    const spaces: readonly SpaceId[] = node.space ? adjacentSpaces(node.space) : portsOf(node.sea!);
    const seas: readonly SeaZoneId[] = node.space ? seaZonesOf(node.space) : adjacentSeaZones(node.sea!);
    for (const next of spaces) {
      const d = node.d + 1;
      if (next === target) {
        if (best === null || d < best) best = d;
        continue;
      }
      if (!locPassable(state, power, next)) continue;
      const key = `s:${next}`;
      if ((dist.get(key) ?? Infinity) <= d) continue;
      dist.set(key, d);
      deque.push({ key, space: next, d });
    }
    for (const sea of seas) {
      if (!locSeaZone(state, power, sea)) continue;
      const key = `z:${sea}`;
      if ((dist.get(key) ?? Infinity) <= node.d) continue;
      dist.set(key, node.d);
      deque.push({ key, sea, d: node.d });
    }
  }
  return best;
}

function assaultAfterRolls(state: HisState, w: WindowFrame): Combat | null {
  if (w.at !== 'afterBattleRolls' || w.context !== COMBAT_WINDOWS.assaultAfterRolls) return null;
  const combat = combatOf(w);
  return combat && combat.kind === 'assault' && combat.frame.sides !== null ? combat : null;
}

export const SIEGE_ARTILLERY_RESPONSE: ResponseCard = {
  windows: ['afterBattleRolls'],
  canPlay(state, _power, w) {
    const combat = assaultAfterRolls(state, w);
    if (!combat || combat.kind !== 'assault') return false;
    const length = locLength(state, combat.frame.power, combat.frame.space);
    return length !== null && length <= SIEGE_ARTILLERY_MAX_LOC;
  },
  play(state, _power, w) {
    const combat = assaultAfterRolls(state, w)!;
    rollExtraDice(state, combat, 'attacker', SIEGE_ARTILLERY_DICE, SIEGE_ARTILLERY_HIT_ON, 'siegeArtillery');
  },
};
