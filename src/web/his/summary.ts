// Figures the table shows beside the board: the view carries them ready-made.
import type { HisView, PowerStanding } from '../../games/his/view.ts';

export type PowerSummary = PowerStanding;

export function powerSummaries(view: HisView): HisView['standings'] {
  return view.standings;
}

export function protestantSpaceCount(view: HisView): number {
  return view.protestantSpaces;
}
