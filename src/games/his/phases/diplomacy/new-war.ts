// 9.6: what a new war brings at once: units of the new enemies sharing a space separate
// (steps 4-5), and a war declared during the Action Phase brings a naval battle where both
// powers' fleets share a sea zone.
import { SEA_ZONE_IDS, SPACE_IDS } from '../../data/map.ts';
import type { MajorPower } from '../../data/powers.ts';
import { push } from '../../flow/stack.ts';
import { displace } from '../../land/control.ts';
import { sideUnitCount } from '../../naval/fleets.ts';
import { landUnitsIn, powersInSpace } from '../../queries.ts';
import type { HisState } from '../../state.ts';
import { commandingMajor } from '../../minors.ts';
import { addWar } from './war-status.ts';

/**
 * 9.6 steps 4-5: "If units from the major powers now at war share a space, displace all
 * units that are not in a space their power controls (12.5)."
 */
export function separateNewEnemies(state: HisState, a: MajorPower, b: MajorPower): void {
  for (const space of SPACE_IDS) {
    const present = powersInSpace(state, space);
    const side = (p: (typeof present)[number]) => commandingMajor(state, p);
    const landed = (p: (typeof present)[number]) => landUnitsIn(state, space, p) > 0 || (state.spaces[space].units[p]?.leaders.length ?? 0) > 0;
    if (!present.some((p) => side(p) === a && landed(p)) || !present.some((p) => side(p) === b && landed(p))) continue;
    const controller = commandingMajor(state, state.spaces[space].control);
    for (const p of present) {
      const s = side(p);
      if ((s === a || s === b) && s !== controller) displace(state, space, p);
    }
  }
}

/** 9.6: a war declared in the Action Phase, with its immediate naval battles. */
export function declareWarInActionPhase(state: HisState, declarer: MajorPower, target: MajorPower): void {
  addWar(state, declarer, target);
  separateNewEnemies(state, declarer, target);
  for (const zone of SEA_ZONE_IDS) {
    if (sideUnitCount(state, zone, declarer) === 0 || sideUnitCount(state, zone, target) === 0) continue;
    push(state, { proc: 'navalCombat', where: zone, attacker: declarer, defender: target, bothRetreatOnTie: true });
  }
}
