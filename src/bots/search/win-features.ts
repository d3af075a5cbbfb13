// What the search bot's leaf reads of a position to guess who wins it (win-model.ts): a few
// numbers from one power's view (23: VP and the margin over the best rival, worth more as the
// game nears its end, and keys; 21: St. Peter's and the Reformation's spread). Read from a
// view only, so the same function serves the fitting (scripts/fit-win-model.ts, on the seats'
// views) and the search (on a sampled world's light view). Armies, fleets, cards in hand and
// keys in reach were features too, and the search played worse with them (search header):
// they go with winning in self-play without making a play that raises them a better one.
import type { MajorPower } from '../../games/his/data/powers.ts';
import type { HisView } from '../../games/his/index.ts';
import { vpLeader } from '../heuristic/context.ts';

export const WIN_FEATURES = ['vp', 'margin', 'lateMargin', 'keys', 'protestantSpaces', 'stPeters', 'turn'] as const;

/** The features of `me`'s position, in WIN_FEATURES order, each scaled to about one unit. */
export function winFeatures(view: HisView, me: MajorPower): number[] {
  const vp = view.standings[me].vp;
  const margin = vp - view.standings[vpLeader(view, me)].vp;
  return [
    vp / 10,
    margin / 5,
    (margin / 5) * (view.turn / 9),
    view.standings[me].keys / 5,
    view.protestantSpaces / 20,
    view.tracks.stPeters.cp / 10,
    view.turn / 9,
  ];
}
