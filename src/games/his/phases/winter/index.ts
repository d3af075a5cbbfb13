// 19: the Winter Phase, step by step in the rulebook's order: loaned squadrons go back
// (19.1), the Renegade Leader leaves (19.2), naval then land units return home (19.3),
// alliances end (19.4), capitals get a regular (19.5), piracy markers and debaters (19.6,
// 19.7, later issues), and Mandatory Events past their due date resolve (19.8).
// "All players simultaneously": the choices are public, asked in impulse order.
import { uncommitDebaters } from '../../religion/debaters.ts';
import { SPACE_IDS } from '../../data/map.ts';
import type { Frame, Procedure } from '../../flow/frames.ts';
import { pop, push } from '../../flow/stack.ts';
import { returnLoans } from './loans.ts';
import { removeRenegade } from './renegade.ts';
import { winterNavalProcedure } from './naval-return.ts';
import { winterLandProcedure, winterStackProcedure } from './land-return.ts';
import { addReplacements } from './replacements.ts';
import { overdueEvents, resolveOverdueEvent } from './mandatory.ts';
import { frame } from '../../flow/frames.ts';
import { twoPlayerLeague } from '../../two-player/league.ts';
import { removeUnplayedLeaders } from '../../two-player/winter.ts';

export { returnLoans } from './loans.ts';
export { RENEGADE_LEADER, removeRenegade } from './renegade.ts';
export type { WinterNavalFrame } from './naval-return.ts';
export { navalReturnPorts, winterNavalProcedure } from './naval-return.ts';
export type { WinterLandFrame, WinterStackFrame } from './land-return.ts';
export { clearWinterPath, winterDestinations, winterLandProcedure, winterStackProcedure } from './land-return.ts';
export { addReplacements } from './replacements.ts';
export { overdueEvents, resolveOverdueEvent } from './mandatory.ts';

const WINTER_STEPS = ['loans', 'renegade', 'naval', 'land', 'alliances', 'replacements', 'piracy', 'debaters', 'mandatory', 'end'] as const;
type WinterStep = (typeof WINTER_STEPS)[number];

export interface WinterFrame extends Frame {
  proc: 'winter';
  step?: WinterStep;
}

// ---- the phase ----

export const winterProcedure: Procedure<WinterFrame> = {
  run(state, f) {
    const step: WinterStep = f.step ?? 'loans';
    const advance = () => {
      f.step = WINTER_STEPS[WINTER_STEPS.indexOf(step) + 1] ?? 'end';
    };
    switch (step) {
      case 'loans':
        advance();
        return returnLoans(state);
      case 'renegade':
        advance();
        // Two-player variant: the unplayed powers' leaders leave the map too.
        removeUnplayedLeaders(state);
        return removeRenegade(state);
      case 'naval': {
        // "In the first part of the Winter Phase, naval units are returned to ports."
        advance();
        push(state, frame('winterNaval', { sent: [] }));
        return;
      }
      case 'land': {
        advance();
        // 19.3: every besieger must go home (a fortified space not controlled by its
        // power), so no siege outlasts the winter; lifting them first keeps the powers'
        // returns independent, as the rule allows them to be simultaneous, and lets a
        // capital take its returning units (no limit of 4 there) without a siege standing.
        for (const id of SPACE_IDS) if (state.spaces[id].siege) state.spaces[id].siege = null;
        push(state, frame('winterLand', { next: 0, part: 'overstack', done: [], sent: [] }));
        return;
      }
      case 'alliances':
        // 19.4: alliances between major powers end; minor powers stay allied.
        advance();
        if (state.diplomacy.alliances.length > 0) state.log.push({ key: 'his.log.alliancesEnded', params: {} });
        state.diplomacy.alliances = [];
        // Two-player variant: the League's Papal-Hapsburg alliance lasts the game.
        if (state.twoPlayer?.leagueTurn !== null && state.twoPlayer !== undefined) twoPlayerLeague(state);
        return;
      case 'replacements':
        advance();
        return addReplacements(state);
      case 'piracy':
        // 19.6: TODO(later issue) remove the Piracy markers once piracy (16.4) records them.
        advance();
        return;
      case 'debaters':
        // 19.7: every committed debater is flipped back to its uncommitted side.
        advance();
        return uncommitDebaters(state);
      case 'mandatory': {
        const card = overdueEvents(state)[0];
        if (card === undefined) advance();
        else resolveOverdueEvent(state, card);
        return;
      }
      case 'end':
        pop(state, f);
        return;
    }
  },
};

export const WINTER_PROCEDURES = {
  winter: winterProcedure,
  winterNaval: winterNavalProcedure,
  winterLand: winterLandProcedure,
  winterStack: winterStackProcedure,
};
