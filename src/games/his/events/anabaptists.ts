// Card 67, Anabaptists (Event; 18.4, 23.2): the Papacy flips 2 Protestant spaces that are not
// electorates and are unoccupied (no units or leaders of any power, read as for unrest in
// 12.4) back to Catholic influence, without dice. Any power may play it; the Papacy chooses.
import type { CardEvent } from './registry.ts';
import { startPapalFlips } from './papal-flips.ts';

const FLIPS = 2;

export const ANABAPTISTS_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    startPapalFlips(state, { flips: FLIPS, unoccupiedNonElectorate: true, why: 'anabaptists' });
  },
};
