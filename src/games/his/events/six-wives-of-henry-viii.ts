// Card 3, Six Wives of Henry VIII (English Home card; 21.3): either a declaration of war in
// the Action Phase on France, the Hapsburgs or Scotland followed by 5 CP, or (turn 2 on)
// the advance of Henry's Marital Status marker with its Pregnancy Chart roll
// (england/marriage.ts).
import { SEA_ZONE_IDS } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import type { DowTarget } from '../data/tables.ts';
import { advanceMaritalStatus, mayAdvanceMaritalStatus } from '../england/marriage.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { call, pop, push, pushInOrder } from '../flow/stack.ts';
import { commandingMajor } from '../minors.ts';
import { sideUnitCount } from '../naval/fleets.ts';
import { dowBarredAlways } from '../phases/diplomacy/restrictions.ts';
import { addWar } from '../phases/diplomacy/war-status.ts';
import { grantCp } from '../phases/spend-cp.ts';
import { allied, atWar } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

export const SIX_WIVES_CARD = 3;
/** 21.3: the powers the card may declare war on. */
const WAR_TARGETS: readonly DowTarget[] = ['france', 'hapsburg', 'scotland'];
/** Card 3: CP England spends after the declaration of war. */
const CP_AFTER_WAR = 5;

/** The DOWs the card allows now: 9.6 "Restrictions At All Times" still bind it. */
export function sixWivesWarTargets(state: HisState): DowTarget[] {
  return WAR_TARGETS.filter((t) => dowBarredAlways(state, 'england', t) === null);
}

/** 21.3: the marriage use needs turn 2 or later and a Henry free to marry. */
export function sixWivesMayMarry(state: HisState): boolean {
  return state.turn >= 2 && mayAdvanceMaritalStatus(state);
}

export interface SixWivesFrame extends Frame {
  proc: 'sixWives';
}

/** After the DOW: France's free intervention for Scotland, then the immediate naval battles (9.6). */
export interface SixWivesWarFrame extends Frame {
  proc: 'sixWivesWar';
  target: DowTarget;
  step: 'intervene' | 'naval';
}

function choicesOf(state: HisState): SixWivesAction[] {
  const actions: SixWivesAction[] = sixWivesWarTargets(state).map((target): SixWivesAction => ({ type: 'declareWar', target }));
  if (sixWivesMayMarry(state)) actions.push({ type: 'marry' });
  return actions;
}

type SixWivesAction = { type: 'declareWar'; target: DowTarget } | { type: 'marry' };

export const sixWivesProcedure: Procedure<SixWivesFrame, SixWivesAction> = {
  ask(state): Ask<SixWivesAction>[] {
    const actions = choicesOf(state);
    return actions.length === 0 ? [] : [{ power: 'england', key: 'his.prompt.sixWives', actions }];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, _power, action) {
    pop(state, f);
    if (action.type === 'marry') {
      advanceMaritalStatus(state);
      return;
    }
    const target = action.target;
    // 9.6 "DOW during the Action Phase": the At War marker, no CP cost; then 5 CP (card text).
    addWar(state, 'england', target);
    pushInOrder(state, [frame('sixWivesWar', { target, step: 'intervene' }), grantCp(state, 'england', CP_AFTER_WAR)]);
  },
};

/** The side England's new enemy fights under at sea (an activated Scotland sails with France). */
function enemySide(state: HisState, target: DowTarget): Power {
  return commandingMajor(state, target) ?? target;
}

export const sixWivesWarProcedure: Procedure<SixWivesWarFrame> = {
  run(state, f) {
    if (f.step === 'intervene') {
      f.step = 'naval';
      // 22.2: after an English DOW on Scotland by this card, France may intervene, at no CP
      // cost (the War Segment's 2 CP are a Diplomacy Phase payment).
      if (f.target === 'scotland' && !allied(state, 'france', 'england')) {
        call(state, f, 'intervention', frame('intervention', { declarer: 'england', minor: 'scotland', intervener: 'france', cost: 0, owed: 0, step: 'ask' }));
      }
      return;
    }
    pop(state, f);
    // 9.6: naval units of the two powers now at war in one sea zone fight at once; equal
    // hits send both sides away.
    const enemies: Power[] = [enemySide(state, f.target)];
    if (f.target === 'scotland' && atWar(state, 'france', 'england') && !enemies.includes('france')) enemies.push('france');
    for (const enemy of enemies) {
      for (const zone of SEA_ZONE_IDS) {
        if (sideUnitCount(state, zone, 'england') === 0 || sideUnitCount(state, zone, enemy) === 0) continue;
        push(state, frame('navalCombat', { where: zone, attacker: 'england', defender: enemy, bothRetreatOnTie: true }));
      }
    }
  },
  resume: {
    // Outside the Diplomacy Phase an intervention owes no CP.
    intervention() {},
  },
};

export const SIX_WIVES_EVENT: CardEvent = {
  canPlay: (state, power: MajorPower) => power === 'england' && choicesOf(state).length > 0,
  play(state) {
    push(state, frame('sixWives', {}));
  },
};
