// Card 70, Charles Bourbon (5.1, 19.2, 17.1, 21.6): the Renegade Leader and 3 mercenaries of
// the playing power (3 cavalry for the Ottoman) enter a space the power controls that is not
// under siege and not in unrest (17.1); or, if the power is at war with France, any
// unoccupied space adjacent to Lyon, which it then controls. The Protestant may use it only
// after the Schmalkaldic League (21.6). The Renegade Leader leaves in the Winter Phase
// (phases/winter/renegade.ts); the units stay.
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS, adjacentSpaces } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { leadersOnForeignWars } from '../foreign-wars.ts';
import { gainControl } from '../land/control.ts';
import { schmalkaldicLeagueOccurred } from '../land/loc.ts';
import { RENEGADE_LEADER } from '../phases/winter/renegade.ts';
import { atWar, findLeader, forcesFor, powersInSpace } from '../queries.ts';
import { constructUnits, mayConstructIn } from '../construction.ts';
import type { HisState, LandUnitKind } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';
import { isTwoPlayer } from '../two-player/variant.ts';
import { inPlayZone } from '../two-player/zones.ts';

export const CHARLES_BOURBON_UNITS = 3;

export function bourbonKind(power: MajorPower): LandUnitKind {
  return power === 'ottoman' ? 'cavalry' : 'mercenary';
}

/** Spaces the power controls where units may be built (17, 17.1: no unrest, no enemy units). */
function ownSpaces(state: HisState, power: MajorPower): SpaceId[] {
  return SPACE_IDS.filter((id) => {
    const s = state.spaces[id];
    return s.control === power && mayConstructIn(state, power, id);
  });
}

/** At war with France: the unoccupied spaces adjacent to Lyon. */
function lyonSpaces(state: HisState, power: MajorPower): SpaceId[] {
  if (!atWar(state, power, 'france')) return [];
  return adjacentSpaces('lyon').filter((id) => powersInSpace(state, id).length === 0 && mayConstructIn(state, power, id));
}

export function bourbonSpaces(state: HisState, power: MajorPower): SpaceId[] {
  // Two-player face: only a space of the German or Italian zone the power controls; no Lyon option.
  if (isTwoPlayer(state)) return ownSpaces(state, power).filter(inPlayZone);
  const out = ownSpaces(state, power);
  for (const id of lyonSpaces(state, power)) if (!out.includes(id)) out.push(id);
  return out;
}

function renegadeFree(state: HisState): boolean {
  const captive = Object.values(state.powers).some((p) => p.captives.includes(RENEGADE_LEADER));
  return findLeader(state, RENEGADE_LEADER) === null && !captive && !leadersOnForeignWars(state).includes(RENEGADE_LEADER);
}

export interface CharlesBourbonFrame extends Frame {
  proc: 'charlesBourbon';
  power: MajorPower;
}

function enter(state: HisState, power: MajorPower, space: SpaceId): void {
  const kind = bourbonKind(power);
  const n = constructUnits(state, space, power, kind, CHARLES_BOURBON_UNITS);
  forcesFor(state, { space }, power).leaders.push(RENEGADE_LEADER);
  state.log.push({ key: 'his.log.charlesBourbon', params: { power, space, n, kind } });
  const previous = state.spaces[space].control;
  if (previous !== power) {
    // The Lyon option: political control at once (a home space taken counts for 9.3 step 1).
    gainControl(state, space, power);
  }
}

export const charlesBourbonProcedure: Procedure<CharlesBourbonFrame, SpaceAction> = {
  ask(state, f): Ask<SpaceAction>[] {
    const spaces = bourbonSpaces(state, f.power);
    if (spaces.length === 0) return [];
    return [{ power: f.power, key: 'his.prompt.charlesBourbon', actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, power, action) {
    pop(state, f);
    enter(state, power, action.space);
  },
};

export const CHARLES_BOURBON_EVENT: CardEvent = {
  canPlay(state, power) {
    if (power === 'protestant' && !schmalkaldicLeagueOccurred(state)) return false;
    return renegadeFree(state) && bourbonSpaces(state, power).length > 0;
  },
  play(state, power) {
    push(state, frame('charlesBourbon', { power }));
  },
};
