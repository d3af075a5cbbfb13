// Diplomacy cards (two-player variant; diplomacy-cards.json): 207 Henry Petitions for
// Divorce, 217 Secret Protestant Circle, 218 Siege of Vienna.
import type { SpaceId } from '../data/map.ts';
import { spacesInLanguageZone } from '../data/map.ts';
import type { HisAction } from '../flow/frames.ts';
import type { ChoiceOption } from '../events/choice.ts';
import { distancesFrom } from '../land/control.ts';
import { removeLandUnits } from '../counter-mix.ts';
import { rollDice } from '../dice.ts';
import { debateZones, startDebate } from '../religion/debate.ts';
import type { DebateLanguageZone } from '../data/pieces.ts';
import { setReligion } from '../religion/flip.ts';
import type { HisState } from '../state.ts';
import { LAND_UNIT_KINDS } from '../state.ts';
import type { TwoPlayerChoiceFrame } from './choice.ts';
import { askChoice } from './choice.ts';
import type { DiplomacyEvent } from './cards-common.ts';
import { controlledSpaces, drawMainCard, noEffect, placeUnits } from './cards-common.ts';
import { twoPlayerState } from './variant.ts';

// ---- 207 Henry Petitions for Divorce (18.5, 21.3): the Papacy grants or refuses ----

export function italianHapsburgSpaces(state: HisState): SpaceId[] {
  return controlledSpaces(state, 'hapsburg').filter((id) => spacesInLanguageZone('italian').includes(id));
}

export const HENRY_PETITIONS_2P: DiplomacyEvent = {
  play(state, player) {
    askChoice(state, 207, player, 'papacy', 'his.prompt.twoPlayerDivorce', [
      { type: 'option', option: 'grantDivorce' },
      { type: 'option', option: 'refuseDivorce' },
    ]);
  },
};

function askRefusal(state: HisState, f: TwoPlayerChoiceFrame, left: number): void {
  const spaces = controlledSpaces(state, 'hapsburg');
  if (left <= 0 || spaces.length === 0) return;
  askChoice(state, 207, f.player, 'papacy', 'his.prompt.twoPlayerDivorceRegular', spaces.map((space) => ({ type: 'space', space })), { step: 'refuse', left });
}

export function resolveHenry(state: HisState, f: TwoPlayerChoiceFrame, action: HisAction): void {
  if (action.type === 'option' && action.option === 'refuseDivorce') {
    askRefusal(state, f, 3);
    return;
  }
  if (action.type === 'option') {
    // Granted: the Papacy draws a card, the Protestant places 4 Hapsburg mercenaries in Italy,
    // then the Papacy calls a debate (pushed first: it runs after the placement).
    drawMainCard(state, 'papacy');
    const zones = debateZones(state, 'papacy');
    if (zones.length > 0) askChoice(state, 207, f.player, 'papacy', 'his.prompt.twoPlayerDivorceDebate', zones.map((zone) => ({ type: 'zone', zone })), { step: 'debate' });
    const spaces = italianHapsburgSpaces(state);
    if (spaces.length > 0) askChoice(state, 207, f.player, 'protestant', 'his.prompt.twoPlayerDivorceMercenaries', spaces.map((space) => ({ type: 'space', space })), { step: 'grant' });
    return;
  }
  if (action.type === 'zone') {
    startDebate(state, 'papacy', action.zone as DebateLanguageZone);
    return;
  }
  if (f.data.step === 'grant') {
    placeUnits(state, action.space as SpaceId, 'hapsburg', 'mercenary', 4);
    return;
  }
  placeUnits(state, action.space as SpaceId, 'hapsburg', 'regular', 1);
  askRefusal(state, f, (f.data.left as number) - 1);
}

// ---- 217 Secret Protestant Circle (18.3): 1-3 one Italian space, 4-6 one Italian and one Spanish ----

export function circleSpaces(state: HisState, zone: 'italian' | 'spanish'): SpaceId[] {
  return spacesInLanguageZone(zone).filter((id) => state.spaces[id].religion === 'catholic');
}

function askCircle(state: HisState, f: { player: TwoPlayerChoiceFrame['player'] }, zones: ('italian' | 'spanish')[]): void {
  const zone = zones.find((z) => circleSpaces(state, z).length > 0);
  if (zone === undefined) return;
  const rest = zones.filter((z) => z !== zone);
  askChoice(state, 217, f.player, 'protestant', 'his.prompt.twoPlayerCircle', circleSpaces(state, zone).map((space) => ({ type: 'space', space })), { rest });
}

export const SECRET_CIRCLE_2P: DiplomacyEvent = {
  play(state, player) {
    const [die] = rollDice(state, 1, 'twoPlayerCard', { card: 217 });
    const zones: ('italian' | 'spanish')[] = die! <= 3 ? ['italian'] : ['italian', 'spanish'];
    if (zones.every((z) => circleSpaces(state, z).length === 0)) {
      noEffect(state, 217);
      return;
    }
    askCircle(state, { player }, zones);
  },
};

export function resolveCircle(state: HisState, f: TwoPlayerChoiceFrame, action: HisAction): void {
  setReligion(state, action.space as SpaceId, 'protestant', 'twoPlayerCard');
  askCircle(state, f, f.data.rest as ('italian' | 'spanish')[]);
}

// ---- 218 Siege of Vienna (13.1) ----

/** Spaces within 2 of Vienna (from the map's distances, not a fixed list). */
export function nearVienna(): SpaceId[] {
  return [...distancesFrom('vienna')].filter(([, d]) => d <= 2).map(([id]) => id).sort();
}

export function viennaOptions(state: HisState): ChoiceOption[] {
  const out: ChoiceOption[] = [];
  for (const space of nearVienna()) {
    for (const power of ['hapsburg', 'hungary'] as const) {
      const f = state.spaces[space].units[power];
      if (f) for (const kind of LAND_UNIT_KINDS) if (f[kind] > 0) out.push({ type: 'unit', kind, power, space });
    }
  }
  return out;
}

function askVienna(state: HisState, player: TwoPlayerChoiceFrame['player'], left: number): void {
  const options = viennaOptions(state);
  if (left <= 0 || options.length === 0) return;
  askChoice(state, 218, player, 'protestant', 'his.prompt.twoPlayerVienna', options, { left });
}

export const SIEGE_OF_VIENNA_2P: DiplomacyEvent = {
  play(state, player) {
    // The units there at the start of the turn (now, in its Diplomacy Phase) may not move this turn.
    twoPlayerState(state).frozen = { turn: state.turn, spaces: nearVienna() };
    if (viennaOptions(state).length === 0) noEffect(state, 218);
    askVienna(state, player, 2);
  },
};

export function resolveVienna(state: HisState, f: TwoPlayerChoiceFrame, action: HisAction): void {
  removeLandUnits(state, action.space as SpaceId, action.power as 'hapsburg', action.kind as 'regular', 1);
  state.log.push({ key: 'his.log.twoPlayerUnitRemoved', params: { power: action.power as string, space: action.space as string, kind: action.kind as string } });
  askVienna(state, f.player, (f.data.left as number) - 1);
}
