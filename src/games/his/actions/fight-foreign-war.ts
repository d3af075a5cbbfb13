// 11.1, 21.7: the Fight Foreign War action (1 CP): a field battle on a foreign war card
// between the power's units there and the foreign army, with no formation limit, no extra
// die for a defender and no retreat. Once the foreign army is gone the power wins 1 War
// Winner VP, its "-1 card" marker goes, and its units and leader go home.
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import { CAPITALS, SPACES, SPACE_IDS } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { ACTION_COSTS, BONUS_VP, COMBAT } from '../data/tables.ts';
import { hits, rollDice } from '../dice.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { foreignWarOf, foreignWarsOf, warUnits } from '../foreign-wars.ts';
import { battleRating } from '../land/formation.ts';
import { spendCp } from '../phases/spend-cp.ts';
import { addUnits, forcesFor, hasEnemyLandUnits, isFriendlySpace, isInPlay } from '../queries.ts';
import type { ForeignWar, HisState, LandUnitKind } from '../state.ts';
import { LAND_UNIT_KINDS } from '../state.ts';
import type { CpAction } from './registry.ts';
import { noteLeaderRemoved } from '../leaders-removed.ts';

type Units = { regular: number; mercenary: number; cavalry: number };

export interface ForeignWarBattleFrame extends Frame {
  proc: 'foreignWarBattle';
  power: MajorPower;
  /** The war fought (null until chosen). */
  card: CardId | null;
  step: 'pick' | 'roll' | 'casualties' | 'after' | 'return';
  /** Losses the power still has to take from its units on the card. */
  losses: number;
  /** Units and leader going home after victory (the war record is gone by then). */
  returning: Units;
  leader: string | null;
}

/** 21.7: wars the power may fight now: units on the card, and no attempt on it yet this impulse. */
export function fightableWars(state: HisState, power: MajorPower): ForeignWar[] {
  return foreignWarsOf(state, power).filter((w) => warUnits(w) > 0 && w.foughtImpulse !== state.impulse);
}

export const FIGHT_FOREIGN_WAR_ACTION: CpAction = {
  id: 'fightForeignWar',
  cost: (_state, power) => ACTION_COSTS.fightForeignWar[power] ?? null,
  available(state, power, cp) {
    const cost = ACTION_COSTS.fightForeignWar[power];
    return cost !== null && cost !== undefined && cost <= cp && fightableWars(state, power).length > 0;
  },
  start(state, power) {
    const frame: ForeignWarBattleFrame = {
      proc: 'foreignWarBattle',
      power,
      card: null,
      step: 'pick',
      losses: 0,
      returning: { regular: 0, mercenary: 0, cavalry: 0 },
      leader: null,
    };
    push(state, frame);
  },
};

function warOf(state: HisState, f: ForeignWarBattleFrame): ForeignWar {
  const w = foreignWarOf(state, f.card!);
  if (!w) throw new Error(`foreign war: card ${String(f.card)} is not under way`);
  return w;
}

function choose(state: HisState, f: ForeignWarBattleFrame, card: CardId): void {
  f.card = card;
  spendCp(state, ACTION_COSTS.fightForeignWar[f.power]!);
  // 21.7: a war not won needs another action "in a future impulse".
  warOf(state, f).foughtImpulse = state.impulse;
  f.step = 'roll';
}

/**
 * 14 steps 2-3, 6, 8-9 as 21.7 changes them: the power rolls one die per unit on the card
 * (no formation limit) plus its leader's battle rating; the foreign army one die per unit
 * and none for defending. The foreign army, standing where the battle is fought, wins ties
 * and keeps the last unit when both sides would be wiped out with equal dice.
 */
function fight(state: HisState, f: ForeignWarBattleFrame): void {
  const w = warOf(state, f);
  const units = warUnits(w);
  const ourDice = units + (w.leader ? battleRating(w.leader) : 0);
  const ours = hits(rollDice(state, ourDice, 'foreignWar', { card: w.card, side: 'attacker', power: w.power }), COMBAT.hitOn);
  const theirs = hits(rollDice(state, w.foes, 'foreignWar', { card: w.card, side: 'defender' }), COMBAT.hitOn);
  let ourLoss = Math.min(theirs, units);
  let theirLoss = Math.min(ours, w.foes);
  if (ourLoss === units && theirLoss === w.foes && units > 0 && w.foes > 0) {
    if (ourDice > w.foes) ourLoss--;
    else theirLoss--;
  }
  const winner = ours > theirs ? w.power : 'independent';
  state.log.push({ key: 'his.log.foreignWarBattle', params: { power: w.power, card: w.card, hits: ours, foeHits: theirs, winner } });
  w.foes -= theirLoss;
  f.losses = ourLoss;
  f.step = 'casualties';
}

function kindsOnCard(w: ForeignWar): LandUnitKind[] {
  return LAND_UNIT_KINDS.filter((k) => w.units[k] > 0);
}

function loseOne(state: HisState, w: ForeignWar, f: ForeignWarBattleFrame, kind: LandUnitKind): void {
  w.units[kind]--;
  f.losses--;
  state.log.push({ key: 'his.log.foreignWarCasualty', params: { power: w.power, card: w.card, kind } });
}

/** 21.7: after victory the units go to the capital, or a friendly home key if enemy units occupy it. */
export function foreignWarHomes(state: HisState, power: MajorPower): SpaceId[] {
  const usable = (s: SpaceId) => isInPlay(state, s) && isFriendlySpace(state, power, s) && !hasEnemyLandUnits(state, power, s);
  const capitals = CAPITALS[power].filter(usable);
  if (capitals.length > 0) return capitals;
  return SPACE_IDS.filter((s) => SPACES[s].type === 'key' && SPACES[s].home === power && usable(s));
}

/** 21.7: all foreign units are eliminated: the war is over. */
function winWar(state: HisState, f: ForeignWarBattleFrame, w: ForeignWar): void {
  state.foreignWars = state.foreignWars.filter((x) => x !== w);
  state.discard.push(w.card);
  state.powers[w.power].cardPenalty--;
  state.powers[w.power].bonusVp += BONUS_VP.foreignWarWinner;
  state.log.push({ key: 'his.log.foreignWarWon', params: { power: w.power, card: w.card, vp: BONUS_VP.foreignWarWinner } });
  f.returning = { ...w.units };
  f.leader = w.leader;
  f.step = 'return';
}

function sendHome(state: HisState, f: ForeignWarBattleFrame, space: SpaceId): void {
  for (const kind of LAND_UNIT_KINDS) if (f.returning[kind] > 0) addUnits(state, { space }, f.power, kind, f.returning[kind]);
  if (f.leader) forcesFor(state, { space }, f.power).leaders.push(f.leader);
  state.log.push({ key: 'his.log.foreignWarReturn', params: { power: f.power, card: f.card!, space } });
  pop(state, f);
}

/** 21.7: the war fought, the units lost, the space the survivors go home to. */
type ForeignWarBattleAction = { type: 'foreignWar'; card: CardId } | { type: 'casualty'; power: MajorPower; kind: LandUnitKind } | { type: 'space'; space: SpaceId };

export const foreignWarBattleProcedure: Procedure<ForeignWarBattleFrame, ForeignWarBattleAction> = {
  ask(state, f): Ask<ForeignWarBattleAction>[] {
    if (f.step === 'pick') {
      const wars = fightableWars(state, f.power);
      if (wars.length < 2) return [];
      return [{ power: f.power, key: 'his.prompt.foreignWarPick', actions: wars.map((w) => ({ type: 'foreignWar', card: w.card })) }];
    }
    if (f.step === 'casualties') {
      const w = warOf(state, f);
      // A choice only when the losses leave some units and more than one kind stands on the card.
      if (f.losses <= 0 || f.losses >= warUnits(w) || kindsOnCard(w).length < 2) return [];
      return [
        {
          power: f.power,
          key: 'his.prompt.foreignWarCasualty',
          params: { card: w.card, losses: f.losses },
          actions: kindsOnCard(w).map((kind) => ({ type: 'casualty', power: f.power, kind })),
        },
      ];
    }
    if (f.step === 'return') {
      const homes = foreignWarHomes(state, f.power);
      if (homes.length < 2) return [];
      return [{ power: f.power, key: 'his.prompt.foreignWarReturn', params: { card: f.card! }, actions: homes.map((space) => ({ type: 'space', space })) }];
    }
    return [];
  },
  run(state, f) {
    switch (f.step) {
      case 'pick':
        choose(state, f, fightableWars(state, f.power)[0]!.card);
        return;
      case 'roll':
        fight(state, f);
        return;
      case 'casualties': {
        const w = warOf(state, f);
        if (f.losses > 0) loseOne(state, w, f, kindsOnCard(w)[0]!);
        else f.step = 'after';
        return;
      }
      case 'after': {
        const w = warOf(state, f);
        if (warUnits(w) === 0 && w.leader) {
          // 14 step 10: a leader whose side is wiped out is captured; the foreign army has no
          // power card to hold him, so he leaves play as when captured by independents on the map.
          state.log.push({ key: 'his.log.foreignWarLeaderLost', params: { leader: w.leader, card: w.card } });
          noteLeaderRemoved(state, w.leader);
          w.leader = null;
        }
        if (w.foes === 0) winWar(state, f, w);
        else pop(state, f);
        return;
      }
      case 'return': {
        const home = foreignWarHomes(state, f.power)[0];
        if (home) {
          sendHome(state, f, home);
          return;
        }
        // No friendly home key free of enemy units: nowhere to go (as units with no winter destination, 19.3).
        state.log.push({ key: 'his.log.foreignWarNoReturn', params: { power: f.power, card: f.card! } });
        pop(state, f);
        return;
      }
    }
  },
  decide(state, f, _power, action) {
    if (action.type === 'foreignWar') choose(state, f, action.card);
    else if (action.type === 'casualty') loseOne(state, warOf(state, f), f, action.kind);
    else if (action.type === 'space') sendHome(state, f, action.space);
  },
};
