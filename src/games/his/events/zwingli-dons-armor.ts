// Card 43, Zwingli Dons Armor (event; 8.2, 18.2): the Protestant eliminates one Catholic land
// unit (18.2 leaning) in Zurich or within 3 spaces of it (counted along connections and
// passes alike), then the Zwingli reformer and debater leave the game for good, even when no
// unit could be eliminated. Playable while Zwingli is still in the game.
import type { SpaceId } from '../data/map.ts';
import type { Power } from '../data/powers.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { powersInSpace } from '../queries.ts';
import { removeDebater, removeReformer } from '../religion/debaters.ts';
import { unitAlignment, withinSpaces } from '../religion/modifiers.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { removeLandUnits } from '../counter-mix.ts';
import { frame } from '../flow/frames.ts';

/** How far from Zurich the unit may be. */
const REACH = 3;

export interface ZwingliDonsArmorFrame extends Frame {
  proc: 'zwingliDonsArmor';
}

/** The Catholic land units the Protestant may eliminate: one action per space, power and kind. */
export type ZwingliAction = { type: 'unit'; space: SpaceId; power: Power; kind: 'regular' | 'mercenary' };

export function zwingliTargets(state: HisState): ZwingliAction[] {
  const actions: ZwingliAction[] = [];
  for (const space of [...withinSpaces('zurich', REACH)].sort()) {
    for (const power of powersInSpace(state, space)) {
      if (unitAlignment(state, power) !== 'catholic') continue;
      const f = state.spaces[space].units[power]!;
      for (const kind of ['regular', 'mercenary'] as const) if (f[kind] > 0) actions.push({ type: 'unit', space, power, kind });
    }
  }
  return actions;
}

/** The reformer and debater Zwingli leave the game (8.2: he never comes back). */
function zwingliLeaves(state: HisState, f: ZwingliDonsArmorFrame): void {
  pop(state, f);
  removeReformer(state, 'zwingli');
  removeDebater(state, 'zwingli');
  state.log.push({ key: 'his.log.zwingliRemoved', params: {} });
}

export const zwingliDonsArmorProcedure: Procedure<ZwingliDonsArmorFrame, ZwingliAction> = {
  ask(state): Ask<ZwingliAction>[] {
    const actions = zwingliTargets(state);
    return actions.length === 0 ? [] : [{ power: 'protestant', key: 'his.prompt.zwingliDonsArmor', actions }];
  },
  run(state, f) {
    // No Catholic unit in reach.
    zwingliLeaves(state, f);
  },
  decide(state, f, _power, action) {
    const { space, power, kind } = action;
    // 5.2: make change in that space if the rest cannot be shown.
    removeLandUnits(state, space, power, kind, 1);
    state.log.push({ key: 'his.log.unitEliminated', params: { space, power, kind, why: 'zwingliDonsArmor' } });
    zwingliLeaves(state, f);
  },
};

/** Zwingli is still in the game (reformer or debater). */
function zwingliInGame(state: HisState): boolean {
  return !state.religion.reformersRemoved.includes('zwingli') || state.religion.debaters.includes('zwingli');
}

export const ZWINGLI_DONS_ARMOR_EVENT: CardEvent = {
  canPlay: (state) => zwingliInGame(state),
  play(state) {
    push(state, frame('zwingliDonsArmor', {}));
  },
};
