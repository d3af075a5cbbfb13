// Distances on the land map, read once from the printed map (public data, no state):
// how many moves apart two spaces are, passes counted as one.
import type { SpaceId } from '../../games/his/data/map.ts';
import { adjacentSpaces, SPACE_IDS } from '../../games/his/data/map.ts';

const INDEX = new Map<SpaceId, number>(SPACE_IDS.map((id, i) => [id, i]));
const N = SPACE_IDS.length;
/** Unreachable pairs (islands): far enough that no plan counts on them. */
export const FAR = 99;

function allPairs(): Uint8Array {
  const d = new Uint8Array(N * N).fill(FAR);
  for (let from = 0; from < N; from++) {
    d[from * N + from] = 0;
    const queue = [SPACE_IDS[from]!];
    for (let head = 0; head < queue.length; head++) {
      const at = queue[head]!;
      const dist = d[from * N + INDEX.get(at)!]!;
      for (const next of adjacentSpaces(at)) {
        const j = INDEX.get(next)!;
        if (d[from * N + j] !== FAR) continue;
        d[from * N + j] = dist + 1;
        queue.push(next);
      }
    }
  }
  return d;
}

let table: Uint8Array | undefined;

export function distance(a: SpaceId, b: SpaceId): number {
  table ??= allPairs();
  return table[INDEX.get(a)! * N + INDEX.get(b)!]!;
}
