// ---- 19.5 replacements ----
import { capitalsOf } from '../../data/map.ts';
import { MAJOR_POWERS } from '../../data/powers.ts';
import { addUnits } from '../../queries.ts';
import type { HisState } from '../../state.ts';
import { unitsAvailable } from '../../counter-mix.ts';

/** 19.5: one regular in each capital under the power's control and not in unrest (both Hapsburg capitals); never the Protestant. */
export function addReplacements(state: HisState): void {
  for (const power of MAJOR_POWERS) {
    for (const capital of capitalsOf(power)) {
      const s = state.spaces[capital];
      if (s.control !== power || s.unrest) continue;
      if (unitsAvailable(state, power, 'regular') === 0) continue;
      addUnits(state, { space: capital }, power, 'regular', 1);
      state.log.push({ key: 'his.log.replacement', params: { power, space: capital } });
    }
  }
}
