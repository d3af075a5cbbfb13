// 23.2, 20.2, 20.3: the VP a power holds from the New World (discoveries and conquests),
// part of its bonus VP (victory-points.ts counts them there); reported by the simulations.
import type { MajorPower } from '../data/powers.ts';
import type { ConquestId, DiscoveryId } from '../data/tables.ts';
import { CONQUESTS, DISCOVERIES } from '../data/tables.ts';
import type { HisState } from '../state.ts';

export function newWorldVp(state: HisState, power: MajorPower): number {
  let vp = 0;
  for (const [d, p] of Object.entries(state.newWorld.discoveries)) if (p === power) vp += DISCOVERIES[d as DiscoveryId].vp;
  for (const [c, p] of Object.entries(state.newWorld.conquests)) if (p === power) vp += CONQUESTS[c as ConquestId].vp;
  return vp;
}
