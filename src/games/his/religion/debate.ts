// 18.5: Theological debates. The initiator's debater attacks (drawn at random from its
// uncommitted pool), the defender is drawn from the committed or uncommitted enemy pool,
// both roll, a tie in round 1 brings a second round, and the winner flips spaces; a loser
// beaten by more than his value is burnt (Protestant) or disgraced (Papal).
import { randomInt } from '../../../engine/rng.ts';
import type { DebateLanguageZone, DebaterId } from '../data/pieces.ts';
import { DEBATERS } from '../data/pieces.ts';
import { THEOLOGICAL_DEBATE } from '../data/tables.ts';
import { hits, rollDice } from '../dice.ts';
import type { Ask, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { callWindow } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import { burnOrDisgrace, commitDebater, committedPool, debaterPool, isUncommitted, uncommittedPool } from './debaters.ts';
import type { DebateFrame } from './debate-frame.ts';
import { setDebater } from './debate-frame.ts';
export { substituteDebater } from './debate-frame.ts';
export type { DebateFrame } from './debate-frame.ts';
import { startFlips } from './flips.ts';
import { turnEffectActive } from './turn-effects.ts';
import type { ReligiousSide } from './types.ts';

export const DEBATE_ZONES: readonly DebateLanguageZone[] = ['german', 'french', 'english'];

export interface DebateOptions {
  pickAttacker?: boolean;
  barred?: DebaterId | null;
  extraAttackDice?: number;
}

/** The frame of a theological debate called by `initiator` in `zone`. */
export function debateFrame(initiator: ReligiousSide, zone: DebateLanguageZone, o: DebateOptions = {}): DebateFrame {
  return {
    proc: 'debate',
    initiator,
    zone,
    round: 1,
    step: 'attacker',
    papal: null,
    protestant: null,
    papalWasCommitted: false,
    protestantWasCommitted: false,
    pickAttacker: o.pickAttacker ?? false,
    barred: o.barred ?? null,
    extraAttackDice: o.extraAttackDice ?? 0,
    bullinger: false,
    winner: null,
    margin: 0,
  };
}

/** Push a theological debate (the Call Theological Debate action, Leipzig Debate, Papal Bull, Mary I...). */
export function startDebate(state: HisState, initiator: ReligiousSide, zone: DebateLanguageZone, o: DebateOptions = {}): void {
  state.log.push({ key: 'his.log.debateCalled', params: { power: initiator, zone } });
  push(state, debateFrame(initiator, zone, o));
}

/**
 * 18.1: the zones where `initiator` may call a debate: some Protestant debater of the zone is
 * in play, and the initiator has an uncommitted debater (the Protestant: of that zone). The
 * Wartburg stops Protestant debates, Thomas More's execution English ones, for the turn.
 */
export function debateZones(state: HisState, initiator: ReligiousSide): DebateLanguageZone[] {
  if (initiator === 'protestant' && turnEffectActive(state, 'wartburg')) return [];
  return DEBATE_ZONES.filter((zone) => {
    if (zone === 'english' && turnEffectActive(state, 'thomasMore')) return false;
    if (debaterPool(state, 'protestant', zone).length === 0) return false;
    return uncommittedPool(state, initiator, zone).length > 0;
  });
}

function other(side: ReligiousSide): ReligiousSide {
  return side === 'papacy' ? 'protestant' : 'papacy';
}

/** A random pick (the draw of a debater counter); an undo checkpoint like a die. */
function drawAtRandom(state: HisState, from: readonly DebaterId[]): DebaterId {
  state.checkpoint++;
  return from[randomInt(state.rng, from.length)]!;
}

/** 18.5 step 3: the defender pools the initiator may draw from (barred debater left out). */
function defenderPools(state: HisState, f: DebateFrame): { committed: DebaterId[]; uncommitted: DebaterId[] } {
  const side = other(f.initiator);
  const keep = (id: DebaterId) => id !== f.barred;
  return { committed: committedPool(state, side, f.zone).filter(keep), uncommitted: uncommittedPool(state, side, f.zone).filter(keep) };
}

/** 18.5 step 4: the attacker's dice. */
export function attackDice(state: HisState, f: DebateFrame): number {
  const side = f.initiator;
  const id = (side === 'papacy' ? f.papal : f.protestant)!;
  const wasCommitted = side === 'papacy' ? f.papalWasCommitted : f.protestantWasCommitted;
  let value = DEBATERS[id].value;
  // Mary I doubles a Papal debater's value in the English zone.
  if (side === 'papacy' && f.zone === 'english' && state.powers.england.ruler === 'mary-i') value *= 2;
  let n = value + THEOLOGICAL_DEBATE.attackerBonus;
  if (!wasCommitted && (id === 'eck' || (id === 'gardiner' && f.zone === 'english'))) n += 1;
  if (side === 'papacy') {
    n += f.extraAttackDice;
    if (turnEffectActive(state, 'augsburgConfession')) n -= 1;
  }
  return Math.max(0, n);
}

/** 18.5 step 5: the defender's dice: value + 1 if committed before the debate, + 2 if not. */
export function defenceDice(f: DebateFrame): number {
  const side = other(f.initiator);
  const id = (side === 'papacy' ? f.papal : f.protestant)!;
  const wasCommitted = side === 'papacy' ? f.papalWasCommitted : f.protestantWasCommitted;
  return DEBATERS[id].value + (wasCommitted ? THEOLOGICAL_DEBATE.defenderCommittedBonus : THEOLOGICAL_DEBATE.defenderUncommittedBonus);
}

/** 18.5 step 7, round 2: a second debater drawn from the uncommitted, else the committed, of the zone. */
function drawSecond(state: HisState, f: DebateFrame, side: ReligiousSide): void {
  const keep = (id: DebaterId) => side === 'papacy' || id !== f.barred;
  const fresh = uncommittedPool(state, side, f.zone).filter(keep);
  const pool = fresh.length > 0 ? fresh : committedPool(state, side, f.zone).filter(keep);
  if (pool.length === 0) return; // keeps the round-1 debater
  setDebater(f, side, drawAtRandom(state, pool), fresh.length === 0);
}

function roll(state: HisState, f: DebateFrame): void {
  const attackerSide = f.initiator;
  const defenderSide = other(f.initiator);
  const aDice = attackDice(state, f);
  const dDice = defenceDice(f);
  const attackerId = (attackerSide === 'papacy' ? f.papal : f.protestant)!;
  const defenderId = (defenderSide === 'papacy' ? f.papal : f.protestant)!;
  const aHits = hits(rollDice(state, aDice, 'debate', { power: attackerSide, debater: attackerId }));
  const dHits = hits(rollDice(state, dDice, 'debate', { power: defenderSide, debater: defenderId }));
  // Step 6: both debaters are committed.
  commitDebater(state, attackerId);
  commitDebater(state, defenderId);
  state.log.push({
    key: 'his.log.debate',
    params: { zone: f.zone, round: f.round, attacker: attackerId, defender: defenderId, attackDice: aDice, defenceDice: dDice, attackHits: aHits, defenceHits: dHits },
  });
  if (aHits === dHits) {
    if (f.round >= THEOLOGICAL_DEBATE.maxRounds) {
      state.log.push({ key: 'his.log.debateInconclusive', params: { zone: f.zone } });
      pop(state, f);
      return;
    }
    f.step = 'bullinger';
    return;
  }
  f.winner = aHits > dHits ? attackerSide : defenderSide;
  f.margin = Math.abs(aHits - dHits);
  decided(state, f);
}

/** 18.5 steps 7-9 once a side has more hits. */
function decided(state: HisState, f: DebateFrame): void {
  const winner = f.winner!;
  const papal = f.papal!;
  // Campeggio (uncommitted before this round) rolls after a loss: 5-6 cancels it.
  if (winner === 'protestant' && papal === 'campeggio' && !f.papalWasCommitted) {
    const [die] = rollDice(state, 1, 'campeggio', { debater: 'campeggio' });
    if (die! >= 5) {
      state.log.push({ key: 'his.log.debateCancelled', params: { debater: 'campeggio' } });
      pop(state, f);
      return;
    }
  }
  // Aleander (uncommitted before this round) as the final Papal debater: one more space for the winner.
  const flips = f.margin + (papal === 'aleander' && !f.papalWasCommitted ? 1 : 0);
  state.log.push({ key: 'his.log.debateWon', params: { power: winner, zone: f.zone, margin: f.margin, flips } });
  f.step = 'burn';
  startFlips(state, winner, flips, 'debate', f.zone, 'debate');
}

/** 18.5 steps 8-9 (after the flips): burn or disgrace a loser beaten by more than his value. */
function burn(state: HisState, f: DebateFrame): void {
  const loser = f.winner === 'papacy' ? f.protestant! : f.papal!;
  if (f.margin > DEBATERS[loser].value) burnOrDisgrace(state, loser);
  pop(state, f);
}

type DebateAction = { type: 'debater'; debater: DebaterId } | { type: 'defenderPool'; pool: 'committed' | 'uncommitted' } | { type: 'bullinger' } | { type: 'noBullinger' };

export const debateProcedure: Procedure<DebateFrame, DebateAction> = {
  ask(state, f): Ask<DebateAction>[] {
    if (f.step === 'attacker' && f.pickAttacker && f.initiator === 'papacy') {
      const pool = uncommittedPool(state, 'papacy', f.zone);
      if (pool.length === 0) return [];
      return [{ power: 'papacy', key: 'his.prompt.debateAttacker', params: { zone: f.zone }, actions: pool.map((debater) => ({ type: 'debater', debater })) }];
    }
    if (f.step === 'defender') {
      const pools = defenderPools(state, f);
      if (pools.committed.length === 0 || pools.uncommitted.length === 0) return [];
      return [
        {
          power: f.initiator,
          key: 'his.prompt.debateDefenderPool',
          params: { zone: f.zone },
          actions: [
            { type: 'defenderPool', pool: 'committed' },
            { type: 'defenderPool', pool: 'uncommitted' },
          ],
        },
      ];
    }
    if (f.step === 'bullinger' && isUncommitted(state, 'bullinger')) {
      return [{ power: 'protestant', key: 'his.prompt.bullinger', params: { zone: f.zone }, actions: [{ type: 'bullinger' }, { type: 'noBullinger' }] }];
    }
    return [];
  },
  run(state, f) {
    switch (f.step) {
      case 'attacker': {
        // Step 2: drawn at random from the initiator's uncommitted pool (of the zone for the Protestant).
        const pool = uncommittedPool(state, f.initiator, f.zone);
        if (pool.length === 0) {
          state.log.push({ key: 'his.log.debateInconclusive', params: { zone: f.zone } });
          pop(state, f);
          return;
        }
        setDebater(f, f.initiator, drawAtRandom(state, pool), false);
        f.step = 'defender';
        return;
      }
      case 'defender': {
        // Step 3 with one pool empty: the other is the only choice.
        const pools = defenderPools(state, f);
        const pool = pools.uncommitted.length > 0 ? pools.uncommitted : pools.committed;
        if (pool.length === 0) {
          state.log.push({ key: 'his.log.debateInconclusive', params: { zone: f.zone } });
          pop(state, f);
          return;
        }
        setDebater(f, other(f.initiator), drawAtRandom(state, pool), pools.uncommitted.length === 0);
        f.step = 'window';
        return;
      }
      case 'window':
        // Here I Stand may put Luther in (German zone) once the debaters are known.
        f.step = 'roll';
        callWindow(state, f, 'debaters', 'beforeDebate', f.initiator, 'debate', { kind: 'debate', debate: f });
        return;
      case 'roll':
        roll(state, f);
        return;
      case 'bullinger':
        // Bullinger not available: straight to the draw.
        f.step = 'secondRound';
        return;
      case 'secondRound':
        f.round++;
        if (!f.bullinger) drawSecond(state, f, 'protestant');
        drawSecond(state, f, 'papacy');
        state.log.push({ key: 'his.log.debateSecondRound', params: { zone: f.zone, papal: f.papal, protestant: f.protestant } });
        f.step = 'window';
        return;
      case 'burn':
        burn(state, f);
        return;
    }
  },
  resume: {
    debaters(_state, f, result: { debate: DebateFrame }) {
      // Here I Stand (card 7) may have put Luther in.
      const d = result.debate;
      f.papal = d.papal;
      f.protestant = d.protestant;
      f.papalWasCommitted = d.papalWasCommitted;
      f.protestantWasCommitted = d.protestantWasCommitted;
    },
  },
  decide(state, f, _power, action) {
    if (action.type === 'debater') {
      setDebater(f, 'papacy', action.debater, false);
      f.step = 'defender';
      return;
    }
    if (action.type === 'defenderPool') {
      const pools = defenderPools(state, f);
      const committed = action.pool === 'committed';
      setDebater(f, other(f.initiator), drawAtRandom(state, committed ? pools.committed : pools.uncommitted), committed);
      f.step = 'window';
      return;
    }
    if (action.type === 'bullinger') {
      setDebater(f, 'protestant', 'bullinger', false);
      f.bullinger = true;
      state.log.push({ key: 'his.log.debaterBonus', params: { power: 'protestant', debater: 'bullinger' } });
    }
    f.step = 'secondRound';
  },
};
