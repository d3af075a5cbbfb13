// Card 40, Machiavelli: "The Prince" (9.6, 21.3): the playing power declares war on another
// major power at no cost, within 9.6 "Restrictions At All Times", then has 2 CP for actions.
// 9.6 "DOW during the Action Phase": naval units of the two powers sharing a sea zone fight
// at once (equal hits send both away); units sharing a space are separated as in 9.6.
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { declareWarInActionPhase } from '../phases/diplomacy/new-war.ts';
import { dowBarredAlways } from '../phases/diplomacy/restrictions.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

/** Card 40: CP the power spends after the declaration. */
export const MACHIAVELLI_CP = 2;

export function machiavelliTargets(state: HisState, power: MajorPower): MajorPower[] {
  return MAJOR_POWERS.filter((t) => dowBarredAlways(state, power, t) === null);
}

export interface MachiavelliFrame extends Frame {
  proc: 'machiavelli';
  power: MajorPower;
}

type MachiavelliAction = { type: 'declareWar'; target: MajorPower };

export const machiavelliProcedure: Procedure<MachiavelliFrame, MachiavelliAction> = {
  ask(state, f): Ask<MachiavelliAction>[] {
    const targets = machiavelliTargets(state, f.power);
    if (targets.length === 0) return [];
    return [{ power: f.power, key: 'his.prompt.machiavelli', actions: targets.map((target) => ({ type: 'declareWar', target })) }];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, power, action) {
    pop(state, f);
    declareWarInActionPhase(state, power, action.target);
  },
};

export const MACHIAVELLI_EVENT: CardEvent = {
  canPlay: (state, power) => machiavelliTargets(state, power).length > 0,
  play(state, power) {
    push(state, frame('machiavelli', { power }));
  },
  cpAfter: MACHIAVELLI_CP,
};
