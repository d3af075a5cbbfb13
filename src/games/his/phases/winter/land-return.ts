// ---- 19.3 land units returning home ----
import type { SeaZoneId, SpaceId } from '../../data/map.ts';
import { SPACE_IDS, adjacentSeaZones, adjacentSpaces, capitalsOf, isElectorate, keysOf, portsOf, seaZonesOf } from '../../data/map.ts';
import type { MajorPower, MinorPower, Power } from '../../data/powers.ts';
import { MAJOR_POWERS, isMinorPower } from '../../data/powers.ts';
import { FORTIFIED_GARRISON_MAX } from '../../data/tables.ts';
import type { Ask, Frame, Procedure } from '../../flow/frames.ts';
import { call, pop, ret } from '../../flow/stack.ts';
import { distancesFrom } from '../../land/control.ts';
import { armyLeadersOf } from '../../land/occupants.ts';
import { schmalkaldicLeagueOccurred } from '../../land/loc.ts';
import type { Location } from '../../queries.ts';
import { addUnits, forcesAt, forcesFor, isFortified, isFriendlySpace, landUnitsIn, tidy } from '../../queries.ts';
import type { HisState, LandUnitKind } from '../../state.ts';
import { LAND_UNIT_KINDS } from '../../state.ts';
import { commandedPowers } from '../../minors.ts';
import { nearestOf } from './shared.ts';
import { frame } from '../../flow/frames.ts';
import { SPACE_INDEX, spaceStates } from '../../space-list.ts';
import { returnsToCapital } from '../../two-player/winter.ts';

/** 21.6: before the Schmalkaldic League only the Protestant may enter electorates, and it may not move at all. */
function mayEnter(state: HisState, major: MajorPower, space: SpaceId): boolean {
  if (state.outOfPlay.includes(space)) return false;
  return major === 'protestant' || !isElectorate(space) || schmalkaldicLeagueOccurred(state);
}

/**
 * 19.3: a path without attrition: every land space after the start friendly-controlled,
 * free of unrest (and enterable, 21.6); enemy units are ignored and any number of sea
 * zones may be crossed without a fleet.
 */
export function clearWinterPath(state: HisState, major: MajorPower, from: SpaceId, to: SpaceId): boolean {
  const ok = (id: SpaceId) => mayEnter(state, major, id) && isFriendlySpace(state, major, id) && !state.spaces[id].unrest;
  if (!ok(to)) return false;
  const seenSpaces = new Set<SpaceId>([from]);
  const seenSeas = new Set<SeaZoneId>();
  const queue: Location[] = [{ space: from }];
  for (let i = 0; i < queue.length; i++) {
    const loc = queue[i]!;
    const spaces = 'space' in loc ? adjacentSpaces(loc.space) : portsOf(loc.sea);
    const seas = 'space' in loc ? seaZonesOf(loc.space) : adjacentSeaZones(loc.sea);
    for (const s of spaces) {
      if (seenSpaces.has(s) || !ok(s)) continue;
      if (s === to) return true;
      seenSpaces.add(s);
      queue.push({ space: s });
    }
    for (const sea of seas) {
      if (seenSeas.has(sea)) continue;
      seenSeas.add(sea);
      queue.push({ sea });
    }
  }
  return false;
}

/** Land units of a major power's side (itself and its active minors) in a space. */
function sideLandUnits(state: HisState, major: MajorPower, space: SpaceId): number {
  return commandedPowers(state, major).reduce((n, p) => n + landUnitsIn(state, space, p), 0);
}

/** The capitals a major power's units may return to: those it controls (exception 2: none if enemy-held). */
function homeCapitals(state: HisState, major: MajorPower): SpaceId[] {
  // Two-player variant: the unplayed powers' units never go to a capital; those that would have to are eliminated.
  if (!returnsToCapital(state, major)) return [];
  return capitalsOf(major).filter((c) => state.spaces[c].control === major);
}

/** 22.3: a minor's units may also winter in a home key of the minor, as if it were a capital; Scotland in Edinburgh or Stirling (exception 4). */
function minorWinterKeys(state: HisState, major: MajorPower, minor: MinorPower): SpaceId[] {
  const keys: readonly SpaceId[] = minor === 'scotland' ? ['edinburgh', 'stirling'] : keysOf(minor);
  return keys.filter((k) => state.spaces[k].control === major || state.spaces[k].control === minor);
}

/** Spaces without the 4-unit limit for this owner: the major's capitals, a minor's own winter keys. */
function unlimited(state: HisState, major: MajorPower, owner: Power, space: SpaceId): boolean {
  if (capitalsOf(major).includes(space)) return true;
  return isMinorPower(owner) && minorWinterKeys(state, major, owner).includes(space);
}

/** 19.3: where units of `owner` are at home and need not move. */
function winterStaysPut(state: HisState, major: MajorPower, owner: Power, space: SpaceId): boolean {
  if (owner === 'scotland') return minorWinterKeys(state, major, 'scotland').includes(space);
  return isFortified(state, space) && state.spaces[space].control === major;
}

type Order = { owner: Power; kind: LandUnitKind; to: SpaceId; n: number };

export interface WinterStackFrame extends Frame {
  proc: 'winterStack';
  power: MajorPower;
  space: SpaceId;
  /** Owners whose units are concerned (the major and/or its active minors). */
  owners: Power[];
  /** How many of their units must leave (stacking violation, or all of them). */
  mustMove: number;
  /** The destinations open to these units: 'capital' (19.3 step 1) or 'nearest' (step 2, and Protestant units). */
  mode: 'capital' | 'nearest';
  orders: Order[];
  step: 'assign' | 'losses';
  losses: number;
}

function ordered(f: WinterStackFrame, owner?: Power, kind?: LandUnitKind, to?: SpaceId): number {
  return f.orders.filter((o) => (owner === undefined || o.owner === owner) && (kind === undefined || o.kind === kind) && (to === undefined || o.to === to)).reduce((n, o) => n + o.n, 0);
}

function remaining(state: HisState, f: WinterStackFrame, owner: Power, kind: LandUnitKind): number {
  return forcesAt(state, { space: f.space }, owner)[kind] - ordered(f, owner, kind);
}

function remainingOf(state: HisState, f: WinterStackFrame, owner: Power): number {
  return LAND_UNIT_KINDS.reduce((n, k) => n + remaining(state, f, owner, k), 0);
}

/** Room left in a destination for this stack's units (4 per fortified space but capitals, 19.3). */
function room(state: HisState, f: WinterStackFrame, owner: Power, to: SpaceId): number {
  if (unlimited(state, f.power, owner, to)) return Number.MAX_SAFE_INTEGER;
  return Math.max(0, FORTIFIED_GARRISON_MAX - sideLandUnits(state, f.power, to) - ordered(f, undefined, undefined, to));
}

/**
 * 19.3: where the units of `owner` leaving `f.space` may go now. Capitals (and a minor's
 * keys) always; in step 2 also the nearest fortified spaces their power controls that
 * still have room, nearest by plain map distance; the Protestant has no capital.
 */
export function winterDestinations(state: HisState, f: WinterStackFrame, owner: Power): SpaceId[] {
  const major = f.power;
  const out: SpaceId[] = [];
  const add = (id: SpaceId) => {
    if (id !== f.space && !out.includes(id) && mayEnter(state, major, id) && room(state, f, owner, id) > 0) out.push(id);
  };
  if (owner === 'scotland') {
    minorWinterKeys(state, major, 'scotland').forEach(add);
    return inMapOrder(out);
  }
  homeCapitals(state, major).forEach(add);
  if (isMinorPower(owner)) minorWinterKeys(state, major, owner).forEach(add);
  if (f.mode === 'nearest' || major === 'protestant') {
    const dist = distancesFrom(f.space);
    const spaces = spaceStates(state);
    const fortified = SPACE_IDS.filter(
      (id, i) => spaces[i]!.control === major && id !== f.space && isFortified(state, id) && mayEnter(state, major, id) && room(state, f, owner, id) > 0,
    );
    nearestOf(dist, fortified).forEach(add);
  }
  return inMapOrder(out);
}

/** Distinct spaces sorted into map order (a sort of the few found, not a pass over the whole map). */
function inMapOrder(spaces: SpaceId[]): SpaceId[] {
  return spaces.sort((a, b) => SPACE_INDEX[a] - SPACE_INDEX[b]);
}

/** 19.3: units sent home (all of an owner's, or one of a kind), stay (once enough went), a loss to attrition. */
export type WinterStackAction =
  | { type: 'winterMove'; owner: Power; to: SpaceId; kind?: LandUnitKind }
  | { type: 'stay' }
  | { type: 'lose'; owner: Power; kind: LandUnitKind; to: SpaceId };

type WinterMoveAction = Extract<WinterStackAction, { type: 'winterMove' }>;
type WinterLossAction = Extract<WinterStackAction, { type: 'lose' }>;

function assignActions(state: HisState, f: WinterStackFrame): WinterStackAction[] {
  const actions: WinterStackAction[] = [];
  for (const owner of f.owners) {
    const left = remainingOf(state, f, owner);
    if (left === 0) continue;
    for (const to of winterDestinations(state, f, owner)) {
      if (room(state, f, owner, to) >= left) actions.push({ type: 'winterMove', owner, to });
      if (left > 1) for (const kind of LAND_UNIT_KINDS) if (remaining(state, f, owner, kind) > 0) actions.push({ type: 'winterMove', owner, to, kind });
    }
  }
  if (actions.length > 0 && ordered(f) >= f.mustMove) actions.push({ type: 'stay' });
  return actions;
}

function attritionOrders(state: HisState, f: WinterStackFrame): Order[] {
  return f.orders.filter((o) => o.n > 0 && !clearWinterPath(state, f.power, f.space, o.to));
}

function lossActions(state: HisState, f: WinterStackFrame): WinterLossAction[] {
  if (f.losses === 0) return [];
  return attritionOrders(state, f).map((o): WinterLossAction => ({ type: 'lose', owner: o.owner, kind: o.kind, to: o.to }));
}

/** What a stack's return hands back to the Winter land return: where its units went (19.3 step 3: leaders follow them). */
export type WinterStackResult = { sent: { from: SpaceId; to: SpaceId }[] };

/** Carry out the orders: the surviving units move; units that had nowhere to go are eliminated. */
function executeOrders(state: HisState, f: WinterStackFrame): WinterStackResult {
  for (const o of f.orders) {
    if (o.n === 0) continue;
    addUnits(state, { space: f.space }, o.owner, o.kind, -o.n);
    addUnits(state, { space: o.to }, o.owner, o.kind, o.n);
    state.log.push({ key: 'his.log.landWintered', params: { power: o.owner, from: f.space, to: o.to, kind: o.kind, n: o.n } });
  }
  return { sent: [...new Set(f.orders.map((o) => o.to))].map((to) => ({ from: f.space, to })) };
}

function addOrder(f: WinterStackFrame, owner: Power, kind: LandUnitKind, to: SpaceId, n: number): void {
  const o = f.orders.find((x) => x.owner === owner && x.kind === kind && x.to === to);
  if (o) o.n += n;
  else f.orders.push({ owner, kind, to, n });
}

/** Units that must leave but have nowhere to go are eliminated (exception 2: enemy-held capital). */
function eliminateStranded(state: HisState, f: WinterStackFrame): void {
  let due = f.mustMove - ordered(f);
  for (const owner of f.owners) {
    for (const kind of LAND_UNIT_KINDS) {
      const n = Math.min(due, remaining(state, f, owner, kind));
      if (n <= 0) continue;
      addUnits(state, { space: f.space }, owner, kind, -n);
      due -= n;
      state.log.push({ key: 'his.log.winterEliminated', params: { power: owner, space: f.space, kind, n } });
    }
  }
}

/**
 * Nothing to choose: everything left must go, and one destination takes it all. (A single
 * destination with too little room still asks, since the owner picks what goes.)
 */
function automaticMove(state: HisState, f: WinterStackFrame, actions: WinterStackAction[]): WinterMoveAction | null {
  const left = f.owners.reduce((n, o) => n + remainingOf(state, f, o), 0);
  if (f.mustMove - ordered(f) < left || actions.some((a) => a.type === 'stay')) return null;
  const moves = actions.filter((a) => a.type === 'winterMove');
  if (new Set(moves.map((a) => a.to)).size !== 1) return null;
  return moves.find((a) => a.kind === undefined) ?? null;
}

/** With one kind of unit on one route exposed to attrition, the losses choose themselves. */
function automaticLoss(actions: WinterLossAction[]): WinterLossAction | null {
  return actions.length === 1 ? actions[0]! : null;
}

export const winterStackProcedure: Procedure<WinterStackFrame, WinterStackAction> = {
  ask(state, f): Ask<WinterStackAction>[] {
    // The losses are listed once (each route's attrition is a search of the map), not again for automaticLoss.
    const losses = f.step === 'losses' ? lossActions(state, f) : [];
    const actions: WinterStackAction[] = f.step === 'assign' ? assignActions(state, f) : losses;
    if (actions.length === 0) return [];
    if (f.step === 'assign' ? automaticMove(state, f, actions) : automaticLoss(losses)) return [];
    const params = { space: f.space, mustMove: Math.max(0, f.mustMove - ordered(f)), losses: f.losses };
    return [{ power: f.power, key: `his.prompt.winter.${f.step}`, params, actions }];
  },
  run(state, f) {
    if (f.step === 'assign') {
      const auto = automaticMove(state, f, assignActions(state, f));
      if (auto) {
        applyMove(state, f, auto);
        return;
      }
      eliminateStranded(state, f);
      // Attrition: the units whose path is not clear lose half, rounded up (19.3); as in the
      // rulebook's example, the loss is taken once for all of them and the owner picks it.
      const exposed = attritionOrders(state, f).reduce((n, o) => n + o.n, 0);
      f.losses = Math.ceil(exposed / 2);
      f.step = 'losses';
      if (f.losses > 0) state.log.push({ key: 'his.log.attrition', params: { power: f.power, space: f.space, units: exposed, losses: f.losses } });
      return;
    }
    const auto = automaticLoss(lossActions(state, f));
    if (auto) {
      loseOne(state, f, auto);
      return;
    }
    ret(state, f, executeOrders(state, f));
  },
  decide(state, f, _power, action) {
    if (action.type === 'stay') {
      f.mustMove = ordered(f);
      f.owners = [];
      return;
    }
    if (action.type === 'lose') {
      loseOne(state, f, action);
      return;
    }
    applyMove(state, f, action);
  },
};

function applyMove(state: HisState, f: WinterStackFrame, action: WinterMoveAction): void {
  const owner = action.owner;
  const to = action.to;
  if (action.kind !== undefined) {
    addOrder(f, owner, action.kind, to, 1);
    return;
  }
  for (const kind of LAND_UNIT_KINDS) {
    const n = remaining(state, f, owner, kind);
    if (n > 0) addOrder(f, owner, kind, to, n);
  }
}

/** One unit on an exposed route is lost to attrition (removed from the space now). */
function loseOne(state: HisState, f: WinterStackFrame, action: WinterLossAction): void {
  const o = f.orders.find((x) => x.owner === action.owner && x.kind === action.kind && x.to === action.to)!;
  o.n--;
  f.losses--;
  addUnits(state, { space: f.space }, o.owner, o.kind, -1);
  state.log.push({ key: 'his.log.attritionLoss', params: { power: o.owner, space: f.space, kind: o.kind } });
}

export interface WinterLandFrame extends Frame {
  proc: 'winterLand';
  /** Index in impulse order of the power returning home. */
  next: number;
  part: 'overstack' | 'optional' | 'mandatory' | 'leaders';
  /** Spaces already handled in this part. */
  done: string[];
  /** Spaces units left this winter, and where to (19.3 step 3: leaders follow them). */
  sent: { from: SpaceId; to: SpaceId }[];
}

/** The land return calls a stack's return, which hands back where its units went. */
function callStack(state: HisState, f: WinterLandFrame, power: MajorPower, space: SpaceId, owners: Power[], mustMove: number, mode: 'capital' | 'nearest'): void {
  call(state, f, 'stack', frame('winterStack', { power, space, owners, mustMove, mode, orders: [], step: 'assign', losses: 0 }));
}

/** 21.6: before the Schmalkaldic League the Protestant moves no units, in winter either. */
function returnsHome(state: HisState, power: MajorPower): boolean {
  return power !== 'protestant' || schmalkaldicLeagueOccurred(state);
}

/** 19.3 step 1: a fortified space of the power holding more than 4 of its land units. */
function overstacked(state: HisState, major: MajorPower, space: SpaceId): Power[] {
  if (!isFortified(state, space) || state.spaces[space].control !== major || capitalsOf(major).includes(space)) return [];
  const owners = commandedPowers(state, major).filter((p) => landUnitsIn(state, space, p) > 0 && winterStaysPut(state, major, p, space));
  const counted = owners.filter((p) => !unlimited(state, major, p, space));
  const n = counted.reduce((k, p) => k + landUnitsIn(state, space, p), 0);
  return n > FORTIFIED_GARRISON_MAX ? counted : [];
}

/** 19.3 step 1: units at home in a fortified space (not their own capital) that may go to a capital. */
function mayGoHome(state: HisState, major: MajorPower, space: SpaceId): Power[] {
  if (capitalsOf(major).includes(space)) return [];
  return commandedPowers(state, major).filter((p) => {
    if (p === 'scotland' || landUnitsIn(state, space, p) === 0 || !winterStaysPut(state, major, p, space)) return false;
    const probe: WinterStackFrame = { proc: 'winterStack', power: major, space, owners: [p], mustMove: 0, mode: 'capital', orders: [], step: 'assign', losses: 0 };
    return major !== 'protestant' && winterDestinations(state, probe, p).length > 0;
  });
}

/** 19.3 step 2: units in unfortified spaces or in fortified spaces their power does not control. */
function mustLeave(state: HisState, major: MajorPower, space: SpaceId): Power[] {
  return commandedPowers(state, major).filter((p) => landUnitsIn(state, space, p) > 0 && !winterStaysPut(state, major, p, space));
}

/**
 * 19.3 step 3: a leader whose space was vacated (or who stands alone away from a fortified
 * space of his power) goes with units that left his space, or to his capital.
 */
function leaderMustMove(state: HisState, f: WinterLandFrame, major: MajorPower, space: SpaceId): boolean {
  if (sideLandUnits(state, major, space) > 0) return false;
  const vacated = f.sent.some((s) => s.from === space);
  return vacated || !isFortified(state, space) || state.spaces[space].control !== major;
}

function leaderOptions(state: HisState, f: WinterLandFrame, major: MajorPower, space: SpaceId): SpaceId[] {
  const out = new Set<SpaceId>([...f.sent.filter((s) => s.from === space).map((s) => s.to), ...homeCapitals(state, major)]);
  out.delete(space);
  if (out.size === 0) {
    // No capital (the Protestant, or an enemy-held one) and no units to follow: the rules are
    // silent; the leader goes to the nearest fortified space of his power, as his units would.
    const fortified = SPACE_IDS.filter((id) => id !== space && isFortified(state, id) && state.spaces[id].control === major && mayEnter(state, major, id));
    for (const id of nearestOf(distancesFrom(space), fortified)) out.add(id);
  }
  return SPACE_IDS.filter((id) => out.has(id));
}

function nextLeader(state: HisState, f: WinterLandFrame, major: MajorPower): { leader: string; space: SpaceId; options: SpaceId[] } | null {
  const spaces = spaceStates(state);
  for (let i = 0; i < SPACE_IDS.length; i++) {
    // Most spaces hold no piece of the power, so no leader of it: ruled out first.
    if (spaces[i]!.units[major] === undefined) continue;
    const space = SPACE_IDS[i]!;
    for (const leader of armyLeadersOf(state, space, major)) {
      if (f.done.includes(leader)) continue;
      if (!leaderMustMove(state, f, major, space)) continue;
      return { leader, space, options: leaderOptions(state, f, major, space) };
    }
  }
  return null;
}

function moveArmyLeader(state: HisState, major: MajorPower, leader: string, from: SpaceId, to: SpaceId): void {
  const src = forcesFor(state, { space: from }, major);
  src.leaders = src.leaders.filter((l) => l !== leader);
  forcesFor(state, { space: to }, major).leaders.push(leader);
  tidy(state, { space: from });
  state.log.push({ key: 'his.log.leaderWintered', params: { power: major, leader, from, to } });
}

function optionalSpaces(state: HisState, f: WinterLandFrame, major: MajorPower): SpaceId[] {
  const spaces = spaceStates(state);
  // Only a space with units in it can send any home (most hold none): ruled out first.
  return SPACE_IDS.filter((id, i) => holdsAny(spaces[i]!.units) && !f.done.includes(id) && mayGoHome(state, major, id).length > 0);
}

function holdsAny(units: object): boolean {
  for (const _ in units) return true;
  return false;
}

/** 19.3: a space whose units go home now (or done), a leader's destination. */
export type WinterLandAction = { type: 'space'; space: SpaceId } | { type: 'done' };

export const winterLandProcedure: Procedure<WinterLandFrame, WinterLandAction> = {
  ask(state, f): Ask<WinterLandAction>[] {
    const major = MAJOR_POWERS[f.next];
    if (!major || !returnsHome(state, major)) return [];
    if (f.part === 'optional') {
      const spaces = optionalSpaces(state, f, major);
      if (spaces.length === 0) return [];
      return [{ power: major, key: 'his.prompt.winter.optional', actions: [...spaces.map((space): WinterLandAction => ({ type: 'space', space })), { type: 'done' }] }];
    }
    if (f.part === 'leaders') {
      const l = nextLeader(state, f, major);
      if (!l || l.options.length <= 1) return [];
      return [{ power: major, key: 'his.prompt.winter.leader', params: { leader: l.leader, space: l.space }, actions: l.options.map((space) => ({ type: 'space', space })) }];
    }
    return [];
  },
  run(state, f) {
    const major = MAJOR_POWERS[f.next];
    if (!major) {
      pop(state, f);
      return;
    }
    if (!returnsHome(state, major)) return nextPower(f);
    switch (f.part) {
      case 'overstack': {
        const spaces = spaceStates(state);
        // Only a space with units in it can be overstacked (most hold none): ruled out first.
        const space = SPACE_IDS.find((id, i) => holdsAny(spaces[i]!.units) && !f.done.includes(id) && overstacked(state, major, id).length > 0);
        if (!space) return nextPart(f, 'optional');
        f.done.push(space);
        const owners = overstacked(state, major, space);
        const excess = owners.reduce((n, p) => n + landUnitsIn(state, space, p), 0) - FORTIFIED_GARRISON_MAX;
        // The Protestant, without a capital, sends the excess to the nearest space with room (exception 1).
        callStack(state, f, major, space, owners, excess, major === 'protestant' ? 'nearest' : 'capital');
        return;
      }
      case 'optional':
        return nextPart(f, 'mandatory');
      case 'mandatory': {
        const spaces = spaceStates(state);
        // Only a space with units in it has units that must leave: ruled out first.
        const space = SPACE_IDS.find((id, i) => holdsAny(spaces[i]!.units) && !f.done.includes(id) && mustLeave(state, major, id).length > 0);
        if (!space) return nextPart(f, 'leaders');
        f.done.push(space);
        const owners = mustLeave(state, major, space);
        const n = owners.reduce((k, p) => k + landUnitsIn(state, space, p), 0);
        callStack(state, f, major, space, owners, n, 'nearest');
        return;
      }
      case 'leaders': {
        const l = nextLeader(state, f, major);
        if (!l) return nextPower(f);
        f.done.push(l.leader);
        if (l.options.length === 1) moveArmyLeader(state, major, l.leader, l.space, l.options[0]!);
        else state.log.push({ key: 'his.log.leaderStays', params: { power: major, leader: l.leader, space: l.space } });
        return;
      }
    }
  },
  resume: {
    stack(_state, f, result: WinterStackResult) {
      f.sent.push(...result.sent);
    },
  },
  decide(state, f, power, action) {
    if (f.part === 'optional') {
      if (action.type === 'done') return nextPart(f, 'mandatory');
      const space = action.space;
      f.done.push(space);
      callStack(state, f, power, space, mayGoHome(state, power, space), 0, 'capital');
      return;
    }
    if (action.type !== 'space') return;
    const l = nextLeader(state, f, power)!;
    f.done.push(l.leader);
    moveArmyLeader(state, power, l.leader, l.space, action.space);
  },
};

function nextPart(f: WinterLandFrame, part: WinterLandFrame['part']): void {
  f.part = part;
  f.done = [];
}

function nextPower(f: WinterLandFrame): void {
  f.next++;
  f.part = 'overstack';
  f.done = [];
  f.sent = [];
}
