// 15.1 Assault: a besieging power attacks the fortifications of a space it has besieged
// since an earlier impulse. The CP action (actions/assault.ts) pushes
// `{proc: 'assault', power, space: null}`; events push it with the space chosen and the
// exceptions they grant (Roxelana, Scots Raid: `sameImpulse`; Treachery!: `forced`; `free`).
import { controlMayChange } from '../two-player/zones.ts';
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS, seaZonesOf } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { ACTION_COSTS, COMBAT } from '../data/tables.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import { cpLimitAllows, spendCp } from '../phases/spend-cp.ts';
import type { Location } from '../queries.ts';
import { atWar, forcesAt, isFortified, powersInSpace } from '../queries.ts';
import type { Combat, WindowId } from '../flow/window.ts';
import { callWindow, takeBackFromCards } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import type { CasualtyAction, Due, LeaderLot, Lot, SideRoll, SpecialDice } from './casualties.ts';
import {
  bestRating,
  captureLeaders,
  casualtyAsk,
  combatSides,
  groupOf,
  leadersInSpace,
  lossesByGroup,
  lotUnits,
  lotsInSpace,
  noteCombat,
  rollSide,
  takeAutomaticLoss,
  takeChosenLoss,
} from './casualties.ts';
import { displace, gainControl, isNavalLeader } from './control.ts';
import type { FormationPick, FormationPickAction } from './formation.ts';
import { isLeaderBarred, isPickAction, maxFormationSize, newPick, pickAsk, pickComplete, pickDecide, pickedFormation, underFoulWeather } from './formation.ts';
import { hasLoc } from './loc.ts';
import { besiegingSince, checkSiege, garrisonPowers } from './siege.ts';
import { checkHungaryDefeat } from '../minor-deactivation.ts';
import { loseNavalPieces } from '../naval/losses.ts';
import { spaceStates } from '../space-list.ts';

/** Exceptions events grant to the 15.1 requirements. */
export type AssaultOptions = {
  /** Roxelana, Scots Raid: the siege may have begun in this impulse. */
  sameImpulse?: boolean;
  /** Treachery!: no line of communication or naval requirement. */
  forced?: boolean;
};

export type AssaultStep = 'space' | 'formation' | 'responses' | 'combatCards' | 'roll' | 'afterRolls' | 'losses' | 'casualties' | 'result' | 'siegeCheck';

/**
 * The assault frame. Fields response and combat cards may change: the assault calls its
 * windows with a copy of itself and takes back `cancelled` (Foul Weather, Gout: the assault
 * does not happen), `formation` (Mercenaries Grow Restless), `mods` (dice added or removed
 * per side before the roll), `specialDice`, and after the roll `sides` (Siege Artillery).
 */
export interface AssaultFrame extends Frame {
  proc: 'assault';
  power: MajorPower;
  /** Null until the power picks the besieged space (CP action). */
  space: SpaceId | null;
  /** Events: the assault costs no CP. */
  free?: boolean;
  sameImpulse?: boolean;
  forced?: boolean;
  cancelled?: boolean;
  step?: AssaultStep;
}

/** 15.1 step 1: the assaulting formation (the units that roll; losses come from the whole stack, step 9). */
export type AssaultFormation = { lots: Lot[]; leaders: LeaderLot[] };

export interface Assault extends AssaultFrame {
  space: SpaceId;
  step: AssaultStep;
  cancelled: boolean;
  /** The declared formation (null until step 1 is answered), and the prompt declaring it. */
  formation: AssaultFormation | null;
  pick: FormationPick | null;
  /** The besieging stack when the formation was declared: mercenaries added in step 2 may join it. */
  stackAtDeclaration: Lot[];
  mods: { attacker: number; defender: number };
  specialDice: SpecialDice[];
  sides: { attacker: SideRoll; defender: SideRoll } | null;
  due: Due[];
}

const WINDOW = {
  responses: 'assault.responses',
  combatCards: 'assault.combatCards',
  afterRolls: 'assault.afterRolls',
} as const;

/** Call a card window on this assault (15.1 steps 2, 5-6, 8); `cards` takes back what the cards changed. */
function callCards(state: HisState, a: Assault, at: WindowId, context: string): void {
  callWindow(state, a, 'cards', at, a.power, context, { kind: 'assault', frame: a });
}

// ---- requirements ----

/** The powers of the assaulting stack: the power and its active minor allies. */
function assaulters(state: HisState, space: SpaceId, power: MajorPower): Power[] {
  return powersInSpace(state, space).filter((p) => groupOf(state, p) === power);
}

function squadrons(state: HisState, loc: Location, group: Power): number {
  const units = 'space' in loc ? state.spaces[loc.space].units : state.seas[loc.sea].units;
  return (Object.keys(units) as Power[]).filter((p) => groupOf(state, p) === group).reduce((n, p) => n + units[p]!.squadron, 0);
}

/**
 * 15.1 naval requirements (corsairs ignored): the controller has no squadron in a sea zone
 * next to the port, and if it has squadrons in the port, the assaulting power has more in
 * the adjacent sea zones.
 */
export function navalBlockadeAllows(state: HisState, power: MajorPower, space: SpaceId): boolean {
  const controller = groupOf(state, state.spaces[space].control);
  const seas = seaZonesOf(space);
  if (seas.some((sea) => squadrons(state, { sea }, controller) > 0)) return false;
  const inPort = squadrons(state, { space }, controller);
  if (inPort === 0) return true;
  return seas.reduce((n, sea) => n + squadrons(state, { sea }, power), 0) > inPort;
}

/**
 * 15.1 requirements: the power besieges the space with land units, since an earlier
 * impulse (unless `sameImpulse`), no assault on it yet this impulse, an LOC to it and the
 * naval requirements (unless `forced`).
 */
export function mayAssault(state: HisState, power: MajorPower, space: SpaceId, opts: AssaultOptions = {}): boolean {
  const siege = state.spaces[space].siege;
  if (!siege || !isFortified(state, space)) return false;
  // Two-player variant: a fortress whose control cannot change is never assaulted (zones.ts).
  if (!controlMayChange(state, space)) return false;
  // 15: the besieger, or an ally besieging the space with it.
  const since = besiegingSince(state, space, power);
  if (since === null) return false;
  if (!atWar(state, power, state.spaces[space].control) && state.spaces[space].control !== 'independent') return false;
  if (!opts.sameImpulse && since >= state.impulse) return false;
  if (siege.assaulted === state.impulse) return false;
  // Foul Weather (card 31): no more assaults by this power this impulse (not against Treachery!, 'forced').
  if (!opts.forced && underFoulWeather(state, power)) return false;
  if (lotUnits(lotsInSpace(state, space, assaulters(state, space, power))) === 0) return false;
  if (opts.forced) return true;
  return hasLoc(state, power, space) && navalBlockadeAllows(state, power, space);
}

/** The besieged spaces this power may assault now. */
export function assaultTargets(state: HisState, power: MajorPower, opts: AssaultOptions = {}): SpaceId[] {
  // Scots Raid (card 97): the card's CP assault only in its spaces.
  const spaces = spaceStates(state); // by map index: asked for every CP spent, and most spaces hold no siege
  return SPACE_IDS.filter((s, i) => spaces[i]!.siege !== null && mayAssault(state, power, s, opts) && cpLimitAllows(state, power, s));
}

// ---- dice ----

function nonCavalry(lots: readonly Lot[]): number {
  return lotUnits(lots.filter((l) => l.kind !== 'cavalry'));
}

/**
 * 15.1 step 1: the assaulting formation, chosen for the power as its strongest (no other
 * choice helps it, since losses come from the whole stack): every leader not barred by Gout,
 * and up to the formation limit of non-cavalry units, regulars before mercenaries (so that
 * Mercenaries Grow Restless, card 27, strikes as few as possible).
 */
export function assaultFormation(state: HisState, power: MajorPower, space: SpaceId): { lots: Lot[]; leaders: LeaderLot[] } {
  const mine = assaulters(state, space, power);
  const leaders = leadersInSpace(state, space, mine).filter((l) => !isLeaderBarred(state, l.leader));
  let room = maxFormationSize(leaders.map((l) => l.leader));
  const lots: Lot[] = [];
  const all = lotsInSpace(state, space, mine);
  for (const kind of ['regular', 'mercenary'] as const) {
    for (const l of all.filter((x) => x.kind === kind)) {
      const n = Math.min(room, l.n);
      if (n > 0) lots.push({ power: l.power, kind, n });
      room -= n;
    }
  }
  return { lots, leaders };
}

/** The declared assaulting formation, or (before step 1 is answered) the strongest one. */
export function assaultFormationOf(state: HisState, a: Assault): AssaultFormation {
  return a.formation ?? assaultFormation(state, a.power, a.space);
}

/**
 * 15.1 step 1: the active power declares the assaulting formation. Every leader not barred by
 * Gout is in it (a leader only adds his rating and command, so leaving one out never helps);
 * the units are asked kind by kind (cavalry are ignored in an assault, 15.1 step 3) when there
 * is a real choice: more units than the command allows, or mercenaries that the power may
 * want to keep out of reach of Mercenaries Grow Restless (card 27). Otherwise every unit goes.
 */
function declareFormation(state: HisState, a: Assault): void {
  const mine = assaulters(state, a.space, a.power);
  const leaders = leadersInSpace(state, a.space, mine).filter((l) => !isLeaderBarred(state, l.leader));
  const lots = lotsInSpace(state, a.space, mine).filter((l) => l.kind !== 'cavalry');
  a.stackAtDeclaration = lotsInSpace(state, a.space, mine);
  const limit = maxFormationSize(leaders.map((l) => l.leader));
  const choice = lots.some((l) => l.kind === 'mercenary') || (lotUnits(lots) > limit && lots.length > 1);
  if (!choice) {
    a.formation = assaultFormation(state, a.power, a.space);
    a.step = 'responses';
    return;
  }
  const pick = newPick({ leaders: leaders.map((l) => l.leader), units: lots.map((l) => ({ power: l.power, kind: l.kind, count: l.n })) }, { limited: true, needUnit: true });
  for (const l of leaders) pickDecide(pick, { type: 'leader', leader: l.leader });
  a.pick = pick;
  a.step = 'formation';
  finishDeclaration(state, a);
}

function finishDeclaration(state: HisState, a: Assault): void {
  if (!a.pick || !pickComplete(a.pick)) return;
  const picked = pickedFormation(a.pick);
  const mine = assaulters(state, a.space, a.power);
  a.formation = {
    lots: picked.units.map((u) => ({ power: u.power, kind: u.kind, n: u.count })),
    leaders: leadersInSpace(state, a.space, mine).filter((l) => picked.leaders.includes(l.leader)),
  };
  a.pick = null;
  a.step = 'responses';
  state.log.push({ key: 'his.log.assaultFormation', params: { power: a.power, space: a.space, units: lotUnits(a.formation.lots), leaders: picked.leaders } });
}

/** 15.1 step 2: mercenaries just placed in the space (Landsknechts, Swiss Mercenaries) join the formation within its limit. */
function growFormation(state: HisState, a: Assault): void {
  if (!a.formation) return;
  const limit = maxFormationSize(a.formation.leaders.map((l) => l.leader));
  let room = limit - lotUnits(a.formation.lots);
  for (const now of lotsInSpace(state, a.space, assaulters(state, a.space, a.power))) {
    if (now.kind === 'cavalry' || room <= 0) continue;
    const before = a.stackAtDeclaration.filter((l) => l.power === now.power && l.kind === now.kind).reduce((n, l) => n + l.n, 0);
    const added = Math.min(room, now.n - before);
    if (added <= 0) continue;
    const lot = a.formation.lots.find((l) => l.power === now.power && l.kind === now.kind);
    if (lot) lot.n += added;
    else a.formation.lots.push({ power: now.power, kind: now.kind, n: added });
    room -= added;
  }
}

/**
 * 15.1 step 3: the assaulting formation is the power's best formation in the space: every
 * leader not barred (Gout) and as many non-cavalry units as its command allows (cavalry
 * are ignored, regulars before mercenaries). One die per unit against an empty
 * fortification, else one per two units rounded up; plus the best battle rating.
 */
export function assaultAttackerDice(attackers: readonly Lot[], leaders: readonly LeaderLot[], defendingUnits: number): number {
  const n = Math.min(nonCavalry(attackers), maxFormationSize(leaders.map((l) => l.leader)));
  return (defendingUnits > 0 ? Math.ceil(n / 2) : n) + bestRating(leaders);
}

/** 15.1 step 4: one die per defending non-cavalry unit, the best battle rating, and 1 for defending. */
export function assaultDefenderDice(defenders: readonly Lot[], leaders: readonly LeaderLot[]): number {
  return nonCavalry(defenders) + bestRating(leaders) + COMBAT.assaultDefenderBonus;
}

/** 15.1 steps 3-7: count the dice and roll them, attacker first. */
function roll(state: HisState, a: Assault): void {
  const mine = assaulters(state, a.space, a.power);
  const aLots = lotsInSpace(state, a.space, mine);
  const aLeaders = leadersInSpace(state, a.space, mine).filter((l) => !isLeaderBarred(state, l.leader));
  const inside = garrisonPowers(state, a.space);
  const dLots = lotsInSpace(state, a.space, inside);
  const dLeaders = leadersInSpace(state, a.space, inside);
  a.sides = combatSides(state, a.power, { lots: aLots, leaders: aLeaders }, { lots: dLots, leaders: dLeaders });
  // 9.6 step 6: an assault ends a Phony War between these powers.
  noteCombat(state, a.power, inside);
  const dice = assaultDiceNow(state, a);
  rollSide(state, 'assault', a.space, a.sides.attacker, 'attacker', dice.attacker, a.specialDice, a.mods.attacker);
  rollSide(state, 'assault', a.space, a.sides.defender, 'defender', dice.defender, a.specialDice, a.mods.defender);
}

/** 15.1 steps 3-4: the dice each side rolls (with the cards' changes so far); also what a player sees before the roll. */
export function assaultDiceNow(state: HisState, a: Assault): { attacker: number; defender: number } {
  const inside = garrisonPowers(state, a.space);
  const dLots = lotsInSpace(state, a.space, inside);
  const dLeaders = leadersInSpace(state, a.space, inside);
  // 15.1 step 3: the declared formation rolls (its leaders, unless barred since).
  const formation = assaultFormationOf(state, a);
  const fLeaders = formation.leaders.filter((l) => !isLeaderBarred(state, l.leader));
  return {
    attacker: Math.max(0, assaultAttackerDice(formation.lots, fLeaders, lotUnits(dLots)) + a.mods.attacker),
    defender: Math.max(0, assaultDefenderDice(dLots, dLeaders) + a.mods.defender),
  };
}

/** 15.1 step 9: each side loses one land unit per enemy hit (cavalry may be taken); allied defenders split (9.2). */
function planLosses(state: HisState, a: Assault): void {
  const s = a.sides!;
  a.due = [
    ...lossesByGroup(state, s.attacker.lots, s.defender.hits).map((d) => ({ side: 'attacker' as const, ...d })),
    ...lossesByGroup(state, s.defender.lots, s.attacker.hits).map((d) => ({ side: 'defender' as const, ...d })),
  ];
}

// ---- results ----

/** 15.1 step 10: the defender's naval units in the port go to the next turn (rebuilt later, 8.2, 17.2). */
function navalUnitsToTurnTrack(state: HisState, space: SpaceId, powers: readonly Power[]): void {
  for (const p of powers) {
    // 15.1 step 10, 8.2: the defender's naval leaders in the port go to the Turn Track (back next turn).
    const leaders = forcesAt(state, { space }, p).leaders.filter(isNavalLeader);
    const n = loseNavalPieces(state, { space }, p);
    if (n > 0 || leaders.length > 0) state.log.push({ key: 'his.log.navalLostInPort', params: { space, power: p, units: n, leaders } });
  }
}

/**
 * 15.1 steps 10-11: a successful assault (at least 1 hit, no defending land unit left, an
 * attacking unit still standing) takes the space; otherwise the siege goes on while the
 * besiegers still outnumber the garrison (15.3), and attacking leaders left without units
 * are displaced (12.5).
 */
function conclude(state: HisState, a: Assault): void {
  const s = a.sides!;
  const inside = garrisonPowers(state, a.space);
  const defendersLeft = lotUnits(lotsInSpace(state, a.space, inside));
  const attackersLeft = lotUnits(lotsInSpace(state, a.space, assaulters(state, a.space, a.power)));
  a.step = 'siegeCheck';
  if (s.attacker.hits >= 1 && defendersLeft === 0 && attackersLeft >= 1) {
    state.log.push({ key: 'his.log.assaultSucceeded', params: { space: a.space, power: a.power } });
    captureLeaders(state, a.space, leadersInSpace(state, a.space, inside), a.power);
    navalUnitsToTurnTrack(state, a.space, inside);
    state.spaces[a.space].siege = null;
    gainControl(state, a.space, a.power);
    return;
  }
  state.log.push({ key: 'his.log.assaultFailed', params: { space: a.space, power: a.power } });
  if (attackersLeft === 0 && forcesAt(state, { space: a.space }, a.power).leaders.length > 0) displace(state, a.space, a.power);
}

// ---- the procedure ----

function start(state: HisState, f: AssaultFrame, space: SpaceId): void {
  if (!state.spaces[space].siege) {
    // An event asked for an assault where no siege stands any more: nothing happens.
    pop(state, f);
    return;
  }
  const a = f as Assault;
  Object.assign(a, { space, step: 'responses', cancelled: false, formation: null, pick: null, stackAtDeclaration: [], mods: { attacker: 0, defender: 0 }, specialDice: [], sides: null, due: [] });
  // 11.1: 1 CP; 15.1: one assault per space per impulse.
  if (!f.free) spendCp(state, ACTION_COSTS.assault[f.power]!);
  state.spaces[space].siege!.assaulted = state.impulse;
  state.log.push({ key: 'his.log.assault', params: { power: f.power, space } });
  declareFormation(state, a);
}

/** An assault's answers: the space, the formation, casualties. */
export type AssaultAction = { type: 'space'; space: SpaceId } | FormationPickAction | CasualtyAction;

export const assaultProcedure: Procedure<AssaultFrame, AssaultAction> = {
  ask(state, f): Ask<AssaultAction>[] {
    if (f.space === null) {
      const spaces = assaultTargets(state, f.power, f);
      if (spaces.length === 0) return [];
      return [{ power: f.power, key: 'his.prompt.assaultWhere', actions: spaces.map((space) => ({ type: 'space', space })) }];
    }
    if (f.step === 'formation') {
      const a = f as Assault;
      return a.pick ? [pickAsk(a.power, a.pick, { space: a.space })] : [];
    }
    if (f.step === 'casualties') {
      const a = f as Assault;
      const ask = casualtyAsk(state, a.space, a.sides!, a.due);
      return ask ? [ask] : [];
    }
    return [];
  },
  run(state, f) {
    if (f.space === null) {
      // No space may be assaulted any more (nothing to ask).
      pop(state, f);
      return;
    }
    if (f.step === undefined || f.step === 'space') {
      start(state, f, f.space);
      return;
    }
    const a = f as Assault;
    switch (a.step) {
      case 'formation':
        // Nothing left to ask (the prompt settled every kind).
        finishDeclaration(state, a);
        if (a.step === 'formation') a.step = 'responses';
        return;
      case 'responses':
        // 15.1 step 2: Foul Weather, Gout; the active power's last Landsknechts / Swiss Mercenaries.
        a.step = 'combatCards';
        callCards(state, a, 'beforeAssault', WINDOW.responses);
        return;
      case 'combatCards':
        if (a.cancelled) {
          pop(state, a);
          return;
        }
        growFormation(state, a);
        // 15.1 steps 5-6: combat cards, attacker then defenders.
        a.step = 'roll';
        callCards(state, a, 'beforeAssault', WINDOW.combatCards);
        return;
      case 'roll':
        // A card may have stopped the assault or broken the siege (Mercenaries Grow Restless).
        if (a.cancelled || state.spaces[a.space].siege === null) {
          pop(state, a);
          return;
        }
        roll(state, a);
        a.step = 'afterRolls';
        return;
      case 'afterRolls':
        // 15.1 step 8: Siege Artillery.
        a.step = 'losses';
        callCards(state, a, 'afterBattleRolls', WINDOW.afterRolls);
        return;
      case 'losses':
        planLosses(state, a);
        a.step = 'casualties';
        return;
      case 'casualties':
        if (a.due.length > 0) takeAutomaticLoss(state, a.space, a.sides!, a.due);
        else a.step = 'result';
        return;
      case 'result':
        conclude(state, a);
        return;
      case 'siegeCheck':
        pop(state, a);
        // 15.1 step 11, 15.3: the siege goes on only while the besiegers outnumber the garrison.
        checkSiege(state, a.space);
        // 22.5: at the end of an assault the Ottoman may have defeated Hungary-Bohemia.
        checkHungaryDefeat(state);
        return;
      default:
        pop(state, a);
    }
  },
  resume: {
    cards(_state, f, result: Combat) {
      takeBackFromCards(f as Assault, result.frame as Assault, ['cancelled', 'formation', 'mods', 'specialDice', 'sides']);
    },
  },
  decide(state, f, _power, action) {
    if (f.space === null) {
      if (action.type !== 'space') return;
      f.space = action.space;
      start(state, f, f.space);
      return;
    }
    const a = f as Assault;
    if (a.step === 'formation') {
      if (isPickAction(action)) pickDecide(a.pick!, action);
      finishDeclaration(state, a);
      return;
    }
    if (action.type === 'casualty') takeChosenLoss(state, a.space, a.sides!, a.due, action);
  },
};
