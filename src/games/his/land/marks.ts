// The marks land pieces carry until the end of the impulse (13.1, 13.2, 13.3, 17; Foul
// Weather, Gout), kept in `state.landMarks` and reset lazily when a new impulse has begun.
// A file of its own, with no rule imports, so that any rule may read the marks.
import type { HisState, LandMarks } from '../state.ts';

/** The marks of the current impulse, reset lazily when a new impulse has begun. */
export function landMarks(state: HisState): LandMarks {
  if (state.landMarks.impulse !== state.impulse) {
    state.landMarks = { impulse: state.impulse, triedIntercept: [], lostBattle: [], moved: [], barredLeaders: [], foulWeather: [], movedOn: [], built: [] };
  }
  return state.landMarks;
}
