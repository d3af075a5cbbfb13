// Diplomacy cards on minor powers and fleets (two-player variant; diplomacy-cards.json):
// 201 Andrea Doria, 204 Diplomatic Marriage, 210 Shipbuilding, 212 Venetian Alliance.
// 22.2 activation, 22.4 deactivation, 17.2 naval builds.
import type { SpaceId } from '../data/map.ts';
import { homeSpacesOf, isPort } from '../data/map.ts';
import type { MajorPower, MinorPower } from '../data/powers.ts';
import { MINOR_POWERS } from '../data/powers.ts';
import { MINOR_POWER_ACTIVATION } from '../data/tables.ts';
import type { HisAction } from '../flow/frames.ts';
import type { ChoiceOption } from '../events/choice.ts';
import { activateMinor, minorAlly } from '../minors.ts';
import { deactivateMinor } from '../minor-deactivation.ts';
import { unitsAvailable } from '../counter-mix.ts';
import { atWar } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { TwoPlayerChoiceFrame } from './choice.ts';
import { askChoice } from './choice.ts';
import type { DiplomacyEvent } from './cards-common.ts';
import { noEffect, placeUnits } from './cards-common.ts';

/** Make `minor` an ally of `major`, first breaking any other alliance it has (22.4 then 22.2). */
export function switchMinor(state: HisState, minor: MinorPower, major: MajorPower): void {
  // Pushed first, so it runs after the deactivation's own steps.
  activateMinor(state, minor, major);
  if (minorAlly(state, minor) !== null) deactivateMinor(state, minor);
}

// ---- 201 Andrea Doria ----

/** The power Genoa should ally with: the Papacy for the Papacy, France for the Protestant. */
export function doriaAlly(player: MajorPower): MajorPower {
  return player === 'papacy' ? 'papacy' : 'france';
}

export const ANDREA_DORIA_2P: DiplomacyEvent = {
  play(state, player) {
    const ally = doriaAlly(player);
    if (minorAlly(state, 'genoa') !== ally) {
      switchMinor(state, 'genoa', ally);
      return;
    }
    // Already allied: 4 CP of Genoese units, read as 2 regulars (2 CP each), in Genoa if the ally holds it.
    const genoa: SpaceId = 'genoa';
    const holder = state.spaces[genoa].control;
    if ((holder !== ally && holder !== 'genoa') || state.spaces[genoa].siege !== null || placeUnits(state, genoa, 'genoa', 'regular', 2) === 0) noEffect(state, 201);
  },
};

// ---- 204 Diplomatic Marriage ----

/** The activations and deactivations open to the player (22.1 table; the Protestant's extra uses). */
export function marriageOptions(state: HisState, player: MajorPower): ChoiceOption[] {
  const out: ChoiceOption[] = [];
  for (const minor of MINOR_POWERS) {
    const ally = minorAlly(state, minor);
    const rule = MINOR_POWER_ACTIVATION[minor];
    if (player === 'papacy') {
      if (ally === null && rule.activatedBy.includes('papacy')) out.push({ type: 'activateMinor', minor, major: 'papacy' });
      if (ally !== null && ally !== 'papacy' && rule.activatedBy.includes('papacy') && rule.canDeactivate) out.push({ type: 'deactivateMinor', minor });
    } else {
      // 22.4 still keeps Hungary-Bohemia (docs/data-decisions.md).
      if (ally !== null && rule.canDeactivate) out.push({ type: 'deactivateMinor', minor });
      if (ally === null && (minor === 'genoa' || minor === 'venice')) out.push({ type: 'activateMinor', minor, major: 'hapsburg' });
    }
  }
  return out;
}

export const DIPLOMATIC_MARRIAGE_2P: DiplomacyEvent = {
  play(state, player) {
    const options = marriageOptions(state, player);
    if (options.length === 0) noEffect(state, 204);
    else askChoice(state, 204, player, player, 'his.prompt.twoPlayerMarriage', options);
  },
};

export function resolveMarriage(state: HisState, _f: TwoPlayerChoiceFrame, action: HisAction): void {
  const minor = action.minor as MinorPower;
  if (action.type === 'activateMinor') activateMinor(state, minor, action.major as MajorPower);
  else deactivateMinor(state, minor);
}

// ---- 210 Shipbuilding ----

/** Where one squadron may be built: {space, power} (17.2 ports; the Protestant's three choices). */
export function shipbuildingOptions(state: HisState, player: MajorPower): ChoiceOption[] {
  const open = (space: SpaceId, power: MajorPower | MinorPower): boolean =>
    isPort(space) && state.spaces[space].siege === null && unitsAvailable(state, power, 'squadron') > 0;
  const out: ChoiceOption[] = [];
  if (player === 'papacy') {
    for (const power of ['papacy', ...MINOR_POWERS.filter((m) => minorAlly(state, m) === 'papacy')] as const) {
      for (const space of homeSpacesOf(power)) {
        if (open(space, power) && (state.spaces[space].control === 'papacy' || state.spaces[space].control === power)) out.push({ type: 'port', kind: 'squadron', power, space });
      }
    }
  } else {
    if (state.spaces.marseille.control === 'france' && open('marseille', 'france')) out.push({ type: 'port', kind: 'squadron', power: 'france', space: 'marseille' });
    if (state.spaces.naples.control === 'hapsburg' && open('naples', 'hapsburg')) out.push({ type: 'port', kind: 'squadron', power: 'hapsburg', space: 'naples' });
    for (const space of homeSpacesOf('ottoman')) if (state.spaces[space].control === 'ottoman' && open(space, 'ottoman')) out.push({ type: 'port', kind: 'squadron', power: 'ottoman', space });
  }
  return out;
}

function askShip(state: HisState, player: MajorPower, left: number): void {
  const options = shipbuildingOptions(state, player);
  if (left <= 0 || options.length === 0) return;
  askChoice(state, 210, player, player, 'his.prompt.twoPlayerShipbuilding', [...options, { type: 'done' }], { left });
}

export const SHIPBUILDING_2P: DiplomacyEvent = {
  play(state, player) {
    if (shipbuildingOptions(state, player).length === 0) noEffect(state, 210);
    else askShip(state, player, 2);
  },
};

export function resolveShipbuilding(state: HisState, f: TwoPlayerChoiceFrame, action: HisAction): void {
  if (action.type === 'done') return;
  placeUnits(state, action.space as SpaceId, action.power as MajorPower, 'squadron', 1);
  askShip(state, f.player, (f.data.left as number) - 1);
}

// ---- 212 Venetian Alliance ----

/** Papal-controlled ports not under siege (for the Venetian reinforcements). */
export function papalPorts(state: HisState): SpaceId[] {
  return (Object.keys(state.spaces) as SpaceId[]).filter((id) => isPort(id) && state.spaces[id].control === 'papacy' && state.spaces[id].siege === null);
}

export const VENETIAN_ALLIANCE_2P: DiplomacyEvent = {
  play(state, player) {
    const ally = minorAlly(state, 'venice');
    if (ally === null) {
      activateMinor(state, 'venice', 'papacy');
      return;
    }
    if (ally === 'hapsburg') {
      deactivateMinor(state, 'venice');
      return;
    }
    const ports = papalPorts(state).filter((p) => !atWar(state, 'venice', state.spaces[p].control));
    if (ally !== 'papacy' || ports.length === 0) {
      noEffect(state, 212);
      return;
    }
    askChoice(state, 212, player, 'papacy', 'his.prompt.twoPlayerVenetianPort', ports.map((space) => ({ type: 'space', space })));
  },
};

export function resolveVenetianAlliance(state: HisState, _f: TwoPlayerChoiceFrame, action: HisAction): void {
  const space = action.space as SpaceId;
  placeUnits(state, space, 'venice', 'regular', 1);
  placeUnits(state, space, 'venice', 'squadron', 2);
}
