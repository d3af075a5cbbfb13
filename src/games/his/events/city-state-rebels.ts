// Card 71, City State Rebels (22.6, 2.2, 14): rebels rise in a captured key not under siege:
// an independent key a major power now controls, or a home key held by a major power not
// allied to the key's home power. 5 dice, each 5 or 6 a hit; for each hit the controller
// eliminates one of its own land or naval units there (its choice). If no land or naval unit
// is left in the space, the leaders there are captured by the playing power, the key goes
// back to its home power (independent for the four independent keys, 22.6) and one regular
// of that power is placed there.
import { constructUnits } from '../construction.ts';
import type { SpaceId } from '../data/map.ts';
import { INDEPENDENT_KEYS, SPACES, SPACE_IDS, isElectorate, isKey } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { isMajorPower, isMinorPower } from '../data/powers.ts';
import { hits, rollDice } from '../dice.ts';
import { removeLandUnits } from '../counter-mix.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { captureLeaders, leadersInSpace } from '../land/casualties.ts';
import { gainControl } from '../land/control.ts';
import { allied, forcesAt, landUnits, navalUnits, powersInSpace } from '../queries.ts';
import type { HisState, LandUnitKind, UnitKind } from '../state.ts';
import { LAND_UNIT_KINDS, NAVAL_UNIT_KINDS } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { loseNavalPieces, loseNavalUnits } from '../naval/losses.ts';
import { frame } from '../flow/frames.ts';
import { schmalkaldicLeagueOccurred } from '../land/loc.ts';
import { isTwoPlayer } from '../two-player/variant.ts';
import { controlMayChange } from '../two-player/zones.ts';

export const CITY_STATE_REBEL_DICE = 5;
const UNIT_KINDS: readonly UnitKind[] = [...LAND_UNIT_KINDS, ...NAVAL_UNIT_KINDS];

/** The power a rebel key returns to: its home power, or independent (22.6). */
export function rebelHome(space: SpaceId): Power {
  return (INDEPENDENT_KEYS as readonly string[]).includes(space) ? 'independent' : (SPACES[space].home ?? 'independent');
}

/** 22.6 and the card: captured keys not under siege (not one the playing power holds itself). */
export function rebelTargets(state: HisState, player: MajorPower): SpaceId[] {
  return SPACE_IDS.filter((id) => {
    const s = state.spaces[id];
    // Two-player variant: never a space whose control may not change (Tunis, a fixed Rome).
    if (!controlMayChange(state, id)) return false;
    if (leagueElectorateTarget(state, player, id)) return true;
    if (!isKey(id) || s.siege !== null || !isMajorPower(s.control) || s.control === player || state.outOfPlay.includes(id)) return false;
    const home = rebelHome(id);
    if (home === 'independent') return true;
    return home !== s.control && !allied(state, s.control, home);
  });
}

/**
 * Two-player face: once the Schmalkaldic League has formed, also an electorate under Hapsburg
 * control (not under siege); it goes back to its home power, the Protestant, with a Protestant
 * regular (docs/data-decisions.md).
 */
function leagueElectorateTarget(state: HisState, player: MajorPower, id: SpaceId): boolean {
  const s = state.spaces[id];
  if (!isTwoPlayer(state) || !schmalkaldicLeagueOccurred(state) || !isElectorate(id)) return false;
  return s.control === 'hapsburg' && player !== 'hapsburg' && s.siege === null && !state.outOfPlay.includes(id);
}

export interface CityStateRebelsFrame extends Frame {
  proc: 'cityStateRebels';
  player: MajorPower;
  space: SpaceId | null;
  /** The controller of the key when the rebels rose, and the losses it still has to take. */
  occupier: MajorPower | null;
  losses: number;
}

function kindsLeft(state: HisState, space: SpaceId, power: MajorPower): UnitKind[] {
  const f = forcesAt(state, { space }, power);
  return UNIT_KINDS.filter((k) => f[k] > 0);
}

function unitsLeft(state: HisState, space: SpaceId, power: MajorPower): number {
  const f = forcesAt(state, { space }, power);
  return landUnits(f) + navalUnits(f);
}

function isLandUnitKind(kind: UnitKind): kind is LandUnitKind {
  return (LAND_UNIT_KINDS as readonly UnitKind[]).includes(kind);
}

function lose(state: HisState, f: CityStateRebelsFrame, kind: UnitKind): void {
  // 5.2: a land loss no free counter can show costs more units here (make change).
  if (isLandUnitKind(kind)) removeLandUnits(state, f.space!, f.occupier!, kind, 1);
  else loseNavalUnits(state, { space: f.space! }, f.occupier!, kind, 1);
  f.losses--;
  state.log.push({ key: 'his.log.casualty', params: { power: f.occupier!, kind, space: f.space! } });
}

/** No land or naval unit left: the key goes home. */
function conclude(state: HisState, f: CityStateRebelsFrame): void {
  const space = f.space!;
  const anyUnits = powersInSpace(state, space).some((p) => {
    const u = forcesAt(state, { space }, p);
    return landUnits(u) + navalUnits(u) > 0;
  });
  if (anyUnits) {
    state.log.push({ key: 'his.log.rebelsFail', params: { space } });
    return;
  }
  const present = powersInSpace(state, space);
  captureLeaders(state, space, leadersInSpace(state, space, present), f.player);
  // 16.2 step 10, 8.2: naval leaders left with no ship go to the Turn Track.
  for (const p of present) loseNavalPieces(state, { space }, p);
  const home = rebelHome(space);
  // A minor's key goes to the major power allied to it, if the minor is active (22.2).
  const ally = isMinorPower(home) ? state.diplomacy.minorAllies[home] : null;
  gainControl(state, space, ally ?? home);
  constructUnits(state, space, home, 'regular', 1);
  state.log.push({ key: 'his.log.rebelsWin', params: { space, power: home } });
}

type CityStateRebelsAction = SpaceAction | { type: 'casualty'; power: MajorPower; kind: UnitKind };

export const cityStateRebelsProcedure: Procedure<CityStateRebelsFrame, CityStateRebelsAction> = {
  ask(state, f): Ask<CityStateRebelsAction>[] {
    if (f.space === null) {
      const spaces = rebelTargets(state, f.player);
      if (spaces.length === 0) return [];
      return [{ power: f.player, key: 'his.prompt.cityStateRebels', actions: spaces.map((space) => ({ type: 'space', space })) }];
    }
    const kinds = kindsLeft(state, f.space, f.occupier!);
    if (f.losses <= 0 || kinds.length < 2 || f.losses >= unitsLeft(state, f.space, f.occupier!)) return [];
    return [
      {
        power: f.occupier!,
        key: 'his.prompt.rebelLosses',
        params: { space: f.space, losses: f.losses },
        actions: kinds.map((kind) => ({ type: 'casualty', power: f.occupier!, kind })),
      },
    ];
  },
  run(state, f) {
    if (f.space === null) {
      pop(state, f);
      return;
    }
    const kinds = kindsLeft(state, f.space, f.occupier!);
    if (f.losses > 0 && kinds.length > 0) {
      lose(state, f, kinds[0]!);
      return;
    }
    pop(state, f);
    conclude(state, f);
  },
  decide(state, f, _power, action) {
    if (action.type === 'casualty') {
      lose(state, f, action.kind);
      return;
    }
    const space = action.space;
    f.space = space;
    f.occupier = state.spaces[space].control as MajorPower;
    const rolled = rollDice(state, CITY_STATE_REBEL_DICE, 'cityStateRebels', { space });
    f.losses = hits(rolled);
    state.log.push({ key: 'his.log.rebelsRise', params: { space, hits: f.losses } });
  },
};

export const CITY_STATE_REBELS_EVENT: CardEvent = {
  canPlay: (state, power) => rebelTargets(state, power).length > 0,
  play(state, power) {
    push(state, frame('cityStateRebels', { player: power, space: null, occupier: null, losses: 0 }));
  },
};
