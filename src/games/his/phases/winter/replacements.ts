// ---- 19.5 replacements ----
import { capitalsOf } from '../../data/map.ts';
import { MAJOR_POWERS } from '../../data/powers.ts';
import { constructUnits } from '../../construction.ts';
import type { HisState } from '../../state.ts';
import { unitsAvailable } from '../../counter-mix.ts';
import { isTwoPlayer } from '../../two-player/variant.ts';

/** 19.5 names only control and unrest: a capital besieged still gets its regular. */
const REPLACEMENT = { amongEnemies: true } as const;

/** 19.5: one regular in each capital under the power's control and not in unrest (both Hapsburg capitals); never the Protestant. */
export function addReplacements(state: HisState): void {
  // Two-player variant: only Rome gets a regular (setup.json `winter`).
  for (const power of isTwoPlayer(state) ? (['papacy'] as const) : MAJOR_POWERS) {
    for (const capital of capitalsOf(power)) {
      const s = state.spaces[capital];
      if (s.control !== power || s.unrest) continue;
      if (unitsAvailable(state, power, 'regular') === 0) continue;
      if (constructUnits(state, capital, power, 'regular', 1, REPLACEMENT) > 0) state.log.push({ key: 'his.log.replacement', params: { power, space: capital } });
    }
  }
}
