// 22.4 Deactivation of a minor power (by Auld Alliance, Venetian Alliance, Diplomatic
// Marriage, Rough Wooing, Andrea Doria) and 22.5 the Defeat of Hungary-Bohemia, which
// activates Hungary for good as a Hapsburg ally. Both run by rule, without decisions of
// their own (displacements may ask, 12.5).
import { controlMayChange } from './two-player/zones.ts';
import type { SeaZoneId, SpaceId } from './data/map.ts';
import { SPACES, SPACE_IDS, homeSpacesOf, isPort, portsOf } from './data/map.ts';
import type { MinorPower, Power } from './data/powers.ts';
import { BONUS_VP, MINOR_POWER_ACTIVATION } from './data/tables.ts';
import type { PieceClass } from './land/control.ts';
import { displaceAmong, distancesFrom, gainControl, hasPieces, movePieces, nearest } from './land/control.ts';
import { garrisonPowers } from './land/siege.ts';
import { activateMinor, minorAlly } from './minors.ts';
import { declareWarInActionPhase } from './phases/diplomacy/new-war.ts';
import { forcesFor, hasEnemyLandUnits, isFortified, isFriendlySpace, landUnitsIn, pairKey, powersInSpace, tidy } from './queries.ts';
import type { HisState } from './state.ts';
import { LAND_UNIT_KINDS } from './state.ts';
import { isNavalLeaderId } from './data/pieces.ts';
import { loseNavalPieces } from './naval/losses.ts';

// ---- 22.4 ----

/** 22.1 table: every minor may be deactivated except Hungary-Bohemia. */
export function mayDeactivate(state: HisState, minor: MinorPower): boolean {
  return MINOR_POWER_ACTIVATION[minor].canDeactivate && minorAlly(state, minor) !== null;
}

/** The first of `candidates` nearest to `from` (map order breaks ties: an inactive minor acts by rule, 22.1). */
function nearestOf(from: SpaceId, candidates: readonly SpaceId[]): SpaceId | null {
  const dist = distancesFrom(from);
  let best: SpaceId | null = null;
  for (const c of candidates) if ((dist.get(c) ?? Infinity) < (best === null ? Infinity : dist.get(best)!)) best = c;
  return best;
}

/**
 * A minor's own home spaces it controls and no enemy besieges. Other powers' units in the
 * spaces just freed are on their way out (step 3), so they do not count.
 */
function minorHomes(state: HisState, minor: MinorPower): SpaceId[] {
  return homeSpacesOf(minor).filter((id) => state.spaces[id].control === minor && state.spaces[id].siege === null);
}

/** 22.4 step 4: land units of the minor go to its nearest fortified home space, else the nearest unfortified one, else they are eliminated. */
function returnMinorLandUnits(state: HisState, minor: MinorPower): void {
  const homes = minorHomes(state, minor);
  const fortified = homes.filter((id) => isFortified(state, id));
  const targets = fortified.length > 0 ? fortified : homes;
  for (const id of SPACE_IDS) {
    if (!hasPieces(state, { space: id }, minor, 'land') || targets.includes(id)) continue;
    const to = nearestOf(id, targets);
    if (to === null) {
      const f = forcesFor(state, { space: id }, minor);
      for (const k of LAND_UNIT_KINDS) f[k] = 0;
      f.leaders = f.leaders.filter(isNavalLeaderId);
      tidy(state, { space: id });
      state.log.push({ key: 'his.log.minorUnitsEliminated', params: { minor, space: id } });
      continue;
    }
    movePieces(state, { space: id }, { space: to }, minor, 'land');
    state.log.push({ key: 'his.log.displaced', params: { from: id, to, power: minor, pieces: 'land' } });
  }
}

/** Distance from a space or sea zone to a port (a sea zone is one step from its ports). */
function nearestPort(from: { space: SpaceId } | { sea: SeaZoneId }, ports: readonly SpaceId[]): SpaceId | null {
  if ('space' in from) return nearestOf(from.space, ports);
  let best: SpaceId | null = null;
  let bestD = Infinity;
  for (const p of portsOf(from.sea)) {
    const dist = distancesFrom(p);
    for (const t of ports) {
      const d = dist.get(t) ?? Infinity;
      if (d < bestD || (d === bestD && best !== null && SPACE_IDS.indexOf(t) < SPACE_IDS.indexOf(best))) {
        best = t;
        bestD = d;
      }
    }
  }
  return best;
}

/** 22.4 step 5: naval units and leaders of the minor go to its nearest home port it controls; with none, units are eliminated and leaders go to the Turn Track. */
function returnMinorNaval(state: HisState, minor: MinorPower): void {
  const ports = homeSpacesOf(minor).filter((id) => isPort(id) && state.spaces[id].control === minor);
  const locations: ({ space: SpaceId } | { sea: SeaZoneId })[] = [
    ...SPACE_IDS.map((space) => ({ space })),
    ...(Object.keys(state.seas) as SeaZoneId[]).sort().map((sea) => ({ sea })),
  ];
  for (const loc of locations) {
    if (!hasPieces(state, loc, minor, 'naval')) continue;
    if ('space' in loc && ports.includes(loc.space)) continue;
    const to = nearestPort(loc, ports);
    if (to !== null) {
      movePieces(state, loc, { space: to }, minor, 'naval');
      continue;
    }
    // 22.4: no port: the naval units are eliminated and the naval leaders put on the Turn Track.
    loseNavalPieces(state, loc, minor);
  }
}

/** 22.4: deactivate an active minor power (never Hungary-Bohemia). */
export function deactivateMinor(state: HisState, minor: MinorPower): void {
  const ally = minorAlly(state, minor);
  if (ally === null || !MINOR_POWER_ACTIVATION[minor].canDeactivate) throw new Error(`minors: ${minor} cannot be deactivated`);
  // Step 1: the "Allied" marker comes off.
  state.diplomacy.minorAllies[minor] = null;
  state.log.push({ key: 'his.log.minorDeactivated', params: { minor, major: ally } });
  // Step 2: the former ally's control markers leave the minor's home spaces.
  const freed = homeSpacesOf(minor).filter((id) => state.spaces[id].control === ally);
  for (const id of freed) {
    state.spaces[id].control = minor;
    state.spaces[id].siege = null;
  }
  // Step 4: the minor's land units go home; step 5: its fleet to its home ports.
  returnMinorLandUnits(state, minor);
  returnMinorNaval(state, minor);
  // Step 3: other powers' units in those spaces are displaced; pushed last, so they may ask
  // after the minor's own units have gone home.
  for (const id of freed) {
    for (const p of powersInSpace(state, id)) {
      if (p === minor) continue;
      for (const cls of ['land', 'naval'] as const) displaceAmong(state, id, p, cls, freedSpaceDestinations(state, id, p, cls));
    }
  }
}

/**
 * 22.4 step 3 (not the 12.5 rule): land units to the nearest friendly-controlled
 * (their power's or an ally's, 2.2) fortified space, naval units to the nearest
 * friendly-controlled port; no capital option. Ties are the owner's choice (12.5). A
 * space held by enemy land units is passed over.
 */
export function freedSpaceDestinations(state: HisState, from: SpaceId, power: Power, cls: PieceClass): SpaceId[] {
  const usable = (id: SpaceId) =>
    id !== from && !state.outOfPlay.includes(id) && !hasEnemyLandUnits(state, power, id) && isFriendlySpace(state, power, id);
  return nearest(from, SPACE_IDS.filter((id) => usable(id) && (cls === 'naval' ? isPort(id) : isFortified(state, id))));
}

// ---- 22.5 ----

export const HUNGARY_KEYS: readonly SpaceId[] = homeSpacesOf('hungary').filter((id) => SPACES[id].type === 'key');
/** 22.5: 4 or fewer Hungarian regulars left on the map. */
const HUNGARY_DEFEAT_REGULARS = 4;

function hungarianRegulars(state: HisState): number {
  return SPACE_IDS.reduce((n, id) => n + (state.spaces[id].units.hungary?.regular ?? 0), 0);
}

/** 22.5: the two sets of conditions under which the Ottoman has won its war against Hungary-Bohemia. */
export function hungaryDefeatDue(state: HisState): boolean {
  if (state.hungaryDefeated) return false;
  const keys = HUNGARY_KEYS.filter((id) => state.spaces[id].control === 'ottoman').length;
  if (minorAlly(state, 'hungary') === 'hapsburg') return keys >= 2;
  return keys >= 1 && hungarianRegulars(state) <= HUNGARY_DEFEAT_REGULARS;
}

/** 22.5: checked at the end of every field battle and assault. */
export function checkHungaryDefeat(state: HisState): void {
  if (hungaryDefeatDue(state)) defeatHungary(state);
}

export function defeatHungary(state: HisState): void {
  state.hungaryDefeated = true;
  state.log.push({ key: 'his.log.hungaryDefeated', params: {} });
  // Hungarian units under siege are eliminated.
  for (const id of SPACE_IDS) {
    if (state.spaces[id].siege && garrisonPowers(state, id).includes('hungary') && state.spaces[id].units.hungary) {
      delete state.spaces[id].units.hungary;
      state.log.push({ key: 'his.log.minorUnitsEliminated', params: { minor: 'hungary', space: id } });
    }
  }
  // Hungarian home spaces with Ottoman land units come under Ottoman control (besieged keys too).
  for (const id of homeSpacesOf('hungary')) {
    if (landUnitsIn(state, id, 'ottoman') === 0 || state.spaces[id].control === 'ottoman') continue;
    // Two-player variant: Hungarian spaces (outside the German and Italian zones) keep their control.
    if (!controlMayChange(state, id)) continue;
    gainControl(state, id, 'ottoman');
    if (powersInSpace(state, id).every((p) => p === 'ottoman')) state.spaces[id].siege = null;
  }
  // The Ottoman wins the war: 2 VP.
  state.powers.ottoman.bonusVp += BONUS_VP.hungaryDefeat;
  // The Hapsburgs must intervene at no cost: at war with the Ottoman, even if allied.
  state.diplomacy.alliances = state.diplomacy.alliances.filter((a) => a !== pairKey('hapsburg', 'ottoman'));
  // 9.6 "DOW during the Action Phase": a new war brings the immediate naval battles.
  if (!state.diplomacy.wars.includes(pairKey('hapsburg', 'ottoman'))) declareWarInActionPhase(state, 'hapsburg', 'ottoman');
  // Hungary becomes a Hapsburg ally for the rest of the game (22.2 procedure).
  if (minorAlly(state, 'hungary') !== 'hapsburg') activateMinor(state, 'hungary', 'hapsburg');
}
