// 17.1: raise regulars, buy mercenaries, raise cavalry in a friendly home space that is
// not occupied by enemy units (and not in unrest, 12.4).
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS, homeSpacesOf } from '../data/map.ts';
import type { MajorPower, MinorPower } from '../data/powers.ts';
import { ACTION_COSTS } from '../data/tables.ts';
import type { Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { cpLimit, spendCp } from '../phases/spend-cp.ts';
import { homePower, homeSpacesNow, isFriendlySpace } from '../queries.ts';
import { constructUnits, mayConstructIn } from '../construction.ts';
import { isPirateBase } from '../naval/build.ts';
import { unitsAvailable } from '../counter-mix.ts';
import { activeMinorsOf } from '../minors.ts';
import { schmalkaldicLeagueOccurred } from '../land/loc.ts';
import { buildOntoForeignWar, foreignWarsWithRoom } from '../foreign-wars.ts';
import type { CardId } from '../data/cards.ts';
import type { CpLimit, HisState, LandUnitKind } from '../state.ts';
import type { CpAction } from './registry.ts';
import { frame } from '../flow/frames.ts';
import { perAsk } from '../query-cache.ts';

const ACTION_OF: Record<LandUnitKind, 'raiseRegular' | 'buyMercenary' | 'raiseCavalry'> = {
  regular: 'raiseRegular',
  mercenary: 'buyMercenary',
  cavalry: 'raiseCavalry',
};

export function buildCost(power: MajorPower, kind: LandUnitKind): number | null {
  return ACTION_COSTS[ACTION_OF[kind]][power] ?? null;
}

/** 17.1, 21.1: a home space the power may raise land units in — Algiers and pirate havens take corsairs only. */
function landBuildHome(state: HisState, power: MajorPower, space: SpaceId): boolean {
  return homePower(state, space) === power && !isPirateBase(state, space);
}

/** 17.1, 12.4: where this power may place a new land unit. */
export function landBuildSpaces(state: HisState, power: MajorPower): SpaceId[] {
  return homeSpacesNow(state, power).filter((id) => mayBuildLandIn(state, power, id));
}

function mayBuildLandIn(state: HisState, power: MajorPower, id: SpaceId): boolean {
  return landBuildHome(state, power, id) && isFriendlySpace(state, power, id) && mayConstructIn(state, power, id);
}

/**
 * Scots Raid (card 97): the card's CP build only in its spaces, in any of them the power
 * holds (friendly, no unrest, no enemy units, no siege), never onto a foreign war.
 */
function limitedBuildSpaces(state: HisState, power: MajorPower, limit: CpLimit): SpaceId[] {
  return SPACE_IDS.filter(
    (id) => limit.spaces.includes(id) && (limit.buildInSpaces || landBuildHome(state, power, id)) && isFriendlySpace(state, power, id) && mayConstructIn(state, power, id),
  );
}

/**
 * 22.3: Raise Regular Troop may build a regular of an active minor ally in one of the minor's
 * home spaces (friendly, not in unrest, no enemy units, no siege), while the minor has one unbuilt.
 */
export function minorRegularBuildSites(state: HisState, power: MajorPower): { space: SpaceId; owner: MinorPower }[] {
  const out: { space: SpaceId; owner: MinorPower }[] = [];
  for (const minor of activeMinorsOf(state, power)) {
    if (unitsAvailable(state, minor, 'regular') <= 0) continue;
    for (const id of homeSpacesOf(minor)) {
      if (isFriendlySpace(state, power, id) && mayConstructIn(state, minor, id)) out.push({ space: id, owner: minor });
    }
  }
  return out;
}

/** Whether buildChoices has any (stops at the first: asked for every CP spent). */
function hasBuildChoice(state: HisState, power: MajorPower, kind: LandUnitKind): boolean {
  if (power === 'protestant' && !schmalkaldicLeagueOccurred(state)) return false;
  const limit = cpLimit(state, power);
  if (limit) return unitsAvailable(state, power, kind) > 0 && limitedBuildSpaces(state, power, limit).length > 0;
  if (unitsAvailable(state, power, kind) > 0) {
    if (mayBuildLandAtHome(state, power) || foreignWarsWithRoom(state, power).length > 0) return true;
  }
  return kind === 'regular' && minorRegularBuildSites(state, power).length > 0;
}

/** Whether landBuildSpaces has any: the same for every kind, so asked once per ask for all three build actions. */
const mayBuildLandAtHome = perAsk((state, power: MajorPower) => homeSpacesNow(state, power).some((id) => mayBuildLandIn(state, power, id)));

/** Where a new land unit may go: home spaces (17.1, 22.3), or a foreign war card with room (21.7). */
/** 17.1, 21.7, 22.3: where the unit is built: a space (for a minor ally: its owner), or a foreign war card. */
type BuildLandAction = { type: 'space'; space: SpaceId; owner?: MinorPower } | { type: 'foreignWar'; card: CardId };

function buildChoices(state: HisState, power: MajorPower, kind: LandUnitKind): BuildLandAction[] {
  // 21.6: before the Schmalkaldic League the Protestant builds no military units.
  if (power === 'protestant' && !schmalkaldicLeagueOccurred(state)) return [];
  const limit = cpLimit(state, power);
  if (limit) return unitsAvailable(state, power, kind) > 0 ? limitedBuildSpaces(state, power, limit).map((space): BuildLandAction => ({ type: 'space', space })) : [];
  const own: BuildLandAction[] =
    unitsAvailable(state, power, kind) > 0
      ? [...landBuildSpaces(state, power).map((space): BuildLandAction => ({ type: 'space', space })), ...foreignWarsWithRoom(state, power).map((w): BuildLandAction => ({ type: 'foreignWar', card: w.card }))]
      : [];
  const minors: BuildLandAction[] = kind === 'regular' ? minorRegularBuildSites(state, power).map((m): BuildLandAction => ({ type: 'space', space: m.space, owner: m.owner })) : [];
  return [...own, ...minors];
}

interface BuildFrame extends Frame {
  proc: 'buildLand';
  power: MajorPower;
  kind: LandUnitKind;
}

function buildAction(kind: LandUnitKind): CpAction {
  return {
    id: ACTION_OF[kind],
    cost: (_state, power) => buildCost(power, kind),
    available(state, power, cp) {
      const cost = buildCost(power, kind);
      return cost !== null && cost <= cp && hasBuildChoice(state, power, kind);
    },
    start(state, power) {
      push(state, frame('buildLand', { power, kind }));
    },
  };
}

export const BUILD_LAND_ACTIONS: CpAction[] = [buildAction('mercenary'), buildAction('regular'), buildAction('cavalry')];

export const buildLandProcedure: Procedure<BuildFrame, BuildLandAction> = {
  ask(state, f) {
    return [
      {
        power: f.power,
        key: 'his.prompt.buildWhere',
        params: { kind: f.kind },
        actions: buildChoices(state, f.power, f.kind),
      },
    ];
  },
  decide(state, f, power, action) {
    spendCp(state, buildCost(power, f.kind)!);
    if (action.type === 'foreignWar') {
      // 21.7: built directly onto a foreign war card the power is fighting.
      buildOntoForeignWar(state, action.card, f.kind);
      state.log.push({ key: 'his.log.builtOnForeignWar', params: { power, kind: f.kind, card: action.card } });
      pop(state, f);
      return;
    }
    const space = action.space;
    // 22.3: a regular of an active minor ally, in the minor's home space.
    const owner = action.owner ?? power;
    if (constructUnits(state, space, owner, f.kind, 1) > 0) state.log.push({ key: 'his.log.built', params: { power: owner, kind: f.kind, space } });
    pop(state, f);
  },
};
