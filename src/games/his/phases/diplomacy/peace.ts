// 9.3: the Peace Segment. Each power in impulse order may sue for peace in its wars; a
// suit runs steps 2-8 (VP to the winner, control given up, units removed, keys, leaders
// and other home spaces bought back), then the same power may sue again (A8).
import type { SeaZoneId, SpaceId } from '../../data/map.ts';
import { SPACE_IDS, isKey } from '../../data/map.ts';
import type { MajorPower, Power } from '../../data/powers.ts';
import { MAJOR_POWERS } from '../../data/powers.ts';
import { BONUS_VP } from '../../data/tables.ts';
import type { Ask, Frame, Procedure } from '../../flow/frames.ts';
import { pop, push } from '../../flow/stack.ts';
import { displace } from '../../land/control.ts';
import { addUnits, allied, homeSpacesNow, pairKey, powersInSpace } from '../../queries.ts';
import type { HisState, LeaderId, UnitKind } from '../../state.ts';
import { LAND_UNIT_KINDS, NAVAL_UNIT_KINDS } from '../../state.ts';
import type { CardId } from '../../data/cards.ts';
import { playCardFromHand, playedAsEventThisTurn } from '../../cards.ts';
import { loseNavalUnits } from '../../naval/losses.ts';

/** Card 73, whose Diplomacy Phase use settles steps 5-7 of a suit (9.3 note 1). */
const DIPLOMATIC_MARRIAGE: CardId = 73;
import type { Payment } from './war-status.ts';
import { endWar, hasCaptured, leaderPower, leaderReturnSpaces, pay, paymentOptions, phaseRecord, returnLeader } from './war-status.ts';
import { frame } from '../../flow/frames.ts';

/** 9.3 step 1: "The Hapsburgs and the Papacy may not sue for peace with the Protestant (and vice versa)." */
function protestantWar(a: MajorPower, b: MajorPower): boolean {
  const pair = [a, b];
  return pair.includes('protestant') && (pair.includes('hapsburg') || pair.includes('papacy'));
}

/** 9.3 step 1: may `loser` sue `winner` for peace now? */
export function maySueForPeace(state: HisState, loser: MajorPower, winner: MajorPower): boolean {
  if (loser === winner || !state.diplomacy.wars.includes(pairKey(loser, winner))) return false;
  if (protestantWar(loser, winner)) return false;
  // It must have had an army leader or home space captured by the other power...
  if (!hasCaptured(state, winner, loser)) return false;
  // ...and must not have ceded one of its home spaces to it in this Negotiation Segment.
  return !phaseRecord(state).homeCeded.includes(`${loser}>${winner}`);
}

export function peaceEnemies(state: HisState, power: MajorPower): MajorPower[] {
  return MAJOR_POWERS.filter((w) => maySueForPeace(state, power, w));
}

export interface PeaceSegmentFrame extends Frame {
  proc: 'peaceSegment';
  /** Index in impulse order of the power considering suits. */
  next?: number;
}

/** 9.3 step 1: sue an enemy for peace, or done. */
export type PeaceSegmentAction = { type: 'sue'; enemy: MajorPower } | { type: 'done' };

export const peaceSegmentProcedure: Procedure<PeaceSegmentFrame, PeaceSegmentAction> = {
  ask(state, f): Ask<PeaceSegmentAction>[] {
    const power = MAJOR_POWERS[f.next ?? 0];
    if (!power) return [];
    const enemies = peaceEnemies(state, power);
    if (enemies.length === 0) return [];
    return [
      {
        power,
        key: 'his.prompt.sueForPeace',
        actions: [...enemies.map((enemy): PeaceSegmentAction => ({ type: 'sue', enemy })), { type: 'done' }],
      },
    ];
  },
  run(state, f) {
    const next = f.next ?? 0;
    if (next >= MAJOR_POWERS.length) {
      pop(state, f);
      return;
    }
    f.next = next + 1;
  },
  decide(state, f, power, action) {
    if (action.type === 'done') {
      f.next = (f.next ?? 0) + 1;
      return;
    }
    sueForPeace(state, power, action.enemy);
  },
};

// ---- one suit: steps 2-8 ----

type PeaceStep = 'award' | 'giveUp' | 'remove' | 'keys' | 'leaders' | 'spaces' | 'end';

export interface SueForPeaceFrame extends Frame {
  proc: 'sueForPeace';
  loser: MajorPower;
  winner: MajorPower;
  step: PeaceStep;
  /** Step 4: units removed so far. */
  removed: number;
  /** Step 7: non-key spaces chosen and not yet paid for (a set is two). */
  pending: SpaceId[];
  /** Step 7: the loser has stopped choosing; an odd last space is paid for alone. */
  closing: boolean;
}

/** Begin a suit (steps 2-8) of `loser` against `winner`. */
export function sueForPeace(state: HisState, loser: MajorPower, winner: MajorPower): void {
  state.log.push({ key: 'his.log.sueForPeace', params: { loser, winner } });
  push(state, frame('sueForPeace', { loser, winner, step: 'award', removed: 0, pending: [], closing: false }));
}

/** 9.3 step 2: one War Winner marker, two if the Ottoman fought in this war. */
export function warWinnerVp(loser: MajorPower, winner: MajorPower): number {
  return loser === 'ottoman' || winner === 'ottoman' ? BONUS_VP.warWinnerWithOttoman : BONUS_VP.warWinner;
}

/**
 * 12.5: a space changes hands by the peace terms: the new controller takes it and the
 * units there not friendly to it are displaced.
 */
export function transferSpace(state: HisState, space: SpaceId, to: MajorPower): void {
  const previous = state.spaces[space].control;
  // The control marker changes by the terms of peace (12.3), not by Control Unfortified Space:
  // naval pieces in a port are displaced to a port (12.5) rather than retreating to sea (12.2).
  state.spaces[space].control = to;
  state.log.push({ key: 'his.log.control', params: { space, power: to, previous } });
  for (const p of powersInSpace(state, space)) {
    if (!allied(state, p, to)) displace(state, space, p);
  }
}

function homeSpacesHeldBy(state: HisState, home: MajorPower, holder: Power): SpaceId[] {
  return homeSpacesNow(state, home).filter((id) => state.spaces[id].control === holder && !state.outOfPlay.includes(id));
}

const UNIT_KINDS: readonly UnitKind[] = [...LAND_UNIT_KINDS, ...NAVAL_UNIT_KINDS];

type UnitSpot = { space: SpaceId; kind: UnitKind } | { sea: SeaZoneId; kind: UnitKind };

/** 9.3 step 4: the loser's own units (not its allies'), by location and kind. */
function removableUnits(state: HisState, power: MajorPower): UnitSpot[] {
  const out: UnitSpot[] = [];
  for (const space of SPACE_IDS) {
    const f = state.spaces[space].units[power];
    if (f) for (const kind of UNIT_KINDS) if (f[kind] > 0) out.push({ space, kind });
  }
  for (const sea of Object.keys(state.seas).sort() as SeaZoneId[]) {
    const f = state.seas[sea].units[power];
    if (f) for (const kind of NAVAL_UNIT_KINDS) if (f[kind] > 0) out.push({ sea, kind });
  }
  return out;
}

function removeUnit(state: HisState, power: MajorPower, spot: UnitSpot): void {
  const loc = 'space' in spot ? { space: spot.space } : { sea: spot.sea };
  state.log.push({ key: 'his.log.unitRemoved', params: { power, ...spot } });
  // 17.2: a naval unit lost by any method waits on the Turn Track (not rebuilt this turn).
  if (spot.kind === 'squadron' || spot.kind === 'corsair') loseNavalUnits(state, loc, power, spot.kind, 1);
  // 15.3: a siege this leaves without enough besiegers is broken by the flow (land/siege.ts).
  else addUnits(state, loc, power, spot.kind, -1);
}

function regainableKeys(state: HisState, f: SueForPeaceFrame): SpaceId[] {
  return homeSpacesHeldBy(state, f.loser, f.winner).filter(isKey);
}

function regainableSpaces(state: HisState, f: SueForPeaceFrame): SpaceId[] {
  return homeSpacesHeldBy(state, f.loser, f.winner).filter((id) => !isKey(id) && !f.pending.includes(id));
}

function regainableLeaders(state: HisState, f: SueForPeaceFrame): string[] {
  if (leaderReturnSpaces(state, f.loser).length === 0) return [];
  return state.powers[f.winner].captives.filter((l) => leaderPower(l) === f.loser);
}

/** Card 73: the suing power holds Diplomatic Marriage, may play it (not the Ottoman or the Protestant) and has something to regain. */
function mayPlayMarriage(state: HisState, f: SueForPeaceFrame): boolean {
  if (f.loser === 'ottoman' || f.loser === 'protestant') return false;
  if (!state.powers[f.loser].hand.includes(DIPLOMATIC_MARRIAGE) || playedAsEventThisTurn(state, DIPLOMATIC_MARRIAGE)) return false;
  return regainableKeys(state, f).length + regainableLeaders(state, f).length + regainableSpaces(state, f).length > 0;
}

/** 9.3 note 1: every key, leader and non-key space of steps 5-7 comes back, with nothing paid. */
function regainAllByMarriage(state: HisState, f: SueForPeaceFrame): void {
  playCardFromHand(state, f.loser, DIPLOMATIC_MARRIAGE, 'event');
  for (const space of regainableKeys(state, f)) transferSpace(state, space, f.loser);
  for (const leader of regainableLeaders(state, f)) returnLeader(state, f.loser, leader);
  for (const space of regainableSpaces(state, f)) transferSpace(state, space, f.loser);
  f.step = 'end';
}

/** 9.3 steps 4-7: a unit to remove, what to regain and how to pay for it, Diplomatic Marriage, done. */
export type SueForPeaceAction =
  | ({ type: 'removeUnit' } & UnitSpot)
  | { type: 'regainKey'; space: SpaceId; pay: Payment }
  | { type: 'regainLeader'; leader: LeaderId; pay: Payment }
  | { type: 'regainSpace'; space: SpaceId }
  | { type: 'pay'; pay: Payment }
  | { type: 'diplomaticMarriage'; card: CardId }
  | { type: 'done' };

/** What a payment buys, before the payment is chosen. */
type Unpaid<A> = A extends { pay: Payment } ? Omit<A, 'pay'> : never;

function paymentActions<B extends Unpaid<SueForPeaceAction>>(state: HisState, payer: MajorPower, base: B): (B & { pay: Payment })[] {
  return paymentOptions(state, payer).map((p) => ({ ...base, pay: p }));
}

function peaceAsk(state: HisState, f: SueForPeaceFrame): SueForPeaceAction[] {
  switch (f.step) {
    case 'remove': {
      const spots = removableUnits(state, f.loser);
      if (f.removed >= 2 || spots.length <= 1) return [];
      return spots.map((s): SueForPeaceAction => ({ type: 'removeUnit', ...s }));
    }
    case 'keys': {
      // 9.3 note 1: Diplomatic Marriage (card 73) regains everything of steps 5-7 for free.
      const keys = regainableKeys(state, f);
      const marriage: SueForPeaceAction[] = mayPlayMarriage(state, f) ? [{ type: 'diplomaticMarriage', card: DIPLOMATIC_MARRIAGE }] : [];
      if (keys.length === 0 && marriage.length === 0) return [];
      return [...marriage, ...keys.flatMap((space) => paymentActions(state, f.loser, { type: 'regainKey' as const, space })), { type: 'done' }];
    }
    case 'leaders': {
      const leaders = regainableLeaders(state, f);
      if (leaders.length === 0) return [];
      return [...leaders.flatMap((leader) => paymentActions(state, f.loser, { type: 'regainLeader' as const, leader })), { type: 'done' }];
    }
    case 'spaces': {
      const spaces = regainableSpaces(state, f);
      if (f.pending.length === 2 || (f.pending.length === 1 && (f.closing || spaces.length === 0))) {
        return paymentActions(state, f.loser, { type: 'pay' as const });
      }
      if (spaces.length === 0) return [];
      return [...spaces.map((space): SueForPeaceAction => ({ type: 'regainSpace', space })), { type: 'done' }];
    }
    default:
      return [];
  }
}

export const sueForPeaceProcedure: Procedure<SueForPeaceFrame, SueForPeaceAction> = {
  ask(state, f): Ask<SueForPeaceAction>[] {
    const actions = peaceAsk(state, f);
    if (actions.length === 0) return [];
    return [{ power: f.loser, key: `his.prompt.peace.${f.step}`, params: { winner: f.winner }, actions }];
  },
  run(state, f) {
    switch (f.step) {
      case 'award': {
        // Step 2: the other power is the war's winner.
        const vp = warWinnerVp(f.loser, f.winner);
        state.powers[f.winner].bonusVp += vp;
        state.log.push({ key: 'his.log.warWinnerVp', params: { power: f.winner, vp } });
        f.step = 'giveUp';
        return;
      }
      case 'giveUp':
        // Step 3: the winner's home spaces held by the loser go back; units there are displaced (12.5).
        f.step = 'remove';
        for (const space of homeSpacesHeldBy(state, f.winner, f.loser)) transferSpace(state, space, f.winner);
        return;
      case 'remove': {
        // Step 4: 2 units of the loser's own; with one kind in one place there is no choice.
        const spots = removableUnits(state, f.loser);
        if (f.removed < 2 && spots.length === 1) {
          removeUnit(state, f.loser, spots[0]!);
          f.removed++;
          return;
        }
        f.step = 'keys';
        return;
      }
      case 'keys':
        f.step = 'leaders';
        return;
      case 'leaders':
        f.step = 'spaces';
        return;
      case 'spaces':
        f.step = 'end';
        return;
      case 'end':
        // Step 8: the war is over.
        endWar(state, f.loser, f.winner);
        pop(state, f);
        return;
    }
  },
  decide(state, f, power, action) {
    switch (action.type) {
      case 'removeUnit': {
        const spot: UnitSpot = 'space' in action ? { space: action.space, kind: action.kind } : { sea: action.sea, kind: action.kind };
        removeUnit(state, power, spot);
        f.removed++;
        return;
      }
      case 'regainKey': {
        // Step 5: one War Winner marker or one card draw per key; the winner's units there are displaced.
        pay(state, power, f.winner, action.pay);
        transferSpace(state, action.space, power);
        return;
      }
      case 'regainLeader': {
        // Step 6: a VP marker or card draw per leader; he goes to his capital, else a friendly home key.
        pay(state, power, f.winner, action.pay);
        returnLeader(state, power, action.leader);
        return;
      }
      case 'regainSpace':
        f.pending.push(action.space);
        return;
      case 'diplomaticMarriage':
        regainAllByMarriage(state, f);
        return;
      case 'pay': {
        // Step 7: one payment for each set of two non-key spaces (or for an odd last space).
        pay(state, power, f.winner, action.pay);
        const spaces = f.pending;
        f.pending = [];
        for (const space of spaces) transferSpace(state, space, power);
        if (f.closing) f.step = 'end';
        return;
      }
      case 'done':
        if (f.step === 'spaces' && f.pending.length === 1) f.closing = true;
        else f.step = nextStep(f.step);
        return;
    }
  },
};

function nextStep(step: PeaceStep): PeaceStep {
  const order: PeaceStep[] = ['award', 'giveUp', 'remove', 'keys', 'leaders', 'spaces', 'end'];
  return order[order.indexOf(step) + 1] ?? 'end';
}
