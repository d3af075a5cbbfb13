// How good a position is for one power, read from its view only (21, 23): VP first (the
// margin over the best rival counts most: that is who wins), then what makes VP later:
// keys, cards in hand, armies (more near my keys when they are threatened), the power's
// own tracks (St. Peter's, chateaux, piracy, Protestant spaces, New World).
import { SPACE_IDS, SPACES } from '../../games/his/data/map.ts';
import type { MajorPower } from '../../games/his/data/powers.ts';
import { MAJOR_POWERS } from '../../games/his/data/powers.ts';
import type { HisView } from '../../games/his/index.ts';
import { landUnits } from './context.ts';

/** Points per VP of margin over the best rival, and per VP of one's own. */
const MARGIN = 3;
const OWN_VP = 2;

export function evaluate(view: HisView, me: MajorPower): number {
  const vp = view.standings[me].vp;
  let rival = -Infinity;
  for (const p of MAJOR_POWERS) if (p !== me) rival = Math.max(rival, view.standings[p].vp);
  let score = MARGIN * (vp - rival) + OWN_VP * vp;
  score += 1.5 * view.standings[me].keys;
  score += 0.4 * (view.powers[me].handSize + view.standings[me].cardsDealt * 0.5);
  score += 0.1 * armies(view, me);
  score += tracks(view, me);
  if (view.result) score += view.result.winner === me ? 1000 : -1000;
  return score;
}

function armies(view: HisView, me: MajorPower): number {
  let n = 0;
  for (const id of SPACE_IDS) {
    const u = view.spaces[id].units[me];
    if (!u) continue;
    // Units in a key are worth more: they hold VP.
    n += landUnits(u) * (SPACES[id].type === 'key' ? 1.5 : 1) + 0.5 * (u.squadron + u.corsair);
  }
  return n;
}

/** Progress on the power's own tracks that will turn into VP (21). */
function tracks(view: HisView, me: MajorPower): number {
  switch (me) {
    case 'papacy':
      return 0.3 * view.tracks.stPeters.cp - 0.1 * view.protestantSpaces;
    case 'protestant': {
      let t = 0.1 * view.protestantSpaces;
      for (const z of Object.values(view.tracks.translations.newTestament)) t += 0.1 * z;
      for (const z of Object.values(view.tracks.translations.fullBible)) t += 0.1 * z;
      return t;
    }
    default:
      return 0;
  }
}
