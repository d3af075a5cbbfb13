// 17.2: building naval units. A squadron (2 CP, every power but the Protestant) goes into
// a friendly home port not occupied by enemy units and not in unrest; an active Genoa,
// Venice or Scotland may get one in its own home ports (22.3). After Barbary Pirates the
// Ottoman builds corsairs (1 CP) in its home ports, Algiers and ports made pirate havens;
// those two kinds of port take corsairs only (21.1). Units lost this turn are not
// available again until the next turn (state.navalEliminated, counter-mix.ts).
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS, isPort } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import { cpLimitAllows, spendCp } from '../phases/spend-cp.ts';
import { commandedPowers } from '../minors.ts';
import { homePower, homeSpacesNow, isFriendlySpace } from '../queries.ts';
import { constructUnits, mayConstructIn } from '../construction.ts';
import { unitsAvailable } from '../counter-mix.ts';
import type { HisState, NavalUnitKind } from '../state.ts';

/** Card 9: Barbary Pirates has occurred (corsairs may be built, 17.2, 21.1). */
export const BARBARY_PIRATES = 9;

/** 21.1: Oran or Tripoli targeted by Pirate Haven (card 89) becomes an Ottoman pirate haven. */
export function markPirateHaven(state: HisState, space: SpaceId): void {
  if (!state.pirateHavens.includes(space)) state.pirateHavens.push(space);
}

export function buildNavalCost(power: MajorPower, kind: NavalUnitKind): number | null {
  return (kind === 'squadron' ? ACTION_COSTS.buildSquadron : ACTION_COSTS.buildCorsair)[power];
}

/** 17.2: a friendly port, not in unrest, not out of play, without enemy units (construction.ts). */
function buildablePort(state: HisState, power: MajorPower, space: SpaceId): boolean {
  return isPort(space) && isFriendlySpace(state, power, space) && mayConstructIn(state, power, space);
}

/** 21.1: Algiers and pirate havens take Ottoman corsairs only (no squadrons, no land units). */
export function isPirateBase(state: HisState, space: SpaceId): boolean {
  return space === 'algiers' || state.pirateHavens.includes(space);
}

export type NavalBuildSite = { space: SpaceId; owner: Power };

/** 17.2, 22.3: where each owner commanded by the power could get a new squadron now. */
export function squadronBuildSites(state: HisState, power: MajorPower): NavalBuildSite[] {
  const out: NavalBuildSite[] = [];
  for (const owner of commandedPowers(state, power)) {
    if (unitsAvailable(state, owner, 'squadron') <= 0) continue;
    for (const space of homeSpacesNow(state, owner)) {
      if (isPirateBase(state, space)) continue;
      if (buildablePort(state, power, space)) out.push({ space, owner });
    }
  }
  return out;
}

/** 17.2, 21.1: where the Ottoman could get a new corsair now (only once Barbary Pirates has occurred). */
export function corsairBuildSites(state: HisState, power: MajorPower): NavalBuildSite[] {
  if (!state.eventsResolved.includes(BARBARY_PIRATES) || unitsAvailable(state, power, 'corsair') <= 0) return [];
  return SPACE_IDS.filter((space) => {
    const base = homePower(state, space) === power || (isPirateBase(state, space) && state.spaces[space].control === power);
    return base && buildablePort(state, power, space);
  }).map((space) => ({ space, owner: power }));
}

export function navalBuildSites(state: HisState, power: MajorPower, kind: NavalUnitKind): NavalBuildSite[] {
  const sites = kind === 'squadron' ? squadronBuildSites(state, power) : corsairBuildSites(state, power);
  // Scots Raid (card 97): the card's CP build only in its spaces.
  return sites.filter((site) => cpLimitAllows(state, power, site.space));
}

export interface BuildNavalFrame extends Frame {
  proc: 'buildNaval';
  power: MajorPower;
  kind: NavalUnitKind;
}

/** 17.1, 22.3: the port where the unit is built (for a minor ally: its owner). */
type BuildNavalAction = { type: 'space'; space: SpaceId; owner?: Power };

function siteAction(power: MajorPower, site: NavalBuildSite): BuildNavalAction {
  return site.owner === power ? { type: 'space', space: site.space } : { type: 'space', space: site.space, owner: site.owner };
}

export const buildNavalProcedure: Procedure<BuildNavalFrame, BuildNavalAction> = {
  ask(state, f): Ask<BuildNavalAction>[] {
    const sites = navalBuildSites(state, f.power, f.kind);
    if (sites.length === 0) return [];
    return [{ power: f.power, key: 'his.prompt.buildWhere', params: { kind: f.kind }, actions: sites.map((s) => siteAction(f.power, s)) }];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, power, action) {
    const space = action.space;
    const owner = action.owner ?? power;
    spendCp(state, buildNavalCost(power, f.kind)!);
    if (constructUnits(state, space, owner, f.kind, 1) > 0) state.log.push({ key: 'his.log.built', params: { power: owner, kind: f.kind, space } });
    pop(state, f);
  },
};
