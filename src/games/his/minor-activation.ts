// 22.2: activating a minor power as the ally of a major power, step by step (the frame
// minors.ts' activateMinor pushes).
import type { MajorPower, MinorPower } from './data/powers.ts';
import { MAJOR_POWERS } from './data/powers.ts';
import { SPACE_IDS } from './data/map.ts';
import type { Ask, Frame, Procedure } from './flow/frames.ts';
import { pop } from './flow/stack.ts';
import { displace, gainControl, hasPieces } from './land/control.ts';
import { pairKey } from './queries.ts';
import type { HisState } from './state.ts';
import { dowBarredAlways } from './phases/diplomacy/restrictions.ts';
import { addWar } from './phases/diplomacy/war-status.ts';
import { declareWarInActionPhase } from './phases/diplomacy/new-war.ts';

export interface MinorActivationFrame extends Frame {
  proc: 'minorActivation';
  minor: MinorPower;
  major: MajorPower;
  step: 'allied' | 'declarations' | 'control' | 'wars';
  /** Powers at war with the minor when it was activated, in impulse order (A12). */
  atWarWith: MajorPower[];
  asked: MajorPower[];
}

/** 22.2 step 2: who still has to choose between a free DOW and displacement. */
function nextToChoose(state: HisState, f: MinorActivationFrame): MajorPower | null {
  for (const p of f.atWarWith) {
    if (f.asked.includes(p)) continue;
    // Already at war with the activating power: nothing to choose, its units stay.
    if (state.diplomacy.wars.includes(pairKey(p, f.major))) continue;
    return p;
  }
  return null;
}

/** 22.2 step 2: "any units of that power occupying spaces controlled by this minor power are displaced". */
function displaceFromMinorSpaces(state: HisState, f: MinorActivationFrame, power: MajorPower): void {
  for (const space of SPACE_IDS) {
    if (state.spaces[space].control !== f.minor) continue;
    if (hasPieces(state, { space }, power, 'land') || hasPieces(state, { space }, power, 'naval')) displace(state, space, power);
  }
}

export const minorActivationProcedure: Procedure<MinorActivationFrame> = {
  ask(state, f): Ask[] {
    if (f.step !== 'declarations') return [];
    const p = nextToChoose(state, f);
    if (!p || dowBarredAlways(state, p, f.major) !== null) return [];
    return [
      {
        power: p,
        key: 'his.prompt.activationWar',
        params: { minor: f.minor, major: f.major },
        actions: [{ type: 'declareWar' }, { type: 'decline' }],
      },
    ];
  },
  run(state, f) {
    switch (f.step) {
      case 'allied':
        // Step 1: the "Allied" marker.
        f.atWarWith = MAJOR_POWERS.filter((p) => p !== f.major && state.diplomacy.wars.includes(pairKey(p, f.minor)));
        state.diplomacy.minorAllies[f.minor] = f.major;
        state.log.push({ key: 'his.log.minorActivated', params: { minor: f.minor, major: f.major } });
        f.step = 'declarations';
        return;
      case 'declarations': {
        const p = nextToChoose(state, f);
        if (p === null) {
          f.step = 'control';
          return;
        }
        // Step 2: a power barred from declaring war (9.6 restrictions at all times) is displaced.
        f.asked.push(p);
        displaceFromMinorSpaces(state, f, p);
        return;
      }
      case 'control':
        // Steps 3-4: the major's square markers on the minor's keys, hexagons elsewhere.
        f.step = 'wars';
        for (const space of SPACE_IDS) if (state.spaces[space].control === f.minor) gainControl(state, space, f.major);
        return;
      case 'wars':
        // Step 5: the minor's diplomacy is now its ally's.
        state.diplomacy.wars = state.diplomacy.wars.filter((w) => !w.split('|').includes(f.minor));
        pop(state, f);
        // 9.6 "DOW during the Action Phase": a war begun by step 2 during the Action Phase
        // brings an immediate naval battle where the two powers' fleets share a sea zone.
        if (state.phase === 'actionPhase') {
          for (const p of f.asked) if (state.diplomacy.wars.includes(pairKey(p, f.major))) declareWarInActionPhase(state, p, f.major);
        }
        return;
    }
  },
  decide(state, f, power, action) {
    f.asked.push(power);
    if (action.type === 'declareWar') addWar(state, power, f.major);
    else displaceFromMinorSpaces(state, f, power);
  },
};

