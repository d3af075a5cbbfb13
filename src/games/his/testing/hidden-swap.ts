// For the hidden-information property test: a copy of a state in which only what `keep`
// (a power, or null for a spectator) cannot see is changed. The unseen cards (the deck and
// every other power's hand) are dealt again at random, each hand keeping its size and the
// deck its length; the RNG state is replaced. Home cards stay in their owners' hands: where
// they are is public (6.1: a Home card is in its power's hand until it is used).
import { createRng, randomInt } from '../../../engine/rng.ts';
import type { RngState } from '../../../engine/rng.ts';
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { isHomeCard } from '../cards.ts';
import type { HisState } from '../state.ts';

function shuffle<T>(rng: RngState, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

export function swapHidden(state: HisState, keep: MajorPower | null, seed: string): HisState {
  const rng = createRng(`swap:${seed}`);
  const { log, ...rest } = state;
  const copy = structuredClone(rest) as HisState;
  copy.log = log;
  const others = MAJOR_POWERS.filter((p) => p !== keep);
  const pool: CardId[] = [...copy.deck];
  for (const p of others) pool.push(...copy.powers[p].hand.filter((c) => !isHomeCard(c)));
  shuffle(rng, pool);
  for (const p of others) {
    const hand = copy.powers[p].hand;
    const homes = hand.filter((c) => isHomeCard(c));
    copy.powers[p].hand = [...homes, ...pool.splice(0, hand.length - homes.length)];
  }
  copy.deck = pool;
  copy.rng = createRng(`other rng:${seed}`);
  return copy;
}
