// Card 105, Treachery! (15, 15.1): the playing power names any besieged fortified space; its
// besieger assaults it at once, at no CP, even without a line of communication, against a
// naval blockade or under Foul Weather (land/assault.ts `forced`). After that assault, if the
// besieging land units still outnumber those inside, the fortress is betrayed: every
// defending unit is eliminated, the defending leaders are captured and the besieger takes
// control. Otherwise the assault's own outcome stands.
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { isMajorPower } from '../data/powers.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { mayAssault } from '../land/assault.ts';
import { captureLeaders, groupOf, leadersInSpace } from '../land/casualties.ts';
import { gainControl } from '../land/control.ts';
import { besiegingUnits, garrisonPowers, garrisonUnits } from '../land/siege.ts';
import { forcesFor, tidy } from '../queries.ts';
import type { HisState } from '../state.ts';
import { LAND_UNIT_KINDS } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { loseNavalPieces } from '../naval/losses.ts';
import { frame } from '../flow/frames.ts';

/** The major power whose stack besieges the space (an active minor's ally), if any. */
export function besiegerOf(state: HisState, space: SpaceId): MajorPower | null {
  const siege = state.spaces[space].siege;
  if (!siege) return null;
  const g = groupOf(state, siege.besieger);
  return isMajorPower(g) ? g : null;
}

/** Besieged spaces whose besieger can assault at once, whatever LOC, blockade or timing. */
export function treacheryTargets(state: HisState): SpaceId[] {
  return SPACE_IDS.filter((id) => {
    const besieger = besiegerOf(state, id);
    return besieger !== null && mayAssault(state, besieger, id, { forced: true, sameImpulse: true });
  });
}

export interface TreacheryFrame extends Frame {
  proc: 'treachery';
  player: MajorPower;
  space: SpaceId | null;
  besieger: MajorPower | null;
}

/** The fortress falls: defenders eliminated, their leaders captured, control to the besieger. */
function betray(state: HisState, space: SpaceId, besieger: MajorPower): void {
  const inside = garrisonPowers(state, space);
  captureLeaders(state, space, leadersInSpace(state, space, inside), besieger);
  for (const p of inside) {
    const f = forcesFor(state, { space }, p);
    for (const kind of LAND_UNIT_KINDS) f[kind] = 0;
    // As after a successful assault (15.1 step 10): naval units in port are lost until rebuilt,
    // naval leaders wait on the Turn Track.
    loseNavalPieces(state, { space }, p);
  }
  tidy(state, { space });
  state.log.push({ key: 'his.log.treachery', params: { space, power: besieger } });
  state.spaces[space].siege = null;
  gainControl(state, space, besieger);
}

export const treacheryProcedure: Procedure<TreacheryFrame, SpaceAction> = {
  ask(state, f): Ask<SpaceAction>[] {
    if (f.space !== null) return [];
    const spaces = treacheryTargets(state);
    if (spaces.length === 0) return [];
    return [{ power: f.player, key: 'his.prompt.treachery', actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    pop(state, f);
    // After the assault (and any retreat it caused): does the siege still hold with more besiegers?
    if (f.space === null || f.besieger === null) return;
    const sp = state.spaces[f.space];
    if (sp.siege && besiegerOf(state, f.space) === f.besieger && besiegingUnits(state, f.space) > garrisonUnits(state, f.space)) {
      betray(state, f.space, f.besieger);
    }
  },
  decide(state, f, _power, action) {
    const space = action.space;
    f.space = space;
    f.besieger = besiegerOf(state, space);
    // The besieger assaults now (15.1), this frame waiting below for the outcome.
    push(state, frame('assault', { power: f.besieger!, space, free: true, forced: true, sameImpulse: true }));
  },
};

export const TREACHERY_EVENT: CardEvent = {
  canPlay: (state) => treacheryTargets(state).length > 0,
  play(state, power) {
    push(state, frame('treachery', { player: power, space: null, besieger: null }));
  },
};
