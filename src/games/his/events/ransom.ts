// Card 91, Ransom (5.1, 9.5): playable while some leader is captive. The playing power frees
// any captured leader, whoever holds him and whoever owns him; his owner places him in one of
// its fortified home spaces under its control (not besieged, free of enemy units), its
// choice. The captor gets nothing.
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS } from '../data/map.ts';
import { ARMY_LEADERS, NAVAL_LEADERS, isArmyLeaderId, isNavalLeaderId } from '../data/pieces.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { forcesFor, hasEnemyLandUnits, homePower, isFortified } from '../queries.ts';
import type { HisState, LeaderId } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

/** The power a leader serves (null for the Renegade Leader). */
export function leaderOwner(leader: LeaderId): Power | null {
  if (isArmyLeaderId(leader)) return ARMY_LEADERS[leader].power;
  if (isNavalLeaderId(leader)) return NAVAL_LEADERS[leader].power;
  return null;
}

/** Where the freed leader may go. */
export function ransomHomes(state: HisState, leader: LeaderId): SpaceId[] {
  const owner = leaderOwner(leader);
  if (owner === null) return [];
  return SPACE_IDS.filter((id) => {
    const s = state.spaces[id];
    return homePower(state, id) === owner && isFortified(state, id) && s.control === owner && s.siege === null && !hasEnemyLandUnits(state, owner, id);
  });
}

/** The captive leaders the card can free now, with the power holding each. */
export function ransomable(state: HisState): { leader: LeaderId; captor: MajorPower }[] {
  return MAJOR_POWERS.flatMap((captor) => state.powers[captor].captives.filter((l) => ransomHomes(state, l).length > 0).map((leader) => ({ leader, captor })));
}

export interface RansomFrame extends Frame {
  proc: 'ransomCard';
  player: MajorPower;
  leader: LeaderId | null;
}

function free(state: HisState, leader: LeaderId, space: SpaceId): void {
  for (const p of MAJOR_POWERS) state.powers[p].captives = state.powers[p].captives.filter((l) => l !== leader);
  forcesFor(state, { space }, leaderOwner(leader)!).leaders.push(leader);
  state.log.push({ key: 'his.log.ransomed', params: { leader, space } });
}

type RansomAction = { type: 'leader'; leader: LeaderId } | SpaceAction;

export const ransomCardProcedure: Procedure<RansomFrame, RansomAction> = {
  ask(state, f): Ask<RansomAction>[] {
    if (f.leader === null) {
      const options = ransomable(state);
      return options.length === 0 ? [] : [{ power: f.player, key: 'his.prompt.ransomCard', actions: options.map((o): RansomAction => ({ type: 'leader', leader: o.leader })) }];
    }
    const homes = ransomHomes(state, f.leader);
    const owner = leaderOwner(f.leader)!;
    // The owner chooses; an owner that is not a major power (a minor's naval leader) takes the first.
    if (homes.length < 2 || !MAJOR_POWERS.includes(owner as MajorPower)) return [];
    return [{ power: owner as MajorPower, key: 'his.prompt.ransomWhere', params: { leader: f.leader }, actions: homes.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    pop(state, f);
    const home = f.leader ? ransomHomes(state, f.leader)[0] : undefined;
    if (f.leader && home) free(state, f.leader, home);
  },
  decide(state, f, _power, action) {
    if (action.type === 'leader') {
      f.leader = action.leader;
      return;
    }
    pop(state, f);
    free(state, f.leader!, action.space);
  },
};

export const RANSOM_EVENT: CardEvent = {
  canPlay: (state) => ransomable(state).length > 0,
  play(state, power) {
    push(state, frame('ransomCard', { player: power, leader: null }));
  },
};
