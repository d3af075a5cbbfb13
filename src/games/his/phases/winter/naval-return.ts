// ---- 19.3 naval units returning home ----
import type { SeaZoneId, SpaceId } from '../../data/map.ts';
import { SPACES, SPACE_IDS, adjacentSeaZones, isPort, portsOf, seaZonesOf } from '../../data/map.ts';
import type { MajorPower, MinorPower, Power } from '../../data/powers.ts';
import { MAJOR_POWERS, isMinorPower } from '../../data/powers.ts';
import type { Ask, Frame, Procedure } from '../../flow/frames.ts';
import { pop } from '../../flow/stack.ts';
import { isNavalLeader } from '../../land/control.ts';
import type { Location } from '../../queries.ts';
import { forcesAt, forcesFor, navalUnits, tidy } from '../../queries.ts';
import type { HisState, NavalUnitKind } from '../../state.ts';
import { NAVAL_UNIT_KINDS } from '../../state.ts';
import { commandedPowers, commandingMajor } from '../../minors.ts';
import { allLocations, locKey, nearestOf } from './shared.ts';
import { loseNavalPieces } from '../../naval/losses.ts';

/** Shortest distance from a location to every port, counting each sea zone and port entered. */
function portDistances(from: Location): ReadonlyMap<SpaceId, number> {
  // The printed map never changes: each location's distances are worked out once.
  const key = locKey(from);
  let ports = PORT_DISTANCES.get(key);
  if (!ports) PORT_DISTANCES.set(key, (ports = searchPortDistances(from)));
  return ports;
}

const PORT_DISTANCES = new Map<string, ReadonlyMap<SpaceId, number>>();

function searchPortDistances(from: Location): Map<SpaceId, number> {
  const ports = new Map<SpaceId, number>();
  const seas = new Map<SeaZoneId, number>();
  const queue: Location[] = [from];
  if ('space' in from) ports.set(from.space, 0);
  else seas.set(from.sea, 0);
  for (let i = 0; i < queue.length; i++) {
    const loc = queue[i]!;
    const d = 'space' in loc ? ports.get(loc.space)! : seas.get(loc.sea)!;
    const nextSeas = 'space' in loc ? seaZonesOf(loc.space) : adjacentSeaZones(loc.sea);
    for (const sea of nextSeas) {
      if (seas.has(sea)) continue;
      seas.set(sea, d + 1);
      queue.push({ sea });
    }
    if ('sea' in loc) {
      for (const port of portsOf(loc.sea)) {
        if (ports.has(port)) continue;
        ports.set(port, d + 1);
        queue.push({ space: port });
      }
    }
  }
  return ports;
}

function hasNavalPieces(state: HisState, loc: Location, owner: Power): boolean {
  const f = forcesAt(state, loc, owner);
  return navalUnits(f) > 0 || f.leaders.some(isNavalLeader);
}

/** 19.3: naval pieces that must go: at sea, or in a port not controlled by their major power. */
function navalMustReturn(state: HisState, loc: Location, owner: Power): boolean {
  if (('space' in loc ? state.spaces[loc.space] : state.seas[loc.sea]).units[owner] === undefined) return false;
  const major = commandingMajor(state, owner);
  // 22.1: inactive minors' naval units stay in port.
  if (major === null || !hasNavalPieces(state, loc, owner)) return false;
  return 'sea' in loc || state.spaces[loc.space].control !== major;
}

/**
 * 19.3: the nearest ports controlled by the owner's major power; an active minor's
 * squadrons may instead go to the nearest home port of the minor so controlled.
 */
export function navalReturnPorts(state: HisState, loc: Location, owner: Power): SpaceId[] {
  const major = commandingMajor(state, owner);
  if (major === null) return [];
  const dist = portDistances(loc);
  const here = 'space' in loc ? loc.space : null;
  const controlled = SPACE_IDS.filter((id) => isPort(id) && id !== here && !state.outOfPlay.includes(id) && state.spaces[id].control === major);
  const out = nearestOf(dist, controlled);
  if (isMinorPower(owner)) {
    for (const id of nearestOf(dist, controlled.filter((id) => minorHomePorts(owner).includes(id)))) if (!out.includes(id)) out.push(id);
  }
  return SPACE_IDS.filter((id) => out.includes(id));
}

/** A minor power's home ports. */
function minorHomePorts(minor: MinorPower): SpaceId[] {
  return SPACE_IDS.filter((id) => isPort(id) && SPACES[id].home === minor);
}

export interface WinterNavalFrame extends Frame {
  proc: 'winterNaval';
  /** Where pieces from each location went (`space:x` / `sea:y` → port), for naval leaders. */
  sent: { from: string; to: SpaceId }[];
}

type NavalStack = { owner: Power; loc: Location; major: MajorPower };

/** The next naval stack that must return, owners in impulse order of their major power. */
function nextNavalStack(state: HisState): NavalStack | null {
  const locations = allLocations(state);
  for (const major of MAJOR_POWERS) {
    for (const owner of commandedPowers(state, major)) {
      for (const loc of locations) {
        if (navalMustReturn(state, loc, owner)) return { owner, loc, major };
      }
    }
  }
  return null;
}

/** Ports the naval pieces of a stack may go to now; its naval leaders follow the units sent. */
function navalOptions(state: HisState, f: WinterNavalFrame, s: NavalStack): SpaceId[] {
  if (navalUnits(forcesAt(state, s.loc, s.owner)) === 0) {
    // 19.3: "Naval leaders ... must return to a port with one of the units that started in the same sea zone."
    const went = f.sent.filter((x) => x.from === locKey(s.loc)).map((x) => x.to);
    if (went.length > 0) return SPACE_IDS.filter((id) => went.includes(id));
  }
  return navalReturnPorts(state, s.loc, s.owner);
}

function moveNaval(state: HisState, f: WinterNavalFrame, s: NavalStack, to: SpaceId, kind: NavalUnitKind | null): void {
  const src = forcesFor(state, s.loc, s.owner);
  const dst = forcesFor(state, { space: to }, s.owner);
  if (kind) {
    src[kind]--;
    dst[kind]++;
  } else {
    for (const k of NAVAL_UNIT_KINDS) {
      dst[k] += src[k];
      src[k] = 0;
    }
  }
  // Naval leaders go with the last units to leave.
  if (navalUnits(src) === 0) {
    const leaders = src.leaders.filter(isNavalLeader);
    src.leaders = src.leaders.filter((l) => !isNavalLeader(l));
    dst.leaders.push(...leaders);
  }
  tidy(state, s.loc);
  tidy(state, { space: to });
  f.sent.push({ from: locKey(s.loc), to });
  state.log.push({ key: 'his.log.navalWintered', params: { power: s.owner, from: locKey(s.loc), to, kind } });
}

function eliminateNaval(state: HisState, s: NavalStack): void {
  // 19.3, 8.2: naval leaders with no port to return to go to the Turn Track (back next turn).
  const n = loseNavalPieces(state, s.loc, s.owner);
  state.log.push({ key: 'his.log.navalEliminatedInWinter', params: { power: s.owner, from: locKey(s.loc), units: n } });
}

/** 19.3: the port a naval stack goes to (all of it, or one kind). */
type WinterNavalAction = { type: 'port'; space: SpaceId; kind?: NavalUnitKind };

function navalActions(state: HisState, s: NavalStack, options: SpaceId[]): WinterNavalAction[] {
  const f = forcesAt(state, s.loc, s.owner);
  const actions: WinterNavalAction[] = [];
  for (const space of options) {
    actions.push({ type: 'port', space });
    // The owner may split a stack between equidistant ports, one unit at a time.
    if (navalUnits(f) > 1) for (const kind of NAVAL_UNIT_KINDS) if (f[kind] > 0) actions.push({ type: 'port', space, kind });
  }
  return actions;
}

export const winterNavalProcedure: Procedure<WinterNavalFrame, WinterNavalAction> = {
  ask(state, f): Ask<WinterNavalAction>[] {
    const s = nextNavalStack(state);
    if (!s) return [];
    const options = navalOptions(state, f, s);
    if (options.length <= 1) return [];
    return [{ power: s.major, key: 'his.prompt.navalWinter', params: { power: s.owner, from: locKey(s.loc) }, actions: navalActions(state, s, options) }];
  },
  run(state, f) {
    const s = nextNavalStack(state);
    if (!s) {
      pop(state, f);
      return;
    }
    const options = navalOptions(state, f, s);
    // "If there is no valid port for a naval squadron to return to, it is eliminated."
    if (options.length === 0) eliminateNaval(state, s);
    else moveNaval(state, f, s, options[0]!, null);
  },
  decide(state, f, _power, action) {
    const s = nextNavalStack(state)!;
    moveNaval(state, f, s, action.space, action.kind ?? null);
  },
};
