// Card 95, Sack of Rome (rulebook 21.5): a non-Papal stack in an Italian-speaking space with
// more mercenaries than Rome has Papal regulars storms Rome in a field battle (the real one,
// land/field-battle.ts, with the card's options: fixed sides, no formation limit, no retreat,
// attacker losses spread over mercenaries and regulars), then returns home. If the Papacy
// loses, St. Peter's loses 5 CP, the stack's owner takes 2 Papal cards and keeps one, and
// the card leaves the game; otherwise it stays in the discard pile.
import type { CardId } from '../data/cards.ts';
import { isMandatoryCard } from '../cards.ts';
import { makeChangeIn, stacksFitCounters } from '../counter-mix.ts';
import type { SpaceId } from '../data/map.ts';
import { SPACES, SPACE_IDS } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { call, pop, push } from '../flow/stack.ts';
import type { Lot } from '../land/casualties.ts';
import { eliminateOne } from '../land/casualties.ts';
import type { BattleResult, FieldBattleFrame } from '../land/field-battle.ts';
import type { Formation } from '../land/formation.ts';
import { formationsAt, moveFormation } from '../land/formation.ts';
import { randomCardDraw } from '../phases/diplomacy/war-status.ts';
import { isTwoPlayer, isTwoPlayerPower } from '../two-player/variant.ts';
import { forcesAt } from '../queries.ts';
import type { HisState, LeaderId } from '../state.ts';
import type { CardEvent } from './registry.ts';

export const SACK_OF_ROME_CARD: CardId = 95;
const ROME: SpaceId = 'rome';
/** 21.5 step 6: CP taken off the St. Peter's track. */
const ST_PETERS_LOSS = 5;
/** 21.5 step 6: cards the owner of the stack draws from the Papal hand. */
const CARDS_TAKEN = 2;

/** A candidate sacking stack: all land units and army leaders of one major power (with its active minor allies) in a space. */
export type SackingStack = { space: SpaceId; owner: MajorPower };

function stackOf(state: HisState, s: SackingStack): Formation {
  return formationsAt(state, s.space, s.owner);
}

function mercenariesIn(f: Formation): number {
  return f.units.filter((u) => u.kind === 'mercenary').reduce((n, u) => n + u.count, 0);
}

function papalRegularsInRome(state: HisState): number {
  return forcesAt(state, { space: ROME }, 'papacy').regular;
}

/**
 * 21.5: the stacks that may sack Rome: non-Papal, in an Italian-speaking space, with more
 * mercenaries than there are Papal regulars in Rome (no war with the Papacy needed).
 */
export function sackingStacks(state: HisState): SackingStack[] {
  const regulars = papalRegularsInRome(state);
  const out: SackingStack[] = [];
  for (const space of SPACE_IDS) {
    if (SPACES[space].languageZone !== 'italian') continue;
    for (const owner of MAJOR_POWERS) {
      if (owner === 'papacy') continue;
      if (mercenariesIn(stackOf(state, { space, owner })) > regulars) out.push({ space, owner });
    }
  }
  return out;
}

export interface SackOfRomeFrame extends Frame {
  proc: 'sackOfRome';
  player: MajorPower;
  step: 'stack' | 'battle' | 'discard';
  /** The sacking stack's home space and owner once chosen. */
  space: SpaceId | null;
  owner: MajorPower | null;
  /** The units and leaders moved to Rome, and the owner's units that were in Rome before. */
  units: Lot[];
  leaders: LeaderId[];
  before: Lot[];
  papalRegulars: number;
  /** What the field battle it called returned. */
  battleResult: BattleResult | null;
  /** The Papal cards taken (21.5 step 6). */
  cards: CardId[];
}

function lots(f: Formation): Lot[] {
  return f.units.map((u) => ({ power: u.power, kind: u.kind, n: u.count }));
}

/** 21.5 steps 1-2: the stack goes to Rome and fights the Papal regulars there. */
function storm(state: HisState, f: SackOfRomeFrame, s: SackingStack): void {
  const stack = stackOf(state, s);
  f.space = s.space;
  f.owner = s.owner;
  f.units = lots(stack);
  f.leaders = [...stack.leaders];
  f.before = s.space === ROME ? [] : lots(formationsAt(state, ROME, s.owner));
  f.papalRegulars = papalRegularsInRome(state);
  state.log.push({ key: 'his.log.sackOfRome', params: { power: s.owner, space: s.space } });
  if (s.space !== ROME) moveFormation(state, stack, s.space, ROME);
  f.step = 'battle';
  const defender: Lot[] = f.papalRegulars > 0 ? [{ power: 'papacy', kind: 'regular', n: f.papalRegulars }] : [];
  // 21.5 step 2: Rome's fortifications, Papal mercenaries and allied units play no part; the
  // Papacy defends (1 die and ties even with no regulars); both sides may play combat cards.
  const battle: FieldBattleFrame = {
    proc: 'fieldBattle',
    space: ROME,
    attacker: s.owner,
    intercepted: false,
    from: s.space,
    fixed: { attacker: f.units, attackerLeaders: f.leaders, defenders: ['papacy'], defender },
    noFormationLimit: true,
    stay: true,
    evenLosses: 'attacker',
    report: true,
  };
  call(state, f, 'afterBattle', battle);
}

/** 21.5 step 3: hits beyond the Papal regulars may fall on the Papal mercenaries in Rome. */
function excessHits(state: HisState, f: SackOfRomeFrame, hits: number): void {
  const excess = hits - f.papalRegulars;
  const mercs: Lot = { power: 'papacy', kind: 'mercenary', n: forcesAt(state, { space: ROME }, 'papacy').mercenary };
  if (excess <= 0 || mercs.n === 0) return;
  const fit = stacksFitCounters(state, 'papacy');
  for (let i = 0; i < excess && mercs.n > 0; i++) eliminateOne(state, ROME, [mercs], mercs);
  // 5.2: make change in Rome if what is left cannot be shown.
  makeChangeIn(state, ROME, 'papacy', fit);
}

/** 21.5 step 4: what is left of the stack goes back to where it came from. */
function returnHome(state: HisState, f: SackOfRomeFrame): void {
  if (f.space === ROME) return;
  // Everything the owner has in Rome beyond what was there before (with any mercenaries a
  // card added to the battle, 14 step 1).
  const units: Formation['units'] = [];
  for (const u of formationsAt(state, ROME, f.owner!).units) {
    const was = f.before.filter((b) => b.power === u.power && b.kind === u.kind).reduce((n, b) => n + b.n, 0);
    if (u.count > was) units.push({ power: u.power, kind: u.kind, count: u.count - was });
  }
  const here = forcesAt(state, { space: ROME }, f.owner!).leaders;
  moveFormation(state, { units, leaders: f.leaders.filter((l) => here.includes(l)) }, ROME, f.space!);
}

/** 21.5 step 6: the Papacy lost. */
function sack(state: HisState, f: SackOfRomeFrame): void {
  const track = state.tracks.stPeters;
  track.cp = Math.max(0, track.cp - ST_PETERS_LOSS);
  // The card leaves the game instead of staying in the discard pile.
  const i = state.discard.lastIndexOf(SACK_OF_ROME_CARD);
  if (i >= 0) state.discard.splice(i, 1);
  if (!state.removed.includes(SACK_OF_ROME_CARD)) state.removed.push(SACK_OF_ROME_CARD);
  state.log.push({ key: 'his.log.romeSacked', params: { power: f.owner!, stPetersCp: track.cp } });
  f.cards = [];
  for (let n = 0; n < CARDS_TAKEN; n++) {
    const card = randomCardDraw(state, 'papacy', f.owner!);
    if (card !== null) f.cards.push(card);
  }
  // Two-player face: French or Hapsburg mercenaries keep nothing; both cards are discarded.
  if (!isTwoPlayerPower(f.owner!) && isTwoPlayer(state)) {
    for (const card of f.cards) discard(state, f, card);
    f.cards = [];
  }
  f.step = 'discard';
}

/** 6.1: a Mandatory Event is never the chosen discard. */
function discardable(f: SackOfRomeFrame): CardId[] {
  return f.cards.length < CARDS_TAKEN ? [] : f.cards.filter((c) => !isMandatoryCard(c));
}

function discard(state: HisState, f: SackOfRomeFrame, card: CardId): void {
  const hand = state.powers[f.owner!].hand;
  const i = hand.indexOf(card);
  if (i >= 0) hand.splice(i, 1);
  state.discard.push(card);
  state.log.push({ key: 'his.log.cardDiscarded', params: { card, power: f.owner! } });
}

/** The stack that storms Rome, then the card the Papacy's ally discards. */
export type SackOfRomeAction = { type: 'stack'; space: SpaceId; power: MajorPower } | { type: 'discard'; card: CardId; power: MajorPower };

export const sackOfRomeProcedure: Procedure<SackOfRomeFrame, SackOfRomeAction> = {
  ask(state, f): Ask<SackOfRomeAction>[] {
    if (f.step === 'stack') {
      const stacks = sackingStacks(state);
      if (stacks.length < 2) return [];
      return [{ power: f.player, key: 'his.prompt.sackOfRomeStack', actions: stacks.map((s): SackOfRomeAction => ({ type: 'stack', space: s.space, power: s.owner })) }];
    }
    if (f.step === 'discard') {
      const cards = discardable(f);
      if (cards.length < 2) return [];
      return [{ power: f.owner!, key: 'his.prompt.sackOfRomeDiscard', actions: cards.map((card) => ({ type: 'discard', card, power: f.owner! })) }];
    }
    return [];
  },
  resume: {
    afterBattle(_state, f, result: BattleResult | null) {
      f.battleResult = result;
    },
  },
  run(state, f) {
    if (f.step === 'stack') {
      const [only] = sackingStacks(state);
      if (!only) {
        pop(state, f);
        return;
      }
      storm(state, f, only);
      return;
    }
    if (f.step === 'battle') {
      const result = f.battleResult;
      if (result) excessHits(state, f, result.hits.attacker);
      returnHome(state, f);
      if (!result || result.winner === 'defender') {
        // 21.5 step 5: the card stays in the discard pile.
        state.log.push({ key: 'his.log.romeHolds', params: { power: f.owner! } });
        pop(state, f);
        return;
      }
      sack(state, f);
      return;
    }
    // A single card taken, or no choice (only Mandatory Events): he keeps what he drew;
    // one Mandatory Event and another card: the other card is discarded.
    const cards = discardable(f);
    if (f.cards.length === CARDS_TAKEN && cards.length === 1) discard(state, f, cards[0]!);
    pop(state, f);
  },
  decide(state, f, _power, action) {
    if (action.type === 'stack') {
      storm(state, f, { space: action.space, owner: action.power });
      return;
    }
    discard(state, f, action.card);
    pop(state, f);
  },
};

export const SACK_OF_ROME_EVENT: CardEvent = {
  canPlay: (state) => sackingStacks(state).length > 0,
  play(state, power) {
    const frame: SackOfRomeFrame = {
      proc: 'sackOfRome',
      player: power,
      step: 'stack',
      space: null,
      owner: null,
      units: [],
      leaders: [],
      before: [],
      papalRegulars: 0,
      battleResult: null,
      cards: [],
    };
    push(state, frame);
  },
};
