// A Here I Stand seat's view from the spectator's (games.ts, `seatView`). A view is the same
// for every seat but for what the seat alone may see: its power's hand (and in the two-player
// variant its diplomatic hand and the card it must play) and `viewer`. The public part (the
// map, the standings...) is built once per version and shared, not once per seat.
// test/server/his-seat-view.test.ts checks it equals the module's view for every seat.
import type { PlayerId } from '../engine/types.ts';
import { isMajorPower } from '../games/his/data/powers.ts';
import type { HisState } from '../games/his/state.ts';
import type { HisView } from '../games/his/view.ts';

export function hisSeatView(open: HisView, state: HisState, player: PlayerId): HisView {
  if (!isMajorPower(player)) return open; // the module shows anyone else the spectator's view
  const seat: HisView = {
    ...open,
    viewer: player,
    powers: { ...open.powers, [player]: { ...open.powers[player], hand: [...state.powers[player].hand] } },
  };
  const two = state.twoPlayer;
  if (open.twoPlayer && two && (player === 'papacy' || player === 'protestant')) {
    seat.twoPlayer = { ...open.twoPlayer, hand: [...two.hands[player]], mustPlay: two.mustPlay[player] ?? null };
  }
  return seat;
}
