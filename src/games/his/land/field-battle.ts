// 14 Field battle (and 15.2 relief forces, 22.1 inactive minors that lose a battle).
// Movement pushes `{proc: 'fieldBattle', space, attacker, intercepted}`; this procedure
// runs the twelve steps of the Field Battle Procedure with their card windows.
import type { SpaceId } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';
import { isMajorPower } from '../data/powers.ts';
import { COMBAT } from '../data/tables.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, ret } from '../flow/stack.ts';
import { allied, isFortified, isFriendlySpace, powersInSpace } from '../queries.ts';
import type { Combat, WindowId } from '../flow/window.ts';
import { callWindow, takeBackFromCards } from '../flow/window.ts';
import { checkHungaryDefeat } from '../minor-deactivation.ts';
import type { HisState, LandUnitKind, LeaderId } from '../state.ts';
import type { CasualtyAction, Due, LeaderLot, Lot, Side, SideRoll, SpecialDice } from './casualties.ts';
import {
  bestRating,
  captureLeaders,
  casualtyActions,
  casualtyAsk,
  choosesItself,
  combatSides,
  groupOf,
  groupUnits,
  leadersInSpace,
  lossesByGroup,
  lotUnits,
  lotsInSpace,
  noteCombat,
  rollSide,
  takeAutomaticLoss,
  takeChosenLoss,
} from './casualties.ts';
import { maxFormationSize } from './formation.ts';
import { hostileTo } from './movement.ts';
import { pushRetreat } from './retreat.ts';
import { beginSiege, checkSiege, garrisonPowers, garrisonUnits } from './siege.ts';
import type { BattleQuestionAction } from './battle-losers.ts';
import { answer, planWithdrawal, questionPrompt, retreatLosers, standing } from './battle-losers.ts';

export type { Due, Side, SideRoll, SpecialDice };

/** A yes/no or how-many question asked in turn (relief units joining, units going inside). */
export type Question =
  | { what: 'units'; group: MajorPower; power: Power; kind: LandUnitKind; n: number; inside?: boolean }
  | { what: 'leader'; group: MajorPower; power: Power; leader: LeaderId; inside?: boolean };

export type FieldBattleStep =
  | 'join'
  | 'mercenaries'
  | 'combatCards'
  | 'roll'
  | 'surpriseRoll'
  | 'afterRolls'
  | 'winner'
  | 'casualties'
  | 'capture'
  | 'withdraw'
  | 'retreat'
  | 'siegeCheck';

/**
 * The frame movement pushes: `{proc: 'fieldBattle', space, attacker, intercepted}`.
 * Optional inputs a caller may add: `from` (the space the attacking formation entered
 * from, for 14.1), `formation` and `formationLeaders` (the moving formation, which tells a
 * relief force from the garrison in 15.2), `noRetreat` (16.3 step 4: landed by naval
 * transport, so losing eliminates the attacker).
 *
 * Inputs of a battle fought outside movement (21.5 Sack of Rome): `fixed` (only these units
 * and leaders fight; everything else in the space stays out, and the battle is fought even
 * with no defending unit), `noFormationLimit`, `stay` (no withdrawal inside, no retreat and
 * no siege afterwards), `evenLosses` (that side's losses are spread as evenly as possible
 * over its kinds of units) and `report` (the caller called the battle and receives its
 * BattleResult, or null when nobody fought).
 *
 * Fields combat cards may change: the battle calls its windows with a copy of itself and
 * takes back `mods` (dice added or removed per side before the roll), `specialDice`,
 * `surprise` (Surprise Attack: that side rolls and inflicts losses first), and after the
 * roll `sides` (Janissaries' extra dice and hits).
 */
export interface FieldBattleFrame extends Frame {
  proc: 'fieldBattle';
  space: SpaceId;
  attacker: MajorPower;
  intercepted: boolean;
  from?: SpaceId | null;
  formation?: Lot[];
  formationLeaders?: LeaderId[];
  noRetreat?: boolean;
  fixed?: FixedSides;
  noFormationLimit?: boolean;
  stay?: boolean;
  evenLosses?: Side;
  /** 21.5 step 3: the losses that side has taken so far, by kind of unit (kept by the battle). */
  evenLost?: Partial<Record<LandUnitKind, number>>;
  report?: boolean;
  step?: FieldBattleStep;
}

/** The two sides of a battle with fixed participants (21.5). */
export type FixedSides = { attacker: Lot[]; attackerLeaders: LeaderId[]; defenders: Power[]; defender: Lot[] };

/** What a battle with `report` returns to its caller. */
export type BattleResult = { winner: Side; hits: Record<Side, number> };

/** The frame once started: every field present. */
export interface Battle extends FieldBattleFrame {
  step: FieldBattleStep;
  /** 15.2: the attacker is friendly to the units inside a besieged space. */
  relief: boolean;
  defenders: Power[];
  /** Units and leaders in the space that stay out of the battle (inside the fortifications). */
  withheld: Lot[];
  withheldLeaders: LeaderId[];
  /** 15.2: garrison units of the attacker that joined the relief battle. */
  joined: Lot[];
  joinedLeaders: LeaderLot[];
  questions: Question[];
  /** Answers so far: units and leaders chosen (to join, or to go inside). */
  chosen: Lot[];
  chosenLeaders: LeaderLot[];
  /** Room left inside the fortifications while units withdraw (14.1, 15.2). */
  room: number;
  mods: { attacker: number; defender: number };
  specialDice: SpecialDice[];
  surprise: Side | null;
  sides: { attacker: SideRoll; defender: SideRoll } | null;
  winner: Side | null;
  due: Due[];
  /** Where the casualty step goes when all losses are taken. */
  afterLosses: FieldBattleStep;
}

const WINDOW = {
  mercenaries: 'fieldBattle.mercenaries',
  combatCards: 'fieldBattle.combatCards',
  afterRolls: 'fieldBattle.afterRolls',
} as const;

/** Call a card window on this battle (14 steps 1, 4-5, 7); `cards` takes back what the cards changed. */
function callCards(state: HisState, b: Battle, at: WindowId, context: string): void {
  callWindow(state, b, 'cards', at, b.attacker, context, { kind: 'fieldBattle', frame: b });
}

// ---- who fights ----

function attackerPowers(state: HisState, f: FieldBattleFrame): Power[] {
  return powersInSpace(state, f.space).filter((p) => groupOf(state, p) === f.attacker);
}

/**
 * 14 step 3, 9.2: the defenders are the land units outside the fortifications that are
 * hostile to the attacker (at war with it, independents, allies of an enemy controller:
 * movement's hostileTo) together with the allies of those powers; allied major powers
 * defend together.
 */
export function defendingPowers(state: HisState, space: SpaceId, attacker: MajorPower, outside: readonly Power[]): Power[] {
  const candidates = outside.filter((p) => groupOf(state, p) !== attacker);
  const enemies = candidates.filter((p) => hostileTo(state, attacker, space, p));
  return candidates.filter((p) => enemies.includes(p) || enemies.some((e) => allied(state, p, e)));
}

/** Where the attacking formation came from (14.1) is given by the caller; none if it does not say. */
function movementInputs(f: FieldBattleFrame): void {
  if (f.from === undefined) f.from = null;
}

/**
 * 21.5: a battle with fixed sides: the listed units and leaders fight, all else in the space
 * (other powers, the defenders' other units, units already there) stays out of it.
 */
function initFixed(state: HisState, f: FieldBattleFrame, fixed: FixedSides): void {
  const b = f as Battle;
  const all = powersInSpace(state, f.space);
  const fighting = [...fixed.attacker, ...fixed.defender];
  const withheld: Lot[] = [];
  for (const l of lotsInSpace(state, f.space, all)) {
    const n = l.n - fighting.filter((x) => x.power === l.power && x.kind === l.kind).reduce((s, x) => s + x.n, 0);
    if (n > 0) withheld.push({ power: l.power, kind: l.kind, n });
  }
  b.from = f.from ?? null;
  b.defenders = [...fixed.defenders];
  b.withheld = withheld;
  b.withheldLeaders = leadersInSpace(state, f.space, all, fixed.attackerLeaders).map((l) => l.leader);
}

function init(state: HisState, f: FieldBattleFrame): Battle {
  if (f.fixed) {
    initFixed(state, f, f.fixed);
    return initRest(f as Battle);
  }
  movementInputs(f);
  const sp = state.spaces[f.space];
  const besieged = sp.siege !== null;
  const relief = besieged && allied(state, f.attacker, sp.control);
  // 15: in a besieged space the controller's side is inside the fortifications.
  const inside = besieged ? garrisonPowers(state, f.space) : [];
  const mine = attackerPowers(state, f);
  const outside = powersInSpace(state, f.space).filter((p) => !inside.includes(p) || mine.includes(p));
  const others = inside.filter((p) => !mine.includes(p));
  const withheld = lotsInSpace(state, f.space, others);
  const withheldLeaders = leadersInSpace(state, f.space, others).map((l) => l.leader);
  const b = f as Battle;
  Object.assign(b, { relief, defenders: defendingPowers(state, f.space, f.attacker, outside), withheld, withheldLeaders });
  initRest(b);
  if (relief) {
    // 15.2: the attacker's units that were inside may join, even beyond the formation limit.
    const garrison = lotsInSpace(state, f.space, mine, f.formation ?? lotsInSpace(state, f.space, mine));
    const moved = f.formationLeaders ?? leadersInSpace(state, f.space, mine).map((l) => l.leader);
    const garrisonLeaders = leadersInSpace(state, f.space, mine, moved);
    b.questions = [
      ...garrison.map((l): Question => ({ what: 'units', group: f.attacker, power: l.power, kind: l.kind, n: l.n, inside: true })),
      ...garrisonLeaders.map((l): Question => ({ what: 'leader', group: f.attacker, power: l.power, leader: l.leader, inside: true })),
    ];
    if (b.questions.length > 0) {
      b.room = lotUnits(garrison);
      b.step = 'join';
    }
  }
  return b;
}

/** The fields every started battle has, before any die is rolled. */
function initRest(b: Battle): Battle {
  Object.assign(b, {
    relief: b.relief ?? false,
    joined: [],
    joinedLeaders: [],
    questions: [],
    chosen: [],
    chosenLeaders: [],
    room: 0,
    mods: { attacker: 0, defender: 0 },
    specialDice: [],
    surprise: null,
    sides: null,
    winner: null,
    due: [],
    afterLosses: 'capture',
    step: 'mercenaries',
  });
  return b;
}

// ---- dice ----

/** The land units taking part on one side of the battle (outside the fortifications; relief units that joined). */
export function sideLots(state: HisState, b: Battle, side: Side): Lot[] {
  if (side === 'defender') return lotsInSpace(state, b.space, b.defenders, b.withheld);
  const outside = lotsInSpace(state, b.space, attackerPowers(state, b), [...b.withheld, ...b.joined]);
  return [...outside, ...b.joined.filter((l) => l.n > 0).map((l) => ({ ...l, inside: true }))];
}

function sideLeaders(state: HisState, b: Battle, side: Side): LeaderLot[] {
  if (side === 'defender') return leadersInSpace(state, b.space, b.defenders, b.withheldLeaders);
  const joined = b.joinedLeaders.map((l) => l.leader);
  const outside = leadersInSpace(state, b.space, attackerPowers(state, b), [...b.withheldLeaders, ...joined]);
  return [...outside, ...b.joinedLeaders.map((l) => ({ ...l, inside: true }))];
}

/**
 * 14 step 2: one die per land unit of the moving formation (units beyond its formation
 * limit add none; garrison units joining a relief battle always count, 15.2) plus the best
 * battle rating. Step 3: one die per defending unit, the best rating, and 1 for defending.
 */
export function battleDice(b: Battle, side: Side, lots: readonly Lot[], leaders: readonly LeaderLot[]): number {
  let units: number;
  if (side === 'attacker') {
    const moving = lotUnits(lots.filter((l) => !l.inside));
    // 21.5: the Sack of Rome ignores formation limits.
    const limit = b.noFormationLimit ? moving : maxFormationSize(leaders.filter((l) => !l.inside).map((l) => l.leader));
    units = Math.min(moving, limit) + lotUnits(lots.filter((l) => l.inside));
  } else {
    units = lotUnits(lots) + COMBAT.fieldBattleDefenderBonus;
  }
  return Math.max(0, units + bestRating(leaders) + b.mods[side]);
}

/** The dice each side would roll now (14 steps 2-3, with the cards' changes so far): what a player sees before the roll. */
export function battleDiceNow(state: HisState, b: Battle): Record<Side, number> {
  return {
    attacker: battleDice(b, 'attacker', sideLots(state, b, 'attacker'), sideLeaders(state, b, 'attacker')),
    defender: battleDice(b, 'defender', sideLots(state, b, 'defender'), sideLeaders(state, b, 'defender')),
  };
}

function rollBattleSide(state: HisState, b: Battle, side: Side): void {
  const s = b.sides![side];
  rollSide(state, 'fieldBattle', b.space, s, side, battleDice(b, side, s.lots, s.leaders), b.specialDice, b.mods[side]);
}

function other(side: Side): Side {
  return side === 'attacker' ? 'defender' : 'attacker';
}

/** 14 step 6: both sides roll; the dice and hits are kept on the frame. */
function roll(state: HisState, b: Battle): void {
  b.sides = combatSides(
    state,
    b.attacker,
    { lots: sideLots(state, b, 'attacker'), leaders: sideLeaders(state, b, 'attacker') },
    { lots: sideLots(state, b, 'defender'), leaders: sideLeaders(state, b, 'defender') },
  );
  // 9.6 step 6: a field battle ends a Phony War between these powers (not one fought outside
  // any war, 21.5).
  if (!b.fixed) noteCombat(state, b.attacker, b.defenders);
  if (b.surprise) {
    // Surprise Attack (card 29): that side rolls first and the other takes its losses before rolling.
    rollBattleSide(state, b, b.surprise);
    const victim = other(b.surprise);
    b.due = lossesByGroup(state, b.sides[victim].lots, b.sides[b.surprise].hits).map((d) => ({ side: victim, ...d }));
    b.afterLosses = 'surpriseRoll';
    b.step = 'casualties';
    return;
  }
  rollBattleSide(state, b, 'attacker');
  rollBattleSide(state, b, 'defender');
  b.step = 'afterRolls';
}

// ---- casualties ----

/**
 * 14 steps 8-9: the side with more hits wins, the defender on a tie. Each side loses one
 * unit per enemy hit; if both are wiped out, the side that rolled more dice (the defender
 * if equal) keeps one unit.
 */
function declareWinner(state: HisState, b: Battle): void {
  const s = b.sides!;
  b.winner = s.attacker.hits > s.defender.hits ? 'attacker' : 'defender';
  // The winning side's powers by name (the log says who won, not only which side).
  const powers = b.winner === 'attacker' ? [b.attacker] : [...b.defenders];
  state.log.push({ key: 'his.log.battleWon', params: { space: b.space, winner: b.winner, powers, attackerHits: s.attacker.hits, defenderHits: s.defender.hits } });
  const loss: Record<Side, number> = {
    attacker: Math.min(s.defender.hits, lotUnits(s.attacker.lots)),
    defender: Math.min(s.attacker.hits, lotUnits(s.defender.lots)),
  };
  const wiped = (side: Side) => lotUnits(s[side].lots) > 0 && loss[side] >= lotUnits(s[side].lots);
  if (!b.surprise && wiped('attacker') && wiped('defender')) {
    const keeps: Side = s.attacker.dice > s.defender.dice ? 'attacker' : 'defender';
    loss[keeps] -= 1;
  }
  // A16: the attacker takes its losses first; with Surprise Attack the victim has already.
  const sides: Side[] = b.surprise ? [b.surprise] : ['attacker', 'defender'];
  b.due = sides.flatMap((side) => lossesByGroup(state, s[side].lots, loss[side]).map((d) => ({ side, ...d })));
  b.afterLosses = 'capture';
  b.step = 'casualties';
}

// ---- 15.2 relief units joining (withdrawal and retreat: battle-losers.ts) ----

/** 15.2: the garrison units not joining the relief battle stay inside, out of it. */
function finishJoin(state: HisState, b: Battle): void {
  b.joined = b.chosen.map((l) => ({ power: l.power, kind: l.kind, n: l.n, inside: true }));
  b.joinedLeaders = b.chosenLeaders.map((l) => ({ ...l, inside: true }));
  const mine = attackerPowers(state, b);
  const garrison = lotsInSpace(state, b.space, mine, b.formation ?? lotsInSpace(state, b.space, mine));
  for (const g of garrison) {
    const joined = b.joined.filter((j) => j.power === g.power && j.kind === g.kind).reduce((n, j) => n + j.n, 0);
    if (g.n > joined) b.withheld.push({ power: g.power, kind: g.kind, n: g.n - joined });
  }
  const moved = b.formationLeaders ?? leadersInSpace(state, b.space, mine).map((l) => l.leader);
  for (const l of leadersInSpace(state, b.space, mine, moved)) {
    if (!b.joinedLeaders.some((j) => j.leader === l.leader)) b.withheldLeaders.push(l.leader);
  }
  b.chosen = [];
  b.chosenLeaders = [];
  b.step = 'mercenaries';
}

// ---- 14 step 12 ----

/**
 * 14 step 12: after a win in an enemy fortified space, the attacker besieges it if it
 * outnumbers the units inside; otherwise it retreats as in 15.3. In a besieged space the
 * besiegers' numbers are checked again (15.2, 15.3).
 */
function checkForSiege(state: HisState, b: Battle): void {
  const sp = state.spaces[b.space];
  if (b.winner === 'attacker' && isFortified(state, b.space) && !isFriendlySpace(state, b.attacker, b.space)) {
    const mine = attackerPowers(state, b);
    const units = lotUnits(lotsInSpace(state, b.space, mine));
    if (units > garrisonUnits(state, b.space)) {
      if (!sp.siege || groupOf(state, sp.siege.besieger) !== b.attacker) beginSiege(state, b.space, b.attacker);
      return;
    }
    sp.siege = null;
    const leaders = leadersInSpace(state, b.space, mine);
    if (units > 0 || leaders.length > 0) {
      state.log.push({ key: 'his.log.noSiege', params: { space: b.space, power: b.attacker } });
      const control = groupOf(state, sp.control);
      pushRetreat(state, b.space, b.attacker, lotsInSpace(state, b.space, mine), leaders, isMajorPower(control) ? control : null, { won: true });
    }
    return;
  }
  // 15.2, 15.3: after a relief battle (or any battle in a besieged space) the besiegers must still outnumber.
  if (sp.siege) checkSiege(state, b.space);
}

/** The battle is over for a caller that keeps everyone in place (21.5): it gets the result. */
function finishStaying(state: HisState, b: Battle): void {
  leave(state, b);
}

/** The battle is over: a caller that called it for its result receives it; otherwise it just ends. */
function leave(state: HisState, b: Battle): void {
  if (!b.report) {
    pop(state, b);
    return;
  }
  const result: BattleResult | null = b.sides && b.winner ? { winner: b.winner, hits: { attacker: b.sides.attacker.hits, defender: b.sides.defender.hits } } : null;
  ret(state, b, result);
}

/**
 * 21.5 step 3: "applied as evenly as possible between mercenaries and regulars": the next
 * loss falls on a kind that has lost the fewest units so far (among the kinds left); the
 * owner chooses between kinds that have lost as many (null when the rule does not apply).
 */
function evenLossActions(state: HisState, b: Battle): CasualtyAction[] | null {
  const d = b.due[0];
  if (!d || b.evenLosses !== d.side) return null;
  const lots = b.sides![d.side].lots.filter((l) => l.n > 0 && groupOf(state, l.power) === d.group);
  const lost = (kind: LandUnitKind) => b.evenLost?.[kind] ?? 0;
  const fewest = Math.min(...lots.map((l) => lost(l.kind)));
  return casualtyActions(state, lots, d.group).filter((a) => lost(a.kind) === fewest);
}

/** Take a loss; on a side whose losses are spread evenly (21.5 step 3), count it by kind. */
function takeLoss(state: HisState, b: Battle, action: CasualtyAction): void {
  if (b.evenLosses === b.due[0]?.side) {
    const kind = action.kind;
    b.evenLost = { ...b.evenLost, [kind]: (b.evenLost?.[kind] ?? 0) + 1 };
  }
  takeChosenLoss(state, b.space, b.sides!, b.due, action);
}

// ---- the procedure ----

/** A field battle's answers: the questions of who joins or withdraws, and casualties. */
export type FieldBattleAction = BattleQuestionAction | CasualtyAction;

export const fieldBattleProcedure: Procedure<FieldBattleFrame, FieldBattleAction> = {
  ask(state, f): Ask<FieldBattleAction>[] {
    if (f.step === undefined) return [];
    const b = f as Battle;
    let ask: Ask<FieldBattleAction> | null = null;
    if (b.step === 'join' || b.step === 'withdraw') ask = questionPrompt(b);
    else if (b.step === 'casualties') {
      const even = evenLossActions(state, b);
      const d = b.due[0];
      if (even === null) ask = casualtyAsk(state, b.space, b.sides!, b.due);
      else if (even.length > 1 && d && choosesItself(d.group) && groupUnits(state, b.sides![d.side].lots, d.group) > d.n) ask = { power: d.group, key: 'his.prompt.casualty', params: { space: b.space, losses: d.n }, actions: even };
    }
    return ask ? [ask] : [];
  },
  run(state, f) {
    if (f.step === undefined) {
      init(state, f);
      return;
    }
    const b = f as Battle;
    switch (b.step) {
      case 'join':
        // Questions with no room or no choice are answered "none".
        if (b.questions.length > 0) answer(b, null);
        else finishJoin(state, b);
        return;
      case 'mercenaries':
        // 21.5: a battle with fixed sides is fought even with no defending unit (1 die).
        if (!b.fixed && lotUnits(sideLots(state, b, 'defender')) === 0) {
          // Nobody is left to fight (all avoided battle or went inside): no battle.
          leave(state, b);
          if (state.spaces[b.space].siege) checkSiege(state, b.space);
          return;
        }
        // 14 step 1: last chance for Landsknechts / Swiss Mercenaries, attacker first.
        b.step = 'combatCards';
        callCards(state, b, 'beforeBattle', WINDOW.mercenaries);
        return;
      case 'combatCards':
        // 14 steps 4-5: combat cards, attacker then defenders.
        b.step = 'roll';
        callCards(state, b, 'beforeBattle', WINDOW.combatCards);
        return;
      case 'roll':
        roll(state, b);
        return;
      case 'surpriseRoll': {
        // Card 29: the side hit first rolls with what it has left.
        const victim = other(b.surprise!);
        b.sides![victim].lots = b.sides![victim].lots.filter((l) => l.n > 0);
        // Card 29: a side with no unit left does not roll at all (not even the defender's die).
        if (lotUnits(b.sides![victim].lots) > 0) rollBattleSide(state, b, victim);
        b.step = 'afterRolls';
        return;
      }
      case 'afterRolls':
        // 14 step 7: Janissaries and other plays after both sides have rolled.
        b.step = 'winner';
        callCards(state, b, 'afterBattleRolls', WINDOW.afterRolls);
        return;
      case 'winner':
        declareWinner(state, b);
        return;
      case 'casualties': {
        const even = b.due.length > 0 ? evenLossActions(state, b) : null;
        if (even && even.length > 0) takeLoss(state, b, even[0]!);
        else if (b.due.length > 0) takeAutomaticLoss(state, b.space, b.sides!, b.due);
        else b.step = b.afterLosses;
        return;
      }
      case 'capture': {
        // 14 step 10: leaders of a side completely eliminated are captured.
        for (const side of ['attacker', 'defender'] as const) {
          const s = b.sides![side];
          if (lotUnits(s.lots) === 0) captureLeaders(state, b.space, standing(state, b, side).leaders, s.capturedBy);
        }
        if (b.stay) {
          // 21.5: nobody withdraws or retreats; the caller moves the survivors.
          finishStaying(state, b);
          return;
        }
        planWithdrawal(state, b);
        b.step = 'withdraw';
        return;
      }
      case 'withdraw':
        if (b.questions.length > 0) answer(b, null);
        else b.step = 'retreat';
        return;
      case 'retreat':
        b.step = 'siegeCheck';
        retreatLosers(state, b);
        return;
      case 'siegeCheck':
        leave(state, b);
        checkForSiege(state, b);
        // 22.5: at the end of a field battle the Ottoman may have defeated Hungary-Bohemia.
        checkHungaryDefeat(state);
        return;
    }
  },
  resume: {
    cards(_state, f, result: Combat) {
      takeBackFromCards(f as Battle, result.frame as Battle, ['mods', 'specialDice', 'surprise', 'sides']);
    },
  },
  decide(state, f, _power, action) {
    const b = f as Battle;
    if (b.step === 'casualties') {
      if (action.type === 'casualty') takeLoss(state, b, action);
      return;
    }
    if (action.type !== 'casualty') answer(b, action);
  },
};
