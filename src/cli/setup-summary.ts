// `wittenberg setup --summary`: the starting position in numbers.
import type { HisState, MajorPower } from '../games/his/index.ts';
import { ALL_CARD_IDS, CARD_IDS, cardsDealt, ELECTORATES, keysControlled, landUnits, MAJOR_POWERS, navalUnits, SEA_ZONE_IDS, SPACE_IDS, victoryPoints } from '../games/his/index.ts';

export interface PowerSummary {
  keys: number;
  cardsDealt: number;
  vp: number;
  landUnits: number;
  navalUnits: number;
  leaders: string[];
}

export interface SetupSummary {
  scenario: string;
  turn: number;
  powers: Record<MajorPower, PowerSummary>;
  totals: { spaces: number; seaZones: number; electorates: number; cards: number; diplomacyCards: number };
}

export function summarize(state: HisState): SetupSummary {
  const powers = {} as Record<MajorPower, PowerSummary>;
  for (const p of MAJOR_POWERS) {
    let land = 0;
    let naval = 0;
    const leaders: string[] = [];
    for (const loc of [...Object.values(state.spaces), ...Object.values(state.seas)]) {
      const f = loc.units[p];
      if (!f) continue;
      land += landUnits(f);
      naval += navalUnits(f);
      leaders.push(...f.leaders);
    }
    powers[p] = { keys: keysControlled(state, p).length, cardsDealt: cardsDealt(state, p), vp: victoryPoints(state, p), landUnits: land, navalUnits: naval, leaders };
  }
  return {
    scenario: state.options.scenario,
    turn: state.turn,
    powers,
    totals: {
      spaces: SPACE_IDS.length,
      seaZones: SEA_ZONE_IDS.length,
      electorates: ELECTORATES.length,
      cards: CARD_IDS.length,
      diplomacyCards: ALL_CARD_IDS.length - CARD_IDS.length,
    },
  };
}
