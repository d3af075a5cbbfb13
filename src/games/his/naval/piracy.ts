// 16.4: piracy. The Ottoman's corsairs in a sea zone raid a power holding a port on it:
// the target (with squadrons, fortresses and the Knights of St. John nearby) fires at the
// corsairs first; the survivors roll for piracy hits, each costing the target a squadron,
// a card drawn at random by the Ottoman, or 1 piracy VP (10 at most in a game).
import type { SeaZoneId, SpaceId } from '../data/map.ts';
import { SEA_ZONE_IDS, adjacentSeaZones, portsOf } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { ACTION_COSTS, PIRACY } from '../data/tables.ts';
import { hits as countHits, rollDice } from '../dice.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import { randomlyDrawableCards } from '../cards.ts';
import { randomCardDraw } from '../phases/diplomacy/war-status.ts';
import { spendCp } from '../phases/spend-cp.ts';
import { atWar, forcesAt, isFortress } from '../queries.ts';
import { callMoveWindow, moveWindowClosed } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import type { Where } from './fleets.ts';
import { eliminateNavalUnits, locationOf, navalOwnersAt, piracyRating, sideLeaders, sideOf } from './fleets.ts';
import { juliaGonzagaPiracy } from '../events/julia-gonzaga.ts';
import { underFoulWeather } from '../land/formation.ts';
import { BARBARY_PIRATES } from './build.ts';

/** 16.4: the corsairs' power (Virgin Queen will name others). */
export const PIRATE_POWER: MajorPower = 'ottoman';

/**
 * 16.4 step 2, card 86: where the Knights of St. John (an independent regular) stand — Rhodes
 * in 1517, Malta in 1532, or the port card 86 re-established them in — or null once their
 * unit is gone.
 */
export function knightsSpace(state: HisState): SpaceId | null {
  const at = state.knightsOfStJohn;
  if (at === null) return null;
  const f = forcesAt(state, { space: at }, 'independent');
  return f.regular + f.mercenary + f.cavalry > 0 ? at : null;
}

/** Piracy markers of this turn (19.6: they all come off in the Winter Phase). */
export function piracyMarkers(state: HisState): SeaZoneId[] {
  return state.piracy.turn === state.turn ? state.piracy.zones : [];
}

function placeMarker(state: HisState, zone: SeaZoneId): void {
  if (state.piracy.turn !== state.turn) state.piracy = { turn: state.turn, zones: [] };
  state.piracy.zones.push(zone);
}

function corsairsIn(state: HisState, zone: SeaZoneId, power: MajorPower): number {
  return forcesAt(state, { sea: zone }, power).corsair;
}

/** 16.4 step 1: a major power controlling a port on the zone may be targeted (no war needed). */
export function piracyTargets(state: HisState, zone: SeaZoneId, power: MajorPower = PIRATE_POWER): MajorPower[] {
  return MAJOR_POWERS.filter((p) => p !== power && portsOf(zone).some((port) => state.spaces[port].control === p));
}

/** 16.4 step 1: zones with corsairs, no Piracy marker yet, four markers at most in a turn. */
export function piracyZones(state: HisState, power: MajorPower = PIRATE_POWER): SeaZoneId[] {
  const markers = piracyMarkers(state);
  // 21.1: no piracy before Barbary Pirates (card 9).
  if (!state.eventsResolved.includes(BARBARY_PIRATES) || markers.length >= PIRACY.maxPerTurn) return [];
  return SEA_ZONE_IDS.filter((z) => corsairsIn(state, z, power) > 0 && !markers.includes(z) && piracyTargets(state, z, power).length > 0);
}

export function mayInitiatePiracy(state: HisState, power: MajorPower, cp: number): boolean {
  const cost = ACTION_COSTS.initiatePiracy[power];
  // Foul Weather (card 31): no piracy for the rest of the impulse.
  return cost !== null && cost <= cp && !underFoulWeather(state, power) && piracyZones(state, power).length > 0;
}

/**
 * 16.4 step 2: the target's dice against the pirates: 2 for each of its squadrons in the
 * zone; 1 for each squadron of the target or of a power at war with the pirates in a port
 * on the zone or an adjacent sea zone; 1 for each fortress on the zone (not a key) held by
 * the target, a power at war with the pirates or the Knights of St. John, if not in unrest
 * or under siege.
 */
export function antiPiracyDice(state: HisState, zone: SeaZoneId, target: MajorPower, pirate: MajorPower = PIRATE_POWER): number {
  let dice = 0;
  for (const owner of navalOwnersAt(state, zone)) {
    if (sideOf(state, owner) === target) dice += PIRACY.defence.squadronInZone * forcesAt(state, { sea: zone }, owner).squadron;
  }
  const nearby: Where[] = [...portsOf(zone), ...adjacentSeaZones(zone)];
  for (const w of nearby) {
    for (const owner of navalOwnersAt(state, w)) {
      if (sideOf(state, owner) === target || atWar(state, owner, pirate)) dice += PIRACY.defence.squadronAdjacent * forcesAt(state, locationOf(w), owner).squadron;
    }
  }
  for (const port of portsOf(zone)) {
    const s = state.spaces[port];
    if (!isFortress(state, port) || s.unrest || s.siege !== null) continue;
    const knights = port === knightsSpace(state);
    if (s.control === target || atWar(state, s.control, pirate) || knights) dice += PIRACY.defence.fortressAdjacent;
  }
  return dice;
}

/** 16.4 step 4: 1 die with a single corsair or a single target port, else 2; plus the naval leaders' piracy ratings. */
export function piracyDice(state: HisState, zone: SeaZoneId, target: MajorPower, pirate: MajorPower = PIRATE_POWER): number {
  const corsairs = corsairsIn(state, zone, pirate);
  if (corsairs === 0) return 0;
  const targetPorts = portsOf(zone).filter((p) => state.spaces[p].control === target).length;
  const base = corsairs === 1 || targetPorts === 1 ? PIRACY.attackDice.single : PIRACY.attackDice.otherwise;
  return base + sideLeaders(state, zone, pirate).reduce((n, l) => n + piracyRating(l), 0);
}

export type PiracyAward = 'squadron' | 'card' | 'vp';

type PiracyStep = 'zone' | 'target' | 'afterWindow' | 'award' | 'done';

export interface PiracyFrame extends Frame {
  proc: 'piracy';
  power: MajorPower;
  step: PiracyStep;
  zone: SeaZoneId | null;
  target: MajorPower | null;
  /** Set by a response in the beforeMove window (Foul Weather): the piracy is stopped. */
  cancelled: boolean;
  /** Piracy hits still to be awarded, and what was awarded so far. */
  hits: number;
  awarded: Record<PiracyAward, number>;
}

export function piracyFrame(power: MajorPower = PIRATE_POWER): PiracyFrame {
  return { proc: 'piracy', power, step: 'zone', zone: null, target: null, cancelled: false, hits: 0, awarded: { squadron: 0, card: 0, vp: 0 } };
}

/** 16.4 step 5: the target's squadrons in or adjacent to the zone it may give up, by location and owner. */
function squadronsToGive(state: HisState, zone: SeaZoneId, target: MajorPower): { where: Where; owner: Power }[] {
  const out: { where: Where; owner: Power }[] = [];
  for (const w of [zone, ...portsOf(zone), ...adjacentSeaZones(zone)] as Where[]) {
    for (const owner of navalOwnersAt(state, w)) {
      if (sideOf(state, owner) === target && forcesAt(state, locationOf(w), owner).squadron > 0) out.push({ where: w, owner });
    }
  }
  return out;
}

/** 16.4 step 5: the awards that benefit the pirate now. */
function validAwards(state: HisState, f: PiracyFrame): PiracyAward[] {
  const out: PiracyAward[] = [];
  if (squadronsToGive(state, f.zone!, f.target!).length > 0) out.push('squadron');
  if (randomlyDrawableCards(state, f.target!).length > 0) out.push('card');
  if (state.tracks.piracyVp < PIRACY.maxVp) out.push('vp');
  return out;
}

/** 16.4 step 5: hits are spread as evenly as possible: no award twice before every valid one once. */
export function allowedAwards(state: HisState, f: PiracyFrame): PiracyAward[] {
  const valid = validAwards(state, f);
  if (valid.length === 0) return [];
  const least = Math.min(...valid.map((a) => f.awarded[a]));
  return valid.filter((a) => f.awarded[a] === least);
}

/** 16.4: piracy's answers: the zone, the target, and each award the target gives. */
export type PiracyAction =
  | { type: 'sea'; sea: SeaZoneId }
  | { type: 'target'; target: MajorPower }
  | { type: 'piracyAward'; award: 'squadron'; where: Where; owner: Power }
  | { type: 'piracyAward'; award: Exclude<PiracyAward, 'squadron'> };

type PiracyAwardAction = Extract<PiracyAction, { type: 'piracyAward' }>;

function awardActions(state: HisState, f: PiracyFrame): PiracyAwardAction[] {
  const out: PiracyAwardAction[] = [];
  for (const award of allowedAwards(state, f)) {
    if (award === 'squadron') {
      for (const s of squadronsToGive(state, f.zone!, f.target!)) out.push({ type: 'piracyAward', award, where: s.where, owner: s.owner });
    } else out.push({ type: 'piracyAward', award });
  }
  return out;
}

function giveAward(state: HisState, f: PiracyFrame, action: PiracyAwardAction): void {
  const award = action.award;
  const target = f.target!;
  if (action.award === 'squadron') eliminateNavalUnits(state, action.where, action.owner, 'squadron', 1);
  else if (award === 'card') randomCardDraw(state, target, f.power);
  else state.tracks.piracyVp++;
  f.awarded[award]++;
  f.hits--;
  state.log.push({ key: 'his.log.piracyAward', params: { target, power: f.power, award } });
}

/** 16.4 steps 2-4: the target fires at the corsairs, then the survivors roll for piracy. */
function resolvePiracy(state: HisState, f: PiracyFrame): void {
  const zone = f.zone!;
  const target = f.target!;
  const defence = antiPiracyDice(state, zone, target, f.power);
  const defenceRoll = rollDice(state, defence, 'antiPiracy', { zone, power: target });
  const sunk = Math.min(countHits(defenceRoll), corsairsIn(state, zone, f.power));
  // 16.4 step 3: one corsair eliminated for each hit.
  eliminateNavalUnits(state, zone, f.power, 'corsair', sunk);
  const attack = piracyDice(state, zone, target, f.power);
  const attackRoll = attack > 0 ? rollDice(state, attack, 'piracy', { zone, power: f.power }) : [];
  f.hits = countHits(attackRoll);
  // Julia Gonzaga (#84): a hit in the Tyrrhenian Sea this turn gives the Ottoman 1 bonus VP.
  juliaGonzagaPiracy(state, f.power, zone, f.hits);
  state.log.push({
    key: 'his.log.piracy',
    params: { power: f.power, zone, target, defenceDice: defence, corsairsLost: sunk, piracyDice: attack, hits: f.hits },
  });
  f.step = 'award';
}

export const piracyProcedure: Procedure<PiracyFrame, PiracyAction> = {
  ask(state, f): Ask<PiracyAction>[] {
    switch (f.step) {
      case 'zone': {
        const zones = piracyZones(state, f.power);
        if (zones.length === 0) return [];
        return [{ power: f.power, key: 'his.prompt.piracyZone', actions: zones.map((sea) => ({ type: 'sea', sea })) }];
      }
      case 'target':
        return [
          {
            power: f.power,
            key: 'his.prompt.piracyTarget',
            params: { zone: f.zone! },
            actions: piracyTargets(state, f.zone!, f.power).map((target) => ({ type: 'target', target })),
          },
        ];
      case 'award': {
        if (f.hits <= 0) return [];
        const actions = awardActions(state, f);
        if (actions.length === 0) return [];
        return [{ power: f.target!, key: 'his.prompt.piracyAward', params: { hits: f.hits, zone: f.zone! }, actions }];
      }
      default:
        return [];
    }
  },
  run(state, f) {
    switch (f.step) {
      case 'afterWindow':
        if (f.cancelled) {
          state.log.push({ key: 'his.log.piracyStopped', params: { power: f.power, zone: f.zone! } });
          f.step = 'done';
        } else resolvePiracy(state, f);
        return;
      case 'award':
        // Hits no award can pay for are lost (nothing left to give).
        if (f.hits > 0) state.log.push({ key: 'his.log.piracyHitsLost', params: { target: f.target!, hits: f.hits } });
        f.hits = 0;
        f.step = 'done';
        return;
      default:
        pop(state, f);
    }
  },
  resume: {
    window: moveWindowClosed,
  },
  decide(state, f, _power, action) {
    switch (f.step) {
      case 'zone':
        if (action.type !== 'sea') return;
        f.zone = action.sea;
        f.step = 'target';
        return;
      case 'target': {
        if (action.type !== 'target') return;
        f.target = action.target;
        const paid = ACTION_COSTS.initiatePiracy[f.power] ?? PIRACY.cost;
        spendCp(state, paid);
        // 16.4 step 1: once per zone per turn; place a Piracy marker.
        placeMarker(state, f.zone!);
        state.log.push({ key: 'his.log.piracyDeclared', params: { power: f.power, zone: f.zone!, target: f.target } });
        f.step = 'afterWindow';
        // A18: Foul Weather may stop the piracy after its declaration.
        callMoveWindow(state, f, 'window', f.power, paid);
        return;
      }
      case 'award':
        if (action.type === 'piracyAward') giveAward(state, f, action);
        return;
      default:
        return;
    }
  },
};
