// 12: political control of spaces changing hands, and what follows from it:
// naval units leaving a port that changes control (12.2) and displacement (12.5).
import type { SeaZoneId, SpaceId } from '../data/map.ts';
import { SPACE_IDS, adjacentSeaZones, adjacentSpaces, capitalsOf, isPort, portsOf, seaZonesOf } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { isMajorPower } from '../data/powers.ts';
import { NAVAL_LEADER_IDS } from '../data/pieces.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import type { Location } from '../queries.ts';
import { allied, atWar, controllingMajor, forcesAt, forcesFor, hasEnemyLandUnits, homePower, isFortified, isFriendlySpace, navalUnits, tidy } from '../queries.ts';
import { noteWarCapture } from '../phases/diplomacy/war-status.ts';
import type { HisState } from '../state.ts';
import { LAND_UNIT_KINDS, NAVAL_UNIT_KINDS } from '../state.ts';
import { loseNavalPieces } from '../naval/losses.ts';
import { noteLeaderRemoved } from '../leaders-removed.ts';
import { frame } from '../flow/frames.ts';

/** Land pieces (land units and army leaders) or naval pieces (naval units and naval leaders). */
export type PieceClass = 'land' | 'naval';

export function isNavalLeader(leader: string): boolean {
  return (NAVAL_LEADER_IDS as readonly string[]).includes(leader);
}

/** Does the power have any piece of this class at the location? */
export function hasPieces(state: HisState, loc: Location, power: Power, cls: PieceClass): boolean {
  const f = forcesAt(state, loc, power);
  const kinds = cls === 'land' ? LAND_UNIT_KINDS : NAVAL_UNIT_KINDS;
  return kinds.some((k) => f[k] > 0) || f.leaders.some((l) => isNavalLeader(l) === (cls === 'naval'));
}

/** Move every piece of one class a power has at `from` to `to`. */
export function movePieces(state: HisState, from: Location, to: Location, power: Power, cls: PieceClass): void {
  const src = forcesFor(state, from, power);
  const dst = forcesFor(state, to, power);
  for (const k of cls === 'land' ? LAND_UNIT_KINDS : NAVAL_UNIT_KINDS) {
    dst[k] += src[k];
    src[k] = 0;
  }
  const moving = src.leaders.filter((l) => isNavalLeader(l) === (cls === 'naval'));
  src.leaders = src.leaders.filter((l) => !moving.includes(l));
  dst.leaders.push(...moving);
  tidy(state, from);
  tidy(state, to);
}

/** Remove every piece of one class a power has at a location (naval units go to the eliminated pool, 16.2 step 10). */
function eliminatePieces(state: HisState, loc: Location, power: Power, cls: PieceClass): void {
  // 17.2, 16.2 step 10: naval units to the Turn Track, naval leaders too (back next turn).
  if (cls === 'naval') {
    loseNavalPieces(state, loc, power);
    return;
  }
  const f = forcesFor(state, loc, power);
  for (const k of LAND_UNIT_KINDS) f[k] = 0;
  // 12.5 gives army leaders with nowhere to go no place: they leave the game (docs/data-decisions.md).
  for (const leader of f.leaders.filter((l) => !isNavalLeader(l))) noteLeaderRemoved(state, leader);
  f.leaders = f.leaders.filter((l) => isNavalLeader(l));
  tidy(state, loc);
}

/** The major power that decides for the owner of some pieces (an active minor's ally), or null for independent/inactive. */
function decider(state: HisState, owner: Power): MajorPower | null {
  return isMajorPower(owner) ? owner : controllingMajor(state, owner);
}

/**
 * 12.2: a power gains political control of a space. Religious influence is unchanged.
 * A port's naval units that are not friendly to the new owner leave (16.2 step 9).
 * Fortified spaces change hands by assault, negotiation, peace and events (12.3); those
 * rules call this too unless their own procedure says otherwise (15.1 step 10).
 */
export function gainControl(state: HisState, space: SpaceId, power: Power): void {
  const previous = state.spaces[space].control;
  state.spaces[space].control = power;
  state.log.push({ key: 'his.log.control', params: { space, power, previous } });
  noteHomeSpaceCapture(state, space, power);
  navalUnitsLeavePort(state, space);
}

/**
 * 9.3 step 1: a home space taken by a power at war with its home power is a capture that
 * lets the home power sue for peace, even once it has taken the space back (war-status.ts).
 * Taken by or from an active minor, it counts for the minor's ally.
 */
function noteHomeSpaceCapture(state: HisState, space: SpaceId, power: Power): void {
  const victim = controllingMajor(state, homePower(state, space));
  const captor = controllingMajor(state, power);
  if (captor && victim && victim !== captor && atWar(state, captor, victim)) noteWarCapture(state, captor, victim);
}

// ---- 12.2 / 16.2 step 9: naval units in a port whose control changes ----

/** 16.2 step 9: the sea zones of the port free of naval units of powers at war with the owner. */
export function portRetreatSeas(state: HisState, space: SpaceId, owner: Power): SeaZoneId[] {
  return seaZonesOf(space).filter((sea) => {
    const units = state.seas[sea].units;
    return !(Object.keys(units) as Power[]).some((p) => atWar(state, owner, p) && navalUnits(units[p]!) > 0);
  });
}

export interface NavalPortRetreatFrame extends Frame {
  proc: 'navalPortRetreat';
  space: SpaceId;
  power: Power;
  seas: SeaZoneId[];
}

/**
 * 12.2: "If this space is a port that contains naval units, those naval units must
 * immediately retreat to a sea zone adjacent to that port following 16.2 step 9": to a
 * sea zone of the port free of enemy naval units, else they are eliminated. Units of the
 * new controller and its allies stay. The owner chooses when two sea zones qualify.
 */
export function navalUnitsLeavePort(state: HisState, space: SpaceId): void {
  if (!isPort(space)) return;
  const controller = state.spaces[space].control;
  for (const owner of Object.keys(state.spaces[space].units).sort() as Power[]) {
    if (allied(state, owner, controller) || !hasPieces(state, { space }, owner, 'naval')) continue;
    const seas = portRetreatSeas(state, space, owner);
    if (seas.length === 0) {
      state.log.push({ key: 'his.log.navalEliminatedInPort', params: { space, power: owner } });
      eliminatePieces(state, { space }, owner, 'naval');
    } else if (seas.length === 1 || decider(state, owner) === null) {
      retreatFromPort(state, space, owner, seas[0]!);
    } else {
      push(state, frame('navalPortRetreat', { space, power: owner, seas }));
    }
  }
}

function retreatFromPort(state: HisState, space: SpaceId, owner: Power, sea: SeaZoneId): void {
  movePieces(state, { space }, { sea }, owner, 'naval');
  state.log.push({ key: 'his.log.navalLeftPort', params: { space, power: owner, sea } });
}

export const navalPortRetreatProcedure: Procedure<NavalPortRetreatFrame, { type: 'sea'; sea: SeaZoneId }> = {
  ask(state, f): Ask<{ type: 'sea'; sea: SeaZoneId }>[] {
    const who = decider(state, f.power);
    if (!who || !hasPieces(state, { space: f.space }, f.power, 'naval')) return [];
    return [{ power: who, key: 'his.prompt.navalPortRetreat', params: { space: f.space }, actions: f.seas.map((sea) => ({ type: 'sea', sea })) }];
  },
  run(state, f) {
    // Nothing left to retreat, or no one to ask: the first sea zone.
    if (hasPieces(state, { space: f.space }, f.power, 'naval')) retreatFromPort(state, f.space, f.power, f.seas[0]!);
    pop(state, f);
  },
  decide(state, f, _power, action) {
    retreatFromPort(state, f.space, f.power, action.sea);
    pop(state, f);
  },
};

// ---- 12.5 displacement ----

type Node = { space: SpaceId } | { sea: SeaZoneId };

/**
 * 12.5: distance in spaces from `from` to every land space, sea zones counting as a
 * space (ports connect to their sea zones). Pure map distance.
 */
export function distancesFrom(from: SpaceId): ReadonlyMap<SpaceId, number> {
  // The printed map never changes: each space's distances are worked out once.
  let dist = DISTANCES.get(from);
  if (!dist) DISTANCES.set(from, (dist = mapDistancesFrom(from)));
  return dist;
}

const DISTANCES = new Map<SpaceId, ReadonlyMap<SpaceId, number>>();

function mapDistancesFrom(from: SpaceId): Map<SpaceId, number> {
  const dist = new Map<SpaceId, number>([[from, 0]]);
  const seaDist = new Map<SeaZoneId, number>();
  const queue: Node[] = [{ space: from }];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    const d = 'space' in node ? dist.get(node.space)! : seaDist.get(node.sea)!;
    const spaces = 'space' in node ? adjacentSpaces(node.space) : portsOf(node.sea);
    const seas = 'space' in node ? seaZonesOf(node.space) : adjacentSeaZones(node.sea);
    for (const s of spaces) {
      if (dist.has(s)) continue;
      dist.set(s, d + 1);
      queue.push({ space: s });
    }
    for (const sea of seas) {
      if (seaDist.has(sea)) continue;
      seaDist.set(sea, d + 1);
      queue.push({ sea });
    }
  }
  return dist;
}

/** The spaces among `candidates` nearest to `from` (all of them if equidistant), in map order. */
export function nearest(from: SpaceId, candidates: readonly SpaceId[]): SpaceId[] {
  const dist = distancesFrom(from);
  let best = Infinity;
  for (const c of candidates) best = Math.min(best, dist.get(c) ?? Infinity);
  if (best === Infinity) return [];
  return candidates.filter((c) => dist.get(c) === best);
}

/**
 * 12.5: where displaced pieces may go. Land units and army leaders: the nearest single
 * fortified space controlled by their power, or their capital if under friendly control.
 * Naval units and leaders: the nearest port controlled by their power. Spaces held by
 * enemy land units (a besieged fortress) are passed over: the pieces could not join it.
 */
export function displacementDestinations(state: HisState, from: SpaceId, power: Power, cls: PieceClass): SpaceId[] {
  const open = (id: SpaceId) => id !== from && !state.outOfPlay.includes(id) && !hasEnemyLandUnits(state, power, id);
  const usable = (id: SpaceId) => open(id) && state.spaces[id].control === power;
  if (cls === 'naval') return nearest(from, SPACE_IDS.filter((id) => usable(id) && isPort(id)));
  const out = nearest(from, SPACE_IDS.filter((id) => usable(id) && isFortified(state, id)));
  if (isMajorPower(power)) {
    for (const c of capitalsOf(power)) {
      if (open(c) && isFriendlySpace(state, power, c) && !out.includes(c)) out.push(c);
    }
  }
  return SPACE_IDS.filter((id) => out.includes(id));
}

export interface DisplacementFrame extends Frame {
  proc: 'displacement';
  space: SpaceId;
  power: Power;
  pieces: PieceClass;
  options: SpaceId[];
}

/**
 * 12.5: displace every piece of `power` from `space`. Where only one destination
 * qualifies the pieces move at once; where several do, a 'displacement' frame asks the
 * owner (the major power controlling a minor's pieces; independent pieces take the first
 * in map order). Pieces with nowhere to go are removed from the map.
 */
export function displace(state: HisState, space: SpaceId, power: Power): void {
  for (const cls of ['land', 'naval'] as const) displaceAmong(state, space, power, cls, displacementDestinations(state, space, power, cls));
}

/**
 * Move a power's pieces of one class out of `space` to one of `options` (equally good
 * destinations, in map order): at once if one, asking the owner if several, eliminated
 * if none. Rules with their own destinations (22.4 step 3) call it with theirs.
 */
export function displaceAmong(state: HisState, space: SpaceId, power: Power, cls: PieceClass, options: SpaceId[]): void {
  if (!hasPieces(state, { space }, power, cls)) return;
  if (options.length === 0) {
    state.log.push({ key: 'his.log.displacedEliminated', params: { space, power, pieces: cls } });
    eliminatePieces(state, { space }, power, cls);
  } else if (options.length === 1 || decider(state, power) === null) {
    displaceTo(state, space, power, cls, options[0]!);
  } else {
    push(state, frame('displacement', { space, power, pieces: cls, options }));
  }
}

function displaceTo(state: HisState, from: SpaceId, power: Power, cls: PieceClass, to: SpaceId): void {
  movePieces(state, { space: from }, { space: to }, power, cls);
  state.log.push({ key: 'his.log.displaced', params: { from, to, power, pieces: cls } });
}

export const displacementProcedure: Procedure<DisplacementFrame, SpaceAction> = {
  ask(state, f): Ask<SpaceAction>[] {
    const who = decider(state, f.power);
    if (!who || !hasPieces(state, { space: f.space }, f.power, f.pieces)) return [];
    return [
      {
        power: who,
        key: 'his.prompt.displacement',
        params: { space: f.space, pieces: f.pieces },
        actions: f.options.map((space) => ({ type: 'space', space })),
      },
    ];
  },
  run(state, f) {
    if (hasPieces(state, { space: f.space }, f.power, f.pieces)) displaceTo(state, f.space, f.power, f.pieces, f.options[0]!);
    pop(state, f);
  },
  decide(state, f, _power, action) {
    displaceTo(state, f.space, f.power, f.pieces, action.space);
    pop(state, f);
  },
};
