// 16.2: naval combat. The active power attacks; the intercepting power, or the one whose
// ships were already there, defends. Dice for ships and the best naval leader (and the
// defender's port die), combat cards, the roll, the winner (ties to the defender),
// casualties two hits a squadron, the retreat (the attacker always leaves a port), and
// leaders of a side wiped out to the Turn Track.
import { isSeaZoneId, seaZonesOf } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { COMBAT } from '../data/tables.ts';
import { hits as countHits, rollDice } from '../dice.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import { forcesAt } from '../queries.ts';
import type { Combat, WindowId } from '../flow/window.ts';
import { callWindow, openWindow } from '../flow/window.ts';
import type { HisState, NavalUnitKind } from '../state.ts';
import type { NavalLot, Where, WhereAction } from './fleets.ts';
import {
  ATLANTIC,
  barredFromAtlantic,
  bestNavalRating,
  deciderOf,
  eliminateNavalUnits,
  eliminateSide,
  hasEnemyNavalUnits,
  locationOf,
  markLostCombat,
  moveNaval,
  navalNeighbours,
  sendLeaderToTurnTrack,
  sideLeaders,
  sideLots,
  sideOf,
  sideOwnersAt,
  sideUnitCount,
  sideUnits,
  isWhereAction,
  whereAction,
  whereFromAction,
} from './fleets.ts';

export type NavalSide = 'attacker' | 'defender';

type NavalCombatStep = 'roll' | 'afterRoll' | 'casualties' | 'retreat' | 'end' | 'done';

/**
 * The frame callers push: `{proc: 'navalCombat', where, attacker, defender}` (where: a port
 * or sea zone id; attacker: the active major power; defender: a major power or an inactive
 * minor with ships there), with `bothRetreatOnTie: true` for the battle of 9.6. The other fields are filled in as the combat runs; the combat
 * calls its card windows with a copy of itself and takes back `mods` (dice before the roll)
 * and `hits` (after the roll: Janissaries, Professional Rowers).
 */
export interface NavalCombatFrame extends Frame {
  proc: 'navalCombat';
  where: Where;
  attacker: MajorPower;
  defender: Power;
  step?: NavalCombatStep;
  mods?: { attacker: number; defender: number };
  dice?: { attacker: number; defender: number };
  hits?: { attacker: number; defender: number };
  winner?: NavalSide;
  /** Losses still to be taken, by side and kind (16.2 step 8). */
  due?: { side: NavalSide; kind: NavalUnitKind; n: number }[];
  /** Sides still to retreat (16.2 step 9). */
  retreating?: NavalSide[];
  /** 9.6: the immediate naval battle when a war begins in the Action Phase: equal hits send both sides away. */
  bothRetreatOnTie?: boolean;
}

/** Call a card window on this combat (16.2 steps 3-4, 6); `cards` takes back what the cards changed. */
function callCards(state: HisState, f: NavalCombatFrame, at: WindowId, active: MajorPower): void {
  callWindow(state, f, 'cards', at, active, 'navalCombat', { kind: 'navalCombat', frame: f });
}

function sidePower(f: NavalCombatFrame, side: NavalSide): Power {
  return side === 'attacker' ? f.attacker : f.defender;
}

function other(side: NavalSide): NavalSide {
  return side === 'attacker' ? 'defender' : 'attacker';
}

/**
 * 16.2 steps 1-2: 1 die a corsair, 2 a squadron, 1 a battle rating point of the best naval
 * leader present; the defender 1 more in a port.
 */
export function navalCombatDice(state: HisState, where: Where, side: Power, defending: boolean): number {
  const u = sideUnits(state, where, side);
  let dice = COMBAT.squadronDice * u.squadron + COMBAT.corsairDice * u.corsair + bestNavalRating(sideLeaders(state, where, side));
  if (defending && !isSeaZoneId(where)) dice += COMBAT.navalPortDefenderBonus;
  return dice;
}

/**
 * 16.2 step 8: 1 squadron for every 2 hits; hits left over against the Ottoman take 1
 * corsair each; an odd hit still left takes 1 more squadron from the loser only.
 */
export function navalLosses(units: { squadron: number; corsair: number }, hits: number, lost: boolean): { squadron: number; corsair: number } {
  let squadron = Math.min(units.squadron, Math.floor(hits / 2));
  let left = hits - 2 * squadron;
  const corsair = Math.min(units.corsair, left);
  left -= corsair;
  if (left > 0 && lost && squadron < units.squadron) squadron++;
  return { squadron, corsair };
}

function startCombat(state: HisState, f: NavalCombatFrame): void {
  f.mods = { attacker: 0, defender: 0 };
  f.step = 'roll';
  state.log.push({ key: 'his.log.navalCombatBegins', params: { where: f.where, attacker: f.attacker, defender: f.defender } });
  // 16.2 steps 3-4: combat cards of both sides (the window asks in impulse order from the attacker).
  callCards(state, f, 'beforeNavalCombat', f.attacker);
}

/** 16.2 steps 1-4: the dice each side rolls (with the cards' changes so far); also what a player sees before the roll. */
export function navalDiceNow(state: HisState, f: NavalCombatFrame): { attacker: number; defender: number } {
  const mods = f.mods ?? { attacker: 0, defender: 0 };
  return {
    attacker: Math.max(0, navalCombatDice(state, f.where, f.attacker, false) + mods.attacker),
    defender: Math.max(0, navalCombatDice(state, f.where, f.defender, true) + mods.defender),
  };
}

function roll(state: HisState, f: NavalCombatFrame): void {
  const dice = navalDiceNow(state, f);
  // 16.2 step 5: each 5 or 6 is a hit.
  const a = rollDice(state, dice.attacker, 'navalCombat', { where: f.where, side: 'attacker', power: f.attacker });
  const d = rollDice(state, dice.defender, 'navalCombat', { where: f.where, side: 'defender', power: f.defender });
  f.dice = dice;
  f.hits = { attacker: countHits(a), defender: countHits(d) };
  f.step = 'afterRoll';
  // 16.2 step 6: Janissaries, then Professional Rowers: the step names the Ottoman's card
  // first, so with the Ottoman in the battle it is asked first (then the others in impulse
  // order from it); otherwise impulse order from the attacker (docs/data-decisions.md).
  const ottomanIn = [f.attacker, f.defender].some((p) => sideOf(state, p) === 'ottoman');
  callCards(state, f, 'afterBattleRolls', ottomanIn ? 'ottoman' : f.attacker);
}

function declareWinner(state: HisState, f: NavalCombatFrame): void {
  const hits = f.hits!;
  // 16.2 step 7: the most hits wins; the defender wins ties.
  const winner: NavalSide = hits.attacker > hits.defender ? 'attacker' : 'defender';
  f.winner = winner;
  state.log.push({
    key: 'his.log.navalCombat',
    params: {
      where: f.where,
      attacker: f.attacker,
      defender: f.defender,
      attackerDice: f.dice!.attacker,
      defenderDice: f.dice!.defender,
      attackerHits: hits.attacker,
      defenderHits: hits.defender,
      winner: sidePower(f, winner),
    },
  });
  const units = { attacker: sideUnits(state, f.where, f.attacker), defender: sideUnits(state, f.where, f.defender) };
  // 9.6: when equal hits send both sides away, neither has lost (no odd-hit squadron).
  const noLoser = f.bothRetreatOnTie === true && hits.attacker === hits.defender;
  const losses = {
    attacker: navalLosses(units.attacker, hits.defender, winner !== 'attacker' && !noLoser),
    defender: navalLosses(units.defender, hits.attacker, winner !== 'defender' && !noLoser),
  };
  const total = (x: { squadron: number; corsair: number }) => x.squadron + x.corsair;
  // 16.2 step 8: if both sides would be wiped out, the side that rolled more dice keeps one unit (ties: the defender).
  if (total(units.attacker) > 0 && total(units.defender) > 0 && total(losses.attacker) === total(units.attacker) && total(losses.defender) === total(units.defender)) {
    const keeper: NavalSide = f.dice!.attacker > f.dice!.defender ? 'attacker' : 'defender';
    const l = losses[keeper];
    if (l.squadron > 0) l.squadron--;
    else l.corsair--;
  }
  f.due = [];
  for (const side of ['attacker', 'defender'] as const) {
    for (const kind of ['squadron', 'corsair'] as const) if (losses[side][kind] > 0) f.due.push({ side, kind, n: losses[side][kind] });
  }
  f.step = 'casualties';
}

/** The owners on a side that could lose a unit of this kind. */
function lossOwners(state: HisState, f: NavalCombatFrame, side: NavalSide, kind: NavalUnitKind): Power[] {
  const loc = locationOf(f.where);
  return sideOwnersAt(state, f.where, sidePower(f, side)).filter((p) => forcesAt(state, loc, p)[kind] > 0);
}

/** A naval combat's answers: whose ships a loss falls on, where to retreat. */
export type NavalCombatAction = { type: 'navalLoss'; owner: Power; kind: NavalUnitKind } | WhereAction;

function casualtyAsk(state: HisState, f: NavalCombatFrame): Ask<NavalCombatAction> | null {
  const due = f.due?.[0];
  if (!due) return null;
  const owners = lossOwners(state, f, due.side, due.kind);
  const decider = deciderOf(sidePower(f, due.side));
  if (owners.length < 2 || !decider) return null;
  return {
    power: decider,
    key: 'his.prompt.navalCasualty',
    params: { where: f.where, kind: due.kind, n: due.n },
    actions: owners.map((owner) => ({ type: 'navalLoss', owner, kind: due.kind })),
  };
}

function takeLoss(state: HisState, f: NavalCombatFrame, owner: Power | null): void {
  const due = f.due![0]!;
  const owners = lossOwners(state, f, due.side, due.kind);
  const who = owner ?? owners[0];
  if (who === undefined) {
    f.due!.shift();
    return;
  }
  // Without a choice to make, one owner takes all it can at once.
  const n = owner === null && owners.length === 1 ? Math.min(due.n, forcesAt(state, locationOf(f.where), who)[due.kind]) : 1;
  eliminateNavalUnits(state, f.where, who, due.kind, n);
  due.n -= n;
  if (due.n <= 0) f.due!.shift();
}

/** 16.2 step 10: naval leaders of a side that is completely eliminated go to the Turn Track. */
function leadersOfWipedOutSides(state: HisState, f: NavalCombatFrame): void {
  for (const side of ['attacker', 'defender'] as const) {
    const power = sidePower(f, side);
    if (sideUnitCount(state, f.where, power) > 0) continue;
    for (const leader of sideLeaders(state, f.where, power)) sendLeaderToTurnTrack(state, f.where, leader);
  }
}

/**
 * 16.2 step 9: which sides retreat: the attacker from a port (win or lose), the loser at
 * sea; 9.6: after a war begins in the Action Phase, equal hits send both sides away.
 */
function retreatingSides(f: NavalCombatFrame): NavalSide[] {
  if (!isSeaZoneId(f.where)) return ['attacker'];
  if (f.bothRetreatOnTie && f.hits!.attacker === f.hits!.defender) return ['attacker', 'defender'];
  return [other(f.winner!)];
}

/**
 * 16.2 step 9: from a port, a sea zone of the port free of enemy naval units; from a sea
 * zone, an adjacent port the side controls or an adjacent sea zone, either free of enemy
 * naval units. Genoese and Venetian ships and Andrea Doria never enter the Atlantic (16.1).
 */
export function navalRetreatOptions(state: HisState, where: Where, side: Power): Where[] {
  const barred = [...sideLots(state, where, side).map((l) => l.owner), ...sideLeaders(state, where, side)].some(barredFromAtlantic);
  const candidates: Where[] = isSeaZoneId(where) ? navalNeighbours(where) : [...seaZonesOf(where)];
  return candidates.filter((w) => {
    if (barred && w === ATLANTIC) return false;
    if (hasEnemyNavalUnits(state, side, w)) return false;
    if (isSeaZoneId(w)) return true;
    const s = state.spaces[w];
    return !state.outOfPlay.includes(w) && sideOf(state, s.control) === side;
  });
}

/** The side retreating now (null when every retreat is done). */
function retreater(f: NavalCombatFrame): NavalSide | null {
  return f.retreating?.[0] ?? null;
}

function retreatTo(state: HisState, f: NavalCombatFrame, to: Where): void {
  const side = retreater(f)!;
  const power = sidePower(f, side);
  const lots: NavalLot[] = sideLots(state, f.where, power);
  moveNaval(state, f.where, to, lots, sideLeaders(state, f.where, power));
  state.log.push({ key: 'his.log.navalRetreat', params: { power, from: f.where, to } });
  // 16.1: ships of a stack that lost may not make a Naval Move again this impulse.
  const tieBoth = f.bothRetreatOnTie === true && f.hits!.attacker === f.hits!.defender;
  if (f.winner !== side && !tieBoth) markLostCombat(state, to, power);
  f.retreating!.shift();
}

function retreatAsk(state: HisState, f: NavalCombatFrame): Ask<NavalCombatAction> | null {
  const side = retreater(f);
  if (!side) return null;
  const power = sidePower(f, side);
  const decider = deciderOf(power);
  if (!decider || sideUnitCount(state, f.where, power) === 0) return null;
  const options = navalRetreatOptions(state, f.where, power);
  if (options.length < 2) return null;
  return { power: decider, key: 'his.prompt.navalRetreat', params: { where: f.where }, actions: options.map(whereAction) };
}

function retreatByItself(state: HisState, f: NavalCombatFrame): void {
  const side = retreater(f);
  if (!side) {
    f.step = 'end';
    return;
  }
  const power = sidePower(f, side);
  if (sideUnitCount(state, f.where, power) === 0) {
    f.retreating!.shift();
    return;
  }
  const options = navalRetreatOptions(state, f.where, power);
  if (options.length > 0) {
    retreatTo(state, f, options[0]!);
    return;
  }
  // 16.2 step 9: "If no such location exists, the naval units are eliminated."
  state.log.push({ key: 'his.log.navalNoRetreat', params: { power, where: f.where } });
  eliminateSide(state, f.where, power);
  f.retreating!.shift();
}

export const navalCombatProcedure: Procedure<NavalCombatFrame, NavalCombatAction> = {
  ask(state, f): Ask<NavalCombatAction>[] {
    if (f.step === 'casualties') {
      const a = casualtyAsk(state, f);
      return a ? [a] : [];
    }
    if (f.step === 'retreat') {
      const a = retreatAsk(state, f);
      return a ? [a] : [];
    }
    return [];
  },
  run(state, f) {
    switch (f.step) {
      case undefined:
        startCombat(state, f);
        return;
      case 'roll':
        roll(state, f);
        return;
      case 'afterRoll':
        declareWinner(state, f);
        return;
      case 'casualties':
        if (f.due && f.due.length > 0) {
          takeLoss(state, f, null);
          return;
        }
        leadersOfWipedOutSides(state, f);
        f.retreating = retreatingSides(f);
        f.step = 'retreat';
        return;
      case 'retreat':
        retreatByItself(state, f);
        return;
      case 'end':
        f.step = 'done';
        // 6.1: time for responses after each naval combat.
        openWindow(state, 'afterAction', f.attacker, 'navalCombat');
        return;
      default:
        pop(state, f);
    }
  },
  resume: {
    cards(_state, f, result: Combat) {
      const played = result.frame as NavalCombatFrame;
      if (played.mods) f.mods = played.mods;
      if (played.hits) f.hits = played.hits;
    },
  },
  decide(state, f, _power, action) {
    if (f.step === 'casualties') {
      if (action.type === 'navalLoss') takeLoss(state, f, action.owner);
      return;
    }
    if (f.step === 'retreat' && isWhereAction(action)) retreatTo(state, f, whereFromAction(action));
  },
};
