// Card 27, Mercenaries Grow Restless (Combat): at the defender's combat-card step of an
// assault (6.1; 15.1 step 6) every mercenary of the assaulting formation is eliminated;
// then 15.3: if the besiegers no longer outnumber the garrison, the siege is broken, the
// assault does not happen and the besiegers retreat (land/assault.ts stops when the siege
// is gone).
import type { ResponseCard, WindowFrame } from '../flow/window.ts';
import { assaultFormationOf } from '../land/assault.ts';
import { checkSiege } from '../land/siege.ts';
import { forcesAt } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { Combat } from './combat-cards.ts';
import { combatOf, isCombatCardStep, sideOfPower } from './combat-cards.ts';
import { removeLandUnits } from '../counter-mix.ts';

function assaultOf(state: HisState, w: WindowFrame): Combat | null {
  if (!isCombatCardStep(w)) return null;
  const combat = combatOf(w);
  return combat && combat.kind === 'assault' ? combat : null;
}

function formationMercenaries(state: HisState, combat: Combat): { power: string; n: number }[] {
  if (combat.kind !== 'assault') return [];
  return assaultFormationOf(state, combat.frame).lots.filter((l) => l.kind === 'mercenary' && l.n > 0);
}

export const MERCENARIES_GROW_RESTLESS_RESPONSE: ResponseCard = {
  windows: ['beforeAssault'],
  canPlay(state, power, w) {
    const combat = assaultOf(state, w);
    return combat !== null && sideOfPower(state, combat, power) === 'defender' && formationMercenaries(state, combat).length > 0;
  },
  play(state, power, w) {
    const combat = assaultOf(state, w)!;
    if (combat.kind !== 'assault') return;
    const a = combat.frame;
    const lots = assaultFormationOf(state, a).lots.filter((l) => l.kind === 'mercenary' && l.n > 0);
    let n = 0;
    for (const l of lots) {
      // 5.2: make change in the space if the rest cannot be shown.
      removeLandUnits(state, a.space, l.power, 'mercenary', l.n);
      n += l.n;
    }
    // The declared formation loses them too (and any unit lost making change).
    if (a.formation) {
      a.formation.lots = a.formation.lots
        .filter((l) => l.kind !== 'mercenary')
        .map((l) => ({ ...l, n: Math.min(l.n, forcesAt(state, { space: a.space }, l.power)[l.kind]) }));
    }
    state.log.push({ key: 'his.log.mercenariesRestless', params: { power, space: a.space, n } });
    // 15.3: the siege holds only while the besiegers outnumber the units inside.
    checkSiege(state, a.space);
  },
};
